/**
 * The staff's inbox and dashboard at /admin (admin-site.ts: the built site pointed at a fake
 * GitHub whose `staffer` is in STAFF_GITHUB_LOGINS and whose `editor` is not). What they show is
 * what visitors left through the site's own endpoints in this run: inquiries, guide requests and
 * a test order. At 1280 and 390 px: axe's WCAG 2.2 AA rules, no CSP violation, no sideways
 * scroll, every chart with its numbers as a table; an inquiry marked answered and noted, by
 * keyboard on the phone. An editor who is not staff sees the page editor only, and the inbox's
 * API refuses them.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INDUSTRIES } from '../../../netlify/generated/industries.ts';
import { AUDIT_PRODUCT } from '../../../netlify/generated/offers.ts';
import { ADMIN_PATH } from '../../../src/editor/core/admin-api.ts';
import { EDITOR_REQUEST_HEADER } from '../../../src/editor/core/editor-api.ts';
import { INBOX_API, INBOX_KINDS } from '../../../src/lib/inbox-api.ts';
import { recordCspViolations } from '../editor/helpers.ts';
import { ADMIN_E2E_PORT } from './admin-site.ts';
import { signInAs } from './sign-in.ts';

// Each view asks the functions (and they the fake GitHub) for what it shows: on a busy 2-core
// machine an answer can take seconds, so waits are longer than the project's default.
const expect = baseExpect.configure({ timeout: 30_000 });
// One after another, and all again on a retry: the seed (beforeAll) runs once per attempt, so
// the contact form's hourly limit per visitor (every request here comes from 127.0.0.1) holds.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const SITE = `http://localhost:${ADMIN_E2E_PORT}`;
/** This run's mark on what it sends: the inbox is searched for it. */
const RUN = `run${Date.now().toString(36)}`;
const SHOTS = 'test-results/inbox-screens';
const lawyers = INDUSTRIES.find((industry) => industry.slug === 'lawyers')!;

/** What visitors leave, through the site's endpoints: two inquiries, two guide requests, one test order. */
async function seed(request: APIRequestContext) {
  const headers = { origin: SITE, referer: `${SITE}/contact` };
  const people = [
    { name: 'Ada Lovelace', email: `ada.${RUN}@example.com`, message: `We need a faster site before March. Can you help? (${RUN})` },
    { name: 'Grace Hopper', email: `grace.${RUN}@example.com`, message: `Our booking form loses clients on phones. (${RUN})` },
  ];
  for (const person of people) {
    const sent = await request.post('/api/contact', { headers, data: { ...person, company: 'Analytical Engines', website: 'https://engines.example', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' } });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  for (const person of people) {
    const lead = await request.post('/api/capture-lead', {
      headers,
      data: { email: person.email, source: 'lead_magnet', industry: 'lawyers', page: '/lawyers', metadata: { fileName: lawyers.guide.fileName, downloadUrl: lawyers.guide.downloadUrl } },
    });
    expect(lead.status(), await lead.text()).toBe(200);
  }
  const payment = await request.post('/api/create-payment', { headers, data: { amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title } });
  if (payment.ok()) {
    const session = new URL(((await payment.json()) as { url: string }).url, SITE).searchParams.get('session')!;
    const paid = await request.post('/api/test-checkout', { headers, form: { session }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: SITE });
  await seed(request);
  await request.dispose();
});

async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((violation) => `${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function expectChartTables(page: Page, days: number) {
  const charts = page.getByRole('figure');
  await expect(charts).toHaveCount(INBOX_KINDS.length);
  for (const name of ['Inquiries', 'Guide leads', 'AI reviews', 'Orders']) {
    const table = page.getByRole('table', { name: `${name}, per day (UTC)` });
    await expect(table).toBeAttached();
    await expect(table.locator('tbody tr')).toHaveCount(days);
  }
}

test('at 1280 px: staff answer and note an inquiry in the inbox, read the dashboard and the audit log', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const violations = await recordCspViolations(page);
  await signInAs(page, 'staffer');

  // ---- 1280 px: the inbox, the inquiry beside the list ----
  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Items, newest first' });
  await expect(rows.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search' }).fill(`ada.${RUN}`);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(rows.getByRole('button')).toHaveCount(2);
  await page.getByLabel('Kind').selectOption('inquiry');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(rows.getByRole('button')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/inbox-1280-list.png`, fullPage: true });

  await rows.getByRole('button').first().click();
  const detail = page.getByRole('region', { name: `Inquiry: Ada Lovelace` });
  await expect(detail.getByText(`We need a faster site before March. Can you help? (${RUN})`)).toBeVisible();
  await expect(detail.getByRole('definition').filter({ hasText: 'newsletter' })).toBeVisible();
  await detail.getByRole('button', { name: 'Mark answered' }).click();
  await expect(detail.getByRole('button', { name: 'Answered', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.getByText('Answered', { exact: true })).toBeVisible();
  await detail.getByLabel('New note (only staff see it)').fill(`Called back, proposal on Friday (${RUN})`);
  await detail.getByRole('button', { name: 'Add note' }).click();
  await expect(detail.getByRole('list', { name: 'Notes' })).toContainText(`Called back, proposal on Friday (${RUN})`);
  await expect(detail.getByRole('list', { name: 'Status changes' })).toContainText('@staffer marked it answered');
  const mailto = await detail.getByRole('link', { name: 'Write in my mail app' }).getAttribute('href');
  expect(mailto).toMatch(new RegExp(`^mailto:ada\\.${RUN}%40example\\.com\\?subject=`));
  expect(decodeURIComponent(mailto!)).toContain(`> We need a faster site before March. Can you help? (${RUN})`);
  await page.screenshot({ path: `${SHOTS}/inbox-1280-item.png`, fullPage: true });
  await expectAccessible(page, 'inbox 1280');
  await expectNoSidewaysScroll(page);

  // ---- 1280 px: the dashboard ----
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectChartTables(page, 30);
  const inquiries = page.getByRole('figure').filter({ hasText: 'Inquiries' });
  await expect(inquiries.locator('.chart-total')).not.toHaveText('0');
  await expect(page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'UTM source' }) })).toContainText('newsletter');
  await page.getByRole('button', { name: '7 days' }).click();
  await expectChartTables(page, 7);
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  await expectAccessible(page, 'dashboard 1280');
  await expectNoSidewaysScroll(page);

  // ---- The audit log: the note and the look at the item are in it ----
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(audit).toContainText('Added a note');
  await expect(audit).toContainText('Changed a status');
  await expect(audit).not.toContainText(`ada.${RUN}`);
  await expectAccessible(page, 'audit log 1280');

  expect(violations).toEqual([]);
});

test('at 390 px: the list alone, then the item instead of it, by keyboard; the dashboard in one column', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const violations = await recordCspViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'staffer');
  await page.goto(`${ADMIN_PATH}/#/inbox`);
  const rows = page.getByRole('list', { name: 'Items, newest first' });
  await expect(rows.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search' }).fill(`grace.${RUN}`);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(rows.getByRole('button')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/inbox-390-list.png`, fullPage: true });
  await expectAccessible(page, 'inbox 390');
  await rows.getByRole('button').filter({ hasText: 'Inquiry' }).focus();
  await page.keyboard.press('Enter');
  const phoneDetail = page.getByRole('region', { name: 'Inquiry: Grace Hopper' });
  await expect(phoneDetail.getByRole('heading', { name: 'Inquiry: Grace Hopper' })).toBeFocused();
  await expect(rows).toBeHidden();
  await phoneDetail.getByRole('button', { name: 'Close' }).click();
  await expect(phoneDetail.getByRole('button', { name: 'Closed', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/inbox-390-item.png`, fullPage: true });
  await expectAccessible(page, 'item 390');
  await phoneDetail.getByRole('button', { name: '← Back to the list' }).click();
  await expect(rows).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expectChartTables(page, 30);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
  await expectAccessible(page, 'dashboard 390');

  expect(violations).toEqual([]);
});

test("staff find a person's data and export it; the erasure asks for the address again", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await signInAs(page, 'staffer');
  await page.goto(`${ADMIN_PATH}/#/person`);
  await page.getByLabel('E-mail address').fill(`grace.${RUN}@example.com`);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { name: `Kept for grace.${RUN}@example.com` })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Items of this address' }).getByRole('button')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^person-grace-.*\.csv$/);

  await page.getByRole('button', { name: 'Erase everything…' }).click();
  await page.getByLabel('Type the address again to confirm').fill(`someone.else.${RUN}@example.com`);
  await page.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText('Type the address again to confirm the erasure: the two do not match.')).toBeVisible();
  await page.getByLabel('Type the address again to confirm').fill(`grace.${RUN}@example.com`);
  await page.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText(/^Erased\./)).toBeVisible();
  await expectAccessible(page, 'person');

  await page.getByLabel('E-mail address').fill(`grace.${RUN}@example.com`);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { name: 'Items (0)' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('an editor who is not staff sees the page editor only, and the inbox refuses them', async ({ page }) => {
  await signInAs(page, 'editor');
  await expect(page.getByLabel('Page', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  await page.goto(`${ADMIN_PATH}/#/inbox`);
  await expect(page.getByText('@editor · studio/site')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Inbox' })).toHaveCount(0);
  const answers = await page.evaluate(async ({ paths, header }) => {
    const results: number[] = [];
    for (const [path, body] of paths) {
      const response = await fetch(path, {
        method: body === null ? 'GET' : 'POST',
        headers: { [header]: '1', ...(body === null ? {} : { 'content-type': 'application/json' }) },
        ...(body === null ? {} : { body: JSON.stringify(body) }),
      });
      results.push(response.status);
    }
    return results;
  }, {
    paths: [
      [INBOX_API.access, null],
      [INBOX_API.items, {}],
      [`${INBOX_API.dashboard}?days=7`, null],
      [INBOX_API.person, { email: `ada.${RUN}@example.com` }],
      [INBOX_API.audit, null],
    ] as Array<[string, unknown]>,
    header: EDITOR_REQUEST_HEADER,
  });
  expect(answers).toEqual([403, 403, 403, 403, 403]);
});
