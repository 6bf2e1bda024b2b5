/**
 * No sequence of edits an editor can make in the browser editor breaks the site (astro dev,
 * scratch copy): a rename to an alias, a new page on another page's alias, a retire that would
 * strand its case studies, code typed into a paragraph, a headline too long for its place, a
 * portrait hero picture. Each is refused at the field it comes from, before anything is written,
 * and what the editor does write, the build accepts. Every test puts the copy's files back.
 */
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFrontmatter } from '../../../src/editor/core/frontmatter.ts';
import { splitIndustryFile } from '../../../src/editor/core/industry-file.ts';
import { getAt } from '../../../src/editor/core/values.ts';
import { ALL_ROUTES } from '../site-map.ts';
import { makeScratchCopy } from './editor-site.ts';
import { changedLines, fieldId, fieldLabel, openEditor, originalFile, originalStudy, readSiteFile, readSiteStudy, restoreSiteFiles, save } from './helpers.ts';

test.describe.configure({ mode: 'serial' });
test.beforeEach(restoreSiteFiles);
test.afterAll(restoreSiteFiles);

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const LAWYER_STUDIES = ['brightline-legal.yaml', 'whitfield-law.mdx'];
const run = promisify(execFile);

/**
 * Every page of the dev server answers 200 (an industry page at `renamed` instead of its old path).
 * Each is asked again until it does: the dev server reads the changed files and renews its routes
 * one after another, a moment after the save has answered.
 */
async function expectEveryPage(page: Page, renamed: Record<string, string> = {}): Promise<void> {
  for (const route of ALL_ROUTES) {
    const path = Object.entries(renamed).reduce((at, [from, to]) => at.replace(new RegExp(`^${from}(?=$|-)`), to).replace(`/guides${from}-`, `/guides${to}-`), route);
    await expect.poll(async () => (await page.request.get(path)).status(), { message: path, timeout: 20_000 }).toBe(200);
  }
}

/** A scratch copy of the project with `files` (path → text, null to remove) written into it. */
async function projectWith(files: Record<string, string | null>): Promise<string> {
  const site = await mkdtemp(join(tmpdir(), 'industry-editor-check-'));
  makeScratchCopy(site);
  for (const [path, text] of Object.entries(files)) {
    if (text === null) rmSync(join(site, path));
    else writeFileSync(join(site, path), text);
  }
  return site;
}

/** Runs Astro in a copy: its output, and whether it succeeded. */
async function astro(site: string, command: 'sync' | 'build'): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(site, 'node_modules/astro/bin/astro.mjs'), command], {
      cwd: site,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

test('renaming Lawyers to its own alias "law" is refused at the slug until the move is chosen; then the file, its case studies and every page follow, and it renames back', async ({ page }) => {
  test.setTimeout(300_000);
  await openEditor(page, 'lawyers.mdx');
  await page.getByRole('button', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename the page' });
  const slug = dialog.getByLabel('New slug');
  await slug.fill('law');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription(/\/law is one of this page's own aliases: tick the box below to make it the page's address/);
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).include('dialog[open]').analyze()).violations).toEqual([]);
  // Refused: nothing written, and the site answers as before.
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectEveryPage(page);

  // Another page's alias is refused, in words that say what to do.
  await page.getByRole('button', { name: 'Rename…' }).click();
  await slug.fill('cpas');
  await expect(slug).toHaveAccessibleDescription(/\/cpas is an alias of Accountants \(accountants\.mdx\): remove it there first, or choose another slug\./);

  // Moving the alias: one change of the page, its file name and both case studies.
  await slug.fill('law');
  await dialog.getByRole('checkbox', { name: /Move \/law from the aliases/ }).check();
  await expect(dialog.locator('#new-slug-errors li')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.locator('.banner-success')).toContainText('Renamed: the page is now /law, and /lawyers redirects to it. lawyers.mdx is now law.mdx, and 2 case studies point at it.', { timeout: 30_000 });
  await expect(page.locator('#file-choice')).toHaveValue('law.mdx', { timeout: 30_000 });
  expect(() => readSiteFile('lawyers.mdx')).toThrow();
  const renamed = readFrontmatter(splitIndustryFile(readSiteFile('law.mdx')).frontmatter);
  expect(getAt(renamed, ['slug'])).toBe('law');
  expect(getAt(renamed, ['vanityAliases'])).toEqual(['/law-firms', '/attorneys', '/legal', '/lawyers']);
  for (const study of LAWYER_STUDIES) expect(readSiteStudy(study)).toBe(originalStudy(study).replace('industry: lawyers.mdx', 'industry: law.mdx'));
  await expectEveryPage(page, { '/lawyers': '/law' });

  // Back to "lawyers", now only its own alias: the file comes back as it was, byte for byte.
  await page.getByRole('button', { name: 'Rename…' }).click();
  await slug.fill('lawyers');
  await dialog.getByRole('checkbox', { name: /Move \/lawyers from the aliases/ }).check();
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(page.locator('#file-choice')).toHaveValue('lawyers.mdx', { timeout: 30_000 });
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));
  for (const study of LAWYER_STUDIES) expect(readSiteStudy(study)).toBe(originalStudy(study));
  await expectEveryPage(page);
});

test('New… with the slug "attorneys", an alias of Lawyers, is refused at the slug', async ({ page }) => {
  await openEditor(page, 'accountants.mdx');
  await page.getByRole('button', { name: 'New…' }).click();
  await page.getByRole('dialog', { name: 'New industry page' }).getByRole('button', { name: 'Start the new page' }).click();
  await page.locator(fieldId('slug')).fill('attorneys');
  await expect(page.locator(`${fieldId('slug')}__error`)).toHaveText('/attorneys is an alias of Lawyers (lawyers.mdx): remove it there first, or choose another slug.');
  await expect(page.locator('#problems')).toContainText(`${fieldLabel('slug')}: /attorneys is an alias of Lawyers`);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.locator('#problems')).toBeFocused();
  expect(() => readSiteFile('attorneys.mdx')).toThrow();
});

test('an alias is added, edited and removed on Lawyers, each saved as that one line', async ({ page }) => {
  await openEditor(page, 'lawyers.mdx');
  const aliases = page.locator(fieldId('vanityAliases'));
  const count = await aliases.locator('input').count();
  await aliases.getByRole('button', { name: /^Add to Other addresses/ }).click();
  const added = page.locator(fieldId('vanityAliases', count));
  // Typed as a person types, a space included: every keystroke is kept, and the field says what is wrong.
  await added.pressSequentially('/law office');
  await expect(added).toHaveValue('/law office');
  await expect(page.locator(`${fieldId('vanityAliases', count)}__error`)).toContainText('A site path');
  await added.fill('/law-offices');
  await save(page);
  const [removed, addedLines] = changedLines(originalFile('lawyers.mdx'), readSiteFile('lawyers.mdx'));
  expect(removed).toHaveLength(1);
  expect(addedLines).toEqual([removed[0]!.replace('"/law"]', '"/law", "/law-offices"]')]);

  await page.locator(fieldId('vanityAliases', count)).fill('/law-practice');
  await save(page);
  expect(readSiteFile('lawyers.mdx')).toContain('"/law", "/law-practice"]');

  await aliases.getByRole('button', { name: `Remove Other addresses, item ${count + 1}` }).click();
  await save(page);
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));
});

test('retiring Lawyers offers its two case studies for another industry and keeps its addresses on request; the build passes afterwards', async ({ page }) => {
  test.setTimeout(600_000);
  await openEditor(page, 'lawyers.mdx');
  await page.getByRole('button', { name: 'Retire…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retire lawyers.mdx?' });
  await expect(dialog.getByRole('group', { name: /2 case studies name this page/ })).toBeVisible();
  const brightline = dialog.getByLabel(/Brightline Legal/);
  const whitfield = dialog.getByLabel(/Whitfield Law/);
  await dialog.getByRole('button', { name: 'Delete lawyers.mdx' }).click();
  await expect(dialog.locator('.field-errors li')).toHaveText([/Choose the industry the case study Brightline Legal/, /Choose the industry the case study Whitfield Law/]);
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).include('dialog[open]').analyze()).violations).toEqual([]);

  await brightline.selectOption('professional-services.mdx');
  await whitfield.selectOption('consultants.mdx');
  await dialog.getByLabel('Keep its addresses').selectOption('professional-services.mdx');
  await expect(dialog).toContainText('Kept: /lawyers, /law-firms, /attorneys, /legal, /law.');
  await dialog.getByRole('button', { name: 'Delete lawyers.mdx' }).click();
  await expect(page.locator('.banner-success')).toContainText('lawyers.mdx was deleted, 2 case studies moved to another industry; its addresses now lead to the page of professional-services.mdx.', { timeout: 30_000 });
  expect(() => readSiteFile('lawyers.mdx')).toThrow();
  expect(readSiteStudy('brightline-legal.yaml')).toContain('industry: professional-services.mdx');
  expect(readSiteStudy('whitfield-law.mdx')).toContain('industry: consultants.mdx');
  const keeper = readFrontmatter(splitIndustryFile(readSiteFile('professional-services.mdx')).frontmatter);
  expect(getAt(keeper, ['vanityAliases'])).toEqual(expect.arrayContaining(['/lawyers', '/law-firms', '/attorneys', '/legal', '/law']));

  // The content as the editor left it, built as Netlify builds it.
  const site = await projectWith({
    'src/content/industries/lawyers.mdx': null,
    'src/content/industries/professional-services.mdx': readSiteFile('professional-services.mdx'),
    ...Object.fromEntries(LAWYER_STUDIES.map((study) => [`src/content/portfolio/${study}`, readSiteStudy(study)])),
  });
  try {
    const build = await astro(site, 'build');
    expect(build.ok, build.output.slice(-3000)).toBe(true);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('a component tag or an {expression} typed into a paragraph is flagged at the block, not published as text', async ({ page }) => {
  await openEditor(page, 'lawyers.mdx');
  const prose = page.locator('.block-prose [contenteditable="true"]').first();
  await prose.scrollIntoViewIfNeeded();
  await prose.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Our <Tooth size="big" /> results.');
  const block = page.locator('.block-prose').first();
  await expect(block.locator('.field-errors')).toContainText('This looks like code, which the page would show as typed: <Tooth size="big" />. Use a component block or remove it.');
  await expect(page.locator('#problems')).toContainText('Prose: This looks like code');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));

  await prose.click();
  await page.keyboard.press('Control+End');
  for (let i = 0; i < ' Our <Tooth size="big" /> results.'.length; i++) await page.keyboard.press('Backspace');
  await expect(block.locator('.field-errors')).toHaveCount(0);
  await page.keyboard.type(' Two and two make {1+1}.');
  await expect(block.locator('.field-errors')).toContainText('{1+1}');
});

test('a 350-character headline and a portrait hero picture are refused by the editor and by the build', async ({ page }) => {
  test.setTimeout(300_000);
  await openEditor(page, 'lawyers.mdx');
  const headline = page.locator(fieldId('hero', 'headline'));
  await headline.fill('A'.repeat(350));
  await expect(page.locator(`${fieldId('hero', 'headline')}__error`)).toHaveText('Too long for its place on the page: at most 90 characters (this has 350). Shorten it.');
  await expect(headline.locator('..').locator('.field-limits')).toContainText('1 to 90 characters: 350 now');
  await headline.fill(originalHeadline());

  const picture = page.locator(fieldId('hero', 'image', 'src'));
  await picture.selectOption('src/assets/team/maya-okafor.png');
  await expect(page.locator(`${fieldId('hero', 'image', 'src')}__error`)).toHaveText(
    'This picture is 600×600 pixels: a hero picture is landscape (wider than tall) and at least 1000 pixels wide. Choose another picture.',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));

  // The same files, as a developer could write them by hand: the build stops on each.
  const original = originalFile('lawyers.mdx');
  const long = original.replace(/^ {2}headline: ".*"$/m, `  headline: "${'A'.repeat(350)}"`);
  const portrait = original.replace('src: "../../assets/hero/lawyers.png"', 'src: "../../assets/team/maya-okafor.png"');
  expect(portrait).not.toBe(original);
  for (const [text, message] of [
    [long, /hero\.headline.*Too long for its place on the page: at most 90 characters \(this has 350\)/s],
    [portrait, /hero\.image\.src: This picture is 600×600 pixels/],
  ] as const) {
    const site = await projectWith({ 'src/content/industries/lawyers.mdx': text });
    try {
      const sync = await astro(site, 'sync');
      expect(sync.ok).toBe(false);
      expect(sync.output).toMatch(message);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }
});

function originalHeadline(): string {
  return String(getAt(readFrontmatter(splitIndustryFile(originalFile('lawyers.mdx')).frontmatter), ['hero', 'headline']));
}
