/**
 * The editor of the live site with a Git host (admin-site.ts: the built site and its functions
 * pointed at a fake GitHub): sign in through the host, change a field, save, and the pull request
 * appears beside the form with its Deploy Preview.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_PATH } from '../../../src/editor/core/admin-api.ts';
import { recordCspViolations } from '../editor/helpers.ts';
import { ADMIN_E2E_SITE_NAME } from './admin-site.ts';

test('signs in through GitHub, saves a field as a pull request, and lists it with its Deploy Preview', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto(`${ADMIN_PATH}/`);
  await expect(page.getByRole('heading', { name: 'Sign in to edit the pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
  // The fake host approves at once and sends the browser back to the editor.
  await expect(page.getByText('@editor · studio/site')).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Page', { exact: true }).selectOption('lawyers.mdx');
  const headline = page.locator('#root_hero_headline');
  await expect(headline).toHaveValue(/law firm website/);
  const pulls = page.getByRole('list', { name: 'Open pull requests' });
  const before = (await pulls.count()) ? await pulls.getByRole('listitem').count() : 0;

  await headline.fill('A law firm website edited on the live site');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByText(/Saved lawyers\.mdx to pull request #\d+/);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const number = /#(\d+)/.exec((await notice.textContent()) ?? '')![1];

  const item = pulls.getByRole('listitem').filter({ hasText: `#${number} Edit /lawyers: hero.headline` });
  await expect(item).toBeVisible();
  await expect(pulls.getByRole('listitem')).toHaveCount(before === 0 ? 1 : before);
  await expect(item.getByRole('link', { name: 'Deploy Preview' })).toHaveAttribute('href', `https://deploy-preview-${number}--${ADMIN_E2E_SITE_NAME}.netlify.app`);

  // Reopened, the page comes from the pull request's branch.
  await page.reload();
  await page.getByLabel('Page', { exact: true }).selectOption('lawyers.mdx');
  await expect(page.locator('#root_hero_headline')).toHaveValue('A law firm website edited on the live site');
  expect(violations).toEqual([]);
});
