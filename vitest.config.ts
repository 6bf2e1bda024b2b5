/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config (aliases, React JSX) under four kinds of tests: pure logic, React islands
// in a DOM, Netlify Functions called in-process, and the budgets of the build output.
export default getViteConfig({
  test: {
    // What a test printed shows only when it fails: the function tests exercise error paths on
    // purpose, and their expected error logs would otherwise bury the results.
    silent: 'passed-only',
    // In a log (CI, or output sent to a file) a dot per test, then what failed and the summary;
    // at a terminal the default live view.
    reporters: process.env.CI || !process.stdout.isTTY ? ['dot'] : ['default'],
    // Content checked and netlify/generated/ written before any test, as a build does.
    globalSetup: ['tests/setup/sync-content.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        // Byte budgets of the build output (dist/): run after `npm run build` (npm run test:build).
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
