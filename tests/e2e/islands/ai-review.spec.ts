/**
 * /ai-feedback against the real function on its embedded defaults
 * (no model key: the deterministic review), reviewing a fixture page this file serves on
 * 127.0.0.1:4399 (allowed by AI_REVIEW_ALLOW_HOSTS in playwright.config.ts).
 *
 * The quota is 3 a UTC day per visitor and per address. Every test comes from 127.0.0.1, so the
 * whole quota flow runs once, on desktop, serially: the config gives the server a fresh
 * VISITOR_HASH_SALT per run and the address is unique to the run, so exactly three analyses
 * succeed and the fourth hits the limit.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { AI_FEEDBACK_MESSAGES, AI_REVIEW_REFUSAL_TITLES, dailyLimitMessage } from '../../../src/lib/ai-feedback';
import { AI_RESULT_HEIGHT, AI_REVIEW_DAILY_LIMIT } from '../../../src/lib/config';
import { expectToast, gate, hydrated, toast, uniqueEmail } from '../fixtures/islands';
import { watchPage } from '../page-watch';

const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 4399);
const FIXTURE_HTML = readFileSync(new URL('../fixtures/ai-review-site.html', import.meta.url), 'utf8');
/** The local emulation recompiles the function per call; on a busy machine a call can take a while. */
const CALL_TIMEOUT = 45_000;
const FIXTURE_TITLE = 'Alder & Finch Family Law | Portland Divorce Attorneys';

test.describe.configure({ mode: 'serial' });
// The daily quota is shared by every test from 127.0.0.1: runs once, in the desktop project only (playwright.config.ts).

let server: Server | undefined;
let fixtureUrl = '';

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  server = createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(FIXTURE_HTML);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server!.once('error', reject);
    server!.listen(FIXTURE_PORT, '127.0.0.1', () => resolve());
  });
  fixtureUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const submitButton = (page: Page) => page.getByRole('button', { name: AI_FEEDBACK_MESSAGES.submit });
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

async function openForm(page: Page, search = ''): Promise<void> {
  await page.goto(`/ai-feedback${search}`);
  await hydrated(page, 'AiFeedbackForm', { scroll: false });
  await expect(submitButton(page)).toBeEnabled();
}

test('the spec strings are the ones the island uses', () => {
  expect(AI_FEEDBACK_MESSAGES.urlRequired).toEqual({ title: 'Website URL Required', description: 'Please enter your website URL to analyze' });
  expect(AI_FEEDBACK_MESSAGES.emailRequired).toEqual({ title: 'Email Required', description: 'Please enter your email to receive the analysis' });
  expect(AI_FEEDBACK_MESSAGES.busy).toBe('Analyzing Website...');
  expect(AI_FEEDBACK_MESSAGES.complete).toEqual({ title: 'Analysis Complete', description: 'Your website analysis is ready!' });
  expect(dailyLimitMessage(3)).toEqual({
    title: 'Daily Limit Reached',
    description: "You've used all 3 free analyses today. Try again tomorrow or contact us for more.",
  });
});

test('?industry=lawyers pre-selects Lawyers, and the two required fields have their toasts', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ai-feedback')) calls += 1;
  });
  await openForm(page, '?industry=lawyers');
  const industry = page.getByRole('combobox', { name: /^Industry/ });
  await expect(industry).toHaveValue('lawyers');
  await expect(industry.locator('option:checked')).toHaveText('Lawyers');

  const url = field(page, /^Website URL/);
  const email = field(page, /^Email/);
  await submitButton(page).click();
  await expectToast(page, 'Website URL Required', 'Please enter your website URL to analyze', 'error');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();

  await url.fill(fixtureUrl);
  await submitButton(page).click();
  await expectToast(page, 'Email Required', 'Please enter your email to receive the analysis', 'error');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  expect(calls).toBe(0);
});

test('the proof of work loads with the first focus, solves in a worker from this origin within the CSP, and the first submit waits for it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const watch = await watchPage(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // The answer to the review itself is this test's own: the daily quota is the next test's.
  let posted: { altcha?: unknown } | undefined;
  await page.route('**/api/ai-feedback', async (route) => {
    posted = route.request().postDataJSON();
    await route.fulfill({ json: { analysis: 'Fine.', analysisHtml: '<p>Fine.</p>', usage: { whitelisted: false, remaining: 2 } } });
  });
  // The challenge is held: solving cannot be done by the time the form is submitted.
  const hold = gate();
  await page.route(
    '**/api/ai-review-challenge',
    async (route) => {
      await hold.wait;
      await route.continue();
    },
    { times: 1 },
  );

  await openForm(page);
  await page.waitForLoadState('load');
  const widgetScripts = () => scripts.filter((path) => /ProofOfWork|pbkdf2/.test(path));
  expect(widgetScripts(), 'nothing of the widget before the visitor starts the form').toEqual([]);
  expect(await page.evaluate(() => Boolean(customElements.get('altcha-widget')))).toBe(false);

  await field(page, /^Website URL/).fill(fixtureUrl);
  await expect.poll(widgetScripts).toEqual([expect.stringMatching(/^\/_astro\/ProofOfWorkScript\./)]);
  // ALTCHA's widget sits in the form, hidden.
  await expect(page.locator('form proof-of-work altcha-widget')).toHaveCount(1);
  await expect(page.locator('form proof-of-work')).toBeHidden();
  await field(page, /^Email/).fill(uniqueEmail(testInfo, 'pow'));
  await submitButton(page).click();
  await expect(page.getByRole('button', { name: 'Analyzing Website...' })).toBeDisabled();
  await page.waitForTimeout(300);
  expect(posted, 'no request before the challenge is solved').toBeUndefined();

  const review = page.waitForRequest('**/api/ai-feedback', { timeout: 90_000 });
  const released = Date.now();
  hold.open();
  await review;
  testInfo.annotations.push({ type: 'solving', description: `challenge answered to review sent: ${Date.now() - released} ms` });
  await expectToast(page, 'Analysis Complete', 'Your website analysis is ready!', 'success');
  const payload = JSON.parse(Buffer.from(String(posted!.altcha), 'base64').toString('utf8'));
  expect(payload.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
  expect(payload.solution).toMatchObject({ counter: expect.any(Number), derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
  // Solved by workers from this site's own files: no blob: or data: worker.
  expect(workers.length).toBeGreaterThan(0);
  for (const url of workers) {
    expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    expect(new URL(url).pathname).toMatch(/^\/_astro\/pbkdf2-[\w-]+\.js$/);
  }
  expect(await watch.violations()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a refusal says why and what to try, clear of the fields; an unexpected failure keeps "Analysis Failed"', async ({ page }, testInfo) => {
  // Before the quota test: neither refusal uses one of the day's analyses (a refused address is
  // answered before any is claimed, a page that fails gives its slot back).
  test.setTimeout(180_000);
  await openForm(page);
  const url = field(page, /^Website URL/);
  await url.fill('http://10.0.0.1/');
  await field(page, /^Email/).fill(uniqueEmail(testInfo, 'refused'));

  /** Submits and returns the server's answer, once its notice is shown. */
  const submit = async () => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/ai-feedback'), { timeout: CALL_TIMEOUT });
    await submitButton(page).click();
    const response = await answer;
    return { status: response.status(), body: (await response.json()) as { error: string; title?: string } };
  };

  // An address the server refuses: its heading, and its reason with what to do.
  const address = await submit();
  expect(address.status).toBe(400);
  expect(address.body.title).toBe(AI_REVIEW_REFUSAL_TITLES.address);
  expect(address.body.error).toMatch(/Please enter the public address of your website/);
  await expectToast(page, AI_REVIEW_REFUSAL_TITLES.address, address.body.error, 'error');
  await expect(toast(page, AI_FEEDBACK_MESSAGES.failed.title)).toHaveCount(0);
  // The field to correct is marked and holds the focus.
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();
  // The notice covers none of the form's fields, nor its button.
  const notice = (await toast(page, AI_REVIEW_REFUSAL_TITLES.address).boundingBox())!;
  for (const control of await page.locator('form').getByRole('textbox').or(page.locator('form select, form button[type=submit]')).all()) {
    const box = (await control.boundingBox())!;
    const overlaps = box.x < notice.x + notice.width && notice.x < box.x + box.width && box.y < notice.y + notice.height && notice.y < box.y + box.height;
    expect(overlaps, `the notice over ${await control.getAttribute('name')}`).toBe(false);
  }

  // A page that cannot be fetched (here a 404): the page's heading, with what to try.
  await url.fill(`${fixtureUrl}no-such-page`);
  const missing = await submit();
  expect(missing.status).toBe(422);
  expect(missing.body).toEqual({ error: 'That page answered with HTTP status 404. Please check the address, or try your home page.', code: 'unprocessable', title: AI_REVIEW_REFUSAL_TITLES.page });
  await expectToast(page, AI_REVIEW_REFUSAL_TITLES.page, missing.body.error, 'error');
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');

  // Anything else (here a failure of the server itself, then a refusal with no heading) keeps the generic message.
  await url.fill(fixtureUrl);
  for (const answer of [{ status: 500, json: { error: 'Internal error' } }, { status: 400, json: { error: 'Invalid request' } }]) {
    await page.route('**/api/ai-feedback', (route) => route.fulfill(answer), { times: 1 });
    // The answer waits for a new proof of work to be solved.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/ai-feedback'), { timeout: CALL_TIMEOUT });
    await submitButton(page).click();
    await answered;
    await expectToast(page, AI_FEEDBACK_MESSAGES.failed.title, AI_FEEDBACK_MESSAGES.failed.description, 'error');
    await toast(page, AI_FEEDBACK_MESSAGES.failed.title).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast(page, AI_FEEDBACK_MESSAGES.failed.title)).toHaveCount(0);
  }
});

test(`${AI_REVIEW_DAILY_LIMIT} analyses succeed with the remaining badge, then the daily limit`, async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const email = uniqueEmail(testInfo, 'ai');
  await openForm(page, '?industry=lawyers');
  await field(page, /^Website URL/).fill(fixtureUrl);
  await field(page, /^Focus area/).fill('more consultation requests');
  await field(page, /^Email/).fill(email);

  // First analysis: hold the call until the busy state has been seen.
  const hold = gate();
  await page.route(
    '**/api/ai-feedback',
    async (route) => {
      await hold.wait;
      await route.continue();
    },
    { times: 1 },
  );
  const request = page.waitForRequest((r) => r.url().endsWith('/api/ai-feedback'));
  const first = page.waitForResponse((r) => r.url().endsWith('/api/ai-feedback'), { timeout: CALL_TIMEOUT });
  await submitButton(page).click();
  const busy = page.getByRole('button', { name: 'Analyzing Website...' });
  await expect(busy).toBeDisabled();
  expect((await request).postDataJSON()).toEqual({
    website_url: fixtureUrl,
    focus_area: 'more consultation requests',
    industry: 'lawyers',
    email,
    altcha: expect.any(String),
  });
  hold.open();
  expect((await first).status()).toBe(200);

  await expectToast(page, 'Analysis Complete', 'Your website analysis is ready!', 'success');
  const result = page.getByRole('region', { name: 'Your Website Analysis' });
  await expect(result).toBeVisible();
  await expect(result).toBeFocused();
  // The deterministic review of the fixture page: what it measured there.
  await expect(result).toContainText(FIXTURE_TITLE);
  await expect(result).toContainText(/Meta description:?\s*missing/i);
  await expect(result).toContainText(/1 without alt/);
  await expect(result).toContainText(/1 phone/);
  expect(await result.locator('script, img, iframe').count()).toBe(0);
  expect(Math.round((await result.boundingBox())!.height)).toBe(AI_RESULT_HEIGHT);
  const badge = page.locator('[data-remaining]');
  await expect(badge).toHaveText('2 free analyses left today');
  await expect(submitButton(page)).toBeEnabled();

  // Second and third: the badge counts down.
  for (const left of ['1 free analysis left today', '0 free analyses left today']) {
    const response = page.waitForResponse((r) => r.url().endsWith('/api/ai-feedback'), { timeout: CALL_TIMEOUT });
    await submitButton(page).click();
    expect((await response).status()).toBe(200);
    await expect(badge).toHaveText(left);
    await expect(submitButton(page)).toBeEnabled();
  }

  // Fourth: over the limit.
  const limited = page.waitForResponse((r) => r.url().endsWith('/api/ai-feedback'), { timeout: CALL_TIMEOUT });
  await submitButton(page).click();
  const response = await limited;
  expect(response.status()).toBe(429);
  expect(await response.json()).toMatchObject({ error: 'Rate limit exceeded', limit: AI_REVIEW_DAILY_LIMIT });
  await expectToast(
    page,
    'Daily Limit Reached',
    "You've used all 3 free analyses today. Try again tomorrow or contact us for more.",
    'error',
  );
  await expect(toast(page, 'Analysis Failed')).toHaveCount(0);
  // The last result stays on the page.
  await expect(result).toContainText(FIXTURE_TITLE);
});
