/**
 * Warms Netlify's local emulation before the first test: its first requests after start-up
 * can take tens of seconds on a busy 2-core machine (it scans and compiles the functions), which
 * would otherwise be charged to whichever tests happen to run first.
 */
import { chromium, type FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const { baseURL, launchOptions } = config.projects[0]!.use;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    for (const path of ['/', '/payment', '/lawyers']) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'load', timeout: 180_000 });
    }
    // One function call, so the functions have been scanned and compiled once.
    await page.request.get(new URL('/api/ai-review-access', baseURL).href, { timeout: 180_000 });
  } finally {
    await browser.close();
  }
}
