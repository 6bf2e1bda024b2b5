/**
 * The editor opens every collection, not only the industry pages (astro dev, scratch copy): a FAQ
 * answer, a tier's price, the home page's headline, the case studies (deleted, or refused while a
 * page links to one). Each save changes only the lines of what was edited, and the dev server's
 * page shows the change.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney, priceChanges, type Currency } from '../../../src/lib/offers.ts';
import { readFrontmatter } from '../../../src/editor/core/frontmatter.ts';
import { textFileAt } from '../../../src/lib/content-files.ts';
import { EDITOR_SITE, PROJECT_ROOT } from './editor-site.ts';
import { changedLines, fieldId } from './helpers.ts';

const FAQ = 'src/content/faq.yaml';
const PRICING = 'src/content/pricing.yaml';
const HOME = 'src/content/pages/home.yaml';
const STUDY_LINKED = 'src/content/portfolio/summit-advisory.yaml';
const STUDY_FREE = 'src/content/portfolio/clearpath-counseling.yaml';
const TOUCHED = [FAQ, PRICING, HOME, STUDY_LINKED, STUDY_FREE];

const original = (path: string) => readFileSync(join(PROJECT_ROOT, path), 'utf8');
const inCopy = (path: string) => readFileSync(join(EDITOR_SITE, path), 'utf8');
function writeInCopy(path: string, text: string): void {
  const temporary = join(EDITOR_SITE, `${path}.test-tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, join(EDITOR_SITE, path));
}

test.afterEach(() => {
  for (const path of TOUCHED) if (!existsSync(join(EDITOR_SITE, path)) || inCopy(path) !== original(path)) writeInCopy(path, original(path));
  rmSync(join(EDITOR_SITE, 'src/content/portfolio/clearpath-counseling-copy.yaml'), { force: true });
});

/** Opens the editor on a file by its project path and waits for its form with nothing unsaved. */
async function openFile(page: Page, path: string, firstField: string): Promise<void> {
  await page.goto(`/__editor/#file=${encodeURIComponent(path)}`);
  await expect(page.locator('#file-choice')).toHaveValue(path, { timeout: 60_000 });
  await expect(page.locator(firstField)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

async function saveFile(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.banner-success')).toContainText('Saved', { timeout: 30_000 });
}

test('the navigation groups every file as a visitor meets them', async ({ page }) => {
  await openFile(page, HOME, fieldId('hero', 'headline'));
  const groups = await page.locator('#file-choice optgroup').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('label')));
  expect(groups.slice(0, 4)).toEqual(['Pages', 'Industries', 'Case studies', 'Team']);
  const pages = await page.locator('#file-choice optgroup[label="Pages"] option').allTextContents();
  expect(pages).toEqual(expect.arrayContaining(['Home', 'Services', 'About', 'Pricing: prices', 'FAQ: questions', 'Legal: privacy policy']));
  // A singleton is edited, never deleted or renamed.
  await expect(page.getByRole('button', { name: /Delete|Retire|Rename/ })).toHaveCount(0);
});

test('a FAQ answer changed in the browser is saved alone, and /faq shows it', async ({ page }) => {
  await openFile(page, FAQ, fieldId(0, 'a'));
  const answer = 'Yes: every site we launch loads in under a second on a phone, and we show you the measurement.';
  const entries = readFrontmatter(original(FAQ)) as Array<{ q: string; a: string }>;
  const index = 2;
  await page.locator(fieldId(index, 'a')).fill(answer);
  await saveFile(page);
  const [removed, added] = changedLines(original(FAQ), inCopy(FAQ));
  // Only the answer's own lines changed; every other question, comment and quote stays as written.
  const oldAnswer = entries[index]!.a.replace(/\s+/g, ' ');
  expect(removed.length).toBeGreaterThan(0);
  expect(removed.every((line) => line.trim() === 'a: >-' || oldAnswer.includes(line.trim()))).toBe(true);
  expect(added.join(' ')).toContain(answer);
  // The dev server reads the saved file again a moment after the save: the page is asked again until it has.
  await expect(async () => {
    await page.goto('/faq');
    // The visitor opens the question to read its answer.
    await page.getByText(entries[index]!.q, { exact: true }).first().click();
    await expect(page.getByText(answer).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
});

test('a tier price change is named as a price change, checked, saved, and shown on /pricing', async ({ page }) => {
  await openFile(page, PRICING, fieldId('tiers', 0, 'price'));
  const before = readFrontmatter(original(PRICING)) as { tiers: Array<{ tier: string; price: string }>; audit: { amount: number } };
  const price = page.locator(fieldId('tiers', 0, 'price'));
  await price.fill('995 dollars');
  await expect(page.locator('#problems')).toContainText('A price in dollars as it is shown');
  await price.fill('$1,095');
  const after = { ...before, tiers: before.tiers.map((tier, i) => (i === 0 ? { ...tier, price: '$1,095' } : tier)) };
  await expect(page.locator('.price-changes')).toContainText(priceChanges(before, after)[0]!);
  // The audit's amount is whole cents, more than zero, within the maximum.
  const amount = page.locator(fieldId('audit', 'amount'));
  await amount.fill('499.5');
  await expect(page.locator('#problems')).toContainText('The price is in cents, a whole number');
  await amount.fill(String(before.audit.amount));
  await saveFile(page);
  const [, added] = changedLines(original(PRICING), inCopy(PRICING));
  expect(added.map((line) => line.trimEnd())).toEqual([original(PRICING).split('\n').find((line) => line.includes(`price: ${before.tiers[0]!.price}`))!.replace(before.tiers[0]!.price, '$1,095')]);
  await expect(async () => {
    await page.goto('/pricing');
    await expect(page.getByText('$1,095').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
});

test("the audit's price changed in the browser is what /payment and /ai-feedback show and what create-payment charges", async ({ page }) => {
  await openFile(page, PRICING, fieldId('audit', 'amount'));
  const { audit } = readFrontmatter(original(PRICING)) as { audit: { amount: number; currency: Currency; title: string } };
  const amount = audit.amount + 5_000;
  const price = formatMoney(amount, audit.currency);
  await page.locator(fieldId('audit', 'amount')).fill(String(amount));
  await expect(page.locator('.price-changes')).toContainText(formatMoney(audit.amount, audit.currency));
  await expect(page.locator('.price-changes')).toContainText(price);
  await saveFile(page);

  // The pages that sell the audit show the new price…
  for (const path of ['/payment', '/ai-feedback']) {
    await expect(async () => {
      await page.goto(path);
      await expect(page.getByText(price).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
  }
  // …and the checkout charges it: the server's own copy, regenerated from the same file, accepts
  // the new amount, refuses the old one, and its local test checkout (the Stripe stand-in) shows it.
  await expect(async () => {
    const refused = await page.request.post('/api/create-payment', { data: { amount: audit.amount, title: audit.title } });
    expect(refused.status()).toBe(400);
  }).toPass({ timeout: 90_000 });
  const created = await page.request.post('/api/create-payment', { data: { amount, title: audit.title } });
  expect(created.status()).toBe(200);
  const { url } = (await created.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(audit.title);
  await expect(page.getByText(price)).toBeVisible();
});

test('the home page headline edited in the browser is the home page\'s', async ({ page }) => {
  await openFile(page, HOME, fieldId('hero', 'headline'));
  const headline = 'Fast websites you own, for people whose clients judge them online';
  await page.locator(fieldId('hero', 'headline')).fill(headline);
  await saveFile(page);
  const [removed, added] = changedLines(original(HOME), inCopy(HOME));
  expect(removed).toHaveLength(1);
  expect(added).toHaveLength(1);
  expect(added[0]).toContain(headline);
  expect(removed[0]).toContain('headline:');
  expect(textFileAt(HOME)!.page).toBe('/');
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
});

test('a case study is duplicated, deleted when no page links to it, and refused while one does', async ({ page }) => {
  test.setTimeout(180_000);
  // A page that links to Summit Advisory's case study.
  const linked = original(FAQ).replace(/^(\s+q: How much does a website cost\?)$/m, '$1 (see /case/summit-advisory)');
  expect(linked).not.toBe(original(FAQ));
  writeInCopy(FAQ, linked);

  await openFile(page, STUDY_LINKED, fieldId('title'));
  await page.getByRole('button', { name: 'Delete…' }).click();
  const refusal = page.getByRole('dialog');
  await expect(refusal).toContainText('summit-advisory.yaml cannot be deleted');
  await expect(refusal.getByRole('listitem')).toHaveText([FAQ]);
  await expect(refusal.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'Close' }).click();
  expect(existsSync(join(EDITOR_SITE, STUDY_LINKED))).toBe(true);

  await openFile(page, STUDY_FREE, fieldId('title'));
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.locator(fieldId('slug'))).toHaveValue('');
  await page.locator(fieldId('slug')).fill('clearpath-counseling-copy');
  await expect(page.locator('#problems')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create case study', exact: true }).click();
  await expect(page.locator('.banner-success')).toContainText('Created', { timeout: 30_000 });
  expect(inCopy('src/content/portfolio/clearpath-counseling-copy.yaml')).toBe(original(STUDY_FREE).replace(/^slug: .*$/m, 'slug: clearpath-counseling-copy'));

  await openFile(page, STUDY_FREE, fieldId('title'));
  await page.getByRole('button', { name: 'Delete…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('.banner-success')).toContainText('clearpath-counseling.yaml was deleted', { timeout: 30_000 });
  expect(existsSync(join(EDITOR_SITE, STUDY_FREE))).toBe(false);
  // Its page is gone with it, and its card with the gallery's.
  expect((await page.request.get('/case/clearpath-counseling')).status()).toBe(404);
  await expect(async () => {
    await page.goto('/case-studies');
    await expect(page.locator('a[href="/case/clearpath-counseling-copy"]').first()).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.locator('a[href="/case/clearpath-counseling"]')).toHaveCount(0);
});

test('a team member is added with a photo uploaded from the browser, after the wrong files are refused', async ({ page }) => {
  // Four refusals, an upload, a save, then /about with the new photo optimised by the dev server.
  test.setTimeout(240_000);
  const TEAM = 'src/content/team.yaml';
  TOUCHED.push(TEAM);
  const teamFolder = join(EDITOR_SITE, 'src/assets/team');
  const before = readdirSync(teamFolder);
  await openFile(page, TEAM, fieldId(0, 'name'));
  const members = (readFrontmatter(original(TEAM)) as unknown[]).length;
  await page.getByRole('button', { name: 'Add to Team members' }).click();
  const field = (key: string) => page.locator(fieldId(members, key));
  await field('id').fill('sam-lee');
  await field('name').fill('Sam Lee');
  await field('role').fill('Front-end developer');
  await field('bio').fill('Builds the fast, accessible pages and keeps every site in the green.');
  await field('order').fill(String(members + 1));
  const upload = page.locator('.image-choice', { has: page.locator(fieldId(members, 'photo')) }).locator('input[type=file]');
  const refusal = page.locator('.image-choice', { has: page.locator(fieldId(members, 'photo')) }).locator('.upload-refusal');
  const photo = readFileSync(join(PROJECT_ROOT, 'src/assets/team/maya-okafor.png'));
  const landscape = readFileSync(join(PROJECT_ROOT, 'src/assets/portfolio/whitfield-law.png'));

  await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(refusal).toContainText('SVG files are not accepted');
  await upload.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000)]) });
  await expect(refusal).toContainText('JPEG picture named .png');
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]) });
  await expect(refusal).toContainText('at most 10 MB');
  await upload.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: landscape });
  await expect(refusal).toContainText('a team photo is square');
  // Nothing was written by a refused file.
  expect(readdirSync(teamFolder)).toEqual(before);

  await upload.setInputFiles({ name: 'Sam Lee.png', mimeType: 'image/png', buffer: photo });
  await expect(refusal).toHaveCount(0);
  await expect(page.locator(fieldId(members, 'photo'))).toHaveValue(/^src\/assets\/team\/sam-lee-[0-9a-f]{8}\.png$/, { timeout: 30_000 });
  const uploaded = readdirSync(teamFolder).filter((name) => !before.includes(name));
  expect(uploaded).toHaveLength(1);
  expect(readFileSync(join(teamFolder, uploaded[0]!))).toEqual(photo);
  await expect(page.locator('#problems')).toHaveCount(0);
  await saveFile(page);
  const [removed, added] = changedLines(original(TEAM), inCopy(TEAM));
  expect(removed).toEqual([]);
  expect(added.map((line) => line.trimEnd())).toContain(`  photo: ../assets/team/${uploaded[0]}`);
  // The dev server reads the saved file again a moment after the save: the page is asked again until it has.
  await expect(async () => {
    await page.goto('/about', { timeout: 120_000 });
    await expect(page.getByText('Sam Lee', { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  await expect(page.locator(`img[alt*="Sam Lee"]`)).toBeVisible();
  for (const name of uploaded) rmSync(join(teamFolder, name));
});
