/**
 * The notification region's script on the pages whose islands raise toasts: not requested while
 * the page loads (neither it nor the chunks it imports may delay the first paint), and in place
 * once the page has loaded. The toasts themselves are checked with each island (ai-review,
 * contact, payment, scheduler); /book, whose script waits for the first toast, in scheduler.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchPage } from '../page-watch';

/** When the page requested the region's script and when its load event began (ms), once both happened. */
function timing(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const script = performance.getEntriesByType('resource').find((entry) => entry.name.includes('ToastRegionScript'));
    return script && navigation?.loadEventStart ? { requested: script.startTime, loadEvent: navigation.loadEventStart } : null;
  });
}

for (const path of ['/ai-feedback', '/contact', '/payment']) {
  test(`${path}: the notification script is requested after the load event and is in place once the page has loaded`, { tag: '@once' }, async ({ page }) => {
    // Loading order: checked at one width.
    await watchPage(page); // stubs the scheduler's iframe (no network in tests)
    await page.goto(path);
    await page.waitForLoadState('load');
    await expect(page.locator('template[data-toast-script]'), 'the inert script put in the page').toHaveCount(0);
    await expect.poll(() => timing(page)).not.toBeNull();
    const { requested, loadEvent } = (await timing(page))!;
    expect(requested, `${path}: requested before the page had loaded`).toBeGreaterThanOrEqual(loadEvent);
  });
}
