/**
 * `npm run dev` is the editor's live preview: Astro's dev server with Netlify's Vite plugin, so
 * the pages and the functions run together. This smoke test starts it (beside any dev server
 * already running), asks for an industry page and calls a function, then stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';

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
let base = '';
let output = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1', '--ignore-lock'], {
    cwd: root,
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

afterAll(() => {
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
});

describe('npm run dev', () => {
  it('serves an industry page from its file', { timeout: 60_000 }, async () => {
    const industry = INDUSTRIES[0]!;
    const response = await fetch(`${base}${industry.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(industry.guide.title);
  });

  it('serves the functions under /api, with Blobs', { timeout: 60_000 }, async () => {
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
