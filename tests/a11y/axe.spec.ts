/**
 * WCAG 2.2 AA (and axe's best practices) with axe-core, zero violations, at a desktop (1280 px)
 * and a phone (390 px) viewport (the two Playwright projects):
 * - on every route of the site and the 404 page, once every island has hydrated, in the same
 *   visit that checks for CSP violations and console errors (one page load per route and
 *   viewport instead of two): tests/e2e/every-page.spec.ts, with `expectNoAxeViolations` of ./axe-check.ts;
 * - here, in the open states: the mobile menu, the desktop Who We Serve dropdown, the contact
 *   confirmation dialog and a toast.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll, watchPage } from '../e2e/page-watch';
import { expectNoAxeViolations } from './axe-check';

// Each test loads a page, hydrates every island, may interact, then runs axe over the whole DOM:
// seconds each, more on a busy machine.
test.slow();

async function open(page: Page, route: string) {
  await watchPage(page); // stubs the scheduler's iframe (no network in tests)
  await page.goto(route);
  await hydrateAll(page);
}

test.describe('axe in the open states', () => {
  test('mobile menu open', { tag: '@phone' }, async ({ page }) => {
    // The menu button shows below the desktop breakpoint.
    await open(page, '/');
    await page.getByLabel('Menu').click();
    await expect(page.locator('[data-mobile-menu]')).toHaveAttribute('open', '');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu open');
  });

  test('Who We Serve dropdown open', { tag: '@desktop' }, async ({ page }) => {
    // The dropdown is in the desktop navigation.
    await open(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Who We Serve').click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lawyers' })).toBeVisible();
    await expectNoAxeViolations(page, 'Who We Serve dropdown open');
  });

  test('contact confirmation dialog open', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true }) }),
    );
    await open(page, '/contact');
    const form = page.locator('form[data-contact-form]');
    await form.getByLabel(/^Name/).fill('Ada Lovelace');
    await form.getByLabel(/^Email/).fill('ada@example.com');
    await form.getByRole('button', { name: /send|submit/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Thanks — we received your inquiry');
    await expectNoAxeViolations(page, 'contact dialog open');
  });

  test('a toast shown', async ({ page }) => {
    await open(page, '/ai-feedback');
    await page.getByRole('button', { name: /analy[sz]e/i }).first().click();
    await expect(page.getByText('Website URL Required')).toBeVisible();
    await expectNoAxeViolations(page, 'toast shown');
  });
});
