#!/usr/bin/env node
/**
 * npm run bench:functions [-- --duration 5 --levels 1,10,50]
 *
 * Requests per second and p50/p99 latency of /api/capture-lead and /api/ai-feedback under 1,
 * 10 and 50 concurrent clients, over loopback HTTP (keep-alive). The functions run in-process
 * behind a plain node:http server (as the Netlify runtime runs a v2 function: a Request in, a
 * Response out) over the local Blobs emulation (a BlobsServer in a temp dir); ai-feedback
 * fetches the fixture page from a server on 127.0.0.1 (allowed through AI_REVIEW_ALLOW_HOSTS)
 * and writes the deterministic review (no model key). Each request comes from its own client
 * IP and e-mail address, so the quota claims (two conditional writes) are part of every
 * ai-feedback request, and carries its own solved proof-of-work challenge (easy ones, solved
 * before each level so the solving is not measured; checking it and using it up is).
 *
 * Writes bench/results/functions.md (the table) and bench/results/functions-<time>.json (raw,
 * git-ignored).
 */
import { createServer } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Readable } from 'node:stream';
import { setEnvironmentContext } from '@netlify/blobs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { BlobsServer } from '@netlify/blobs/server';
import { INDUSTRIES } from '../netlify/generated/industries.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    levels: { type: 'string', default: '1,10,50' },
    warmup: { type: 'string', default: '1' },
  },
});
const DURATION_MS = Number(values.duration) * 1000;
const WARMUP_MS = Number(values.warmup) * 1000;
const LEVELS = values.levels.split(',').map(Number);
const root = resolve(import.meta.dirname, '..');

// ---- environment: local Blobs, fixture page, quiet logs, no external services ----
const blobsDir = await mkdtemp(join(tmpdir(), 'bench-blobs-'));
const blobs = new BlobsServer({ directory: blobsDir, token: 'bench', logger: () => undefined });
const { port: blobsPort } = await blobs.start();
const blobsUrl = `http://localhost:${blobsPort}`;
setEnvironmentContext({ edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, siteID: 'bench', token: 'bench' });

const fixtureHtml = await readFile(join(root, 'tests/functions/fixtures/pages/law-firm.html'), 'utf8');
const fixture = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(fixtureHtml);
});
await new Promise((r) => fixture.listen(0, '127.0.0.1', r));
const fixtureHost = `127.0.0.1:${fixture.address().port}`;

for (const name of ['POSTMARK_SERVER_TOKEN', 'STRIPE_SECRET_KEY', 'ANTHROPIC_API_KEY', 'AI_REVIEW_WHITELIST_IPS', 'URL']) delete process.env[name];
Object.assign(process.env, {
  LOG_LEVEL: 'silent',
  VISITOR_HASH_SALT: 'bench-salt',
  AI_REVIEW_ALLOW_HOSTS: fixtureHost,
  // Easy challenges (honoured in local development only): the pool below is solved quickly.
  AI_REVIEW_CHALLENGE_MAX_NUMBER: '4',
  AI_REVIEW_CHALLENGE_SECRET: 'bench-challenge-secret',
});
const { issueChallenge } = await import('../netlify/lib/ai-feedback/proof-of-work.ts');

/** Solved challenges (ALTCHA payloads), one per ai-feedback request, filled before each level. */
const proofs = [];
async function fillProofs(count) {
  while (proofs.length < count) {
    const challenge = await issueChallenge({ deploy: { context: 'dev' } });
    const solution = await solveChallenge({ challenge, deriveKey });
    proofs.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
}

const handlers = {
  '/api/capture-lead': (await import('../netlify/functions/capture-lead.mts')).default,
  '/api/ai-feedback': (await import('../netlify/functions/ai-feedback.mts')).default,
};

// ---- the function host: node:http → Request → handler → Response ----
const host = createServer(async (req, res) => {
  const handler = handlers[req.url];
  if (!handler) {
    res.statusCode = 404;
    return res.end();
  }
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: req.headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const context = { ip: String(req.headers['x-bench-ip'] ?? req.socket.remoteAddress), requestId: '', deploy: { context: 'dev' } };
  const response = await handler(request, context);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) Readable.fromWeb(response.body).pipe(res);
  else res.end();
});
await new Promise((r) => host.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${host.address().port}`;

// ---- load generation ----
let seq = 0;
// The first industry file's page and guide: the requests a visitor of that page sends.
const { slug, path: page, guide } = INDUSTRIES[0];
const bodies = {
  '/api/capture-lead': (n) => ({
    email: `bench${n}@example.com`,
    source: 'lead_magnet',
    industry: slug,
    page,
    metadata: { fileName: guide.fileName, downloadUrl: guide.downloadUrl },
  }),
  '/api/ai-feedback': (n) => ({
    website_url: `http://${fixtureHost}/`,
    focus_area: 'more consultation bookings',
    industry: slug,
    email: `bench${n}@example.com`,
    altcha: proofs.pop() ?? null,
  }),
};

async function one(path) {
  const n = ++seq;
  // Each request its own visitor and its own /24 network (the review is limited per network too).
  const ip = `10.${n & 255}.${(n >> 8) & 255}.${(n >> 16) & 255}`;
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bench-ip': ip },
    body: JSON.stringify(bodies[path](n)),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, ok: res.status === 200, status: res.status };
}

async function level(path, clients, durationMs) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const until = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        try {
          const r = await one(path);
          latencies.push(r.ms);
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          if (!r.ok) errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] : NaN);
  return { path, clients, requests: latencies.length, errors, statuses, seconds: elapsed, rps: latencies.length / elapsed, p50: q(0.5), p99: q(0.99) };
}

const loadBefore = loadavg();
const results = [];
try {
  for (const path of Object.keys(handlers)) {
    let expected = 1000;
    if (path === '/api/ai-feedback') await fillProofs(expected);
    await level(path, 4, WARMUP_MS); // warm-up (JIT, connections, first store writes)
    for (const clients of LEVELS) {
      // Enough for twice the last level's requests; an empty pool shows as 400 errors.
      if (path === '/api/ai-feedback') await fillProofs(expected);
      const r = await level(path, clients, DURATION_MS);
      expected = Math.max(expected, 2 * r.requests);
      results.push(r);
      console.log(`${path.padEnd(18)} ${String(clients).padStart(3)} clients  ${r.rps.toFixed(1).padStart(8)} req/s  p50 ${r.p50.toFixed(1).padStart(7)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms  (${r.requests} requests, ${r.errors} errors)`);
    }
  }
} finally {
  host.closeAllConnections();
  host.close();
  fixture.close();
  await blobs.stop();
  await rm(blobsDir, { recursive: true, force: true });
}

const loadAfter = loadavg();
const when = new Date().toISOString();
// The 1-, 5- and 15-minute load averages: on this machine's cores, anything near or above the
// core count means other work competed with the run.
const loads = (l) => l.map((v) => v.toFixed(2)).join(' / ');
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`;
const table = [
  '# Functions benchmark',
  '',
  `Measured ${when} on ${machine}, by \`npm run bench:functions\` (${values.duration} s per level after a ${values.warmup} s warm-up).`,
  'Functions in-process behind node:http on loopback, local Blobs emulation (BlobsServer), fixture page on 127.0.0.1,',
  'deterministic review (no model key), mail off (messages go to the outbox). Every request has its own client IP and e-mail;',
  'every ai-feedback request its own proof-of-work solution (solved before the level; its check and one-time claim are measured).',
  `Load average (1 / 5 / 15 min) before the run: ${loads(loadBefore)}, after: ${loads(loadAfter)}, on ${cpus().length} cores (other work on the machine skews the numbers; the local Blobs emulation, file-backed and in the same process, dominates the latency).`,
  '',
  '| Endpoint | Clients | Requests/s | p50 (ms) | p99 (ms) | Requests | Errors |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...results.map((r) => `| ${r.path} | ${r.clients} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} | ${r.errors} |`),
  '',
];
const outDir = join(root, 'bench', 'results');
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, 'functions.md'), table.join('\n'));
await writeFile(join(outDir, `functions-${when.replace(/[:.]/g, '-')}.json`), JSON.stringify({ when, machine, loadBefore, loadAfter, durationSeconds: Number(values.duration), results }, null, 2));
console.log(`\nWrote bench/results/functions.md`);
