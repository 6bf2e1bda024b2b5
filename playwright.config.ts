import { defineConfig, devices } from '@playwright/test';
import { E2E_STAFF_KEY } from './tests/e2e/fixtures/staff-access';
import { EDITOR_E2E_PORT } from './tests/e2e/editor/editor-site';

/**
 * End-to-end tests against the built site served by Netlify's local emulation (scripts/serve.mjs),
 * in Debian's Chromium: Playwright never downloads a browser here. The browser editor's tests
 * (the `editor` project) run against `astro dev` in a scratch copy of the project
 * (tests/e2e/editor/editor-site.ts), on E2E_EDITOR_PORT, since the editor exists only there.
 */
const PORT = Number(process.env.E2E_PORT ?? 4322);
const EDITOR_TESTS = 'e2e/editor/**/*.spec.ts';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', testIgnore: EDITOR_TESTS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', testIgnore: EDITOR_TESTS, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
    {
      name: 'editor',
      testMatch: EDITOR_TESTS,
      // The tests write the copy's industry files: one at a time.
      fullyParallel: false,
      timeout: 90_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${EDITOR_E2E_PORT}`, launchOptions },
    },
  ],
  webServer: [
    {
      command: 'node --env-file-if-exists=.env scripts/serve.mjs',
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
      stdout: 'pipe',
    },
    {
      command: 'node tests/e2e/editor/editor-site.ts',
      url: `http://localhost:${EDITOR_E2E_PORT}/__editor/`,
      env: { E2E_EDITOR_PORT: String(EDITOR_E2E_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
