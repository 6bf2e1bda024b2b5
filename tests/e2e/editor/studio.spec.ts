/**
 * The studio's contact details are content an editor changes in the browser (astro dev, scratch
 * copy): the phone changed in the editor is checked as it is typed, saved as one changed line,
 * and /contact shows it with a link that dials the new digits.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { textFileAt } from '../../../src/lib/content-files.ts';
import { telHref } from '../../../src/lib/studio.ts';
import { EDITOR_SITE, PROJECT_ROOT } from './editor-site.ts';
import { changedLines, fieldId } from './helpers.ts';

const STUDIO = 'src/content/studio.yaml';
const original = () => readFileSync(join(PROJECT_ROOT, STUDIO), 'utf8');
const inCopy = () => readFileSync(join(EDITOR_SITE, STUDIO), 'utf8');

test.afterEach(() => {
  if (inCopy() === original()) return;
  const temporary = join(EDITOR_SITE, `${STUDIO}.test-tmp`);
  writeFileSync(temporary, original());
  renameSync(temporary, join(EDITOR_SITE, STUDIO));
});

test("the studio's phone changed in the browser is saved alone, and /contact shows and dials it", async ({ page }) => {
  expect(textFileAt(STUDIO)!.page).toBe('/contact');
  await page.goto(`/__editor/#file=${encodeURIComponent(STUDIO)}`);
  await expect(page.locator('#file-choice')).toHaveValue(STUDIO, { timeout: 60_000 });
  const phone = page.locator(fieldId('phone'));
  await expect(phone).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  // A singleton: edited, never deleted or renamed.
  await expect(page.getByRole('button', { name: /Delete|Retire|Rename/ })).toHaveCount(0);

  // A number without its country code is refused in plain words before any save.
  await phone.fill('555 010 9999');
  await expect(page.locator('#problems')).toContainText('with its country code');
  const newPhone = '+1 (555) 010-7788';
  await phone.fill(newPhone);
  await expect(page.locator('#problems').filter({ hasText: 'with its country code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.banner-success')).toContainText('Saved', { timeout: 30_000 });

  // Only the phone's line changed; the comments and every other fact stay as written.
  const [removed, added] = changedLines(original(), inCopy());
  expect(removed).toHaveLength(1);
  expect(removed[0]).toMatch(/^phone: /);
  expect(added).toHaveLength(1);
  expect(added[0]).toContain(newPhone);

  // The dev server reads the saved file a moment after the save: the page is asked again until it has.
  await expect(async () => {
    await page.goto('/contact');
    const link = page.locator('main').getByRole('link', { name: newPhone }).first();
    await expect(link).toBeVisible({ timeout: 5_000 });
    await expect(link).toHaveAttribute('href', telHref(newPhone));
  }).toPass({ timeout: 90_000 });
});
