/**
 * The functions as Netlify deploys them: every file of netlify/functions bundled by Netlify's
 * function bundler (@netlify/zip-it-and-ship-it) with the options Netlify's build reads from
 * netlify.toml, the manifest it writes (routes, schedules, rate limits, runtime), and bundles
 * unpacked from their zip and run on a request with the local Blobs emulation as their store.
 *
 * Runs after `npm run build` (npm run test:build): the build writes what the functions may import
 * from the build's output, and the bundler must find it where a Netlify build would.
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { Config } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailKey } from '../../netlify/lib/limits/visitor.ts';
import { AUDIT_PRODUCT } from '../../netlify/generated/offers.ts';
import { bundleFunctions, extractZip, invokeBundle, resolveNetlifyConfig, type Bundles, type Invocation, type NetlifyConfigResult } from './netlify.ts';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../netlify/functions');
const FUNCTION_FILES = readdirSync(FUNCTIONS_DIR).filter((f) => /\.(mts|ts|mjs|js)$/.test(f));
const functionName = (file: string) => basename(file, extname(file));

/** Each function's own `config` export: what the bundler must find and report. */
const declared = new Map<string, Config>();

let netlify: NetlifyConfigResult;
let bundles: Bundles;
let work: string;
let blobsServer: BlobsServer;
let invocation: Omit<Invocation, 'deployContext'>;
const entryPoints = new Map<string, string>();

beforeAll(async () => {
  for (const file of FUNCTION_FILES) {
    const module = (await import(join(FUNCTIONS_DIR, file))) as { config?: Config };
    declared.set(functionName(file), module.config ?? {});
  }
  delete process.env.NETLIFY_AUTH_TOKEN;
  delete process.env.NETLIFY_SITE_ID;
  netlify = await resolveNetlifyConfig('production');
  work = await mkdtemp(join(tmpdir(), 'netlify-bundles-'));
  bundles = await bundleFunctions(netlify, join(work, 'functions'));

  const blobsDirectory = join(work, 'blobs');
  const token = 'bundle-test-token';
  blobsServer = new BlobsServer({ directory: blobsDirectory, token, logger: () => undefined });
  const { port } = await blobsServer.start();
  invocation = { blobs: { url: `http://localhost:${port}`, token, siteID: 'bundle-test-site' }, ip: '203.0.113.50' };
  // The bundles read their settings from the environment Netlify gives them: none of the keys,
  // so every outside service is on its local default; quiet logs.
  for (const name of ['STRIPE_SECRET_KEY', 'POSTMARK_SERVER_TOKEN', 'ANTHROPIC_API_KEY', 'URL', 'CONTEXT']) delete process.env[name];
  process.env.LOG_LEVEL = 'silent';
  process.env.VISITOR_HASH_SALT = 'bundle-test-salt';
}, 180_000);

afterAll(async () => {
  await blobsServer?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The unpacked entry point of a function's zip (unpacked once). */
async function entryPoint(name: string): Promise<string> {
  const known = entryPoints.get(name);
  if (known) return known;
  const result = bundles.results.find((r) => r.name === name);
  if (!result) throw new Error(`${name} was not bundled`);
  const target = join(work, 'unzipped', name);
  const files = await extractZip(result.path, target);
  expect(files).toContain('___netlify-entry-point.mjs');
  const entry = join(target, '___netlify-entry-point.mjs');
  entryPoints.set(name, entry);
  return entry;
}

const jsonRequest = (path: string, body: unknown) =>
  new Request(`https://northlight.example${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the function bundler (as Netlify builds the functions)', () => {
  it('bundles every function of the functions directory into a zip, as a v2 function on the site\'s Node', () => {
    expect(netlify.config.functionsDirectory).toBe(FUNCTIONS_DIR);
    expect(bundles.results.map((r) => r.name).sort()).toEqual(FUNCTION_FILES.map(functionName).sort());
    const runtime = `nodejs${netlify.config.build.environment.NODE_VERSION}.x`;
    for (const fn of bundles.manifest.functions) {
      expect(fn.path, fn.name).toMatch(/\.zip$/);
      expect(fn.runtime, fn.name).toBe('js');
      expect(fn.runtimeVersion, fn.name).toBe(runtime);
      expect(fn.buildData?.runtimeAPIVersion, fn.name).toBe(2);
    }
  });

  it('reports each endpoint at the path its config declares, with its rate limit', () => {
    for (const fn of bundles.manifest.functions) {
      const config = declared.get(fn.name)!;
      if (!config.path) continue;
      const routes = fn.routes ?? [];
      expect(routes, fn.name).toHaveLength(1);
      const route = routes[0]!;
      if ('literal' in route) expect(route.literal, fn.name).toBe(config.path);
      else {
        // A path with a wildcard (/api/admin/*) is reported as the expression Netlify matches: it
        // takes every path under the prefix and nothing beside it.
        const prefix = String(config.path).replace(/\/\*$/, '');
        const pattern = new RegExp(route.expression);
        expect([`${prefix}/x`, `${prefix}/x/y`].every((path) => pattern.test(path)), fn.name).toBe(true);
        expect([`${prefix}x`, `/api/other`].some((path) => pattern.test(path)), fn.name).toBe(false);
      }
      const rateLimit = config.rateLimit as { windowLimit: number; windowSize: number } | undefined;
      if (rateLimit) {
        expect(fn.trafficRules?.action, fn.name).toMatchObject({
          type: 'rate_limit',
          config: { rateLimitConfig: { windowLimit: rateLimit.windowLimit, windowSize: rateLimit.windowSize } },
        });
      } else expect(fn.trafficRules, fn.name).toBeUndefined();
    }
  });

  it('reports the schedule of each scheduled function where Netlify reads it, and no path for them', () => {
    const scheduled = [...declared].filter(([, config]) => config.schedule);
    expect(scheduled.map(([name]) => name).sort()).toEqual(['admin-publish', 'data-retention', 'inbox-digest', 'outbox-retry', 'quota-cleanup']);
    for (const [name, config] of scheduled) {
      expect(bundles.manifest.functions.find((f) => f.name === name)?.schedule, name).toBe(config.schedule);
      expect(bundles.results.find((r) => r.name === name)?.schedule, name).toBe(config.schedule);
      // Netlify's build refuses a scheduled function with a custom path.
      expect(bundles.manifest.functions.find((f) => f.name === name)?.routes ?? [], name).toEqual([]);
    }
    for (const fn of bundles.manifest.functions) if (!declared.get(fn.name)?.schedule) expect(fn.schedule, fn.name).toBeUndefined();
  });
});

// A first call loads the bundle (its bootstrap alone is about 1 MB): generous on a busy 2-core CI.
describe('a bundle unpacked from its zip answers a request', { timeout: 60_000 }, () => {
  it('capture-lead stores the lead in the Blobs store it is given, then answers 200', async () => {
    const email = 'bundle-test@example.com';
    const res = await invokeBundle(
      await entryPoint('capture-lead'),
      jsonRequest('/api/capture-lead', {
        email,
        source: 'lead_magnet',
        industry: 'lawyers',
        page: '/lawyers',
        metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: '/downloads/lawyers-quick-wins.pdf' },
      }),
      { ...invocation, deployContext: 'production' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const leads = getStore({ name: 'leads', siteID: invocation.blobs.siteID, token: invocation.blobs.token, edgeURL: invocation.blobs.url });
    expect(await leads.get(emailKey(email), { type: 'json' })).toMatchObject({ email, sources: ['lead_magnet'], captureCount: 1 });
  });

  it('capture-lead refuses bad input with a JSON error, as the source does', async () => {
    const res = await invokeBundle(
      await entryPoint('capture-lead'),
      jsonRequest('/api/capture-lead', { email: 'not an address' }),
      { ...invocation, deployContext: 'production' },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  it('create-payment without a Stripe key refuses the local test checkout on a deployed site: deploy preview and production', async () => {
    const body = { amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title };
    // The deploy context comes from the request, as Netlify sends it: the local test checkout is
    // for `npm start` and `npm run dev` only, never a deploy.
    for (const deployContext of ['deploy-preview', 'branch-deploy', 'production']) {
      const res = await invokeBundle(await entryPoint('create-payment'), jsonRequest('/api/create-payment', body), {
        ...invocation,
        deployContext,
      });
      expect(res.status, deployContext).toBe(503);
      expect(await res.json(), deployContext).toMatchObject({ error: expect.stringContaining('Online payment is not available') });
    }
    const checkouts = getStore({ name: 'checkouts', siteID: invocation.blobs.siteID, token: invocation.blobs.token, edgeURL: invocation.blobs.url });
    expect((await checkouts.list()).blobs).toEqual([]);
  });
});
