#!/usr/bin/env node
/**
 * npm run bench [-- --no-build] [-- --routes /,/about] [-- --runs 3] [-- --cpu 4,8]
 *               [-- --baseline ../other-checkout] [-- --no-inp] [-- --no-lighthouse]
 *
 * Lighthouse over every route of the site (tests/e2e/site-map.ts ALL_ROUTES) and the 404 page (a
 * missing path, answered 404 as Netlify answers it): builds the site, serves dist/ and the
 * functions with scripts/serve.mjs (Netlify's local emulation, netlify.toml headers) on a free
 * port, and runs the npm `lighthouse` package in Debian's Chromium (/usr/bin/chromium, or
 * CHROME_PATH; nothing is downloaded) with Lighthouse's mobile preset and simulated throttling.
 *
 * CPU: Lighthouse's mobile preset emulates a Moto G Power class phone by multiplying the main-thread
 * work it observes by 4, which assumes a host about four times faster than that phone. On a slower
 * host that would emulate a far slower phone, so the multiplier is calibrated, as Lighthouse's
 * throttling guide recommends, for each run: its gather phase measures the host's benchmark index
 * (at the same moment as the trace, so a busy host is accounted for), and the audit phase uses
 * index / 264 (264: the Moto G Power class score of DevTools' CPU calibration), kept between 1
 * and 4. `--cpu-multiplier 4` forces Lighthouse's default.
 *
 * With --runs N, each route is measured N times and the run with the median Performance score is
 * kept (Lighthouse's own advice for variable hosts); the table also lists every run's score, and
 * the headline how many single runs scored 100, so a median that hides dips shows it.
 *
 * CPU slowdown (--cpu, default 4,8): each gathered trace is audited once per multiplier, so 4×
 * and 8× are simulated from the same page load. 4× is the phone above; 8× a phone twice as slow
 * (each multiplier calibrated to the host the same way: index / 264 × multiplier / 4, at most the
 * multiplier; --no-calibrate takes the multipliers as given, as Lighthouse's own flag does). For each route and multiplier the report gives Performance, TBT, LCP and what the
 * long tasks were made of (Lighthouse's task groups: script evaluation, style and layout, HTML
 * parsing, "other"...) and to which file they are attributed.
 *
 * --baseline DIR: another checkout of the site, already built (its dist/), served by its own
 * scripts/serve.mjs beside this one; every route is measured on both, alternating run by run,
 * and the report puts them side by side (a before/after in one run on one host).
 *
 * Islands' first interaction (--no-inp to skip): scripts/lib/bench-inp.mjs drives Chromium with
 * Playwright at each CPU multiplier (CDP Emulation.setCPUThrottlingRate) through the first thing a
 * visitor does with each island, and reads its INP from the Event Timing API.
 *
 * Writes bench/results/lighthouse.md (route, the four scores, LCP, TBT, CLS, transferred bytes,
 * JS bytes, and what kept a score under 100; the CPU-slowdown and INP tables) and the raw reports
 * in bench/results/raw/ (git-ignored). Prints the worst route per category. It reports; it never
 * fails on a score.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { runnerImport } from 'vite';
import { SCHEDULER } from '../src/lib/config.ts';
import { measureFirstInteractions, median } from './lib/bench-inp.mjs';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    routes: { type: 'string' },
    'cpu-multiplier': { type: 'string' },
    runs: { type: 'string', default: '1' },
    cpu: { type: 'string', default: '4,8' },
    baseline: { type: 'string' },
    inp: { type: 'boolean', default: true },
    lighthouse: { type: 'boolean', default: true },
    calibrate: { type: 'boolean', default: true },
  },
  allowNegative: true,
});

const root = resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NOT_FOUND_PATH = '/this-page/does-not-exist';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** DevTools' CPU calibration: benchmark index of a low-tier phone (Moto G Power class). */
const TARGET_BENCHMARK_INDEX = 264;

function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts Chromium with a DevTools port for Lighthouse; resolves with { port, stop }. */
async function launchChromium() {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      // chrome-launcher's defaults for measuring: no background work, no first-run UI.
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      '--disable-component-update',
      '--disable-background-networking',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-client-side-phishing-detection',
      '--disable-domain-reliability',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--disable-hang-monitor',
      '--disable-ipc-flooding-protection',
      '--metrics-recording-only',
      '--mute-audio',
      '--password-store=basic',
      '--use-mock-keychain',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolvePromise, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`${chromePath} did not open a DevTools port`)), 30_000);
    child.stderr.on('data', (chunk) => {
      buffer += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolvePromise(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`${chromePath} exited with ${code}: ${buffer.slice(-500)}`)));
  });
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

function audit(lhr, id) {
  return lhr.audits[id];
}

/** Audits that cost points in a category (weighted, scored below 1). */
function lostPoints(lhr, category) {
  const cat = lhr.categories[category];
  return cat.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(({ audit: a }) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
    .map(({ id, audit: a }) => `${id} (${a.displayValue ?? Math.round(a.score * 100)})`);
}

function summarize(route, lhr) {
  const requests = audit(lhr, 'network-requests')?.details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  return {
    route,
    scores,
    lcpMs: audit(lhr, 'largest-contentful-paint')?.numericValue ?? NaN,
    tbtMs: audit(lhr, 'total-blocking-time')?.numericValue ?? NaN,
    cls: audit(lhr, 'cumulative-layout-shift')?.numericValue ?? NaN,
    transferBytes: audit(lhr, 'total-byte-weight')?.numericValue ?? NaN,
    jsBytes,
    lost: Object.fromEntries(CATEGORIES.map((c) => [c, lostPoints(lhr, c)]).filter(([, l]) => l.length)),
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Refuses to measure a development build (NODE_ENV=development at build time): React DOM's
 * development runtime carries its warning texts, which the production runtime leaves out.
 */
function assertProductionBuild(assets) {
  const development = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('is using incorrect casing'));
  if (development.length) {
    throw new Error(`dist/ is a development build (React's development runtime in ${development.join(', ')}): build with NODE_ENV unset or production`);
  }
}

/**
 * The long tasks of the page load as Lighthouse's simulation times them (how many, their total,
 * the files they are attributed to), and what the main thread spent its time on during the load
 * (Lighthouse's task groups: script evaluation, style and layout, parsing, "other"...), both at
 * the audit's CPU multiplier. (The long-tasks audit's own per-group split is not used: in the
 * simulation it gives a long task's whole time to its top-level group, nearly always "other".)
 */
function longTaskCauses(lhr) {
  const debug = audit(lhr, 'long-tasks')?.details?.debugData;
  const tasks = debug?.tasks ?? [];
  const groups = (audit(lhr, 'mainthread-work-breakdown')?.details?.items ?? [])
    .map((item) => [item.groupLabel ?? item.group, item.duration])
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1]);
  const urls = [...new Set(tasks.map((t) => debug.urls[t.urlIndex]).filter(Boolean))].map((url) => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  });
  return {
    count: tasks.length,
    totalMs: tasks.reduce((sum, t) => sum + t.duration, 0),
    mainThreadMs: audit(lhr, 'mainthread-work-breakdown')?.numericValue ?? NaN,
    groups,
    urls,
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const slug = (route) => (route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_'));

// ---- routes ----
// runnerImport resolves a Vite config, which sets NODE_ENV=development in this process when it is
// unset; the build and the server started below inherit the environment, and a development build
// ships React's development runtime (far larger and slower to run): every island page would be
// measured slower than visitors get it. So the caller's NODE_ENV is put back.
const callerNodeEnv = process.env.NODE_ENV;
const { module: siteMap } = await runnerImport(join(root, 'tests/e2e/site-map.ts'));
if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = callerNodeEnv;
const routes = values.routes ? values.routes.split(',') : [...siteMap.ALL_ROUTES, NOT_FOUND_PATH];
const runs = Math.max(1, Number(values.runs) || 1);

// ---- build and serve ----
const cpuMultipliers = values.cpu.split(',').map(Number).filter((m) => m >= 1);
if (!cpuMultipliers.length) throw new Error('--cpu takes multipliers such as 4,8');
if (values.build) await run('npm', ['run', 'build']);
if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('dist/ is missing: run without --no-build');
assertProductionBuild(join(root, 'dist', '_astro'));

/** The sites measured: this checkout, and with --baseline another one (its own build and server). */
const sites = [{ label: 'current', dir: root }];
if (values.baseline) {
  const dir = resolve(values.baseline);
  if (!existsSync(join(dir, 'dist', 'index.html'))) throw new Error(`${dir}/dist is missing: build the baseline first`);
  assertProductionBuild(join(dir, 'dist', '_astro'));
  sites.unshift({ label: 'baseline', dir });
}
for (const site of sites) {
  site.port = await freePort();
  site.server = spawn(process.execPath, ['--env-file-if-exists=.env', 'scripts/serve.mjs'], {
    cwd: site.dir,
    env: { ...process.env, PORT: String(site.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  site.origin = `http://localhost:${site.port}`;
}
const current = sites.find((s) => s.label === 'current');
const origin = current.origin;
const chromium = await launchChromium();
/** site label → route → multiplier → summaries of every run. */
const measured = new Map(sites.map((s) => [s.label, new Map()]));
let lighthouseVersion = '';
/** Benchmark index and CPU multiplier of each route's run. */
const calibration = [];
/** The host's 1-minute load average around each measurement: min and max over the run. */
const hostLoad = { min: Infinity, max: 0 };
const noteLoad = () => {
  const [one] = loadavg();
  hostLoad.min = Math.min(hostLoad.min, one);
  hostLoad.max = Math.max(hostLoad.max, one);
};
/** Calibrated multiplier for a target: the 4× phone's calibration, scaled by target / 4. */
const calibrated = (index, target) =>
  !values.calibrate ? target : Math.min(target, Math.max(1, Math.round((index / TARGET_BENCHMARK_INDEX) * (target / 4) * 10) / 10));
let inpRows = [];
try {
  for (const site of sites) await waitFor(`${site.origin}/`);
  await mkdir(join(root, 'bench/results/raw'), { recursive: true });
  const flags = (route, cpuSlowdownMultiplier) => ({
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    // The 404 page is meant to answer 404; Lighthouse would otherwise refuse to audit it.
    ignoreStatusCode: route === NOT_FOUND_PATH,
    // The scheduler's calendar (/contact, /book) is a third-party iframe this machine cannot
    // reach; a request that can only fail would be measured as if it were the site's. Blocked,
    // and said so in the report: on the real web its cost is the scheduler's page.
    blockedUrlPatterns: [`${SCHEDULER.origin}/*`],
  });

  // Warm-up: servers, Chromium and the emulation's caches.
  if (values.lighthouse) for (const site of sites) await lighthouse(`${site.origin}/`, { ...flags('/', 4), onlyCategories: ['performance'] });

  /**
   * One route on one site: gather (trace, network log, and the host's benchmark index measured
   * in the same minute), then audit those artifacts once per CPU multiplier, calibrated to that
   * index. In simulated mode the multiplier is used only by the audit phase (the simulation); the
   * gathered artifacts record the settings they were gathered with, so the calibrated value is
   * written there too (Lighthouse refuses to audit artifacts whose settings differ).
   */
  const measure = async (site, route) => {
    const dir = await mkdtemp(join(tmpdir(), 'bench-artifacts-'));
    try {
      noteLoad();
      await lighthouse(`${site.origin}${route}`, { ...flags(route, 4), gatherMode: dir });
      noteLoad();
      const artifactsFile = join(dir, 'artifacts.json');
      const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8'));
      const index = artifacts.BenchmarkIndex;
      const byCpu = new Map();
      for (const target of cpuMultipliers) {
        const multiplier = values['cpu-multiplier'] && target === cpuMultipliers[0] ? Number(values['cpu-multiplier']) : calibrated(index, target);
        artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
        await writeFile(artifactsFile, JSON.stringify(artifacts));
        const result = await lighthouse(`${site.origin}${route}`, { ...flags(route, multiplier), auditMode: dir });
        byCpu.set(target, { result, multiplier });
      }
      return { byCpu, index, failed: [...byCpu.values()].some((r) => r.result.lhr.runtimeError) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  for (const route of values.lighthouse ? routes : []) {
    const started = Date.now();
    /** site label → attempts */
    const attempts = new Map(sites.map((s) => [s.label, []]));
    // Alternating: run i of every site before run i + 1 of any, so a busy minute hits both.
    for (let i = 0; i < runs; i++) {
      for (const site of sites) {
        let attempt = await measure(site, route);
        // A trace occasionally fails to record on a busy host (NO_NAVSTART, …): one more try.
        if (attempt.failed) attempt = await measure(site, route);
        attempts.get(site.label).push(attempt);
      }
    }
    for (const site of sites) {
      const perCpu = new Map();
      for (const target of cpuMultipliers) {
        const ofTarget = attempts.get(site.label).map((a) => ({ ...a.byCpu.get(target), index: a.index }));
        // The median run by Performance (ties: by TBT, then LCP).
        const key = (a) => [-(a.result.lhr.categories.performance?.score ?? 0), audit(a.result.lhr, 'total-blocking-time')?.numericValue ?? 0, audit(a.result.lhr, 'largest-contentful-paint')?.numericValue ?? 0];
        ofTarget.sort((a, b) => {
          const [ka, kb] = [key(a), key(b)];
          return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
        });
        const chosen = ofTarget[Math.floor((ofTarget.length - 1) / 2)];
        const { lhr } = chosen.result;
        lighthouseVersion = lhr.lighthouseVersion;
        if (site.label === 'current') {
          await writeFile(join(root, 'bench/results/raw', `${slug(route)}${target === cpuMultipliers[0] ? '' : `.cpu${target}x`}.json`), chosen.result.report);
          if (target === cpuMultipliers[0]) calibration.push({ route, index: chosen.index, multiplier: chosen.multiplier });
        }
        const summary = {
          ...summarize(route, lhr),
          cpuMultiplier: chosen.multiplier,
          benchmarkIndex: chosen.index,
          longTasks: longTaskCauses(lhr),
          // Every run's Performance score and TBT, in run order.
          performanceRuns: attempts.get(site.label).map((a) => Math.round((a.byCpu.get(target).result.lhr.categories.performance?.score ?? 0) * 100)),
          tbtRuns: attempts.get(site.label).map((a) => Math.round(audit(a.byCpu.get(target).result.lhr, 'total-blocking-time')?.numericValue ?? NaN)),
        };
        perCpu.set(target, summary);
        const s = summary.scores;
        console.log(
          `${(sites.length > 1 ? `[${site.label}] ` : '') + route}`.padEnd(44) +
            ` ${target}× P${s.performance} A${s.accessibility} BP${s['best-practices']} SEO${s.seo}  LCP ${Math.round(summary.lcpMs)} ms  TBT ${Math.round(summary.tbtMs)} ms  CLS ${summary.cls.toFixed(3)}  ${kib(summary.transferBytes)}` +
            (summary.runtimeError ? `  ERROR ${summary.runtimeError}` : '') +
            `  [index ${Math.round(chosen.index)}, CPU ${chosen.multiplier}×]` +
            (runs > 1 ? `  runs P${summary.performanceRuns.join('/')} TBT ${summary.tbtRuns.join('/')}` : ''),
        );
      }
      measured.get(site.label).set(route, perCpu);
    }
    console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s, load ${loadavg()[0].toFixed(1)})`);
  }

  if (values.inp) {
    for (const site of sites) {
      noteLoad();
      const rows = await measureFirstInteractions({
        origin: site.origin,
        cpus: cpuMultipliers,
        runs,
        chromePath,
        log: (line) => console.log(`${sites.length > 1 ? `[${site.label}] ` : ''}${line}`),
      });
      noteLoad();
      inpRows.push(...rows.map((row) => ({ ...row, site: site.label })));
    }
  }
} finally {
  await chromium.stop();
  for (const site of sites) site.server.kill('SIGTERM');
}

// ---- report ----
const names = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };
const results = [...measured.get('current').values()].map((perCpu) => perCpu.get(cpuMultipliers[0]));
const lines = ['# Lighthouse benchmark', ''];
const loadNote = `host load (1-minute average) ${hostLoad.min.toFixed(1)}–${hostLoad.max.toFixed(1)} on ${cpus().length} CPUs${hostLoad.max > cpus().length ? ': a busy host, so timings are noisy (the trace-based long-task figures less so)' : ''}`;
if (results.length) {
  const worst = Object.fromEntries(
    CATEGORIES.map((c) => {
      const min = Math.min(...results.map((r) => r.scores[c]));
      return [c, { score: min, routes: results.filter((r) => r.scores[c] === min).map((r) => r.route) }];
    }),
  );
  const max = (key) => results.reduce((a, b) => (b[key] > a[key] ? b : a));
  lines.push(
    `Measured ${new Date().toISOString()} by \`npm run bench\`: Lighthouse ${lighthouseVersion}, mobile preset (Moto G Power class phone, slow 4G: 150 ms RTT, 1.6 Mbps), simulated throttling with the CPU multiplier calibrated per run to this host's benchmark index (index / 264, between 1 and 4: here indexes ${Math.round(Math.min(...calibration.map((c) => c.index)))}–${Math.round(Math.max(...calibration.map((c) => c.index)))}, multipliers ${Math.min(...calibration.map((c) => c.multiplier))}–${Math.max(...calibration.map((c) => c.multiplier))}×; Lighthouse's fixed 4× assumes a host about four times faster than the phone), Chromium ${chromePath}, ${loadNote}; the built site served by \`scripts/serve.mjs\` (Netlify's local emulation, compressed as Netlify's CDN does) on loopback. ${runs === 1 ? 'One run per route' : `The median of ${runs} runs per route (by Performance)`}. The 404 page is measured at a missing path (${NOT_FOUND_PATH}), answered 404: Lighthouse's SEO category marks any 404 answer as \"unsuccessful HTTP status code\" and Best Practices counts the browser's own log line for it, so that row cannot reach 100 there by design. The scheduler's iframe (${SCHEDULER.origin}, on /contact and /book) is blocked: it cannot be reached from the measuring machine.`,
    '',
    `## Headline (${cpuMultipliers[0]}× CPU)`,
    '',
    ...CATEGORIES.map((c) => `- ${names[c]}: lowest ${worst[c].score} (${worst[c].score === 100 ? 'every route' : worst[c].routes.join(', ')})`),
    `- LCP: worst ${Math.round(max('lcpMs').lcpMs)} ms (${max('lcpMs').route}); TBT: worst ${Math.round(max('tbtMs').tbtMs)} ms (${max('tbtMs').route}); CLS: worst ${max('cls').cls.toFixed(3)} (${max('cls').route})`,
    `- Transferred: heaviest ${kib(max('transferBytes').transferBytes)} (${max('transferBytes').route}); JavaScript: most ${kib(max('jsBytes').jsBytes)} (${max('jsBytes').route})`,
    ...(runs > 1
      ? [`- Single runs: ${results.reduce((n, r) => n + r.performanceRuns.filter((p) => p === 100).length, 0)} of ${results.length * runs} scored Performance 100; lowest ${Math.min(...results.flatMap((r) => r.performanceRuns))}`]
      : []),
    ...cpuMultipliers.slice(1).map((target) => {
      const at = [...measured.get('current').values()].map((perCpu) => perCpu.get(target));
      const worstP = Math.min(...at.map((r) => r.scores.performance));
      const worstTbt = at.reduce((a, b) => (b.tbtMs > a.tbtMs ? b : a));
      return `- At ${target}× CPU: Performance lowest ${worstP} (${worstP === 100 ? 'every route' : at.filter((r) => r.scores.performance === worstP).map((r) => r.route).join(', ')}); TBT worst ${Math.round(worstTbt.tbtMs)} ms (${worstTbt.route})`;
    }),
    '',
    `## Every route (${cpuMultipliers[0]}× CPU)`,
    '',
    `| Route | Performance | Accessibility | Best Practices | SEO | LCP (ms) | TBT (ms) | CLS | Transferred | JS | Host index → CPU |${runs > 1 ? ' Performance of each run |' : ''}`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|${runs > 1 ? '---:|' : ''}`,
    ...results.map(
      (r) =>
        `| ${r.route} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${kib(r.transferBytes)} | ${kib(r.jsBytes)} | ${Math.round(r.benchmarkIndex)} → ${r.cpuMultiplier}× |` +
        (runs > 1 ? ` ${r.performanceRuns.join(', ')} |` : ''),
    ),
    '',
  );
  const losses = results.filter((r) => Object.keys(r.lost).length || r.runtimeError);
  if (losses.length) {
    lines.push(`## What kept a score under 100 (${cpuMultipliers[0]}× CPU)`, '');
    for (const r of losses) {
      const parts = Object.entries(r.lost).map(([c, audits]) => `${names[c]}: ${audits.join(', ')}`);
      if (r.runtimeError) parts.push(`runtime error: ${r.runtimeError}`);
      lines.push(`- ${r.route}: ${parts.join('; ')}`);
    }
    lines.push('');
  }

  const causes = (r) => (r.longTasks.count ? `${r.longTasks.count}, ${Math.round(r.longTasks.totalMs)} ms${r.longTasks.urls.length ? `: ${r.longTasks.urls.join(', ')}` : ''}` : 'none');
  const work = (r) => `${Math.round(r.longTasks.mainThreadMs)}: ${r.longTasks.groups.map(([g, ms]) => `${g} ${Math.round(ms)}`).join(', ')}`;
  lines.push(
    '## Main thread at each CPU slowdown',
    '',
    `Every route at ${cpuMultipliers.map((m) => `${m}×`).join(' and ')} (the same page loads, audited once per multiplier). Long tasks: how many, their simulated time and the files they are attributed to (\`Unattributable\`: the browser's own work, such as style, layout and paint, that no script asked for). Main-thread work: Lighthouse's mainthread-work-breakdown at that multiplier, by task group (ms).`,
    '',
    `| Route | CPU | Performance (each run) | TBT (ms, each run) | LCP (ms) | Long tasks at load | Main-thread work at load (ms) |`,
    '|---|---:|---:|---:|---:|---|---|',
  );
  for (const [route, perCpu] of measured.get('current')) {
    for (const target of cpuMultipliers) {
      const r = perCpu.get(target);
      lines.push(`| ${route} | ${r.cpuMultiplier}× | ${r.scores.performance} (${r.performanceRuns.join(', ')}) | ${Math.round(r.tbtMs)} (${r.tbtRuns.join(', ')}) | ${Math.round(r.lcpMs)} | ${causes(r)} | ${work(r)} |`);
    }
  }
  lines.push('');

  if (sites.length > 1) {
    lines.push(
      '## Before and after, alternating in this run',
      '',
      `The baseline (${values.baseline}) and this checkout, served side by side and measured alternately run by run on the same host (${loadNote}).`,
      '',
      '| Route | CPU | Performance before → after | TBT (ms) before → after | LCP (ms) before → after | Long-task time (ms) before → after | Main-thread work (ms) before → after |',
      '|---|---:|---:|---:|---:|---:|---:|',
    );
    for (const [route, perCpu] of measured.get('current')) {
      const before = measured.get('baseline').get(route);
      for (const target of cpuMultipliers) {
        const [b, a] = [before.get(target), perCpu.get(target)];
        lines.push(`| ${route} | ${a.cpuMultiplier}× | ${b.scores.performance} (${b.performanceRuns.join(', ')}) → ${a.scores.performance} (${a.performanceRuns.join(', ')}) | ${Math.round(b.tbtMs)} → ${Math.round(a.tbtMs)} | ${Math.round(b.lcpMs)} → ${Math.round(a.lcpMs)} | ${Math.round(b.longTasks.totalMs)} → ${Math.round(a.longTasks.totalMs)} | ${Math.round(b.longTasks.mainThreadMs)} → ${Math.round(a.longTasks.mainThreadMs)} |`);
      }
    }
    lines.push('');
  }
}

if (inpRows.length) {
  const m = (values) => median(values.filter((v) => v !== undefined));
  lines.push(
    "## First interaction with each island",
    '',
    `INP of the first thing a visitor does with each island (scripts/lib/bench-inp.mjs): Chromium driven by Playwright, CPU slowed by CDP's Emulation.setCPUThrottlingRate (${cpuMultipliers.map((c) => `${c}×`).join(', ')}), network not throttled (loopback), a fresh context per run (nothing cached), one idle second after the page has loaded; the Event Timing API's longest interaction (16 ms is its floor), its input delay (waiting for the main thread), and for a control disabled until its island hydrates the time from reaching it to its being usable. Median of ${runs}; ${loadNote}.`,
    '',
    `| Island | Route | First interaction | CPU |${sites.length > 1 ? ' INP before (ms) |' : ''} INP (ms) | Input delay (ms) | Usable after (ms) | Each run (ms) |`,
    `|---|---|---|---:|${sites.length > 1 ? '---:|' : ''}---:|---:|---:|---|`,
  );
  for (const row of inpRows.filter((r) => r.site === 'current')) {
    const before = inpRows.find((r) => r.site === 'baseline' && r.island === row.island && r.cpu === row.cpu);
    lines.push(
      `| ${row.island} | ${row.route} | ${row.action} | ${row.cpu}× |${sites.length > 1 ? ` ${before ? m(before.inp) : ''} |` : ''} ${m(row.inp)} | ${m(row.delay)} | ${row.ready.some((r) => r !== undefined) ? m(row.ready) : '(usable before hydration)'} | ${row.inp.join(', ')} |`,
    );
  }
  lines.push('');
}

if (values.routes || !values.lighthouse) {
  // A partial run (some routes, or no Lighthouse) goes beside the full results, not over them.
  const partial = join('bench', 'results', 'raw', 'lighthouse-partial.md');
  await mkdir(join(root, dirname(partial)), { recursive: true });
  await writeFile(join(root, partial), lines.join('\n'));
  console.log(`\nWrote ${partial} (a partial run: bench/results/lighthouse.md is kept)`);
} else {
  await writeFile(join(root, 'bench/results/lighthouse.md'), lines.join('\n'));
  console.log('\nWrote bench/results/lighthouse.md and bench/results/raw/*.json');
}
process.exit(0);
