/**
 * WCAG 2.2 AA (and axe's best practices) with axe-core on every route of the site and the 404
 * page, at a desktop (1280 px) and a phone (390 px) viewport (the two Playwright projects), once
 * every island has hydrated; then in the open states: the mobile menu, the desktop Who We Serve
 * dropdown, the contact confirmation dialog and a toast. Zero violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ALL_ROUTES } from '../e2e/site-map';
import { hydrateAll, NOT_FOUND_PATH, watchPage } from '../e2e/page-watch';

// Each test loads a page, hydrates every island, may interact, then runs axe over the whole DOM:
// seconds each, more on a busy machine.
test.slow();

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * axe's best practices too (heading order, one main landmark, no positive tabindex, unique
 * landmarks…): Lighthouse's accessibility score counts several of them.
 */
const TAGS = [...WCAG_22_AA, 'best-practice'];

/** Runs axe over the page and fails with one readable line per violating node. */
async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const lines = violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`),
  );
  expect(lines, `${label}: axe violations`).toEqual([]);
}

async function open(page: Page, route: string) {
  await watchPage(page); // stubs the scheduler's iframe (no network in tests)
  await page.goto(route);
  await hydrateAll(page);
}

test.describe('axe, WCAG 2.2 AA and best practices', () => {
  for (const route of [...ALL_ROUTES, NOT_FOUND_PATH]) {
    test(`${route}`, async ({ page }) => {
      await open(page, route);
      await expectNoViolations(page, route);
    });
  }
});

test.describe('axe in the open states', () => {
  test('mobile menu open', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button shows below the desktop breakpoint');
    await open(page, '/');
    await page.getByLabel('Menu').click();
    await expect(page.locator('[data-mobile-menu]')).toHaveAttribute('open', '');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoViolations(page, 'mobile menu open');
  });

  test('Who We Serve dropdown open', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the dropdown is in the desktop navigation');
    await open(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Who We Serve').click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lawyers' })).toBeVisible();
    await expectNoViolations(page, 'Who We Serve dropdown open');
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
    await expectNoViolations(page, 'contact dialog open');
  });

  test('a toast shown', async ({ page }) => {
    await open(page, '/ai-feedback');
    await page.getByRole('button', { name: /analy[sz]e/i }).first().click();
    await expect(page.getByText('Website URL Required')).toBeVisible();
    await expectNoViolations(page, 'toast shown');
  });
});
