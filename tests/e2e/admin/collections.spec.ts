/**
 * The live site's editor opens every collection too (admin-site.ts, the fake GitHub): a FAQ answer
 * and a price saved as pull requests, each one commit of its file, the price change named as one
 * in the pull request's description.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_API, ADMIN_PATH } from '../../../src/editor/core/admin-api.ts';
import { EDITOR_REQUEST_HEADER } from '../../../src/editor/core/editor-api.ts';

async function signIn(page: Page): Promise<void> {
  await page.goto(`${ADMIN_PATH}/`);
  await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
  await expect(page.getByText('@editor · studio/site')).toBeVisible({ timeout: 30_000 });
}

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
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption('src/content/faq.yaml');
  const answer = page.locator('#root_1_a');
  await expect(answer).toHaveValue(/outright/, { timeout: 30_000 });
  await answer.fill('Yes, outright: the code, the design files, the content and the domain are yours from day one.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByText(/Saved src\/content\/faq\.yaml to pull request #\d+/);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const faqPull = Number(/#(\d+)/.exec((await notice.textContent()) ?? '')![1]);
  await expect(page.getByRole('list', { name: 'Open pull requests' }).getByRole('listitem').filter({ hasText: `#${faqPull} Edit /faq: 1.a` })).toBeVisible({ timeout: 120_000 });

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
  expect(pulls.find((pull) => pull.number === pricePull)).toMatchObject({ title: 'Edit /pricing: tiers', file: 'src/content/pricing.yaml' });
  expect(pulls.find((pull) => pull.number === faqPull)).toMatchObject({ file: 'src/content/faq.yaml' });

  // Reopened, the file comes from its pull request's branch.
  await page.reload();
  await page.getByLabel('Page', { exact: true }).selectOption('src/content/pricing.yaml');
  await expect(page.locator('#root_tiers_1_price')).toHaveValue('$2,695', { timeout: 120_000 });
});
