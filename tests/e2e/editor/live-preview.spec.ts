/**
 * The page beside the form is the draft, live: what the editor types shows in the page a moment
 * later, without saving (nothing is written), a new page shows before it is created, a click on
 * the page focuses the field it shows, and a field focused lower in the form scrolls the page to
 * where it shows.
 */
import { expect, test } from '@playwright/test';
import { fieldId, openEditor, originalFile, readSiteFile, restoreSiteFiles } from './helpers.ts';

test.afterEach(() => restoreSiteFiles());

test('typing a headline changes the preview within a second, without saving', async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page, 'lawyers.mdx');
  const frame = page.frameLocator('.preview-frame');
  const headline = frame.getByRole('heading', { level: 1 });
  await expect(headline).toBeVisible({ timeout: 60_000 });
  // The first draft the dev server renders compiles what it needs once: it may take longer.
  await page.locator(fieldId('hero', 'headline')).fill('A first draft of the headline');
  await expect(headline).toHaveText('A first draft of the headline', { timeout: 30_000 });
  const scrolled = await frame.locator('html').evaluate(() => {
    window.scrollTo({ top: 600, behavior: 'instant' });
    return window.scrollY;
  });

  await page.locator(fieldId('hero', 'headline')).fill('Websites that win the consultation');
  await expect(headline).toHaveText('Websites that win the consultation', { timeout: 1_000 });
  // The copy tokens are filled as the build fills them ("{{studio}}" is the studio's name).
  await expect(frame.locator('main')).not.toContainText('{{');
  // The page was put in place without a reload: the dev server's toolbar stays out of it still.
  await page.waitForTimeout(1_500);
  await expect(frame.locator('astro-dev-toolbar')).toHaveCount(0);
  // The page was updated in place: where the editor had scrolled it, it stays.
  expect(await frame.locator('html').evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));
});

test('a new page shows in the preview before it is created', async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page, 'lawyers.mdx');
  await page.getByRole('button', { name: 'New…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New industry page' });
  await dialog.getByRole('button', { name: 'Start the new page' }).click();
  await page.locator(fieldId('slug')).fill('dentists');
  await page.locator(fieldId('seo', 'title')).fill('Dental Practice Websites | Fast, Calm Sites');
  await page.locator(fieldId('seo', 'description')).fill('Hand-coded websites for dental practices that fill the appointment book, one fee, no lock-in.');
  await page.locator(fieldId('guide', 'title')).fill('5 Quick Wins for Dental Practice Websites');
  await page.locator(fieldId('guide', 'description')).fill('Five changes a dental practice can make in an afternoon.');
  await page.locator(fieldId('hero', 'headline')).fill('Dental websites that fill the appointment book');
  await expect(page.locator('#problems')).toHaveCount(0);

  const frame = page.frameLocator('.preview-frame');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Dental websites that fill the appointment book', { timeout: 30_000 });
  expect(await frame.locator('html').evaluate(() => document.title)).toMatch(/^Dental Practice Websites/);
  expect(() => readSiteFile('dentists.mdx')).toThrow();
});

test("clicking the preview's hero headline focuses the headline field; focusing a lower field scrolls the preview to it", async ({ page }) => {
  test.setTimeout(120_000);
  await openEditor(page, 'lawyers.mdx');
  const frame = page.frameLocator('.preview-frame');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  // The first rendering of the draft links the page to the form.
  await expect(page.locator('.preview-status')).toHaveText('', { timeout: 30_000 });

  await frame.getByRole('heading', { level: 1 }).click();
  await expect(page.locator(fieldId('hero', 'headline'))).toBeFocused();

  const question = page.locator(fieldId('faqs', 2, 'q'));
  const shown = (await question.inputValue()).trim();
  await question.focus();
  await expect.poll(() => frame.locator('html').evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(2_000);
  // The question is in the frame's view.
  await expect
    .poll(() =>
      frame.locator('html').evaluate((_, text) => {
        const element = [...document.querySelectorAll('body *')].findLast((candidate) => candidate.textContent?.trim() === text);
        const box = element?.getBoundingClientRect();
        return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
      }, shown),
    )
    .toBe(true);
});
