/**
 * The dev editor's screenshots of docs/editing.md, taken as an editor works: the page changing as
 * they type, a picture uploaded from the computer, and a page started from a copy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PROJECT_ROOT } from '../e2e/editor/editor-site.ts';
import { fieldId, openEditor, restoreSiteFiles } from '../e2e/editor/helpers.ts';
import { docsScreenshot } from './screenshot.ts';

test.afterEach(() => restoreSiteFiles());

test('the live preview at desktop width', async ({ page }) => {
  test.setTimeout(180_000);
  await openEditor(page, 'lawyers.mdx');
  const frame = page.frameLocator('.preview-frame');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('group', { name: 'Screen width' }).getByRole('button', { name: 'Desktop' }).click();
  await page.locator(fieldId('hero', 'headline')).fill('Law firm websites that win the consultation');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Law firm websites that win the consultation', { timeout: 30_000 });
  await page.locator(fieldId('hero', 'headline')).focus();
  await expect(page.locator('.preview-status')).toHaveText('', { timeout: 30_000 });
  await docsScreenshot(page, 'editor-live-preview');
});

test('a picture uploaded from the computer', async ({ page }) => {
  test.setTimeout(180_000);
  await openEditor(page, 'consultants.mdx');
  const picture = page.locator('.image-choice', { has: page.locator(fieldId('hero', 'image', 'src')) });
  await picture.scrollIntoViewIfNeeded();
  const upload = picture.locator('input[type=file]');
  await upload.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(picture.locator('.upload-refusal')).toBeVisible();
  await docsScreenshot(picture.locator('xpath=..'), 'editor-upload-refused');
  await upload.setInputFiles({ name: 'Consulting office.png', mimeType: 'image/png', buffer: readFileSync(join(PROJECT_ROOT, 'src/assets/hero/lawyers.png')) });
  await expect(picture.locator('.upload-refusal')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => picture.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  await docsScreenshot(picture.locator('xpath=..'), 'editor-upload');
});

test('a page started from a copy lists what still says what the source says', async ({ page }) => {
  test.setTimeout(180_000);
  await openEditor(page, 'lawyers.mdx');
  await page.getByRole('button', { name: 'New…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New industry page' });
  await dialog.getByRole('button', { name: 'Start the new page' }).click();
  const check = page.locator('[aria-labelledby="copy-check-title"]');
  await expect(check).toBeVisible({ timeout: 30_000 });
  await check.scrollIntoViewIfNeeded();
  await docsScreenshot(check, 'editor-copy-check', { maxHeight: 420 });
});
