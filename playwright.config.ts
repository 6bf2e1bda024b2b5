import { mkdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STAFF_KEY } from './tests/e2e/fixtures/staff-access';
import { ADMIN_E2E_PORT } from './tests/e2e/admin/admin-site';
import { EDITOR_E2E_PORT } from './tests/e2e/editor/editor-site';

/**
 * End-to-end tests against the built site served by Netlify's local emulation (scripts/serve.mjs),
 * in Debian's Chromium: Playwright never downloads a browser here. The browser editor's tests
 * (the `editor` project) run against `astro dev` in a scratch copy of the project
 * (tests/e2e/editor/editor-site.ts), on E2E_EDITOR_PORT, since the editor exists only there. The
 * editor of the live site with a Git host (the `admin` project) runs against a second copy of the
 * built site whose functions talk to a fake GitHub (tests/e2e/admin/admin-site.ts), on
 * E2E_ADMIN_PORT; without one it is tested on the main site (tests/e2e/admin-setup.spec.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 4322);
const EDITOR_TESTS = 'e2e/editor/**/*.spec.ts';
const ADMIN_TESTS = 'e2e/admin/**/*.spec.ts';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Which tests run in which project, so that none is listed as skipped: a test or describe tagged
 * `@desktop` (the desktop layout) or `@once` (anything that does not depend on the viewport, run
 * once) runs only in the desktop project, one tagged `@phone` only in the mobile project, an
 * untagged one in both. Whole files made for one kind of screen are listed here.
 */
const PHONE_ONLY_FILES = ['**/e2e/reflow.spec.ts'];
const DESKTOP_ONLY_FILES = ['**/e2e/card-rows.spec.ts', '**/e2e/islands/ai-review.spec.ts'];
/**
 * The local server's output (its request and function logs, including the warnings and errors the
 * tests provoke on purpose) goes to this file, not into the test report: a failing test shows the
 * response it got, and the log is here to read beside it.
 */
const SERVER_LOG = '.netlify/e2e-server.log';
const EDITOR_SERVER_LOG = '.netlify/e2e-editor-server.log';
const ADMIN_SERVER_LOG = '.netlify/e2e-admin-server.log';
mkdirSync('.netlify', { recursive: true });
const launchOptions = {
  executablePath: chromium,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts'],
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // What failed, with its error, steps and the path of its trace, and the summary: a dot per test
  // in a log (CI, or output sent to a file), one line that rewrites itself at a terminal.
  reporter: process.env.CI || !process.stdout.isTTY ? [['dot']] : [['line']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@phone\b/,
      testIgnore: [...PHONE_ONLY_FILES, EDITOR_TESTS, ADMIN_TESTS],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      grepInvert: /@desktop\b|@once\b/,
      testIgnore: [...DESKTOP_ONLY_FILES, EDITOR_TESTS, ADMIN_TESTS, '**/e2e/admin-setup.spec.ts'],
    },
    {
      name: 'editor',
      testMatch: EDITOR_TESTS,
      // The tests write the copy's industry files and case studies (a rename of Lawyers, a retire): one at a time, file after file.
      fullyParallel: false,
      workers: 1,
      timeout: 90_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${EDITOR_E2E_PORT}`, launchOptions },
    },
    {
      name: 'admin',
      testMatch: ADMIN_TESTS,
      // The tests share one fake Git host (its pull requests, its branches): one at a time.
      fullyParallel: false,
      timeout: 90_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${ADMIN_E2E_PORT}`, launchOptions },
    },
  ],
  webServer: [
    {
      command: `node --env-file-if-exists=.env scripts/serve.mjs > ${SERVER_LOG} 2>&1`,
      url: `http://localhost:${PORT}/`,
      env: {
        PORT: String(PORT),
        // Lets the AI review reach the local fixture page served by the tests (never set in production).
        AI_REVIEW_ALLOW_HOSTS: process.env.AI_REVIEW_ALLOW_HOSTS ?? '127.0.0.1:4399,localhost:4399',
        // A fresh visitor identity per run: the local Blobs data (and the daily AI quota) persist in .netlify/.
        VISITOR_HASH_SALT: process.env.VISITOR_HASH_SALT ?? `e2e-${Date.now()}`,
        // The staff link's key (security.spec.ts opens it).
        AI_REVIEW_ACCESS_KEY: E2E_STAFF_KEY,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      // The editor's dev server, its log beside the site server's.
      command: `node tests/e2e/editor/editor-site.ts > ${EDITOR_SERVER_LOG} 2>&1`,
      url: `http://localhost:${EDITOR_E2E_PORT}/__editor/`,
      env: { E2E_EDITOR_PORT: String(EDITOR_E2E_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      // The built site with a Git host (a fake GitHub on 127.0.0.1), its log beside the others.
      command: `node tests/e2e/admin/admin-site.ts > ${ADMIN_SERVER_LOG} 2>&1`,
      url: `http://localhost:${ADMIN_E2E_PORT}/admin/`,
      env: { E2E_ADMIN_PORT: String(ADMIN_E2E_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
});
