/**
 * The browser editor writing industry files (astro dev, scratch copy): nothing lost, one edit one
 * line, locked blocks kept byte for byte, the real page updated beside the form, conflicts and
 * foreign requests refused, new, renamed and retired pages as docs/editing.md describes them.
 * Every test puts the copy's files back as the project has them.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { readFrontmatter, writeFrontmatter } from '../../../src/editor/core/frontmatter.ts';
import { joinIndustryFile, splitIndustryFile } from '../../../src/editor/core/industry-file.ts';
import { contentPath, DEV_API_BASE, EDITOR_REQUEST_HEADER, PREVIEW_FLAG } from '../../../src/editor/core/editor-api.ts';
import { getAt, setAt } from '../../../src/editor/core/values.ts';
import { nuCheckerErrors } from '../../build/nu-checker.ts';
import { makeScratchCopy } from './editor-site.ts';
import {
  changedLines,
  fieldId,
  fieldLabel,
  INDUSTRY_FILES,
  openEditor,
  originalFile,
  readSiteFile,
  removeSiteFile,
  restoreSiteFiles,
  save,
  writeSiteFile,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });
test.beforeEach(restoreSiteFiles);
test.afterAll(restoreSiteFiles);

/** An industry file of lawyers.mdx's fields with its own slug and texts, and the given body. */
function ownFile(slug: string, body: string): string {
  const parts = splitIndustryFile(originalFile('lawyers.mdx'));
  let data = readFrontmatter(parts.frontmatter);
  for (const [path, value] of [
    [['slug'], slug],
    [['vanityAliases'], []],
    [['seo', 'title'], `Websites for ${slug}, tested`],
    [['seo', 'description'], `A page that the editor's tests write and remove again, ${slug}, nothing more to read.`],
    [['guide', 'title'], `Quick wins for ${slug}`],
    [['guide', 'description'], `Five quick wins for ${slug}.`],
  ] as const) {
    data = setAt(data, [...path], value);
  }
  return joinIndustryFile({ ...parts, frontmatter: writeFrontmatter(parts.frontmatter, data).text, body });
}

test('every industry file, opened and saved without an edit, keeps every byte', async ({ page }) => {
  test.setTimeout(60_000 + INDUSTRY_FILES.length * 30_000);
  expect(INDUSTRY_FILES.length).toBeGreaterThanOrEqual(7);
  for (const name of INDUSTRY_FILES) {
    await openEditor(page, name);
    await save(page);
    expect(readSiteFile(name), name).toBe(originalFile(name));
  }
  // An edit typed and taken back is no edit either.
  await openEditor(page, 'lawyers.mdx');
  const headline = page.locator(fieldId('hero', 'headline'));
  const text = await headline.inputValue();
  await headline.fill(`${text}!`);
  await headline.fill(text);
  await save(page);
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));
});

test('a new menu.order changes that one line', async ({ page }) => {
  await openEditor(page, 'creatives.mdx');
  const order = page.locator(fieldId('menu', 'order'));
  const before = await order.inputValue();
  await order.fill(String(Number(before) + 20));
  await save(page);
  expect(changedLines(originalFile('creatives.mdx'), readSiteFile('creatives.mdx'))).toEqual([
    [`  order: ${before}\n`],
    [`  order: ${Number(before) + 20}\n`],
  ]);
});

test('a Stat\'s new value changes its one line, and the preview beside the form shows the new figure', async ({ page }) => {
  await openEditor(page, 'lawyers.mdx');
  const stat = page.locator('.block-component').filter({ has: page.getByRole('heading', { name: /Stat/ }) });
  const value = stat.getByLabel('Value', { exact: true });
  const before = await value.inputValue();
  await value.fill('73%');
  await save(page);
  const [removed, added] = changedLines(originalFile('lawyers.mdx'), readSiteFile('lawyers.mdx'));
  expect(removed).toHaveLength(1);
  expect(added).toEqual([removed[0]!.replace(`value="${before}"`, 'value="73%"')]);
  const preview = page.frameLocator('.preview-frame');
  await expect(preview.locator('strong', { hasText: '73%' })).toBeVisible({ timeout: 30_000 });
});

const LOCKED_BODY = `
import { Chart } from './chart.js'

A paragraph before the rest.

{new Date().getFullYear()}

<Chart/>

<div class="legacy">Some <em>raw</em> HTML</div>

<Note title="Before">The text the test edits.</Note>
`;

test('an import, an {expression}, <Chart/> and HTML keep their bytes when another block is edited', async ({ page }) => {
  const name = 'locked-blocks-test.mdx';
  const source = ownFile('locked-blocks-test', LOCKED_BODY);
  writeSiteFile(name, source);
  await openEditor(page, name);
  await expect(page.locator('.block-locked')).toHaveCount(4);
  await expect(page.locator('.block-locked pre')).toHaveText([
    "import { Chart } from './chart.js'",
    '{new Date().getFullYear()}',
    '<Chart/>',
    '<div class="legacy">Some <em>raw</em> HTML</div>',
  ]);
  const note = page.locator('.block-component').filter({ has: page.getByRole('heading', { name: /Note/ }) });
  await note.getByRole('textbox', { name: /^Title/ }).fill('After');
  await save(page);
  const written = readSiteFile(name);
  expect(changedLines(source, written)).toEqual([
    ['<Note title="Before">The text the test edits.</Note>\n'],
    ['<Note title="After">The text the test edits.</Note>\n'],
  ]);
  for (const locked of ["import { Chart } from './chart.js'\n", '\n{new Date().getFullYear()}\n', '\n<Chart/>\n', '\n<div class="legacy">Some <em>raw</em> HTML</div>\n']) {
    expect(written).toContain(locked);
  }
  removeSiteFile(name);
});

test('a Note edited in the editor is still valid HTML for the Nu checker after the build', async ({ page }) => {
  test.setTimeout(420_000);
  await openEditor(page, 'lawyers.mdx');
  const note = page.locator('.block-component').filter({ has: page.getByRole('heading', { name: /Note/ }) });
  await note.getByRole('textbox', { name: /^Title/ }).fill('Fees & "retainers" <in short>');
  // A lone { and < are text (a pair of braces would be flagged as code: safety.spec.ts).
  await note.getByLabel('Note', { exact: true }).fill('Costs < retainers & more, {one: *one* fee.');
  await save(page);
  const written = readSiteFile('lawyers.mdx');
  expect(written).toContain('Costs \\< retainers & more, \\{one: *one* fee.');
  // The copy as it is now, built as Netlify builds it.
  const site = await mkdtemp(join(tmpdir(), 'industry-editor-build-'));
  try {
    makeScratchCopy(site);
    writeFileSync(join(site, 'src/content/industries/lawyers.mdx'), written);
    await promisify(execFile)(process.execPath, [join(site, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: site,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const html = readFileSync(join(site, 'dist/lawyers.html'), 'utf8');
    expect(html).toContain('Fees &amp; &quot;retainers&quot; &lt;in short&gt;');
    expect(html).toContain('Costs &lt; retainers &amp; more, {one: <em>one</em> fee.');
    expect(await nuCheckerErrors(join(site, 'dist/lawyers.html'))).toEqual([]);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
});

test('a save over a file changed on disk since it was opened merges the other change of another field without asking', async ({ page }) => {
  await openEditor(page, 'accountants.mdx');
  await page.locator(fieldId('menu', 'order')).fill('31');
  const changed = originalFile('accountants.mdx').replace('  header: true\n', '  header: false\n');
  writeSiteFile('accountants.mdx', changed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.banner-success')).toContainText(`Kept the change saved meanwhile to ${fieldLabel('menu', 'header')}; yours to ${fieldLabel('menu', 'order')} saved.`, { timeout: 90_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Their text, with only my line changed.
  expect(readSiteFile('accountants.mdx')).toBe(changed.replace(/^ {2}order: \d+$/m, '  order: 31'));
  await expect(page.locator(fieldId('menu', 'header'))).not.toBeChecked();
  await expect(page.locator(fieldId('menu', 'order'))).toHaveValue('31');
});

test('a field changed on disk and in the editor differently is the one the editor is asked about', async ({ page }) => {
  await openEditor(page, 'accountants.mdx');
  await page.locator(fieldId('menu', 'order')).fill('31');
  await page.locator(fieldId('menu', 'label')).fill('Bookkeepers');
  const changed = originalFile('accountants.mdx').replace(/^ {2}order: \d+$/m, '  order: 32');
  writeSiteFile('accountants.mdx', changed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else changed the same fields' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group')).toHaveCount(1);
  await expect(dialog.getByRole('group', { name: fieldLabel('menu', 'order') })).toBeVisible();
  expect(readSiteFile('accountants.mdx')).toBe(changed);
  await dialog.getByLabel(/Theirs, changed on disk meanwhile: 32/).check();
  await dialog.getByRole('button', { name: 'Save the merge' }).click();
  await expect(page.locator('.banner-success')).toContainText(`yours to ${fieldLabel('menu', 'label')} saved.`, { timeout: 90_000 });
  expect(readSiteFile('accountants.mdx')).toBe(changed.replace(/^ {2}label: .*$/m, '  label: "Bookkeepers"'));
});

test.describe('the file API', () => {
  const headers = { [EDITOR_REQUEST_HEADER]: '1', 'content-type': 'application/json' };

  test('refuses a foreign Origin (403), a path out of the folder (400) and a stale save (409)', async ({ request }) => {
    const api = (path: string) => `${DEV_API_BASE}/${path}`;
    const foreign = await request.get(api(contentPath.files()), { headers: { ...headers, origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toEqual({ error: expect.any(String), code: 'forbidden' });
    const escape = await request.get(api(contentPath.file('../package.json')), { headers });
    expect(escape.status()).toBe(400);
    expect(await escape.json()).toEqual({ error: expect.stringMatching(/lowercase words joined by hyphens/), code: 'invalid_request' });
    const source = readSiteFile('nonprofits.mdx');
    const stale = await request.put(api(contentPath.file()), { headers, data: { name: 'nonprofits.mdx', source, baseVersion: 'an-old-version' } });
    expect(stale.status()).toBe(409);
    expect(readSiteFile('nonprofits.mdx')).toBe(source);
    const noHeader = await request.get(api(contentPath.files()));
    expect(noHeader.status()).toBe(403);
  });

  test('lets only the editor frame the pages of the dev server', async ({ request }) => {
    const page = await request.get('/lawyers');
    expect(page.headers()['x-frame-options']).toBe('DENY');
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const preview = await request.get(`/lawyers?${PREVIEW_FLAG}=1`);
    expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

test('a new page copied from another, renamed, then retired', async ({ page }) => {
  test.setTimeout(180_000);
  await openEditor(page, 'lawyers.mdx');
  await page.getByRole('button', { name: 'New…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New industry page' });
  await expect(dialog.getByLabel('Page to copy')).toHaveValue('lawyers.mdx');
  await dialog.getByRole('button', { name: 'Start the new page' }).click();
  await expect(page.locator('.banner-info')).toContainText('A copy of Lawyers.');
  // The fields a copy may not share are empty; the rest is the original's.
  await expect(page.locator(fieldId('slug'))).toHaveValue('');
  await expect(page.locator(fieldId('seo', 'title'))).toHaveValue('');
  await expect(page.locator(fieldId('hero', 'headline'))).not.toHaveValue('');
  await page.locator(fieldId('slug')).fill('dentists');
  await page.locator(fieldId('seo', 'title')).fill('Dental Practice Websites | Fast, Calm Sites');
  await page.locator(fieldId('seo', 'description')).fill('Hand-coded websites for dental practices that fill the appointment book, one fee, no lock-in.');
  await page.locator(fieldId('guide', 'title')).fill('5 Quick Wins for Dental Practice Websites');
  await page.locator(fieldId('guide', 'description')).fill('Five changes a dental practice can make in an afternoon.');
  await expect(page.locator('#problems')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.locator('.banner-success')).toContainText('Created dentists.mdx');
  const created = readSiteFile('dentists.mdx');
  expect(getAt(readFrontmatter(splitIndustryFile(created).frontmatter), ['slug'])).toBe('dentists');
  expect(splitIndustryFile(created).body).toBe(splitIndustryFile(originalFile('lawyers.mdx')).body);
  await expect(page.frameLocator('.preview-frame').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the page' });
  await rename.getByLabel('New slug').fill('dental-practices');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.locator('.banner-success')).toContainText('/dentists redirects to it');
  expect(() => readSiteFile('dentists.mdx')).toThrow();
  const renamed = readFrontmatter(splitIndustryFile(readSiteFile('dental-practices.mdx')).frontmatter);
  expect(getAt(renamed, ['slug'])).toBe('dental-practices');
  expect(getAt(renamed, ['vanityAliases'])).toContain('/dentists');

  await page.getByRole('button', { name: 'Retire…' }).click();
  const retire = page.getByRole('dialog', { name: 'Retire dental-practices.mdx?' });
  await expect(retire).toContainText('/dental-practices');
  await expect(retire).toContainText('/guides/dental-practices-quick-wins');
  await expect(retire).toContainText('/downloads/dental-practices-quick-wins.pdf');
  await expect(retire).toContainText('/dentists');
  await retire.getByRole('button', { name: 'Delete dental-practices.mdx' }).click();
  await expect(page.locator('.banner-success')).toContainText('dental-practices.mdx was deleted');
  expect(() => readSiteFile('dental-practices.mdx')).toThrow();
});
