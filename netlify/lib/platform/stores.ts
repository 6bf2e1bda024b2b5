/**
 * The Netlify Blobs stores of the backend and the conditional-write helpers over them.
 *
 * Stores (strong consistency; site-wide in production and local development, deploy-scoped on
 * deploy previews and branch deploys, see `deployScope`):
 *   leads      one record per normalised e-mail (key: sha256 of the address)
 *   inquiries  contact-form inquiries (key: <ISO time>-<random>)
 *   reviews    AI website reviews (key: <YYYY-MM-DD>/<id>)
 *   orders     paid orders, once per Checkout Session (key: session id)
 *   checkouts  Checkout Sessions created (key: session id), incl. local test sessions
 *   payments   which session a Stripe PaymentIntent belongs to (key: PaymentIntent id)
 *   outbox     e-mails waiting to be sent (pending/<id>) and sent ones (sent/<id>)
 *   quota      daily / hourly limiter slots and the model-call counter (key: <window>/...)
 *   secrets    generated secrets such as the visitor-hash salt
 *   inbox      the staff's index of what the site collected, a chunk per UTC day
 *              (days/<inverted day>), and each item's staff record (items/<id>: notes, replies)
 *   audit      who viewed, exported or erased whose data, and when (<inverted month>/<inverted time>)
 *   pictures   pictures an editor uploaded on /admin that no commit holds yet (<user id>/<path>)
 */
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import type { z } from 'zod';
import { deployContext } from './env.ts';
import { withLock } from './lock.ts';
import { createLogger } from './log.ts';

export const STORE_NAMES = ['leads', 'inquiries', 'reviews', 'orders', 'checkouts', 'payments', 'outbox', 'quota', 'secrets', 'inbox', 'audit', 'pictures', 'publishing'] as const;
export type StoreName = (typeof STORE_NAMES)[number];

type Fetcher = typeof globalThis.fetch;
interface StoreOverrides {
  fetch?: Fetcher;
  siteID?: string;
  token?: string;
  edgeURL?: string;
  uncachedEdgeURL?: string;
  /** Treat the store as the local emulator (no etags on reads, non-atomic conditions). */
  local?: boolean;
}
let overrides: StoreOverrides = {};

/**
 * Tests only: route every store through another fetch (a store double) or endpoint.
 * @internal Also a seam for the tests (knip --production).
 */
export function configureStores(next: StoreOverrides): void {
  overrides = { ...next };
}

/**
 * Which deploy's stores a deployed preview writes to, or null for the site-wide stores.
 * Production and local development use the site-wide stores. A deploy preview or branch deploy
 * is a public copy of the site that anyone can use: its leads, inquiries, test orders, outbox
 * and quotas stay in stores of that deploy (Netlify deletes them with the deploy), never in
 * production's. Decided from the running invocation (Netlify.context), since store() has no
 * request; when the context is unknown the site-wide stores are used, which is what production
 * must never lose.
 */
export function deployScope(): { deployID?: string } | null {
  const context = deployContext();
  if (!context || context === 'production' || context === 'dev') return null;
  const runtime = (globalThis as { Netlify?: { context?: { deploy?: { id?: string } } | null } }).Netlify?.context;
  const deployID = runtime?.deploy?.id;
  // Without an id in the invocation, getDeployStore reads the deploy id Netlify gives Blobs.
  return deployID ? { deployID } : {};
}

export function store(name: StoreName): Store {
  const { local: _local, ...rest } = overrides;
  const options: Record<string, unknown> = { name, consistency: 'strong' };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) options[key] = value;
  const scope = deployScope();
  if (scope) return getDeployStore({ ...options, ...scope } as { name: string });
  return getStore(options as { name: string });
}

function blobsContext(): { edgeURL?: string; apiURL?: string } {
  const raw =
    (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext ?? process.env.NETLIFY_BLOBS_CONTEXT;
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    return JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as { edgeURL?: string; apiURL?: string };
  } catch {
    return {};
  }
}

/** Is the store the local emulator (a BlobsServer on this machine)? */
export function blobsAreLocal(): boolean {
  if (overrides.local !== undefined) return overrides.local;
  const ctx = blobsContext();
  const endpoint = overrides.edgeURL ?? ctx.edgeURL ?? ctx.apiURL;
  if (!endpoint) return false;
  try {
    const host = new URL(endpoint).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}

export class ConflictError extends Error {
  constructor(key: string) {
    super(`Too many concurrent updates of ${key}`);
    this.name = 'ConflictError';
  }
}

/**
 * Creates `key` only if it does not exist yet. True when this call created it.
 * Serialised by key on this machine (see lock.ts) so the local emulator is exact too.
 */
export async function createOnce(s: Store, lockName: string, key: string, value: unknown): Promise<boolean> {
  return withLock(`${lockName}:${key}`, async () => {
    const result = await s.setJSON(key, value, { onlyIfNew: true });
    return result.modified;
  }, { crossProcess: blobsAreLocal() });
}

/**
 * Read-modify-write with compare-and-swap. `update` returns the new value, or `undefined` for
 * "no change". A read without an etag is never treated as a match: against production Blobs
 * that is an error; only against the local emulator (which never returns etags on reads) is the
 * write done unconditionally, and then only inside the machine-wide lock held here.
 */
export async function updateJSON<T>(
  s: Store,
  lockName: string,
  key: string,
  update: (current: T | null) => T | undefined,
  attempts = 8,
): Promise<{ value: T | null; changed: boolean }> {
  return withLock(`${lockName}:${key}`, async () => {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const current = (await s.getWithMetadata(key, { type: 'json' })) as { data: T; etag?: string } | null;
      const next = update(current ? current.data : null);
      if (next === undefined) return { value: current ? current.data : null, changed: false };
      if (!current) {
        const created = await s.setJSON(key, next, { onlyIfNew: true });
        if (created.modified) return { value: next, changed: true };
      } else if (current.etag) {
        const swapped = await s.setJSON(key, next, { onlyIfMatch: current.etag });
        if (swapped.modified) return { value: next, changed: true };
      } else if (blobsAreLocal()) {
        await s.setJSON(key, next);
        return { value: next, changed: true };
      } else {
        throw new Error(`Blobs read of ${key} returned no etag; refusing an unconditional overwrite`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt * Math.random()));
    }
    throw new ConflictError(key);
  }, { crossProcess: blobsAreLocal() });
}

/**
 * A stored record read through its schema, or null when there is none. A record that does not
 * parse (written by an older version, or damaged) is logged with its store and key and read as
 * none here; data/ lists such records for a person to look at instead of passing over them.
 */
export async function readRecord<S extends z.ZodType>(s: Store, key: string, schema: S): Promise<z.output<S> | null> {
  const value: unknown = await s.get(key, { type: 'json' });
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  createLogger({ fn: 'stores' }).warn('store.unreadable_record', { key, issues: parsed.error.issues.length });
  return null;
}

/** Lists every key under a prefix (all pages). */
export async function listKeys(s: Store, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of s.list({ paginate: true, ...(prefix ? { prefix } : {}) })) {
    for (const blob of page.blobs) keys.push(blob.key);
  }
  return keys;
}

export function randomId(bytes = 8): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A sortable id: ISO time without separators plus randomness. */
export function timeId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomId(5)}`;
}
