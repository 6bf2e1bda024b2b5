/**
 * The editor of the live site without a Git host configured (the browser tests' site has none of
 * its variables): /admin is its own page, under its own headers, saying what to set up; its API
 * answers 503 with the same message.
 */
import { expect, test } from '@playwright/test';
import { ADMIN_API, ADMIN_PATH, SETUP_VARIABLES } from '../../src/editor/core/admin-api.ts';
import { EDITOR_REQUEST_HEADER } from '../../src/editor/core/editor-api.ts';
import { expectNoAxeViolations } from '../a11y/axe-check.ts';
import { recordCspViolations } from './editor/helpers.ts';

test('/admin without configuration explains the set-up, under its own headers @once', async ({ page, request, baseURL }) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto(`${ADMIN_PATH}/`);
  const headers = response!.headers();
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['cache-control']).toBe('no-store');
  // The site's policy and the editor's own, both enforced.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");

  await expect(page.getByRole('heading', { level: 1, name: 'The editor is not set up on this site' })).toBeVisible();
  const table = page.getByRole('table', { name: 'The editor’s variables' });
  for (const variable of SETUP_VARIABLES) {
    const row = table.getByRole('row', { name: new RegExp(variable.name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(variable.required ? 'Missing' : 'Optional');
  }
  await expect(page.getByText(`${baseURL}${ADMIN_API.callback}`)).toBeVisible();
  await expect(page.getByText('docs/deploy.md', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page, ADMIN_PATH);
  expect(violations).toEqual([]);

  const api = await request.get(ADMIN_API.files, { headers: { [EDITOR_REQUEST_HEADER]: '1' } });
  expect(api.status()).toBe(503);
  const body = await api.json();
  for (const variable of SETUP_VARIABLES.filter((item) => item.required)) expect(body.error).toContain(variable.name);
});
