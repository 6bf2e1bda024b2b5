/**
 * Guide download card on an industry page and on /resources: capture-lead
 * then send-guide with the spec's bodies, 'Sending...' while busy, the success view and a real
 * download of the guide's PDF; a failed call is only logged and the form stays.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { GUIDE_MESSAGES } from '../../../src/lib/guide-request';
import { ROI_GUIDE } from '../../../src/lib/config';
import { guideDownloadUrl, guideFileName } from '../../../src/lib/industry-registry';
import { INDUSTRIES } from '../../../netlify/generated/industries.ts';
import { gate, hydrated, uniqueEmail } from '../fixtures/islands';

test('the spec strings are the ones the island uses', { tag: '@once' }, () => {
  expect(GUIDE_MESSAGES).toMatchObject({
    busy: 'Sending...',
    successTitle: 'Check Your Email!',
    successText: 'Download starts automatically',
    failureLog: 'Lead capture/email failed',
  });
});

/** The local emulation recompiles a function per call; on a busy machine a call can take a while. */
const CALL_TIMEOUT = 45_000;

/** Records the guide calls in the order the page sends them. */
function recordGuideCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/(capture-lead|send-guide)$/.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

async function downloadFlow(
  page: Page,
  card: ReturnType<Page['locator']>,
  expected: { email: string; industry: string; page: string; title: string; fileName: string; downloadUrl: string },
) {
  const calls = recordGuideCalls(page);
  // Hold capture-lead until the busy state has been seen, then let it through to the function.
  const hold = gate();
  await page.route('**/api/capture-lead', async (route) => {
    await hold.wait;
    await route.continue();
  });

  const input = card.getByRole('textbox', { name: 'Email address' });
  const button = card.getByRole('button', { name: GUIDE_MESSAGES.submit });
  await input.fill(expected.email);
  const download = page.waitForEvent('download', { timeout: CALL_TIMEOUT });
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/send-guide'), { timeout: CALL_TIMEOUT });
  await button.click();

  const busy = card.getByRole('button', { name: 'Sending...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  hold.open();
  expect((await sent).status()).toBe(200);

  const success = card.getByRole('heading', { name: 'Check Your Email!' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(card.getByText('Download starts automatically', { exact: true })).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toBe(expected.fileName);
  expect(new URL(file.url()).pathname).toBe(expected.downloadUrl);
  await expect(card.getByRole('link', { name: `Download ${expected.title}` })).toHaveAttribute('href', expected.downloadUrl);

  expect(calls.map((r) => new URL(r.url()).pathname)).toEqual(['/api/capture-lead', '/api/send-guide']);
  expect(calls[0]!.postDataJSON()).toEqual({
    email: expected.email,
    source: 'lead_magnet',
    industry: expected.industry,
    page: expected.page,
    metadata: { fileName: expected.fileName, downloadUrl: expected.downloadUrl },
  });
  expect(calls[1]!.postDataJSON()).toEqual({
    email: expected.email,
    title: expected.title,
    fileName: expected.fileName,
    downloadUrl: expected.downloadUrl,
    industry: expected.industry,
    page: expected.page,
  });
  for (const call of calls) expect((await call.response())?.status(), call.url()).toBe(200);
}

test('an industry page e-mails the guide and downloads its PDF', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/lawyers');
  await hydrated(page, 'GuideCard');
  const card = page.locator('[data-guide-card="lawyers"]');
  const title = (await page.locator('#guide-lawyers-heading').textContent())!.trim();
  await downloadFlow(page, card, {
    email: uniqueEmail(testInfo, 'guide-lawyers'),
    industry: 'lawyers',
    page: '/lawyers',
    title,
    fileName: guideFileName('lawyers'),
    downloadUrl: guideDownloadUrl('lawyers'),
  });
});

test('/resources has a card for each featured guide and the ROI guide form; a card e-mails its guide', { tag: '@once' }, async ({ page }, testInfo) => {
  // Phones are covered by the industry page flow.
  test.setTimeout(90_000);
  const featured = INDUSTRIES.filter((industry) => industry.guide.featured).map((industry) => industry.slug);
  const slug = featured.at(-1)!;
  await page.goto('/resources');
  await expect(page.locator('[data-guide-card]')).toHaveCount(featured.length + 1);
  for (const card of [...featured, 'general']) {
    await expect(page.locator(`[data-guide-card="${card}"]`)).toHaveCount(1);
  }
  const card = page.locator(`[data-guide-card="${slug}"]`);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: GUIDE_MESSAGES.submit })).toBeEnabled({ timeout: 15_000 });
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await downloadFlow(page, card, {
    email: uniqueEmail(testInfo, `guide-${slug}`),
    industry: slug,
    page: '/resources',
    title,
    fileName: guideFileName(slug),
    downloadUrl: guideDownloadUrl(slug),
  });
});

// One ROI download per run is enough.
test('the ROI guide on /resources downloads the website ROI guide', { tag: '@once' }, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/resources');
  const card = page.locator('[data-guide-card="general"]');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: GUIDE_MESSAGES.submit })).toBeEnabled({ timeout: 15_000 });
  await downloadFlow(page, card, {
    email: uniqueEmail(testInfo, 'guide-roi'),
    industry: '',
    page: '/resources',
    title: ROI_GUIDE.title,
    fileName: ROI_GUIDE.fileName,
    downloadUrl: ROI_GUIDE.downloadUrl,
  });
});

test('a failed lead capture is only logged and the form stays as it was', { tag: '@once' }, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let sendGuideCalls = 0;
  await page.route('**/api/send-guide', (route) => {
    sendGuideCalls += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await page.route('**/api/capture-lead', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Store unavailable' }) }),
  );
  await page.goto('/lawyers');
  await hydrated(page, 'GuideCard');
  const card = page.locator('[data-guide-card="lawyers"]');
  const input = card.getByRole('textbox', { name: 'Email address' });
  await input.fill('someone@example.com');
  await card.getByRole('button', { name: GUIDE_MESSAGES.submit }).click();

  await expect.poll(() => errors.find((e) => e.includes('Lead capture/email failed'))).toBeTruthy();
  expect(errors.find((e) => e.includes('Lead capture/email failed'))).toContain('Store unavailable');
  await expect(card.getByRole('button', { name: GUIDE_MESSAGES.submit })).toBeEnabled();
  await expect(input).toHaveValue('someone@example.com');
  await expect(card.getByRole('heading', { name: 'Check Your Email!' })).toHaveCount(0);
  expect(sendGuideCalls).toBe(0);
});

test('an empty address is refused by the browser before any call', { tag: '@once' }, async ({ page }) => {
  let calls = 0;
  await page.route(/\/api\/(capture-lead|send-guide)$/, (route) => {
    calls += 1;
    return route.abort();
  });
  await page.goto('/lawyers');
  await hydrated(page, 'GuideCard');
  const card = page.locator('[data-guide-card="lawyers"]');
  await card.getByRole('button', { name: GUIDE_MESSAGES.submit }).click();
  const input = card.getByRole('textbox', { name: 'Email address' });
  expect(await input.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(card.getByRole('button', { name: GUIDE_MESSAGES.submit })).toBeEnabled();
  expect(calls).toBe(0);
});
