/**
 * Through the local emulation that `npm start` uses: NetlifyDev from @netlify/dev builds the
 * functions and runs each request in its own worker thread, over its own BlobsServer (whose
 * conditional writes are not atomic). Concurrent requests from one client IP (passed as
 * x-forwarded-for, which NetlifyDev turns into context.ip) must still get exactly 3 analyses:
 * only the machine-wide lock (lock.ts) serialises claims across those worker threads.
 *
 * NetlifyDev rebuilds a function (esbuild via zip-it-and-ship-it) on every invocation, about
 * 2–3 s of CPU each, under a fixed 30 s function timeout; 50 simultaneous calls on a 2-core
 * machine would time out inside the emulator itself. So this run uses CONCURRENCY calls; the
 * 50-call runs against the same BlobsServer and against an atomic store double are in
 * quota.test.ts.
 */
const CONCURRENCY = Number(process.env.EMULATION_CONCURRENCY ?? 12);
import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from './helpers/env.ts';
import { startFixtureSite, type FixtureSite } from './helpers/fixture-site.ts';
import { solvedChallenge } from './helpers/proof.ts';

let site: FixtureSite;
let dev: NetlifyDev;
let root: string;

beforeAll(async () => {
  site = await startFixtureSite();
  resetEnv({
    AI_REVIEW_ALLOW_HOSTS: site.hostPort,
    AI_REVIEW_SEND_EMAIL: 'false',
    VISITOR_HASH_SALT: 'emulation-salt',
    AI_REVIEW_CHALLENGE_SECRET: 'emulation-challenge-secret',
  });
  root = await mkdtemp(join(tmpdir(), 'fn-netlifydev-'));
  // A temp project with a copy of the backend sources (so its Blobs data and build output stay
  // in the temp dir, away from the developer's own .netlify/) and the real node_modules.
  const repo = resolve(import.meta.dirname, '../..');
  await cp(join(repo, 'netlify'), join(root, 'netlify'), { recursive: true });
  await cp(join(repo, 'src/lib'), join(root, 'src/lib'), { recursive: true });
  // The editor's functions (netlify/lib/admin/) check files with the editor's pure core.
  await cp(join(repo, 'src/editor/core'), join(root, 'src/editor/core'), { recursive: true });
  await cp(join(repo, 'package.json'), join(root, 'package.json'));
  await symlink(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  await writeFile(join(root, 'netlify.toml'), '[functions]\n  directory = "netlify/functions"\n');
  dev = new NetlifyDev({
    projectRoot: root,
    apiToken: 'unused',
    skipGitignore: true,
    logger: { log: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Console,
    blobs: { enabled: true },
    functions: { enabled: true },
    redirects: { enabled: false },
    headers: { enabled: false },
    staticFiles: { enabled: false },
    environmentVariables: { enabled: false },
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    serverAddress: null,
  } as ConstructorParameters<typeof NetlifyDev>[0]);
  await dev.start();
}, 120_000);

afterAll(async () => {
  await dev?.stop();
  await site?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const post = (path: string, body: unknown, ip: string) =>
  dev.handle(
    new Request(`http://localhost:8888${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    }),
  );

/** A solved challenge of the emulation's own /api/ai-review-challenge (easy: helpers/env.ts). */
async function proofThroughEmulation(): Promise<string> {
  const res = await dev.handle(new Request('http://localhost:8888/api/ai-review-challenge'));
  expect(res?.status).toBe(200);
  return solvedChallenge(await res!.json());
}

describe('through NetlifyDev (the npm start emulation)', () => {
  it('serves the functions and answers errors as JSON', async () => {
    const res = await post('/api/capture-lead', { email: 'x@example.com', source: 'elsewhere' }, '203.0.113.1');
    expect(res?.status).toBe(400);
    expect(res?.headers.get('cache-control')).toBe('no-store');
    expect(await res?.json()).toMatchObject({ error: 'Invalid request', issues: [{ path: 'source' }] });
  }, 60_000);

  it(`${CONCURRENCY} concurrent requests from one IP get exactly 3 analyses`, async () => {
    // Solved in-process, signed with the secret the emulation shares (each call through it
    // rebuilds a function: one challenge from the emulation's own route is enough, below).
    const proofs = await Promise.all(Array.from({ length: CONCURRENCY }, () => solvedChallenge()));
    const results = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) =>
        post('/api/ai-feedback', { website_url: `${site.origin}/law-firm`, focus_area: '', industry: 'lawyers', email: `emu${i}@example.com`, altcha: proofs[i] }, '203.0.113.99'),
      ),
    );
    const statuses = results.map((r) => r?.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(CONCURRENCY - 3);
    const other = await post('/api/ai-feedback', { website_url: `${site.origin}/law-firm`, email: 'emu-other@example.com', altcha: await proofThroughEmulation() }, '203.0.113.100');
    expect(other?.status).toBe(200);
  }, 90_000);
});
