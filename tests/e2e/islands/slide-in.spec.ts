/**
 * Desktop slide-in card (spec sections 2 and 4): hidden until half the page is scrolled, then
 * 'Book Your Strategy Call' with Book Now (data-cta="slidein") to /contact and a close button;
 * dismissal lasts for the browser session (sessionStorage); never on /contact, never on phones.
 */
import { expect, test, type Page } from '@playwright/test';
import { SLIDE_IN } from '../../../src/lib/config';
import { SLIDE_IN_MESSAGES } from '../../../src/lib/slide-in';
import { hydrated, island, nextFrames, scrollToFraction } from '../fixtures/islands';

const card = (page: Page) => page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Book Your Strategy Call' }) });

test('the spec strings are the ones the island uses', ({ isMobile }) => {
  test.skip(isMobile, 'constants: checked once');
  expect(SLIDE_IN_MESSAGES.title).toBe('Book Your Strategy Call');
  expect(SLIDE_IN_MESSAGES.cta).toBe('Book Now');
  expect(SLIDE_IN.threshold).toBe(0.5);
});

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the slide-in is desktop only');

  async function openAndHydrate(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await hydrated(page, 'SlideInCard', { scroll: false });
  }

  test('shows past half the page, dismisses, and stays dismissed for the session', async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    await openAndHydrate(page, '/services');
    await expect(card(page)).toHaveCount(0);
    await scrollToFraction(page, 0.3);
    await expect(card(page)).toHaveCount(0);

    await scrollToFraction(page, 0.6);
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toBeInViewport();
    const bookNow = card(page).getByRole('link', { name: 'Book Now' });
    await expect(bookNow).toHaveAttribute('href', '/contact');
    await expect(bookNow).toHaveAttribute('data-cta', 'slidein');
    // Once shown it stays while the visitor scrolls back up.
    await scrollToFraction(page, 0);
    await expect(card(page)).toBeVisible();

    await card(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(card(page)).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SLIDE_IN.storageKey)).toBe('1');

    // Reload: still dismissed, even past the threshold.
    await page.reload();
    await hydrated(page, 'SlideInCard', { scroll: false });
    await scrollToFraction(page, 0.4);
    await scrollToFraction(page, 0.9);
    await nextFrames(page);
    await expect(card(page)).toHaveCount(0);

    // Another page in the same tab: still dismissed.
    await openAndHydrate(page, '/pricing');
    await scrollToFraction(page, 0.9);
    await nextFrames(page);
    await expect(card(page)).toHaveCount(0);

    // A new browser session shows it again.
    const fresh = await browser.newContext({ baseURL: baseURL!, viewport: page.viewportSize()! });
    try {
      const other = await fresh.newPage();
      await openAndHydrate(other, '/pricing');
      await scrollToFraction(other, 0.9);
      await expect(card(other)).toBeVisible();
    } finally {
      await fresh.close();
    }
  });

  test('Book Now goes to /contact, where there is no slide-in at all', async ({ page }) => {
    await openAndHydrate(page, '/about');
    await scrollToFraction(page, 0.7);
    await card(page).getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(/\/contact$/);
    await expect(island(page, 'SlideInCard')).toHaveCount(0);
    await scrollToFraction(page, 1);
    await nextFrames(page);
    await expect(card(page)).toHaveCount(0);
  });
});

test('phones never get the slide-in, not even its code', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phones only');
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/\/SlideInCard\.[^/]+\.js$/.test(r.url())) loaded.push(r.url());
  });
  await page.goto('/services');
  await scrollToFraction(page, 0.6);
  await scrollToFraction(page, 1);
  await nextFrames(page);
  await expect(card(page)).toHaveCount(0);
  // client:media: the island stays unhydrated below 1024 px.
  await expect(island(page, 'SlideInCard')).toHaveAttribute('ssr', '');
  expect(loaded).toEqual([]);
});
