/**
 * Fixed-window limits kept in the `quota` store, exact under concurrency.
 *
 * A window (a UTC day or hour) holds `limit` numbered slots per subject:
 *   <window>/<name>/<subject>/<n>      n = 1..limit
 * A request first lists the subject's slots (one read): when all are taken it is refused
 * without writing anything; otherwise it claims the lowest free slot with an `onlyIfNew`
 * write, which either creates the key (the slot is ours) or reports `modified: false` (another
 * request took it since the listing: try the next free one). So a claim costs one conditional
 * write however large the limit and however many slots are taken, and only requests racing
 * for the same subject cost more. With atomic conditional writes (production Blobs, and the
 * store double in the tests) no two requests can hold one slot, so at most `limit` requests per
 * subject and window ever succeed, whatever a listing says. Claims for one subject are also
 * serialised on this machine (lock.ts) because the local emulator's conditional writes are not
 * atomic. Releasing a slot deletes its key, and the next claim takes that slot again.
 */
import type { Store } from '@netlify/blobs';
import { withLock } from '../platform/lock.ts';
import { blobsAreLocal, listKeys, store } from '../platform/stores.ts';

export type WindowKind = 'day' | 'hour';

export function windowOf(kind: WindowKind, now: Date): string {
  const iso = now.toISOString();
  return kind === 'day' ? iso.slice(0, 10) : iso.slice(0, 13);
}

export interface Claim {
  key: string;
  slot: number;
  /** Slots of the subject taken in the window once this one was: `limit - used` are left. */
  used: number;
}

export class SlotLimiter {
  readonly name: string;
  readonly limit: number;
  readonly window: WindowKind;

  constructor(name: string, limit: number, window: WindowKind) {
    this.name = name;
    this.limit = limit;
    this.window = window;
  }

  private get store(): Store {
    return store('quota');
  }

  private prefix(subject: string, now: Date): string {
    return `${windowOf(this.window, now)}/${this.name}/${subject}/`;
  }

  /** Claims a slot, or returns null when all `limit` slots of the window are taken. */
  async claim(subject: string, now = new Date()): Promise<Claim | null> {
    const prefix = this.prefix(subject, now);
    return withLock(`quota:${prefix}`, async () => {
      const taken = new Set((await listKeys(this.store, prefix)).map((key) => key.slice(prefix.length)));
      for (let slot = 1; slot <= this.limit && taken.size < this.limit; slot++) {
        if (taken.has(String(slot))) continue;
        const key = `${prefix}${slot}`;
        const result = await this.store.setJSON(key, { at: now.toISOString() }, { onlyIfNew: true });
        taken.add(String(slot));
        if (result.modified) return { key, slot, used: taken.size };
      }
      return null;
    }, { crossProcess: blobsAreLocal() });
  }

  /** Gives a slot back (a failed attempt must not count). */
  async release(claim: Claim): Promise<void> {
    await this.store.delete(claim.key);
  }

  /** Slots taken in the current window. */
  async used(subject: string, now = new Date()): Promise<number> {
    return (await listKeys(this.store, this.prefix(subject, now))).length;
  }
}

/**
 * Claims one slot of each limiter in turn (no nested locks, so no deadlock); if one is full,
 * the slots already taken are given back. Returns the claims, or the limiter that refused.
 */
export async function claimAll(
  parts: Array<{ limiter: SlotLimiter; subject: string }>,
  now = new Date(),
): Promise<{ ok: true; claims: Array<{ limiter: SlotLimiter; claim: Claim }> } | { ok: false; refusedBy: SlotLimiter }> {
  const claims: Array<{ limiter: SlotLimiter; claim: Claim }> = [];
  for (const { limiter, subject } of parts) {
    const claim = await limiter.claim(subject, now);
    if (!claim) {
      await releaseAll(claims);
      return { ok: false, refusedBy: limiter };
    }
    claims.push({ limiter, claim });
  }
  return { ok: true, claims };
}

export async function releaseAll(claims: Array<{ limiter: SlotLimiter; claim: Claim }>): Promise<void> {
  await Promise.all(claims.map(({ limiter, claim }) => limiter.release(claim).catch(() => undefined)));
}

/**
 * Deletes limiter keys of windows older than `keepDays` UTC days (today counts as day 0).
 * Used by the scheduled clean-up.
 */
export async function cleanupQuota(now = new Date(), keepDays = 2): Promise<{ deleted: number; windows: string[] }> {
  const s = store('quota');
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - keepDays))
    .toISOString()
    .slice(0, 10);
  const { directories } = await s.list({ directories: true });
  const old = directories
    .map((d) => d.replace(/\/$/, ''))
    .filter((d) => /^\d{4}-\d{2}-\d{2}/.test(d) && d.slice(0, 10) < cutoff);
  let deleted = 0;
  for (const window of old) {
    const keys = await listKeys(s, `${window}/`);
    for (const key of keys) {
      await s.delete(key);
      deleted++;
    }
  }
  return { deleted, windows: old };
}
