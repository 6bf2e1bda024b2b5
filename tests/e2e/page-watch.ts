/**
 * Helpers for the security and accessibility browser tests: record every Content-Security-Policy
 * violation, console error and uncaught exception of a page, stub the scheduler's iframe (no
 * network in tests), and bring every island to life (scroll through the page so client:visible
 * islands hydrate, then wait until no island is still waiting).
 */
import { expect, type Page } from '@playwright/test';
import { SCHEDULER } from '../../src/lib/config';

export const NOT_FOUND_PATH = '/this-page/does-not-exist';

export interface PageWatch {
  /** CSP violations seen by the page (securitypolicyviolation events, all frames of this origin). */
  violations: () => Promise<string[]>;
  /** console.error messages (CSP's "Refused to …" among them), policy warnings, uncaught exceptions. */
  errors: string[];
}

/** Call before page.goto: installs the listeners for the whole life of the page. */
export async function watchPage(page: Page): Promise<PageWatch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    // Chromium warns about policy headers it cannot parse (an unknown Permissions-Policy feature,
    // a directive a <meta> policy cannot carry): those count as errors here.
    else if (message.type() === 'warning' && /Permissions-Policy|Content[- ]Security[- ]Policy/i.test(message.text())) {
      errors.push(`console.warning: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // The scheduler's calendar is an iframe from its own origin; answer it locally.
  await page.route(`${SCHEDULER.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Scheduler</title><p>Calendar</p>' }),
  );
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []),
  };
}

/**
 * Scrolls through the page instantly (the site scrolls smoothly otherwise; client:visible islands
 * hydrate as they come into view), scrolls each island that is still waiting into view, then back
 * to the top, and waits until every island whose condition holds has hydrated (Astro removes the
 * `ssr` attribute once an island has rendered on the client). client:media islands whose query
 * does not match stay static, as they should.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame (so intersection observers run) or 250 ms, whichever comes first: a starved page
    // may not render frames at all. At most 100 steps, whatever the page does to its height.
    const settle = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0, n = 0; y < document.documentElement.scrollHeight && n < 100; y += step, n++) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await settle();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await settle();
  });
  const waiting = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('astro-island[ssr]')]
        .filter((island) => {
          if (island.getAttribute('client') !== 'media') return true;
          const query = JSON.parse(island.getAttribute('opts') ?? '{}').value as string;
          return window.matchMedia(query).matches;
        })
        .map((island) => `${island.getAttribute('component-url')} (client:${island.getAttribute('client')})`),
    );
  // Any client:visible island the pass went by too fast for: bring it into view on its own.
  for (let i = 0; i < 20; i++) {
    const uid = await page.evaluate(() => {
      const island = document.querySelector('astro-island[ssr][client="visible"]');
      (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return island?.getAttribute('uid') ?? null;
    });
    if (!uid) break;
    await page.waitForFunction((id) => !document.querySelector(`astro-island[uid="${id}"][ssr]`), uid, { timeout: 10_000 });
  }
  await expect.poll(waiting, { message: 'islands still waiting to hydrate', timeout: 15_000 }).toEqual([]);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** The message Chromium logs for a document answered with 404: expected on the 404 page only. */
export function isNotFoundDocumentError(message: string): boolean {
  return /Failed to load resource: the server responded with a status of 404/.test(message);
}
