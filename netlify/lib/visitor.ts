/**
 * The visitor's identity for limits: a salted HMAC of the client IP (`context.ip`), never the
 * raw address. IPv4-mapped IPv6 is folded to IPv4; IPv6 is reduced to its /64 (one household
 * or host usually holds a whole /64). The salt is VISITOR_HASH_SALT, or else a random secret
 * generated once and kept in the `secrets` store, so hashes are stable across instances.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { env } from './env.ts';
import { withLock } from './lock.ts';
import { blobsAreLocal, store } from './stores.ts';

let cachedSalt: { source: string; value: string } | null = null;

async function salt(): Promise<string> {
  const configured = env('VISITOR_HASH_SALT');
  if (configured) return configured;
  if (cachedSalt?.source === 'store') return cachedSalt.value;
  const secrets = store('secrets');
  const existing = (await secrets.get('visitor-hash-salt', { type: 'text' })) as string | null;
  if (existing) {
    cachedSalt = { source: 'store', value: existing };
    return existing;
  }
  // First use on this site: create it once (the first writer wins; everyone then reads it).
  await withLock(
    'secrets:visitor-hash-salt',
    async () => {
      if (!(await secrets.get('visitor-hash-salt', { type: 'text' }))) {
        await secrets.set('visitor-hash-salt', randomBytes(32).toString('hex'), { onlyIfNew: true });
      }
    },
    { crossProcess: blobsAreLocal() },
  );
  const value = (await secrets.get('visitor-hash-salt', { type: 'text' })) as string | null;
  if (!value) throw new Error('Could not read the visitor-hash salt');
  cachedSalt = { source: 'store', value };
  return value;
}

/** Tests only: forget the cached salt (a new store directory means a new salt). */
export function resetVisitorSalt(): void {
  cachedSalt = null;
}

/** The canonical form of an IP for hashing and whitelisting, or null when it is not an IP. */
export function normaliseIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let value = raw.trim();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const zone = value.indexOf('%');
  if (zone !== -1) value = value.slice(0, zone);
  if (!ipaddr.isValid(value)) return null;
  return ipaddr.process(value).toString();
}

function identityOf(ip: string | null): string {
  if (!ip) return 'unknown';
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6') {
    const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
    return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
  }
  return ip;
}

export async function visitorId(rawIp: string | undefined | null): Promise<string> {
  const key = await salt();
  return createHmac('sha256', key).update(`visitor:${identityOf(normaliseIp(rawIp))}`).digest('hex').slice(0, 32);
}

/** The normalised e-mail address used as identity (trimmed, lower-cased). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A stable key for an e-mail address (store keys and limits never hold the address itself). */
export function emailKey(email: string): string {
  return createHash('sha256').update(`email:${normaliseEmail(email)}`).digest('hex').slice(0, 40);
}
