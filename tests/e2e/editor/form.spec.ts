/**
 * The browser editor's forms (astro dev, scratch copy): generated from the industry schema, with
 * its descriptions, limits and messages, usable by keyboard and screen reader, at 1280 px and on a
 * tablet, with the draft kept in the browser. Nothing here saves a file.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { z } from 'astro/zod';
import { formSchemaOf } from '../../../src/editor/core/form-schema.ts';
import { editorIndustrySchema } from '../../../src/editor/core/validation.ts';
import { ICON_NAMES, ICON_PATHS } from '../../../src/lib/icons.ts';
import { fieldId, openEditor, readSiteFile, recordCspViolations } from './helpers.ts';

const schema = editorIndustrySchema();
const form = formSchemaOf(schema);
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The schema's own message for a value of a field (what the build would print). */
function schemaMessage(field: z.ZodType, value: unknown): string {
  const result = field.safeParse(value);
  expect(result.success).toBe(false);
  return result.error!.issues[0]!.message;
}

test.describe('the editor form', () => {
  test('summary shows its description and refuses 39 characters with the schema\'s message', async ({ page }) => {
    await openEditor(page, 'lawyers.mdx');
    const summary = page.locator(fieldId('summary'));
    await expect(summary).toHaveAccessibleDescription(new RegExp(escape(form.properties!.summary!.description!)));
    await summary.fill('x'.repeat(39));
    const message = schemaMessage(schema.shape.summary, 'x'.repeat(39));
    await expect(page.locator(`${fieldId('summary')}__error`)).toHaveText(message);
    await expect(summary).toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toHaveAccessibleDescription(new RegExp(escape(message)));
    await expect(page.locator('#problems')).toContainText(`summary: ${message}`);
    await summary.fill('x'.repeat(40));
    await expect(page.locator(`${fieldId('summary')}__error`)).toHaveCount(0);
  });

  test('icon is a select of every icon, with the chosen icon\'s picture', async ({ page }) => {
    await openEditor(page, 'lawyers.mdx');
    const icon = page.locator(fieldId('icon'));
    await expect(icon).toHaveRole('combobox');
    expect(await icon.locator('option').allTextContents()).toEqual([...ICON_NAMES]);
    await icon.selectOption({ label: 'globe' });
    const field = page.locator('#section-icon');
    await expect(field.locator('.icon-picture svg path')).toHaveAttribute('d', ICON_PATHS.globe);
    await field.getByText('See every icon').click();
    await expect(field.locator('.icon-gallery button')).toHaveCount(ICON_NAMES.length);
    await field.getByRole('button', { name: 'book' }).click();
    await expect(icon).toHaveValue(String(ICON_NAMES.indexOf('book')));
  });

  test('review.emphasis refuses a fourth item and guide.items stays at five', async ({ page }) => {
    await openEditor(page, 'lawyers.mdx');
    const emphasis = page.locator(fieldId('review', 'emphasis'));
    const emphasisSchema = form.properties!.review!.properties!.emphasis!;
    const limit = emphasisSchema.maxItems!;
    const addEmphasis = { name: `Add to ${emphasisSchema.title}`, exact: true };
    await expect(emphasis.locator('.array-item')).toHaveCount(limit);
    await expect(emphasis.getByRole('button', addEmphasis)).toHaveCount(0);
    await expect(emphasis).toContainText('The list is full');
    await emphasis.getByRole('button', { name: /^Remove/ }).first().click();
    await expect(emphasis.getByRole('button', addEmphasis)).toBeVisible();

    const items = page.locator(fieldId('guide', 'items'));
    const itemsSchema = form.properties!.guide!.properties!.items!;
    const five = itemsSchema.minItems!;
    await expect(items.locator(':scope > .array-items > .array-item')).toHaveCount(five);
    await expect(items.getByRole('button', { name: `Add to ${itemsSchema.title}`, exact: true })).toHaveCount(0);
    await expect(items.getByRole('button', { name: new RegExp(`^Remove ${itemsSchema.title}, item \\d$`) })).toHaveCount(0);
    await expect(items).toContainText(`Exactly ${five} items`);
  });

  test('an optional block (the comparison table) can be added and removed', async ({ page }) => {
    await openEditor(page, 'lawyers.mdx');
    const title = form.properties!.comparison!.title!;
    const section = page.locator('#section-comparison');
    await expect(page.locator(fieldId('comparison', 'title'))).toHaveCount(0);
    await section.getByRole('button', { name: `Add ${title}`, exact: true }).click();
    await expect(page.locator(fieldId('comparison', 'title'))).toBeVisible();
    await expect(page.locator('#problems')).toContainText('comparison.title');
    await section.getByRole('button', { name: `Remove ${title}`, exact: true }).click();
    await expect(page.locator(fieldId('comparison', 'title'))).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  });

  test('slug "Law Firms" gets the build\'s message', async ({ page }) => {
    await openEditor(page, 'lawyers.mdx');
    await page.locator(fieldId('slug')).fill('Law Firms');
    await expect(page.locator(`${fieldId('slug')}__error`)).toHaveText(schemaMessage(schema.shape.slug, 'Law Firms'));
  });

  test('a comparison row with the wrong number of values is flagged at that row', async ({ page }) => {
    await openEditor(page, 'local-businesses.mdx');
    const values = page.locator(fieldId('comparison', 'rows', 1, 'values'));
    await values.getByRole('button', { name: /^Remove/ }).first().click();
    const error = page.locator(`${fieldId('comparison', 'rows', 1, 'values')}`).locator('..').locator('.field-errors');
    await expect(error).toContainText(/^Row ".+" has \d values for \d columns$/);
    await expect(page.locator('#problems')).toContainText('comparison.rows.1.values');
  });

  test('a slug or alias another file has is refused at the field, naming that file', async ({ page }) => {
    await openEditor(page, 'lawyers.mdx');
    await page.locator(fieldId('slug')).fill('accountants');
    await expect(page.locator(`${fieldId('slug')}__error`)).toHaveText('/accountants is already the page of Accountants (accountants.mdx): choose another slug.');
    await page.locator(fieldId('slug')).fill('lawyers');
    await page.locator(fieldId('vanityAliases', 0)).fill('/cpas');
    await expect(page.locator(`${fieldId('vanityAliases', 0)}__error`)).toHaveText(
      '/cpas is already an alias of Accountants (accountants.mdx): an address can lead to one page only. Remove it here, or there first.',
    );
  });

  test('has no CSP violation while it loads and is edited, and answers with its own policy', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto('/__editor/');
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    await openEditor(page, 'lawyers.mdx');
    await page.locator(fieldId('menu', 'order')).fill('3');
    await page.locator('.block-prose [contenteditable="true"]').first().click();
    await page.keyboard.type(' More.');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });

  test('is clean for axe and usable by keyboard at 1280 px', async ({ page }) => {
    await openEditor(page, 'lawyers.mdx');
    // The rich-text editor is loaded when the prose is first shown (the dev server builds it on the first request).
    await expect(page.locator('.block-prose [contenteditable="true"]').first()).toBeVisible({ timeout: 30_000 });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).exclude('.preview-frame').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The first Tab reaches the skip link, which leads to the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to the form' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.closest('#editor-pane') !== null);
    expect(focused).toBe(true);
    // A problem's link in the summary puts the cursor in its field.
    await page.locator(fieldId('summary')).fill('too short');
    await page.locator('#problems').getByRole('link', { name: 'summary' }).press('Enter');
    await expect(page.locator(fieldId('summary'))).toBeFocused();
    // Ctrl+S saves (here it is refused: the summary is too short) and says why.
    await page.keyboard.press('Control+s');
    await expect(page.locator('#problems')).toBeFocused();
  });

  test('works on a tablet: the form and the preview one at a time', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await openEditor(page, 'lawyers.mdx');
    await expect(page.locator('.preview')).toBeHidden();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.locator('.preview-frame')).toBeVisible();
    await expect(page.locator('#editor-pane')).toBeHidden();
    await page.getByRole('button', { name: 'Form', exact: true }).click();
    await expect(page.locator(fieldId('slug'))).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).exclude('.preview-frame').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('keeps an unsaved edit in the browser: a reload restores it', async ({ page }) => {
    await openEditor(page, 'consultants.mdx');
    await page.locator(fieldId('hero', 'headline')).fill('A headline typed before the tab closed');
    await page.waitForTimeout(800);
    await page.reload();
    await expect(page.locator(fieldId('hero', 'headline'))).toHaveValue('A headline typed before the tab closed', { timeout: 60_000 });
    await expect(page.locator('.banner-info')).toContainText('were restored');
    await page.getByRole('button', { name: 'Discard them' }).click();
    await expect(page.locator(fieldId('hero', 'headline'))).not.toHaveValue('A headline typed before the tab closed');
    expect(readSiteFile('consultants.mdx')).not.toContain('A headline typed before the tab closed');
  });

  test('says clearly when the dev server does not answer, and keeps the edits', async ({ page }) => {
    await openEditor(page, 'nonprofits.mdx');
    await page.locator(fieldId('menu', 'order')).fill('42');
    await page.route('**/__editor/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').first()).toContainText('The dev server is not answering. Start it with `npm run dev`');
    await expect(page.locator(fieldId('menu', 'order'))).toHaveValue('42');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
