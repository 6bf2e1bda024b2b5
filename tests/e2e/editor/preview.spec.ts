/**
 * The page beside the form, as a visitor's screen shows it: at desktop width (1280 px, scaled down
 * to fit beside the form) the hero picture is there; at phone width (390 px) it is not, as on a
 * phone; and the dev server's own toolbar is never part of it.
 */
import { expect, test } from '@playwright/test';
import { openEditor } from './helpers.ts';

test('the preview switches between phone, tablet and desktop widths, scaled to fit, without the dev toolbar', async ({ page }) => {
  await openEditor(page, 'lawyers.mdx');
  const frame = page.frameLocator('.preview-frame');
  const heroPicture = frame.locator('section').first().locator('img');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });

  // Desktop by default: the page is laid out 1280 px wide, and the hero picture shows.
  await expect(page.getByRole('group', { name: 'Screen width' }).getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
  expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(1280);
  await expect(heroPicture).toBeVisible();
  // Scaled to the space beside the form: no wider than the preview.
  const [frameBox, previewBox] = await Promise.all([page.locator('.preview-frame').boundingBox(), page.locator('.preview').boundingBox()]);
  expect(frameBox!.width).toBeLessThanOrEqual(previewBox!.width + 1);

  await page.getByRole('group', { name: 'Screen width' }).getByRole('button', { name: 'Phone' }).click();
  await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(390);
  await expect(heroPicture).toBeHidden();
  await page.getByRole('group', { name: 'Screen width' }).getByRole('button', { name: 'Tablet' }).click();
  await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(768);

  // The dev server's toolbar script runs in the page, but its toolbar never shows in the preview.
  await page.waitForTimeout(2_000);
  await expect(frame.locator('astro-dev-toolbar')).toHaveCount(0);
});
