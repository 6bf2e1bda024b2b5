/**
 * /admin's screenshots of docs/editing.md, on the built site with a fake GitHub: another editor
 * has an open pull request on the page, this editor is warned as the page opens, saves, and sees
 * their pull request with what it changes, the warning and its "Publish at".
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../e2e/admin/sign-in.ts';
import { docsScreenshot } from './screenshot.ts';

async function signInAndOpen(page: Page, login: 'editor' | 'owner', file: string): Promise<void> {
  await signInAs(page, login);
  await page.getByLabel('Page', { exact: true }).selectOption(file);
  await expect(page.locator('#root_slug')).toHaveValue(file.replace(/\.mdx$/, ''), { timeout: 30_000 });
}

test("the pull request list: what each changes, another editor's on the same page, Publish at", async ({ browser }) => {
  test.setTimeout(240_000);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAndOpen(otherPage, 'owner', 'accountants.mdx');
  await otherPage.locator('#root_hero_headline').fill('Accounting firm websites that book the busy season early');
  await otherPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(otherPage.getByText(/Saved accountants\.mdx to pull request #\d+/)).toBeVisible({ timeout: 30_000 });
  await other.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAndOpen(page, 'editor', 'accountants.mdx');
  await page.locator('#root_seo_description').fill('Websites for accounting firms that load in a second and bring in the clients you want, for one fixed fee.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Saved accountants\.mdx to pull request #\d+/)).toBeVisible({ timeout: 30_000 });
  const pulls = page.locator('section', { has: page.locator('#pulls-title') });
  await expect(pulls.getByRole('list', { name: "Other editors' open pull requests" })).toBeVisible({ timeout: 30_000 });
  await expect(pulls.getByLabel('Publish at').first()).toBeVisible();
  await pulls.scrollIntoViewIfNeeded();
  await docsScreenshot(pulls, 'admin-pull-requests');
  await context.close();
});
