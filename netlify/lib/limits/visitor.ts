/**
 * Who a request comes from, for limits: salted HMACs of the client IP (`context.ip`), never the
 * raw address. IPv4-mapped IPv6 is folded to IPv4. Two sizes:
 *  - the visitor: an IPv4 address, or an IPv6 /56 (what one household or host is usually
 *    given: a home connection typically gets a /56, so counting /64s would let one person be
 *    256 visitors);
 *  - the network: an IPv4 /24 or an IPv6 /48 (one organisation's or hosting customer's
 *    allocation), for limits on what one network may use in all.
 * The salt is VISITOR_HASH_SALT, or else a random secret generated once and kept in the
 * `secrets` store, so hashes are stable across instances.
 *
 * E-mail addresses count per mailbox for limits (mailboxKey): sub-address tags are dropped and,
 * for providers that ignore dots, dots, so one inbox is one identity.
 */
import { createHash, createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { forgetSiteSecrets, siteSecret } from '../platform/secrets.ts';

const salt = () => siteSecret('VISITOR_HASH_SALT', 'visitor-hash-salt');

/**
 * Tests only: forget the cached salt (a new store directory means a new salt).
 * @internal Also a seam for the tests (knip --production).
 */
export function resetVisitorSalt(): void {
  forgetSiteSecrets();
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

/** The address with every bit past the first `bits` cleared, as text (e.g. 2001:db8:1:200::/56). */
function prefixOf(ip: ipaddr.IPv4 | ipaddr.IPv6, bits: number): string {
  const bytes = ip.toByteArray();
  for (let i = 0; i < bytes.length; i++) {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    bytes[i] = bytes[i]! & ((0xff << (8 - keep)) & 0xff);
  }
  return `${ipaddr.fromByteArray(bytes).toString()}/${bits}`;
}

/** Prefix lengths of a visitor and of a network, per address family. */
export const VISITOR_PREFIX = { ipv4: 32, ipv6: 56 } as const;
export const NETWORK_PREFIX = { ipv4: 24, ipv6: 48 } as const;

function identityOf(ip: string | null, sizes: { ipv4: number; ipv6: number }): string {
  if (!ip) return 'unknown';
  const parsed = ipaddr.parse(ip);
  return prefixOf(parsed, parsed.kind() === 'ipv6' ? sizes.ipv6 : sizes.ipv4);
}

async function hashed(kind: string, identity: string): Promise<string> {
  const key = await salt();
  return createHmac('sha256', key).update(`${kind}:${identity}`).digest('hex').slice(0, 32);
}

/** The visitor: an IPv4 address or an IPv6 /56. */
export async function visitorId(rawIp: string | undefined | null): Promise<string> {
  return hashed('visitor', identityOf(normaliseIp(rawIp), VISITOR_PREFIX));
}

/** The visitor's network: an IPv4 /24 or an IPv6 /48. */
export async function networkId(rawIp: string | undefined | null): Promise<string> {
  return hashed('network', identityOf(normaliseIp(rawIp), NETWORK_PREFIX));
}

/** The normalised e-mail address used as identity (trimmed, lower-cased). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A stable key for an e-mail address (store keys and limits never hold the address itself). */
export function emailKey(email: string): string {
  return createHash('sha256').update(`email:${normaliseEmail(email)}`).digest('hex').slice(0, 40);
}

/** Providers whose mailboxes ignore dots in the local part, and their alias domains. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, as far as limits are concerned: lower-cased, the
 * sub-address tag dropped (ada+news@ → ada@; '+' is the separator of Gmail, Outlook, iCloud,
 * Fastmail, Proton and most mail servers), and for Gmail the dots dropped and googlemail.com
 * folded into gmail.com. Over-merging two real people here only makes them share a quota.
 */
export function canonicalMailbox(email: string): string {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

/** A stable key for the mailbox behind an address (per-address limits count mailboxes). */
export function mailboxKey(email: string): string {
  return createHash('sha256').update(`mailbox:${canonicalMailbox(email)}`).digest('hex').slice(0, 40);
}
