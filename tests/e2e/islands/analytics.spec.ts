/**
 * Analytics: cta_click { cta, page, industry, href, timestamp } on clicks of
 * [data-cta] elements and scroll_depth { value, page, timestamp } once each at 25, 50, 75 and
 * 100 percent, pushed to window.dataLayer when there is one, else logged to the console.
 *
 * The data layer is created by an init script that also mirrors every push to sessionStorage,
 * so a click that navigates away can be checked on the next page (no navigation is stopped).
 */
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { installDataLayer, nextFrames, scrollToFraction, trackedEvents, type TrackedEvent } from '../fixtures/islands';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function within(event: TrackedEvent, from: number, to: number): void {
  expect(event.timestamp).toMatch(ISO);
  const at = Date.parse(event.timestamp as string);
  expect(at).toBeGreaterThanOrEqual(from - 1000);
  expect(at).toBeLessThanOrEqual(to + 1000);
}

test('a primary call to action on /lawyers pushes cta_click with the industry, then navigates', { tag: '@once' }, async ({ page }) => {
  // Runs once (phones: the sticky bar below).
  await installDataLayer(page);
  await page.goto('/lawyers');
  const cta = page.locator('main [data-cta="primary"]').first();
  const href = await cta.getAttribute('href');
  const before = Date.now();
  await cta.click();
  await page.waitForURL(new RegExp(`${href}$`));
  const clicks = (await trackedEvents(page)).filter((e) => e.event === 'cta_click');
  expect(clicks).toHaveLength(1);
  expect(clicks[0]).toMatchObject({ event: 'cta_click', cta: 'primary', page: '/lawyers', industry: 'lawyers', href: '/contact' });
  expect(Object.keys(clicks[0]!).sort()).toEqual(['cta', 'event', 'href', 'industry', 'page', 'timestamp']);
  within(clicks[0]!, before, Date.now());
});

test('the footer (desktop) and sticky bar (phones) calls to action are marked and tracked', async ({ page, isMobile }) => {
  await installDataLayer(page);
  await page.goto('/services');
  const kind = isMobile ? 'sticky' : 'footer';
  const cta = page.locator(`[data-cta="${kind}"]`);
  await cta.scrollIntoViewIfNeeded();
  await cta.click();
  await page.waitForURL(/\/contact$/);
  const clicks = (await trackedEvents(page)).filter((e) => e.event === 'cta_click');
  expect(clicks).toEqual([expect.objectContaining({ cta: kind, page: '/services', industry: '', href: '/contact' })]);
});

test('scrolling to the bottom pushes scroll_depth once each at 25, 50, 75 and 100', { tag: '@once' }, async ({ page }) => {
  await installDataLayer(page);
  await page.goto('/services');
  const depths = async () =>
    (await trackedEvents(page)).filter((e) => e.event === 'scroll_depth').map((e) => e.value);
  const before = Date.now();
  for (const [fraction, expected] of [
    [0.3, [25]],
    [0.55, [25, 50]],
    [0.8, [25, 50, 75]],
    [1, [25, 50, 75, 100]],
  ] as const) {
    await scrollToFraction(page, fraction);
    await expect.poll(depths).toEqual(expected);
  }
  // Up and down again: nothing more.
  await scrollToFraction(page, 0);
  await scrollToFraction(page, 0.5);
  await scrollToFraction(page, 1);
  await nextFrames(page);
  const events = (await trackedEvents(page)).filter((e) => e.event === 'scroll_depth');
  expect(events.map((e) => e.value)).toEqual([25, 50, 75, 100]);
  for (const event of events) {
    expect(Object.keys(event).sort()).toEqual(['event', 'page', 'timestamp', 'value']);
    expect(event.page).toBe('/services');
    within(event, before, Date.now());
  }
  // The page's own dataLayer holds them too (the mirror only copies).
  expect(await page.evaluate(() => (window as unknown as { dataLayer: TrackedEvent[] }).dataLayer.map((e) => e.event))).toEqual([
    'scroll_depth',
    'scroll_depth',
    'scroll_depth',
    'scroll_depth',
  ]);
});

test('without a dataLayer the events go to the console', { tag: '@once' }, async ({ page }) => {
  // The fallback does not depend on the viewport.
  const logged: unknown[] = [];
  const pending: Promise<void>[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'log' || !message.text().startsWith('[analytics]')) return;
    pending.push(
      message
        .args()[1]!
        .jsonValue()
        .then((value) => {
          logged.push(value);
        }),
    );
  });
  await page.goto('/faq');
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  await scrollToFraction(page, 1);
  await expect
    .poll(async () => {
      await Promise.all(pending);
      return logged.filter((e) => (e as TrackedEvent).event === 'scroll_depth').map((e) => (e as TrackedEvent).value);
    })
    .toEqual([25, 50, 75, 100]);
  expect(logged[0]).toMatchObject({ event: 'scroll_depth', page: '/faq' });
});
