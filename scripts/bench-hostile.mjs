#!/usr/bin/env node
/**
 * npm run bench:hostile [-- --before <git revision>] [-- --heap 1024]
 *
 * What a hostile page costs the review: each case (compression bombs, pages whose formatting
 * elements multiply in the parser, the heaviest plain pages under the 1.5 MB cap, a normal page)
 * is served from 127.0.0.1 and fetched and measured (netlify/lib/ai-feedback/safe-fetch.ts, then
 * page-facts.ts) in a Node process of its own with a heap limit like a 1 GB function's. Reported
 * per case: the outcome, CPU and wall time to the answer, CPU after it until the process is idle
 * (work left running), and the process's peak resident memory beside its resident memory before
 * the fetch.
 * With --before, every case also runs against that revision's netlify/ and src/lib/ (exported to
 * a temporary directory), alternately with the working tree, so before and after come from one
 * run on one machine.
 *
 * Also what a limit costs the store (netlify/lib/limits/limiter.ts): the Blobs requests of one claim
 * after 1, 20 and 200 claims of the same subject, and of one claim refused at the limit, counted
 * against the tests' store double (atomic conditional writes, as in production), for each tree.
 *
 * Writes bench/results/hostile-pages.md (the tables) and bench/results/hostile-pages-<time>.json
 * (raw, git-ignored). CPU time, not wall time, is the figure to compare on a shared machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const AFTER_LIMIT_MS = 10_000;

/** The cases: a body, the headers it is sent with, and what it is. */
async function cases() {
  const { BOMBS } = await import('../tests/fixtures/hostile/bombs.ts');
  const { formattingBomb } = await import('../tests/fixtures/hostile/pages.ts');
  const page = (body) => `<!doctype html><html lang="en"><head><title>A page</title></head><body>${body}</body></html>`;
  const html = (text) => ({ body: Buffer.from(text), headers: {} });
  const encoded = (encoding, body) => ({ body, headers: { 'content-encoding': encoding } });
  return {
    'br bomb (the issue’s body)': encoded('br', BOMBS.br(200)),
    'gzip bomb': encoded('gzip', BOMBS.gzip(1_400)),
    'deflate bomb': encoded('deflate', BOMBS.deflate(1_400)),
    'formatting elements, 30 KB (the issue’s page)': html(formattingBomb(2_000, 1_000)),
    'formatting elements, 40 KB': html(formattingBomb(2_000, 1_800)),
    'formatting elements, 1.45 MB': html(formattingBomb(2_000, 120_000)),
    '299,900 nested divs, 1.5 MB': html(page(`${'<div>'.repeat(299_900)}<h1>x</h1>`)),
    '499,000 nested <i>, 1.5 MB': html(page(`${'<i>'.repeat(499_000)}<h1>x</h1>`)),
    'a law firm’s page (fixture), 2 KB': html(readFileSync(join(root, 'tests/functions/fixtures/pages/law-firm.html'), 'utf8')),
  };
}

// ---- child: one case, one tree -------------------------------------------------------------
async function runCase(name, tree) {
  const all = await cases();
  const { body, headers } = all[name];
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const hostPort = `127.0.0.1:${server.address().port}`;
  Object.assign(process.env, { AI_REVIEW_ALLOW_HOSTS: hostPort, CONTEXT: 'dev', LOG_LEVEL: 'silent' });
  const { safeFetchPage } = await import(join(tree, 'netlify/lib/ai-feedback/safe-fetch.ts'));
  const { extractFacts } = await import(join(tree, 'netlify/lib/ai-feedback/page-facts.ts'));
  const rssBefore = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  let outcome;
  try {
    const fetched = await safeFetchPage(`http://${hostPort}/`, { production: false });
    const facts = extractFacts(fetched);
    outcome = `measured (${facts.h1Count} h1)`;
  } catch (error) {
    outcome = `${error.name}: ${error.message}`;
  }
  const answerCpu = process.cpuUsage(cpu0);
  const answerWallMs = performance.now() - wall0;
  const ms = (u) => Math.round((u.user + u.system) / 1000);
  // Work left running after the answer: CPU until the process is idle (a second with under
  // 4 ms of CPU: on a busy machine a running thread can wait a quarter second for a core), at
  // most AFTER_LIMIT_MS of wall time.
  const cpu1 = process.cpuUsage();
  const after0 = performance.now();
  let stillRunning = true;
  while (performance.now() - after0 < AFTER_LIMIT_MS) {
    const window = process.cpuUsage();
    await sleep(1_000);
    if (ms(process.cpuUsage(window)) < 4) {
      stillRunning = false;
      break;
    }
  }
  const afterCpu = process.cpuUsage(cpu1);
  server.close();
  console.log(
    JSON.stringify({
      outcome,
      bytesSent: body.length,
      answerCpuMs: ms(answerCpu),
      answerWallMs: Math.round(answerWallMs),
      afterCpuMs: stillRunning ? `${ms(afterCpu)}, still running after ${AFTER_LIMIT_MS / 1000} s` : ms(afterCpu),
      rssBeforeMB: Math.round(rssBefore / 1e6),
      peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
  process.exit(0);
}

// ---- child: the limiter's store requests, one tree ----------------------------------------
async function runLimiterCase(tree) {
  Object.assign(process.env, { CONTEXT: 'dev', LOG_LEVEL: 'silent' });
  const { createBlobDouble, DOUBLE_URL } = await import('../tests/fixtures/blob-double.ts');
  const { configureStores } = await import(join(tree, 'netlify/lib/platform/stores.ts'));
  const { configureLock } = await import(join(tree, 'netlify/lib/platform/lock.ts'));
  const { SlotLimiter } = await import(join(tree, 'netlify/lib/limits/limiter.ts'));
  const double = createBlobDouble();
  const counts = { reads: 0, writes: 0 };
  const fetch = (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'PUT' || method === 'DELETE') counts.writes++;
    else counts.reads++;
    return double.fetch(input, init);
  };
  configureStores({ fetch, siteID: 'bench', token: 'bench-token', edgeURL: DOUBLE_URL, uncachedEdgeURL: DOUBLE_URL, local: false });
  configureLock({ enabled: false });
  const rows = [];
  const measure = async (label, limiter, subject) => {
    const before = { ...counts };
    const cpu0 = process.cpuUsage();
    const claim = await limiter.claim(subject);
    const cpu = process.cpuUsage(cpu0);
    rows.push({ label, outcome: claim ? 'claimed' : 'refused', writes: counts.writes - before.writes, reads: counts.reads - before.reads, cpuMs: Math.round((cpu.user + cpu.system) / 100) / 10 });
  };
  for (const prior of [1, 20, 200]) {
    const limiter = new SlotLimiter(`bench-${prior}`, prior + 1, 'hour');
    for (let i = 0; i < prior; i++) await limiter.claim('visitor');
    await measure(`claim after ${prior} claims (limit ${prior + 1})`, limiter, 'visitor');
    await measure(`refused at the limit of ${prior + 1}`, limiter, 'visitor');
  }
  console.log(JSON.stringify(rows));
  process.exit(0);
}

// ---- parent --------------------------------------------------------------------------------
const { values } = parseArgs({
  options: {
    case: { type: 'string' },
    tree: { type: 'string' },
    before: { type: 'string' },
    heap: { type: 'string', default: '1024' },
    timeout: { type: 'string', default: '60' },
    limiter: { type: 'boolean', default: false },
  },
});

if (values.limiter) {
  await runLimiterCase(values.tree ?? root);
} else if (values.case) {
  await runCase(values.case, values.tree ?? root);
} else {
  const trees = [{ label: 'now', dir: root }];
  let scratch;
  if (values.before) {
    // The revision's server code beside this tree's node_modules.
    scratch = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
    const archive = execFileSync('git', ['archive', values.before, 'netlify', 'src/lib'], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', scratch], { input: archive });
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
    mkdirSync(join(scratch, 'netlify/generated'), { recursive: true });
    trees.unshift({ label: `before (${values.before})`, dir: scratch });
  }
  const names = Object.keys(await cases());
  const loadBefore = loadavg();
  const rows = [];
  for (const name of names) {
    for (const tree of trees) {
      process.stdout.write(`${name} · ${tree.label} … `);
      const child = spawnSync(
        process.execPath,
        [`--max-old-space-size=${values.heap}`, '--no-warnings', import.meta.filename, '--case', name, '--tree', tree.dir],
        { encoding: 'utf8', timeout: Number(values.timeout) * 1000, maxBuffer: 16 * 1024 * 1024 },
      );
      let result;
      try {
        result = JSON.parse(child.stdout.trim().split('\n').pop());
      } catch {
        const oom = /heap out of memory|Allocation failed/i.test(child.stderr);
        result = { outcome: oom ? `process died: out of memory (${values.heap} MB heap)` : child.signal ? `killed after ${values.timeout} s (${child.signal})` : `failed (${child.status}): ${child.stderr.slice(-200)}` };
      }
      rows.push({ name, tree: tree.label, ...result });
      console.log(result.outcome);
    }
  }
  const limiterRows = [];
  for (const tree of trees) {
    process.stdout.write(`limiter · ${tree.label} … `);
    const child = spawnSync(process.execPath, ['--no-warnings', import.meta.filename, '--limiter', '--tree', tree.dir], { encoding: 'utf8', timeout: 120_000 });
    try {
      for (const row of JSON.parse(child.stdout.trim().split('\n').pop())) limiterRows.push({ tree: tree.label, ...row });
      console.log('done');
    } catch {
      console.log(`failed (${child.status}): ${child.stderr.slice(-300)}`);
    }
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  const loadAfter = loadavg();
  const when = new Date().toISOString();
  const cell = (v) => (v === undefined ? '–' : String(v).replace(/\|/g, '\\|'));
  const lines = [
    '# Hostile pages benchmark',
    '',
    `Measured ${when} on ${cpus().length} × ${cpus()[0]?.model.trim().split(' ').slice(0, 2).join(' ')}, Node ${process.version}, by \`npm run bench:hostile${values.before ? ` -- --before ${values.before}` : ''}\`.`,
    `Each case in a process of its own with a ${values.heap} MB heap (a 1 GB function's), killed after ${values.timeout} s; served from 127.0.0.1, fetched by safe-fetch.ts and measured by page-facts.ts.`,
    `"CPU after" is the process's CPU time after the answer until it is idle (a second with under 4 ms of CPU, included; at most ${AFTER_LIMIT_MS / 1000} s of wall time); "RSS before" its resident memory before the fetch (Node and the modules), "peak RSS" its peak.`,
    `Load average (1 / 5 / 15 min) before the run: ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}, after: ${loadAfter.map((l) => l.toFixed(2)).join(' / ')}, on ${cpus().length} cores (other work on the machine stretches wall times; CPU times hold).`,
    '',
    '| Case | Code | Bytes sent | Outcome | CPU to answer (ms) | Wall (ms) | CPU after (ms) | RSS before (MB) | Peak RSS (MB) |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${cell(r.name)} | ${cell(r.tree)} | ${cell(r.bytesSent)} | ${cell(r.outcome?.slice(0, 90))} | ${cell(r.answerCpuMs)} | ${cell(r.answerWallMs)} | ${cell(r.afterCpuMs)} | ${cell(r.rssBeforeMB)} | ${cell(r.peakRssMB)} |`),
    '',
    '## What a limit costs the store',
    '',
    'One claim of a `SlotLimiter` (netlify/lib/limits/limiter.ts) for a subject that already holds the given number of slots, and one more at the limit, counted against the tests\' Blobs double (atomic conditional writes, as in production; the machine-wide lock off). Writes are conditional PUTs, those a precondition refused included, and DELETEs; reads are GETs and listings. On Netlify each is one Blobs request.',
    '',
    '| Claim | Code | Outcome | Writes | Reads | CPU (ms) |',
    '|---|---|---|---:|---:|---:|',
    ...limiterRows.map((r) => `| ${cell(r.label)} | ${cell(r.tree)} | ${cell(r.outcome)} | ${cell(r.writes)} | ${cell(r.reads)} | ${cell(r.cpuMs)} |`),
    '',
  ];
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/hostile-pages.md'), lines.join('\n'));
  writeFileSync(join(root, `bench/results/hostile-pages-${when.replace(/[:.]/g, '-')}.json`), JSON.stringify({ when, loadBefore, loadAfter, rows, limiterRows }, null, 2));
  console.log(`\nWrote bench/results/hostile-pages.md`);
}
