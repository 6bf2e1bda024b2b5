/**
 * Signing in to /admin as one of the fake host's accounts (admin-site.ts), as an editor does: the
 * sign-in page, GitHub's button, back in the editor under their name.
 */
import { expect, type Page } from '@playwright/test';
import { ADMIN_PATH } from '../../../src/editor/core/admin-api.ts';
import { ADMIN_E2E_USERS, signInAsCookie } from './admin-site.ts';

type Login = (typeof ADMIN_E2E_USERS)[number]['login'];

export async function signInAs(page: Page, login: Login = 'editor'): Promise<void> {
  await page.context().addCookies([signInAsCookie(login)]);
  await page.goto(`${ADMIN_PATH}/`);
  await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
  // The fake host approves at once and sends the browser back to the editor.
  await expect(page.getByText(`@${login} · studio/site`)).toBeVisible({ timeout: 30_000 });
}
