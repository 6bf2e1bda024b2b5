/**
 * One visit per route and viewport (both Playwright projects), the 404 page included: the page
 * loads, every island hydrates, the network settles, and then
 * - no Content-Security-Policy violation and no console error or uncaught exception was seen
 *   (the 404 document's own "failed to load resource: 404" aside);
 * - axe-core finds no WCAG 2.2 AA or best-practice violation.
 * Both checks in one visit halve the page loads of the suite; each reports on its own.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../a11y/axe-check';
import { ALL_ROUTES } from './site-map';
import { hydrateAll, isNotFoundDocumentError, NOT_FOUND_PATH, watchPage } from './page-watch';

// Load, scroll through until every island has hydrated, then axe over the whole DOM.
test.slow();

for (const route of [...ALL_ROUTES, NOT_FOUND_PATH]) {
  test(`${route}: no CSP violation, no console error, no axe violation`, async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(route);
    await hydrateAll(page);
    await page.waitForLoadState('networkidle');

    expect.soft(await watch.violations(), `${route}: CSP violations`).toEqual([]);
    const errors = watch.errors.filter((e) => !(route === NOT_FOUND_PATH && isNotFoundDocumentError(e)));
    expect.soft(errors, `${route}: console errors`).toEqual([]);
    await expectNoAxeViolations(page, route);
  });
}
