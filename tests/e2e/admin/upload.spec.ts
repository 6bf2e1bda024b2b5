/**
 * A picture uploaded on /admin, as an editor does it: a new hero picture for a page, chosen from
 * the computer, shown in the form, then saved with the page; the pull request's one commit holds
 * the page and the picture (read from the fake GitHub of admin-site.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { industryFilePath } from '../../../src/editor/core/industry-file.ts';
import { PROJECT_ROOT } from '../editor/editor-site.ts';
import { recordCspViolations } from '../editor/helpers.ts';
import { ADMIN_E2E_GIT_HOST_FILE } from './admin-site.ts';
import { signInAs } from './sign-in.ts';

test('a hero picture uploaded from the computer is saved with its page in the pull request\'s one commit', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await recordCspViolations(page);
  // Another editor than the other specs' (their pull requests are their own).
  await signInAs(page, 'owner');
  await page.getByLabel('Page', { exact: true }).selectOption('consultants.mdx');
  await expect(page.locator('#root_slug')).toHaveValue('consultants', { timeout: 30_000 });

  const picture = page.locator('.image-choice', { has: page.locator('#root_hero_image_src') });
  const upload = picture.locator('input[type=file]');
  await upload.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(picture.locator('.upload-refusal')).toContainText('SVG files are not accepted');

  const bytes = readFileSync(join(PROJECT_ROOT, 'src/assets/hero/lawyers.png'));
  await upload.setInputFiles({ name: 'Consulting office.png', mimeType: 'image/png', buffer: bytes });
  await expect(picture.getByText('Upload a picture…')).toBeVisible({ timeout: 30_000 });
  await expect(picture.locator('.upload-refusal')).toHaveCount(0);
  const select = page.locator('#root_hero_image_src');
  await expect(select).toHaveValue(/^src\/assets\/hero\/consulting-office-[0-9a-f]{8}\.png$/, { timeout: 30_000 });
  const path = await select.inputValue();
  // The form shows the picture, served by the editor's API to its uploader.
  const preview = picture.locator('img');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1600);
  await expect(page.locator('#problems')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Saved consultants\.mdx to pull request #\d+/)).toBeVisible({ timeout: 30_000 });

  const hostUrl = readFileSync(ADMIN_E2E_GIT_HOST_FILE, 'utf8');
  const commits = (await (await fetch(`${hostUrl}/__fake/commits?branch=${encodeURIComponent('editor/owner/consultants')}`)).json()) as Array<{ changed: string[] }>;
  expect(commits).toHaveLength(1);
  expect(commits[0]!.changed).toEqual([path, industryFilePath('consultants.mdx')].sort());
  expect(violations).toEqual([]);
});
