/**
 * The editor of the live site with a Git host (admin-site.ts: the built site and its functions
 * pointed at a fake GitHub): sign in through the host, change a field, save, and the pull request
 * appears beside the form with its Deploy Preview.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_PATH } from '../../../src/editor/core/admin-api.ts';
import { EDITOR_REQUEST_HEADER } from '../../../src/editor/core/editor-api.ts';
import { recordCspViolations } from '../editor/helpers.ts';
import { ADMIN_E2E_SITE_NAME } from './admin-site.ts';
import { signInAs } from './sign-in.ts';

test('signs in through GitHub, saves a field as a pull request, and lists it with its Deploy Preview', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto(`${ADMIN_PATH}/`);
  await expect(page.getByRole('heading', { name: 'Sign in to edit the pages' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
  // The fake host approves at once and sends the browser back to the editor.
  await expect(page.getByText('@editor · studio/site')).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Page', { exact: true }).selectOption('lawyers.mdx');
  const headline = page.locator('#root_hero_headline');
  // The first listing reads every file and image of the repository from the host (the pictures' pixels too).
  await expect(headline).toHaveValue(/law firm website/, { timeout: 30_000 });
  const pulls = page.getByRole('list', { name: 'Open pull requests' });

  await headline.fill('A law firm website edited on the live site');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByText(/Saved lawyers\.mdx to pull request #\d+/);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const number = /#(\d+)/.exec((await notice.textContent()) ?? '')![1];

  const item = pulls.getByRole('listitem').filter({ hasText: `#${number} Edit /lawyers: Top of the page (hero) › Headline` });
  await expect(item).toBeVisible({ timeout: 30_000 });
  // One pull request for the page, however often it is saved (other tests' pull requests on the same Git host are listed beside it).
  await expect(pulls.getByRole('listitem').filter({ hasText: 'Edit /lawyers' })).toHaveCount(1);
  await expect(item.getByRole('link', { name: 'Deploy Preview' })).toHaveAttribute('href', `https://deploy-preview-${number}--${ADMIN_E2E_SITE_NAME}.netlify.app`);

  // Reopened, the page comes from the pull request's branch.
  await page.reload();
  await page.getByLabel('Page', { exact: true }).selectOption('lawyers.mdx');
  await expect(page.locator('#root_hero_headline')).toHaveValue('A law firm website edited on the live site');
  expect(violations).toEqual([]);
});

test('refuses (422) a save that adds an import to the prose, committing nothing; a rename is one pull request with its case study', async ({ page }) => {
  await signInAs(page);
  const api = (path: string, init?: { method: string; body: unknown }) =>
    page.evaluate(
      async ({ path, init, header }) => {
        const response = await fetch(path, {
          method: init?.method ?? 'GET',
          headers: { [header]: '1', ...(init ? { 'content-type': 'application/json' } : {}) },
          ...(init ? { body: JSON.stringify(init.body) } : {}),
        });
        return { status: response.status, json: await response.json() };
      },
      { path, init, header: EDITOR_REQUEST_HEADER },
    );
  const pullsBefore = (await api('/api/admin/pulls')).json.pullRequests.length;

  // The editor offers no way to add code to the prose; a script on the page could still send it.
  const file = (await api('/api/admin/file?name=accountants.mdx')).json as { source: string; version: string };
  const closing = file.source.indexOf('\n---\n', 4) + 5;
  const withImport = `${file.source.slice(0, closing)}\nimport { writeFileSync } from 'node:fs'\n${file.source.slice(closing)}`;
  const refused = await api('/api/admin/file', { method: 'PUT', body: { name: 'accountants.mdx', source: withImport, baseVersion: file.version } });
  expect(refused.status).toBe(422);
  expect(refused.json.error).toMatch(/Code changes go through a code editor/);
  expect((await api('/api/admin/file?name=accountants.mdx')).json.version).toBe(file.version);
  expect((await api('/api/admin/pulls')).json.pullRequests).toHaveLength(pullsBefore);

  // A rename from the editor: the page, its file and the case study that names it, in one pull request.
  await page.getByLabel('Page', { exact: true }).selectOption('consultants.mdx');
  await expect(page.locator('#root_slug')).toHaveValue('consultants', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename the page' });
  await dialog.getByLabel('New slug').fill('consulting-firms');
  await expect(dialog).toContainText('the case study summit-advisory.yaml will name it');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  const notice = page.getByText(/consultants\.mdx is now consulting-firms\.mdx, and one case study points at it\. In pull request #\d+ \(3 files, one commit\)/);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const number = /#(\d+)/.exec((await notice.textContent()) ?? '')![1];
  await expect(page.getByRole('list', { name: 'Open pull requests' }).getByRole('listitem').filter({ hasText: `#${number} Rename /consultants to /consulting-firms` })).toBeVisible();
});
