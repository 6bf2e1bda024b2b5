#!/usr/bin/env node
/**
 * npm run bench:inbox [-- --items 10000 --days 365 --runs 20]
 *
 * What the staff's inbox costs with a studio's years of items stored: `--items` inquiries, guide
 * leads, AI reviews and orders over `--days` UTC days (tests/fixtures/inbox-items.ts, the same
 * the function tests seed), in the local Blobs emulation (a BlobsServer in a temp dir, in this
 * process). Measured per call of netlify/lib/inbox/ (what /api/admin/inbox answers after its
 * sign-in and staff checks, which ask GitHub and are not the inbox's own cost):
 *
 *   first page      the inbox as staff open it: 25 items, newest first, no filter
 *   next page       the page after it (its cursor)
 *   search, rare    a search that matches a handful of items: reads day after day, at most
 *                   MAX_DAYS_PER_REQUEST chunks per request
 *   dashboard 30    the dashboard's numbers over 90 days of chunks (its longest range)
 *
 * Each: wall time (median and p95 over `--runs`) and the process's CPU time over the same calls
 * (user + system, per call; the Blobs emulator runs in this process, so its work is counted too),
 * and the Blobs requests one call makes. Writes bench/results/inbox.md and
 * bench/results/raw/inbox-<time>.json (git-ignored).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BlobsServer } from '@netlify/blobs/server';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    days: { type: 'string', default: '365' },
    runs: { type: 'string', default: '20' },
  },
});
const ITEMS = Number(values.items);
const DAYS = Number(values.days);
const RUNS = Number(values.runs);
const root = resolve(import.meta.dirname, '..');

// ---- environment: local Blobs in a temp dir, every request counted, quiet logs ----
const blobsDir = await mkdtemp(join(tmpdir(), 'bench-inbox-blobs-'));
const blobs = new BlobsServer({ directory: blobsDir, token: 'bench', logger: () => undefined });
const { port } = await blobs.start();
const blobsUrl = `http://localhost:${port}`;
Object.assign(process.env, { LOG_LEVEL: 'silent', VISITOR_HASH_SALT: 'bench-salt' });
for (const name of ['POSTMARK_SERVER_TOKEN', 'STRIPE_SECRET_KEY', 'ANTHROPIC_API_KEY', 'INBOX_DIGEST']) delete process.env[name];

const { configureStores } = await import('../netlify/lib/platform/stores.ts');
let requests = 0;
const countingFetch = (input, init) => {
  requests++;
  return globalThis.fetch(input, init);
};
configureStores({ fetch: countingFetch, siteID: 'bench', token: 'bench', edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl, local: true });

const { seedInboxItems } = await import('../tests/fixtures/inbox-items.ts');
const { listItems, MAX_DAYS_PER_REQUEST } = await import('../netlify/lib/inbox/listing.ts');
const { dashboard } = await import('../netlify/lib/inbox/dashboard.ts');
const { inboxQuerySchema } = await import('../src/lib/inbox-api.ts');

const now = new Date();
const seedStart = performance.now();
const seeded = await seedInboxItems({ count: ITEMS, days: DAYS, now, records: false });
const seedMs = performance.now() - seedStart;
const firstPage = await listItems(inboxQuerySchema.parse({}));
// A word of one item only (its address), as staff search for one person.
const rare = seeded[Math.floor(seeded.length * 0.6)];

const cases = [
  ['First page (25 items, no filter)', () => listItems(inboxQuerySchema.parse({}))],
  ['Next page (its cursor)', () => listItems(inboxQuerySchema.parse({ cursor: firstPage.cursor }))],
  [`Search for one address (at most ${MAX_DAYS_PER_REQUEST} days a request)`, () => listItems(inboxQuerySchema.parse({ q: rare.email }))],
  ['Dashboard, 30 days (reads 90 days of chunks)', () => dashboard(30, now)],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rows = [];
for (const [name, run] of cases) {
  await run(); // warm: module code, connections
  const walls = [];
  const before = requests;
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    walls.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuStart);
  walls.sort((a, b) => a - b);
  rows.push({
    name,
    medianMs: percentile(walls, 50),
    p95Ms: percentile(walls, 95),
    cpuMsPerCall: (cpu.user + cpu.system) / 1000 / RUNS,
    requestsPerCall: (requests - before) / RUNS,
  });
}

await blobs.stop();
await rm(blobsDir, { recursive: true, force: true });

const fmt = (ms) => ms.toFixed(1);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
  .map((load) => load.toFixed(2))
  .join(' ')} when the report was written, Node ${process.version}`;
const markdown = [
  '# The staff inbox with 10,000 stored items',
  '',
  `\`npm run bench:inbox\`, ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC. ${ITEMS.toLocaleString('en')} items over ${DAYS} UTC days (index only, written as the writers write it: tests/fixtures/inbox-items.ts), in the local Blobs emulation in this process. ${RUNS} runs a case after one warm-up; seeding took ${fmt(seedMs / 1000)} s. ${machine}.`,
  '',
  '| Call | Wall, median | Wall, p95 | CPU per call | Blobs requests per call |',
  '|---|---:|---:|---:|---:|',
  ...rows.map((row) => `| ${row.name} | ${fmt(row.medianMs)} ms | ${fmt(row.p95Ms)} ms | ${fmt(row.cpuMsPerCall)} ms | ${row.requestsPerCall} |`),
  '',
  'CPU is the whole process (user + system), the Blobs emulator included: on Netlify the store is remote and only the function\'s share is billed. The sign-in and staff checks (a call to GitHub each) come on top in production and are not the inbox\'s own cost.',
  '',
].join('\n');
await mkdir(join(root, 'bench/results/raw'), { recursive: true });
await writeFile(join(root, 'bench/results/inbox.md'), markdown);
await writeFile(join(root, `bench/results/raw/inbox-${now.toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify({ items: ITEMS, days: DAYS, runs: RUNS, seedMs, rows }, null, 2));
console.log(markdown);
