/**
 * `npm run dev` is the editor's live preview: Astro's dev server with Netlify's Vite plugin, so
 * the pages and the functions run together. This smoke test starts it (beside any dev server
 * already running), asks for an industry page and calls a function, then stops it. It runs in a
 * scratch copy of the project: the dev server keeps Blobs in the project's .netlify/blobs-serve,
 * where the form limits of earlier runs (and of `npm start`) would answer this run's lead with 429.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { scratchCopy } from '../../scripts/lib/scratch-copy.mjs';

const root = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The shell's environment, without what Vitest sets: under VITEST, Astro's dev server answers 404. */
function devEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
}

let dev: ChildProcess;
let scratch = '';
let base = '';
let output = '';

beforeAll(async () => {
  scratch = await scratchCopy(root, { prefix: 'dev-server-' });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // As an editor starts it: `npm run dev` (on a fresh clone, before the build has written the
  // functions' generated content module).
  dev = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--host', '127.0.0.1', '--ignore-lock'], {
    cwd: scratch,
    env: { ...devEnvironment(), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout!.on('data', (chunk) => (output += chunk));
  dev.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`astro dev exited:\n${output}`);
    const ok = await fetch(`${base}/`, { signal: AbortSignal.timeout(30_000) }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`astro dev did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 20_000);

describe('npm run dev', () => {
  it('serves an industry page from its file', { timeout: 60_000 }, async () => {
    const industry = INDUSTRIES[0]!;
    const response = await fetch(`${base}${industry.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(industry.guide.title);
  });

  // The first call bundles the function (cold in the scratch copy): a minute or more on a busy machine.
  it('serves the functions under /api, with Blobs', { timeout: 180_000 }, async () => {
    const { guide, slug, path } = INDUSTRIES[0]!;
    const response = await fetch(`${base}/api/capture-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'dev-smoke-test@example.com',
        source: 'lead_magnet',
        industry: slug,
        page: path,
        metadata: { fileName: guide.fileName, downloadUrl: guide.downloadUrl },
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const refused = await fetch(`${base}/api/capture-lead`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(400);
  });
});
