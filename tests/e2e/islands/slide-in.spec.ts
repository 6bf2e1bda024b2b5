/**
 * Desktop slide-in card: hidden until half the page is scrolled, then
 * 'Book Your Strategy Call' with Book Now (data-cta="slidein") to /contact and a close button;
 * dismissal lasts for the browser session (sessionStorage); never on /contact, never on phones.
 * Server-rendered markup revealed by the layout's script: no framework code.
 */
import { expect, test, type Page } from '@playwright/test';
import { SLIDE_IN_MESSAGES } from '../../../src/lib/slide-in-messages';
import { SLIDE_IN } from '../../../src/components/slide-in/slide-in';
import { nextFrames, scrollToFraction } from '../fixtures/islands';

const card = (page: Page) => page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Book Your Strategy Call' }) });

test('the spec strings are the ones the island uses', { tag: '@once' }, () => {
  expect(SLIDE_IN_MESSAGES.title).toBe('Book Your Strategy Call');
  expect(SLIDE_IN_MESSAGES.cta).toBe('Book Now');
  expect(SLIDE_IN.threshold).toBe(0.5);
});

test.describe('desktop', { tag: '@desktop' }, () => {
  // The slide-in is desktop only.

  async function openAndHydrate(page: Page, path: string): Promise<void> {
    // The layout's module script runs before the load event.
    await page.goto(path, { waitUntil: 'load' });
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
    await page.reload({ waitUntil: 'load' });
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

  test('while it shows, the end of the page scrolls clear of it: the footer links stay clickable', async ({ page }) => {
    await openAndHydrate(page, '/faq');
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    await scrollToFraction(page, 0.6);
    await expect(card(page)).toBeVisible();
    // The room is there from the start: the page does not grow under the visitor when the card appears.
    expect(await height()).toBe(before);
    await scrollToFraction(page, 1);
    await nextFrames(page);
    const cardBox = (await card(page).boundingBox())!;
    for (const name of ['Privacy Policy', 'Terms of Service']) {
      const link = page.getByRole('contentinfo').getByRole('link', { name });
      const box = (await link.boundingBox())!;
      expect(box.y + box.height, `${name} ends above the card`).toBeLessThan(cardBox.y);
    }
    // A real click (Playwright refuses to click a link something else covers).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(/\/terms$/);
  });

  test('Book Now goes to /contact, where there is no slide-in at all', async ({ page }) => {
    await openAndHydrate(page, '/about');
    await scrollToFraction(page, 0.7);
    await card(page).getByRole('link', { name: 'Book Now' }).click();
    await page.waitForURL(/\/contact$/);
    await expect(page.locator('[data-slide-in]')).toHaveCount(0);
    await scrollToFraction(page, 1);
    await nextFrames(page);
    await expect(card(page)).toHaveCount(0);
  });
});

test('phones never see the slide-in, and a page without islands loads no framework code for it', { tag: '@phone' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/services', { waitUntil: 'load' });
  await scrollToFraction(page, 0.6);
  await scrollToFraction(page, 1);
  await nextFrames(page);
  await expect(card(page)).toHaveCount(0);
  await expect(page.locator('[data-slide-in]')).toBeHidden();
  expect(scripts.filter((s) => /react/i.test(s))).toEqual([]);
  expect(await page.locator('astro-island').count()).toBe(0);
});

test('desktop: a page without content islands loads no framework code for the card', { tag: '@desktop' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/services', { waitUntil: 'load' });
  await scrollToFraction(page, 0.7);
  await expect(card(page)).toBeVisible();
  expect(scripts.filter((s) => /react/i.test(s))).toEqual([]);
});
