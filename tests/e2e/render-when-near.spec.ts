/**
 * The longest pages (the home page and every industry page) leave their sections far below the
 * first screen unrendered until the visitor scrolls near them (global.css, render-when-near): the
 * browser skips their style, layout and paint at load. What the visitor sees first is rendered
 * at once, and a far section renders when scrolled to. The industry pages come from the
 * catalogue the build writes from the industry files, so a new file is checked here too.
 */
import { expect, test, type Locator } from '@playwright/test';
import { industries } from './site-map';

const LONG_PAGES = ['/', ...industries.map((industry) => industry.path)];

/** Whether the browser renders the element now (false inside a skipped content-visibility: auto section). */
const rendered = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
/** Two frames: the browser decides which content-visibility: auto sections are near after a frame. */
const settle = (element: Locator) => element.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const path of LONG_PAGES) {
  test(`${path}: the first screen is rendered at load, the closing call to action only when scrolled near`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(path);
    const heading = page.locator('main h1');
    const closing = page.locator('main section').last().getByRole('heading', { level: 2 });
    await settle(heading);
    expect(await rendered(heading)).toBe(true);
    expect(await rendered(closing)).toBe(false);

    await closing.scrollIntoViewIfNeeded();
    await settle(closing);
    expect(await rendered(closing)).toBe(true);
    await expect(closing).toBeInViewport();
  });
}
