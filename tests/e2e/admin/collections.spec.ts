/**
 * The live site's editor opens every collection too (admin-site.ts, the fake GitHub): a FAQ answer
 * and a price saved as pull requests, each one commit of its file, the price change named as one
 * in the pull request's description; a team member added with a photo uploaded from the browser,
 * the photo and the team file in the pull request's one commit; the home page's headline.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_API } from '../../../src/editor/core/admin-api.ts';
import { EDITOR_REQUEST_HEADER } from '../../../src/editor/core/editor-api.ts';
import { readFrontmatter } from '../../../src/editor/core/frontmatter.ts';
import { editorBranch } from '../../../netlify/lib/admin/pull-requests.ts';
import { PROJECT_ROOT } from '../editor/editor-site.ts';
import { ADMIN_E2E_GIT_HOST_FILE } from './admin-site.ts';
import { signInAs } from './sign-in.ts';

/** The pull request #number as the Git host holds it (the API's list names its title; its body is read from the host through the list's link). */
async function pullRequests(page: Page): Promise<Array<{ number: number; title: string; file: string | null }>> {
  return page.evaluate(async ({ path, header }) => {
    const response = await fetch(path, { headers: { [header]: '1' } });
    return ((await response.json()) as { pullRequests: Array<{ number: number; title: string; file: string | null }> }).pullRequests;
  }, { path: ADMIN_API.pulls, header: EDITOR_REQUEST_HEADER });
}

test('a FAQ answer and a tier price are saved as pull requests from /admin', async ({ page }) => {
  // Each save reads the repository's listing again from the host (every file and picture): slow on a busy machine.
  test.setTimeout(300_000);
  await signInAs(page);
  await page.getByLabel('Page', { exact: true }).selectOption('src/content/faq.yaml');
  const answer = page.locator('#root_1_a');
  await expect(answer).toHaveValue(/outright/, { timeout: 30_000 });
  await answer.fill('Yes, outright: the code, the design files, the content and the domain are yours from day one.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByText(/Saved src\/content\/faq\.yaml to pull request #\d+/);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const faqPull = Number(/#(\d+)/.exec((await notice.textContent()) ?? '')![1]);
  await expect(page.getByRole('list', { name: 'Open pull requests' }).getByRole('listitem').filter({ hasText: `#${faqPull} Edit /faq: Entry 2 › Answer` })).toBeVisible({ timeout: 120_000 });

  await page.getByLabel('Page', { exact: true }).selectOption('src/content/pricing.yaml');
  const price = page.locator('#root_tiers_1_price');
  await expect(price).toHaveValue('$2,495', { timeout: 60_000 });
  await price.fill('$2,695');
  await expect(page.locator('.price-changes')).toContainText('Price of tier "Professional Site": $2,495 → $2,695');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByText(/Saved src\/content\/pricing\.yaml to pull request #\d+/);
  await expect(saved).toBeVisible({ timeout: 120_000 });
  const pricePull = Number(/#(\d+)/.exec((await saved.textContent()) ?? '')![1]);
  const pulls = await pullRequests(page);
  expect(pulls.find((pull) => pull.number === pricePull)).toMatchObject({ title: 'Edit /pricing: Tiers', file: 'src/content/pricing.yaml' });
  expect(pulls.find((pull) => pull.number === faqPull)).toMatchObject({ file: 'src/content/faq.yaml' });

  // Reopened, the file comes from its pull request's branch.
  await page.reload();
  await page.getByLabel('Page', { exact: true }).selectOption('src/content/pricing.yaml');
  await expect(page.locator('#root_tiers_1_price')).toHaveValue('$2,695', { timeout: 120_000 });
});

/** The files each commit of a branch of the fake GitHub changed. */
async function commitsOn(branch: string): Promise<Array<{ changed: string[] }>> {
  const hostUrl = readFileSync(ADMIN_E2E_GIT_HOST_FILE, 'utf8');
  return (await (await fetch(`${hostUrl}/__fake/commits?branch=${encodeURIComponent(branch)}`)).json()) as Array<{ changed: string[] }>;
}

test("a team member with an uploaded photo, and the home page's headline, each saved as a pull request from /admin", async ({ page }) => {
  test.setTimeout(300_000);
  const TEAM = 'src/content/team.yaml';
  await signInAs(page);
  await page.getByLabel('Page', { exact: true }).selectOption(TEAM);
  await expect(page.locator('#root_0_name')).toBeVisible({ timeout: 60_000 });
  const members = (readFrontmatter(readFileSync(join(PROJECT_ROOT, TEAM), 'utf8')) as unknown[]).length;
  await page.getByRole('button', { name: 'Add to Team members' }).click();
  const field = (key: string) => page.locator(`#root_${members}_${key}`);
  await field('id').fill('sam-lee');
  await field('name').fill('Sam Lee');
  await field('role').fill('Front-end developer');
  await field('bio').fill('Builds the fast, accessible pages and keeps every site in the green.');
  await field('order').fill(String(members + 1));
  const picture = page.locator('.image-choice', { has: field('photo') });
  const upload = picture.locator('input[type=file]');
  await upload.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: readFileSync(join(PROJECT_ROOT, 'src/assets/portfolio/whitfield-law.png')) });
  await expect(picture.locator('.upload-refusal')).toContainText('a team photo is square', { timeout: 30_000 });
  await upload.setInputFiles({ name: 'Sam Lee.png', mimeType: 'image/png', buffer: readFileSync(join(PROJECT_ROOT, 'src/assets/team/maya-okafor.png')) });
  await expect(picture.locator('.upload-refusal')).toHaveCount(0, { timeout: 30_000 });
  await expect(field('photo')).toHaveValue(/^src\/assets\/team\/sam-lee-[0-9a-f]{8}\.png$/, { timeout: 30_000 });
  const photo = await field('photo').inputValue();
  await expect(page.locator('#problems')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Saved src\/content\/team\.yaml to pull request #\d+/)).toBeVisible({ timeout: 120_000 });
  // The photo is in the same commit as the team file that shows it.
  const commits = await commitsOn(editorBranch('editor', TEAM));
  expect(commits).toHaveLength(1);
  expect(commits[0]!.changed).toEqual([photo, TEAM].sort());

  const HOME = 'src/content/pages/home.yaml';
  await page.getByLabel('Page', { exact: true }).selectOption(HOME);
  const headline = page.locator('#root_hero_headline');
  await expect(headline).toBeVisible({ timeout: 60_000 });
  await headline.fill('Fast, hand-coded websites your clients trust at first sight');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Saved src\/content\/pages\/home\.yaml to pull request #\d+/)).toBeVisible({ timeout: 120_000 });
  expect((await pullRequests(page)).find((pull) => pull.file === HOME)).toMatchObject({ title: 'Edit /: Hero › Headline' });
});
