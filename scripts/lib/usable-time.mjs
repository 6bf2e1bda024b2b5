/**
 * How long the browser editor takes to become usable: Debian's Chromium (Playwright) opens the
 * live site's editor (/admin, signed in against the fake GitHub of the browser tests,
 * tests/e2e/admin/admin-site.ts) with its CPU slowed down 4x (as a mid-range laptop runs it), and
 * times the navigation until the page list can be used and the form shows its first field.
 * The server's answers are recorded once and replayed (see timeAdminUsable).
 * Wall time is read in the page (performance.now() from the navigation's start); CPU time is the
 * Chromium processes' own (user + system, from /proc), over the same span.
 */
import { spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/** The page list (enabled, with its pages) and the form's first field, both on screen. */
function installUsableProbe() {
  const usable = () => {
    const list = document.getElementById('file-choice');
    const field = document.querySelector('#editor-pane [id^="root_"]:is(input, textarea, select)');
    return list && !list.disabled && list.options.length > 0 && field && field.checkVisibility();
  };
  const observer = new MutationObserver(() => {
    if (usable()) {
      window.__usableAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Each process's parent, and its CPU time so far (ms). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS });
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** CPU time (ms) of this process's children and their descendants, but for `skip`'s: the browser's processes. */
function childrenCpu(skip) {
  const table = processTable();
  let total = 0;
  const visit = (pid) => {
    total += table.get(pid)?.cpu ?? 0;
    for (const [child, { parent }] of table) if (parent === pid) visit(child);
  };
  for (const [child, { parent }] of table) if (parent === process.pid && child !== skip) visit(child);
  return total;
}

const within = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(null), ms))]);

/** A recorded answer's headers as replayed: its body is stored decoded. */
function withoutEncoding(headers) {
  const { 'content-encoding': _encoding, 'content-length': _length, ...rest } = headers;
  return rest;
}

async function waitForServer(url, server, limitMs) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The admin site stopped (exit ${server.exitCode}); see its log.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The admin site did not answer at ${url} within ${limitMs / 1000} s.`);
}

/**
 * Times `runs` openings of /admin served with the editor app built in `appDir`, after one
 * opening that signs in and one that records every answer of the server (the page, its files, the
 * API's). The timed openings get those answers replayed at once, so they time the editor itself
 * (download, parse, run, render) rather than the local emulation of the functions, which on a
 * busy machine takes seconds per call. The server is stopped before this returns.
 */
export async function timeAdminUsable({ projectRoot, appDir, port, runs }) {
  const log = join(tmpdir(), `industry-bench-admin-${port}.log`);
  const output = openSync(log, 'w');
  const server = spawn(process.execPath, [join(projectRoot, 'tests/e2e/admin/admin-site.ts')], {
    cwd: projectRoot,
    env: { ...process.env, E2E_ADMIN_PORT: String(port), E2E_ADMIN_APP: appDir },
    stdio: ['ignore', output, output],
  });
  let browser;
  try {
    const origin = `http://127.0.0.1:${port}`;
    const url = `${origin}/admin/`;
    await waitForServer(url, server, 180_000);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(installUsableProbe);
    // Signs in through the fake host once; the session cookie serves the next opening, whose
    // answers (the page, its files, the API's) are recorded and replayed to every timed one.
    const first = await context.newPage();
    await first.goto(url);
    await first.getByRole('link', { name: 'Sign in with GitHub' }).click();
    await first.waitForFunction(() => window.__usableAt, null, { timeout: 180_000, polling: 100 });
    await first.close();
    if (process.env.BENCH_DEBUG) console.log('signed in');
    const recorded = new Map();
    const recording = await context.newPage();
    recording.on('response', (response) => {
      if (response.request().method() !== 'GET' || !response.url().startsWith(origin)) return;
      recorded.set(
        response.url(),
        response.body().then(
          (body) => ({ status: response.status(), headers: withoutEncoding(response.headers()), body }),
          () => null,
        ),
      );
    });
    // What the page asks for after it is usable (the prose editor's script) is recorded too: it loads, unmeasured, in the timed openings.
    const proseEditor = recording.waitForResponse(/\/ProseEditor-[^/]*\.js$/, { timeout: 180_000 }).catch(() => null);
    await recording.goto(url);
    await recording.waitForFunction(() => window.__usableAt, null, { timeout: 180_000, polling: 100 });
    await proseEditor;
    if (process.env.BENCH_DEBUG) console.log('recorded', [...recorded.keys()].join('\n'));
    // A body the browser never finishes (a request cut short) is left out, not waited for.
    await Promise.all([...recorded.keys()].map(async (key) => recorded.set(key, await within(recorded.get(key), 10_000))));
    await recording.close();
    await context.route(`${origin}/**`, async (route) => {
      const answer = recorded.get(route.request().url());
      return answer ? route.fulfill(answer) : route.continue();
    });
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const cpuBefore = childrenCpu(server.pid);
      await page.goto(url, { waitUntil: 'commit' });
      const wall = await (await page.waitForFunction(() => window.__usableAt, null, { timeout: 60_000, polling: 100 })).jsonValue();
      const cpu = childrenCpu(server.pid) - cpuBefore;
      if (process.env.BENCH_DEBUG) console.log(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${entry.name}`).join('\n')));
      samples.push({ wall, cpu });
      await page.close();
    }
    return samples;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
