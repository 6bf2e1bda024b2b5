/**
 * Two people edit one page at once on /admin: while the editor changes the hero's headline,
 * another person's commit changes its subheadline on the branch. The editor's save merges both
 * without asking, says what it kept of each, and the pull request holds both changes.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { industryFilePath } from '../../../src/editor/core/industry-file.ts';
import { recordCspViolations } from '../editor/helpers.ts';
import { ADMIN_E2E_GIT_HOST_FILE } from './admin-site.ts';
import { signInAs } from './sign-in.ts';

test('a save that meets another person\'s change of another field merges both without asking', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await recordCspViolations(page);
  // An editor and a page no other spec uses: the save starts on the main branch.
  await signInAs(page, 'staffer');
  await page.getByLabel('Page', { exact: true }).selectOption('nonprofits.mdx');
  const headline = page.locator('#root_hero_headline');
  await expect(headline).toHaveValue(/supporters into donors/, { timeout: 30_000 });
  await headline.fill('A nonprofit website two people edited at once');

  // Meanwhile someone else's change of the subheadline lands on the branch the page was opened from.
  const host = readFileSync(ADMIN_E2E_GIT_HOST_FILE, 'utf8');
  const path = industryFilePath('nonprofits.mdx');
  const now = (await (await fetch(`${host}/__fake/file?path=${encodeURIComponent(path)}`)).json()) as { content: string };
  const subheadline = /^ {2}subheadline: .*$/m.exec(now.content)![0];
  const theirs = now.content.replace(subheadline, '  subheadline: "Changed by someone else meanwhile"');
  expect((await fetch(`${host}/__fake/commit`, { method: 'POST', body: JSON.stringify({ path, content: theirs, login: 'owner', message: 'Edit the subheadline' }) })).status).toBe(201);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Kept the change saved meanwhile to [^;]*Text under the headline; yours to [^;]*Headline saved\./)).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#root_hero_subheadline')).toHaveValue('Changed by someone else meanwhile');
  await expect(headline).toHaveValue('A nonprofit website two people edited at once');

  // The pull request's branch holds their text with only the headline line changed.
  const saved = (await (await fetch(`${host}/__fake/file?branch=${encodeURIComponent('editor/staffer/nonprofits')}&path=${encodeURIComponent(path)}`)).json()) as { content: string };
  expect(saved.content).toBe(theirs.replace(/^ {2}headline: .*$/m, '  headline: "A nonprofit website two people edited at once"'));
  expect(violations).toEqual([]);
});
