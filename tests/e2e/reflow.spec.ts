/**
 * Reflow (WCAG 2.2 SC 1.4.10) on the narrowest phones: at 320 CSS px every route, the 404 page
 * included, reads without horizontal scrolling and no visible text runs out of its box (a word too
 * long for a card overlaps its neighbour before it widens the page). Content editors write the
 * industry pages, so a long sub-profession or heading word is caught here, not by a visitor.
 * Tables and the timeline chart scroll inside their own containers by design.
 */
import { expect, test } from '@playwright/test';
import { ALL_ROUTES } from './site-map';
import { NOT_FOUND_PATH } from './page-watch';

test.use({ viewport: { width: 320, height: 640 } });
// A phone layout: runs in the mobile project only (playwright.config.ts).

for (const route of [...ALL_ROUTES, NOT_FOUND_PATH]) {
  test(`${route}: no horizontal scrolling and no text outside its box at 320 px`, async ({ page }) => {
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
    const layout = await page.evaluate(() => {
      const overflowing: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        if (getComputedStyle(el).overflowX !== 'visible') continue;
        if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('.sr-only')) continue;
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (ownText && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
          overflowing.push(`<${el.tagName.toLowerCase()}> "${el.textContent?.trim().slice(0, 40)}" ${el.scrollWidth} px in ${el.clientWidth} px`);
        }
      }
      return { pageWidth: document.documentElement.scrollWidth, overflowing };
    });
    expect.soft(layout.pageWidth, `${route}: the page is wider than the screen`).toBeLessThanOrEqual(320);
    expect.soft(layout.overflowing, `${route}: text wider than its box`).toEqual([]);
  });
}
