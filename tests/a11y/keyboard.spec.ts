/**
 * Keyboard walk over every route and the 404 page, at a desktop (1280 px) and a phone (390 px)
 * viewport (the two Playwright projects): from the top of the page, Tab until focus leaves the page
 * or comes back to where it started. At every stop
 * - the focused element shows a focus indicator (WCAG 2.4.7): an outline of at least 2 px, or a ring
 *   (box-shadow spread of 2 px or more) on it or on the card around it;
 * - it is not entirely hidden (WCAG 2.2 2.4.11, Focus Not Obscured): some of it is on screen and not
 *   under the fixed header, the phones' quick-actions bar or the desktop slide-in card;
 * and the walk ends (no keyboard trap, 2.1.2) after a plausible number of stops.
 * Islands are hydrated first (their controls are disabled until then). Reduced motion, so a
 * focus scroll lands at once instead of animating.
 */
import { expect, test } from '@playwright/test';
import { ALL_ROUTES } from '../e2e/site-map';
import { hydrateAll, NOT_FOUND_PATH, watchPage } from '../e2e/page-watch';

test.use({ reducedMotion: 'reduce' });
// One key press and one look at the page per stop, forty-odd stops per page.
test.slow();

/** More stops than any page has (the home page has about 45): a walk this long is a trap. */
const MAX_STOPS = 150;

interface Stop {
  /** Marker set on the element the first time focus reaches it. */
  key: string;
  label: string;
  /** An outline of at least 2 px, or a box-shadow ring on the element or the card around it. */
  indicator: boolean;
  /** Sample points of the element on screen and not covered by something else. */
  visiblePoints: number;
  /** What covers the element, when nothing of it is visible. */
  coveredBy: string;
  frame: boolean;
}

for (const route of [...ALL_ROUTES, NOT_FOUND_PATH]) {
  test(`${route}: every Tab stop shows focus and is not hidden, and Tab leaves the page`, async ({ page }) => {
    await watchPage(page); // stubs the scheduler's iframe (no network in tests)
    await page.goto(route);
    // Scrolling through also reveals the desktop slide-in card: the walk runs with it on screen.
    await hydrateAll(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const seen = new Set<string>();
    const problems: string[] = [];
    let left = false;
    for (let n = 0; n < MAX_STOPS; n++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(async (): Promise<Stop | null> => {
        // Two frames: focus styles that transition (a card's ring) have reached their end value.
        // Bounded: headless Chromium once stopped producing frames mid-walk (/portfolio, CI on
        // 2026-11-24: rAF never called back and the test timed out after 90 s); with reduced
        // motion the styles read below are at their end value without the frames.
        await Promise.race([
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          new Promise((resolve) => setTimeout(resolve, 500)),
        ]);
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body || el === document.documentElement) return null;
        el.dataset.kbdStop ??= String(document.querySelectorAll('[data-kbd-stop]').length);
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
        const label = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"`;
        // Chromium computes colours as rgb()/rgba(); alpha 0 (Tailwind's outline-hidden) draws nothing.
        const opaque = (color: string) => color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color);
        const outline = (node: Element) => {
          const style = getComputedStyle(node);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && opaque(style.outlineColor);
        };
        // A ring: a box-shadow layer with no offset and no blur, spread 2 px or more, in a visible colour.
        const ring = (node: Element) =>
          getComputedStyle(node)
            .boxShadow.split(/,(?![^(]*\))/)
            .some((layer) => {
              const color = /rgba?\([^)]*\)/.exec(layer)?.[0] ?? '';
              const lengths = layer.replace(color, '').trim().split(/\s+/).map(parseFloat);
              return opaque(color) && lengths.length >= 4 && lengths[0] === 0 && lengths[1] === 0 && lengths[2] === 0 && lengths[3]! >= 2;
            });
        // The indicator may sit on the card around a stretched link (has-[a:focus-visible]:ring-3):
        // the element itself or one of its three nearest ancestors.
        const around = [el, el.parentElement, el.parentElement?.parentElement, el.parentElement?.parentElement?.parentElement];
        const indicator = outline(el) || around.some((node) => node && ring(node));
        // A 5 x 5 grid of points inside the element: visible where the topmost element there is it
        // (or inside it, or holds it: a link's text, a summary's marker).
        const box = el.getBoundingClientRect();
        let visiblePoints = 0;
        let coveredBy = '';
        for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98]) {
          for (const fy of [0.02, 0.25, 0.5, 0.75, 0.98]) {
            const x = box.left + box.width * fx;
            const y = box.top + box.height * fy;
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
            const top = document.elementFromPoint(x, y);
            if (top && (el.contains(top) || top.contains(el))) visiblePoints++;
            else if (top && !coveredBy) {
              const layer = top.closest('header, aside, [data-toast-region], dialog') ?? top;
              const labelledBy = layer.getAttribute('aria-labelledby');
              const layerName = layer.getAttribute('aria-label') ?? (labelledBy && document.getElementById(labelledBy)?.textContent);
              coveredBy = `<${layer.tagName.toLowerCase()}${layerName ? ` "${layerName}"` : ''}>`;
            }
          }
        }
        if (!coveredBy) coveredBy = 'off screen';
        return { key: el.dataset.kbdStop, label, indicator, visiblePoints, coveredBy, frame: el.tagName === 'IFRAME' };
      });
      if (!stop) {
        left = true;
        break;
      }
      if (seen.has(stop.key)) {
        left = true; // back at the start: focus went round the page
        break;
      }
      seen.add(stop.key);
      // The embedded calendar's document draws its own focus; its frame must still be on screen.
      if (!stop.indicator && !stop.frame) problems.push(`${stop.label}: no visible focus indicator`);
      if (stop.visiblePoints === 0) problems.push(`${stop.label}: hidden while focused (${stop.coveredBy})`);
    }

    expect(left, `${route}: Tab never left the page in ${MAX_STOPS} stops (a keyboard trap?)`).toBe(true);
    // Skip link, logo, navigation, page content, footer: a walk this short means Tab stopped working.
    expect(seen.size, `${route}: Tab stops`).toBeGreaterThanOrEqual(8);
    expect(problems, `${route}: focus problems`).toEqual([]);
  });
}
