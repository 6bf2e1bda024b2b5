/**
 * The first interaction with each island on a slowed-down CPU, for `npm run bench`.
 *
 * Each scenario opens its page in a fresh browser context (a first visit: nothing cached) with the
 * CPU slowed down by CDP's Emulation.setCPUThrottlingRate (the same multiplier Lighthouse applies
 * to the main thread in its simulation), waits until the page has loaded and the network is
 * quiet, and then does what a visitor does first with that island, as Playwright does it: the
 * pointer moves to the control, presses it, and types. Its INP is the longest interaction the
 * Event Timing API records (entries with an interactionId, buffered from the page's start, the
 * durationThreshold at its 16 ms floor; an interaction under it counts as 16 ms), with the input
 * delay of that interaction (how long it waited for the main thread: a hydration in progress).
 *
 * `readyMs`: for a control that is disabled until its island hydrates, how long after the visitor
 * reached it (scrolled to it or pointed at it) it became usable.
 *
 * The network is not throttled (loopback): this measures the CPU's share of a first touch.
 */
import { chromium } from '@playwright/test';

/**
 * @typedef {{ island: string, route: string, action: string,
 *   run: (page: import('@playwright/test').Page) => Promise<number | undefined> }} Scenario
 */

/** Waits for a control to be enabled; returns how long that took from now. */
async function readyAfter(locator) {
  const started = Date.now();
  await locator.waitFor({ state: 'visible' });
  await locator.page().waitForFunction((el) => el && !el.disabled, await locator.elementHandle(), { timeout: 60_000 });
  return Date.now() - started;
}

/** @type {Scenario[]} */
export const ISLAND_INTERACTIONS = [
  {
    island: 'ContactForm',
    route: '/contact',
    action: 'click Name, type one character',
    run: async (page) => {
      const field = page.locator('[data-contact-form] input[name="name"]');
      await field.click();
      await page.keyboard.type('J');
      return undefined;
    },
  },
  {
    island: 'CostCalculator',
    route: '/pricing',
    action: 'scroll to it, choose 1 year',
    run: async (page) => {
      const radio = page.getByRole('radio', { name: /^1 year/i }).first();
      await radio.scrollIntoViewIfNeeded();
      const readyMs = await readyAfter(radio);
      // The radio itself is visually hidden: the visitor presses its label, where it sits.
      await radio.click({ force: true });
      return readyMs;
    },
  },
  {
    island: 'FaqSearch (script)',
    route: '/faq',
    action: 'click the search box, type one character',
    run: async (page) => {
      const box = page.getByRole('searchbox').first();
      // Playwright's click waits for the box to be enabled (it was disabled until hydration once).
      await box.click();
      await page.keyboard.type('p');
      return undefined;
    },
  },
  {
    island: 'GuideCard',
    route: '/resources',
    action: 'scroll to the first card, click its Email, type one character',
    run: async (page) => {
      const field = page.locator('astro-island input[type="email"]').first();
      await field.scrollIntoViewIfNeeded();
      await field.click();
      await page.keyboard.type('a');
      return undefined;
    },
  },
  {
    island: 'AiFeedbackForm',
    route: '/ai-feedback',
    action: 'click Website URL, type one character',
    run: async (page) => {
      const field = page.locator('input[name="website_url"]').first();
      await field.click();
      await page.keyboard.type('e');
      return undefined;
    },
  },
  {
    island: 'PortfolioGallery (script)',
    route: '/case-studies',
    action: 'scroll to the filters, press the second industry',
    run: async (page) => {
      const button = page.getByRole('group', { name: 'Industry' }).getByRole('button').nth(1);
      await button.scrollIntoViewIfNeeded();
      const readyMs = await readyAfter(button);
      await button.click();
      return readyMs;
    },
  },
  {
    island: 'TimelineChart',
    route: '/timeline',
    action: 'scroll to the chart, tap the first bar',
    run: async (page) => {
      const bar = page.locator('astro-island button[aria-describedby]').first();
      await bar.scrollIntoViewIfNeeded();
      await bar.click();
      return undefined;
    },
  },
];

/** Collects Event Timing entries from the page's start (before any script of the page runs). */
const OBSERVE_EVENTS = () => {
  const entries = [];
  Object.defineProperty(window, '__benchEvents', { value: entries });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      entries.push({ name: e.name, id: e.interactionId, duration: e.duration, delay: e.processingStart - e.startTime });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Runs every scenario `runs` times at each CPU multiplier on `origin`.
 * @returns {Promise<Array<{ island: string, route: string, action: string, cpu: number,
 *   inp: number[], delay: number[], ready: (number | undefined)[] }>>}
 */
export async function measureFirstInteractions({ origin, cpus, runs, chromePath, scenarios = ISLAND_INTERACTIONS, log = () => {} }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const rows = [];
  try {
    for (const scenario of scenarios) {
      for (const cpu of cpus) {
        const row = { island: scenario.island, route: scenario.route, action: scenario.action, cpu, inp: [], delay: [], ready: [] };
        for (let i = 0; i < runs; i++) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: false });
          try {
            const page = await context.newPage();
            page.setDefaultTimeout(60_000);
            await page.addInitScript(OBSERVE_EVENTS);
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
            await page.goto(`${origin}${scenario.route}`, { waitUntil: 'load' });
            await page.waitForLoadState('networkidle');
            // A visitor reads before acting: a second of an idle page, as a person would give it.
            await page.waitForTimeout(1000);
            const ready = await scenario.run(page);
            // Let the interaction's frame be presented and its entries delivered.
            await page.waitForTimeout(1500);
            const events = await page.evaluate(() => /** @type {any} */ (window).__benchEvents);
            const worst = events.reduce((a, b) => (b.duration > a.duration ? b : a), { duration: 16, delay: 0 });
            row.inp.push(Math.round(worst.duration));
            row.delay.push(Math.round(worst.delay));
            row.ready.push(ready);
          } catch (error) {
            log(`${scenario.island} at ${cpu}×: ${String(error).split('\n')[0]}`);
            row.failed = (row.failed ?? 0) + 1;
          } finally {
            await context.close();
          }
        }
        log(`${scenario.island.padEnd(18)} ${scenario.route.padEnd(14)} CPU ${cpu}×  INP ${row.inp.join('/')} ms (median ${median(row.inp)})  input delay ${row.delay.join('/')} ms` + (row.ready[0] !== undefined ? `  ready ${row.ready.join('/')} ms` : ''));
        rows.push(row);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export { median };
