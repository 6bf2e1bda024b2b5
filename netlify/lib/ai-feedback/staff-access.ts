/**
 * Who is exempt from the AI-review quota. Never the e-mail address typed in the form: only
 *  - a visitor holding the staff cookie, set by POST /api/ai-review-access with the staff key
 *    (AI_REVIEW_ACCESS_KEY: at least 32 characters, and random-looking, see accessKeyWeakness;
 *    `npm run access-key` prints one) from its form, and signed with
 *    AI_REVIEW_COOKIE_SECRET or a key derived from the access key, or
 *  - a client IP inside AI_REVIEW_WHITELIST_IPS (comma-separated IPs or CIDRs).
 * The cookie lasts 7 days and carries the key version (AI_REVIEW_ACCESS_VERSION): raising the
 * version revokes every cookie handed out without changing the key; rotating the access key or
 * the cookie secret revokes them too.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { cookieValues, setCookie } from '../platform/cookies.ts';
import { createLogger } from '../platform/log.ts';
import { normaliseIp } from '../limits/visitor.ts';
import { setting } from '../platform/settings.ts';

export const ACCESS_COOKIE = 'nl_ai_access';
export const ACCESS_COOKIE_MAX_AGE = 7 * 24 * 3600;
/** Shorter keys are refused: the key is the only thing between anyone and unlimited reviews. */
export const ACCESS_KEY_MIN_LENGTH = 32;
/**
 * The least estimated strength of a key, in bits: its length times the Shannon entropy of its
 * characters' frequencies. At 32 characters that takes 16 distinct characters used evenly;
 * 64 hex digits or 43 base64 characters of a random generator score far above it.
 */
export const ACCESS_KEY_MIN_BITS = 128;
/** A sequence this long that occurs twice makes a key a repetition ("password" × 8). */
const REPEATED_RUN = 8;

export type AccessKeyWeakness = 'too_short' | 'too_few_characters' | 'repeats';

/** The strength estimate of a key in bits (see ACCESS_KEY_MIN_BITS). */
export function accessKeyBits(key: string): number {
  const chars = Array.from(key);
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/**
 * Why a key is not accepted, or null for a good one: shorter than ACCESS_KEY_MIN_LENGTH, an
 * estimated strength under ACCESS_KEY_MIN_BITS (32 identical characters, "abab…", a few
 * characters mostly), or a run of REPEATED_RUN characters that occurs twice. The length and
 * the repetition are checked by code point, so a key of emoji is measured as what it is.
 */
export function accessKeyWeakness(key: string): AccessKeyWeakness | null {
  const chars = Array.from(key);
  if (chars.length < ACCESS_KEY_MIN_LENGTH) return 'too_short';
  if (accessKeyBits(key) < ACCESS_KEY_MIN_BITS) return 'too_few_characters';
  const runs = new Set<string>();
  for (let i = 0; i + REPEATED_RUN <= chars.length; i++) {
    const run = chars.slice(i, i + REPEATED_RUN).join('');
    if (runs.has(run)) return 'repeats';
    runs.add(run);
  }
  return null;
}

let reportedWeakKey: string | null = null;

/**
 * The staff access key, or null when it is unset or weak (a weak key disables staff access,
 * and says why once in the log: `access.key_too_short`, or `access.key_too_weak` with the
 * reason and the estimated bits; never the key).
 */
function accessKey(): string | null {
  const key = setting('AI_REVIEW_ACCESS_KEY');
  if (!key) return null;
  const weakness = accessKeyWeakness(key);
  if (weakness) {
    const fingerprint = createHash('sha256').update(key).digest('hex');
    if (reportedWeakKey !== fingerprint) {
      reportedWeakKey = fingerprint;
      const log = createLogger({ fn: 'access' });
      if (weakness === 'too_short') log.error('access.key_too_short', { length: Array.from(key).length, minimum: ACCESS_KEY_MIN_LENGTH });
      else log.error('access.key_too_weak', { reason: weakness, bits: Math.floor(accessKeyBits(key)), minimumBits: ACCESS_KEY_MIN_BITS, hint: 'npm run access-key prints a new key' });
    }
    return null;
  }
  return key;
}

/**
 * Checked when a function that reads the key starts: a key that is set but weak is reported in
 * the log at once (staff access stays off until it is replaced).
 */
export function checkAccessKeyAtStartup(): void {
  accessKey();
}

/** The key version a cookie must carry (AI_REVIEW_ACCESS_VERSION, default 1). */
export function accessVersion(): number {
  return setting('AI_REVIEW_ACCESS_VERSION');
}

function secret(): Buffer | null {
  const key = accessKey();
  if (!key) return null;
  const configured = setting('AI_REVIEW_COOKIE_SECRET');
  // The access key is part of what is signed, so rotating it also revokes old cookies.
  const base = configured ?? `derived:${key}`;
  return createHmac('sha256', base).update(`cookie-key:${createHash('sha256').update(key).digest('hex')}`).digest();
}

function sign(payload: string, key: Buffer): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export function accessKeyMatches(candidate: string | null): boolean {
  const key = accessKey();
  if (!key || !candidate) return false;
  return safeEqual(candidate, key);
}

/** `v2.<key version>.<expiry, unix seconds>.<HMAC of the three>` */
export function makeAccessCookie(req: Request, now = Date.now()): string {
  const key = secret();
  if (!key) throw new Error('AI_REVIEW_ACCESS_KEY is not set');
  const expires = Math.floor(now / 1000) + ACCESS_COOKIE_MAX_AGE;
  const payload = `v2.${accessVersion()}.${expires}`;
  return setCookie(req, ACCESS_COOKIE, `${payload}.${sign(payload, key)}`, { maxAge: ACCESS_COOKIE_MAX_AGE, sameSite: 'Lax' });
}

/** Whether one of the request's access cookies is valid (a planted one beside it changes nothing). */
export function hasValidAccessCookie(req: Request, now = Date.now()): boolean {
  const key = secret();
  if (!key) return false;
  return cookieValues(req, ACCESS_COOKIE).some((value) => accessCookieValid(value, key, now));
}

function accessCookieValid(value: string, key: Buffer, now: number): boolean {
  const match = /^v2\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const version = Number(match[1]);
  const expires = Number(match[2]);
  if (version !== accessVersion()) return false;
  if (expires * 1000 < now) return false;
  // A cookie can never claim more than the lifetime it is given.
  if (expires * 1000 > now + ACCESS_COOKIE_MAX_AGE * 1000 + 60_000) return false;
  return safeEqual(sign(`v2.${version}.${expires}`, key), match[3]!);
}

export function ipWhitelisted(rawIp: string | undefined | null): boolean {
  const ip = normaliseIp(rawIp);
  if (!ip) return false;
  const addr = ipaddr.parse(ip);
  for (const entry of setting('AI_REVIEW_WHITELIST_IPS')) {
    try {
      if (entry.includes('/')) {
        const [network, bits] = ipaddr.parseCIDR(entry);
        const candidate = network.kind() === 'ipv4' && addr.kind() === 'ipv6' ? null : addr;
        if (candidate && candidate.kind() === network.kind() && candidate.match(network, bits)) return true;
      } else if (normaliseIp(entry) === ip) return true;
    } catch {
      /* an invalid entry matches nothing */
    }
  }
  return false;
}

export function isWhitelisted(req: Request, ip: string | undefined | null): { whitelisted: boolean; by: 'cookie' | 'ip' | null } {
  if (hasValidAccessCookie(req)) return { whitelisted: true, by: 'cookie' };
  if (ipWhitelisted(ip)) return { whitelisted: true, by: 'ip' };
  return { whitelisted: false, by: null };
}
