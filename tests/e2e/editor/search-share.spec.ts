/**
 * How the draft looks in Google and when shared, beside the form: typing a new page title changes
 * the Google result a moment later (without saving), a long one is cut with "…" where Google cuts
 * it and the editor is told, and the share card is redrawn from the draft's headline. The panel is
 * axe-clean and fits a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fieldId, openEditor, originalFile, readSiteFile, restoreSiteFiles } from './helpers.ts';

test.afterEach(() => restoreSiteFiles());

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const STUDIO = 'Northlight Studio';

async function openPanel(page: Page) {
  const summary = page.getByRole('heading', { name: 'How it looks in Google and when shared' });
  await summary.scrollIntoViewIfNeeded();
  await summary.click();
  const result = page.getByTestId('google-result').first();
  await expect(result).toBeVisible({ timeout: 30_000 });
  return result;
}

test('a new page title shows in the Google result, a long one cut with "…", and the share card follows the headline', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openEditor(page, 'lawyers.mdx');
  await openPanel(page);
  const title = page.getByTestId('google-title').first();
  const card = page.getByTestId('share-card').first();
  await expect(card).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const cardBefore = await card.getAttribute('src');

  await page.locator(fieldId('seo', 'title')).fill('Websites for attorneys');
  await expect(title).toHaveText(`Websites for attorneys | ${STUDIO}`, { timeout: 5_000 });
  await expect(page.getByText('The title is cut')).toHaveCount(0);

  const long = 'Law Firm Websites That Win Consultations, Calls and Five-Star Reviews';
  expect(long.length).toBeLessThanOrEqual(70);
  await page.locator(fieldId('seo', 'title')).fill(long);
  await expect(title).toHaveText(/…$/, { timeout: 5_000 });
  expect(`${long} | ${STUDIO}`.startsWith((await title.textContent())!.slice(0, -1))).toBe(true);
  await expect(page.getByText(/The title is cut: Google shows about 600 pixels of it/)).toBeVisible();

  await page.locator(fieldId('hero', 'headline')).fill('A headline drawn on the card');
  await expect(card).toHaveAttribute('alt', /A headline drawn on the card/, { timeout: 5_000 });
  expect(await card.getAttribute('src')).not.toBe(cardBefore);
  // The card is an image the browser draws.
  await expect.poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);

  // The guide page's result is there too.
  await expect(page.getByRole('heading', { name: /The guide page/ })).toBeVisible();
  expect(readSiteFile('lawyers.mdx')).toBe(originalFile('lawyers.mdx'));

  await page.getByRole('heading', { name: 'How it looks in Google and when shared' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('search-share-1280.png') });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('search-share-card-1280.png') });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).include('.search-share-panel').exclude('.preview-frame').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
});

test('the panel is reached by keyboard and fits a phone', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, 'lawyers.mdx');
  const summary = page.locator('.search-share-panel > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('google-result').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('share-card').first()).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await page.locator('.search-share-panel').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.getByTestId('google-result').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('search-share-390.png') });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).include('.search-share-panel').exclude('.preview-frame').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
