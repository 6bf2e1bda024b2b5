/**
 * Who is exempt from the AI-review quota. Never the e-mail address typed in the form: only
 *  - a visitor holding the staff cookie, set by GET /api/ai-review-access?key=<AI_REVIEW_ACCESS_KEY>
 *    (HMAC-signed with AI_REVIEW_COOKIE_SECRET, or a key derived from the access key), or
 *  - a client IP inside AI_REVIEW_WHITELIST_IPS (comma-separated IPs or CIDRs).
 * Rotating the access key or the cookie secret revokes every cookie already handed out.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { env } from './env.ts';
import { normaliseIp } from './visitor.ts';

export const ACCESS_COOKIE = 'nl_ai_access';
export const ACCESS_COOKIE_MAX_AGE = 90 * 24 * 3600;

function secret(): Buffer | null {
  const accessKey = env('AI_REVIEW_ACCESS_KEY');
  if (!accessKey) return null;
  const configured = env('AI_REVIEW_COOKIE_SECRET');
  // The access key is part of what is signed, so rotating it also revokes old cookies.
  const base = configured ?? `derived:${accessKey}`;
  return createHmac('sha256', base).update(`cookie-key:${createHash('sha256').update(accessKey).digest('hex')}`).digest();
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
  const key = env('AI_REVIEW_ACCESS_KEY');
  if (!key || !candidate) return false;
  return safeEqual(candidate, key);
}

export function makeAccessCookie(req: Request, now = Date.now()): string {
  const key = secret();
  if (!key) throw new Error('AI_REVIEW_ACCESS_KEY is not set');
  const expires = Math.floor(now / 1000) + ACCESS_COOKIE_MAX_AGE;
  const payload = `v1.${expires}`;
  const value = `${payload}.${sign(payload, key)}`;
  const secure = new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
  return [
    `${ACCESS_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${ACCESS_COOKIE_MAX_AGE}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

export function hasValidAccessCookie(req: Request, now = Date.now()): boolean {
  const key = secret();
  const value = readCookie(req, ACCESS_COOKIE);
  if (!key || !value) return false;
  const match = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 < now) return false;
  return safeEqual(sign(`v1.${expires}`, key), match[2]!);
}

export function ipWhitelisted(rawIp: string | undefined | null): boolean {
  const list = env('AI_REVIEW_WHITELIST_IPS');
  const ip = normaliseIp(rawIp);
  if (!list || !ip) return false;
  const addr = ipaddr.parse(ip);
  for (const entry of list.split(',').map((e) => e.trim()).filter(Boolean)) {
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
