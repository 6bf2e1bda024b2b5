/**
 * Fetching a visitor-supplied page without server-side request forgery. The bounds are the
 * constants below (redirects, time, size); what each step guarantees:
 *
 * - http and https only, no credentials in the URL, default ports only, a bounded length;
 * - the host is resolved once and every address checked (ipaddr.js ranges: loopback, private,
 *   link-local incl. 169.254.169.254, carrier-grade NAT, multicast, unspecified, reserved,
 *   IPv4-mapped IPv6 …, plus an explicit deny list incl. ::/96);
 * - host names are judged without their root dot ("metadata.google.internal." is
 *   "metadata.google.internal");
 * - the connection goes to the checked address (a pinned lookup, over one address family: IPv4
 *   when the name has an IPv4 address), through request-filtering-agent with that family's
 *   deny list, which checks the address actually connected to again, so DNS rebinding between
 *   check and connect cannot reach a private address;
 * - a bounded number of redirects, each target checked again from scratch; one deadline for the
 *   whole fetch; HTML only; an error page or a redirect is judged by its status, its body never
 *   read;
 * - one cap on the bytes received and on the bytes decoded (gzip, deflate, br), checked on every
 *   chunk; whatever fails, the decoder is destroyed before the answer, so a compression bomb
 *   costs nothing once refused.
 *
 * AI_REVIEW_ALLOW_HOSTS (comma-separated host:port) lets the tests and local development reach
 * a fixture server on 127.0.0.1; it is ignored in production.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import type { Readable, Transform } from 'node:stream';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { STUDIO } from '../../generated/studio.ts';
import { isLocalDevelopment } from '../platform/env.ts';
import { setting } from '../platform/settings.ts';

export const MAX_URL_LENGTH = 2048;
export const FETCH_TIMEOUT_MS = 8_000;
export const MAX_PAGE_BYTES = 1.5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

/**
 * Ranges refused on top of everything ipaddr.js does not call 'unicast', one list per address
 * family: request-filtering-agent matches every entry against the address it connects to, and
 * an entry of the other family makes it log an "Invalid CIDR" stack trace instead of a match.
 */
export const DENY_CIDRS: Record<'ipv4' | 'ipv6', readonly string[]> = {
  ipv4: [
    '0.0.0.0/8',
    '10.0.0.0/8',
    '100.64.0.0/10',
    '127.0.0.0/8',
    '169.254.0.0/16',
    '172.16.0.0/12',
    '192.0.0.0/24',
    '192.0.2.0/24',
    '192.88.99.0/24',
    '192.168.0.0/16',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '224.0.0.0/4',
    '240.0.0.0/4',
    '255.255.255.255/32',
  ],
  ipv6: [
    '::/96',
    '::ffff:0:0/96',
    '64:ff9b::/96',
    '64:ff9b:1::/48',
    '100::/64',
    '2001::/23',
    '2001:db8::/32',
    '2002::/16',
    'fc00::/7',
    'fe80::/10',
    'fec0::/10',
    'ff00::/8',
  ],
};
const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  linkLocal: 'a link-local address (such as cloud metadata)',
  carrierGradeNat: 'a carrier-grade NAT address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  uniqueLocal: 'a private network address',
  reserved: 'a reserved address',
  ipv4Mapped: 'an IPv4-mapped IPv6 address',
};
const PARSED_DENY = [...DENY_CIDRS.ipv4, ...DENY_CIDRS.ipv6].map((cidr) => ipaddr.parseCIDR(cidr));

/**
 * What a visitor can do about a refusal, said after its reason: every message below is shown to
 * the visitor as it is (the review form's notice), so each ends by saying what to try.
 */
const ADVICE = {
  publicAddress: 'Please enter the public address of your website, e.g. https://yourfirm.com.',
  checkAddress: 'Please check the address, or try your home page.',
  tryLater: 'Please check the address, or try again in a few minutes.',
  anotherPage: 'Please try your home page or another page of the site.',
} as const;

/** The URL or an address it leads to is not allowed: answered 400. */
export class UrlRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UrlRefusedError';
  }
}

/** The page could not be fetched or is not a usable HTML page: answered 422. */
export class PageFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageFetchError';
  }
}

type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });
let resolver: Resolver = systemResolver;

/**
 * Tests only: replace DNS resolution (null restores the system resolver).
 * @internal Also a seam for the tests (knip --production).
 */
export function configureSafeFetch(options: { resolver?: Resolver | null }): void {
  resolver = options.resolver ?? systemResolver;
}

export function allowedHosts(production = false): Set<string> {
  if (production) return new Set();
  return new Set(setting('AI_REVIEW_ALLOW_HOSTS').map((host) => host.toLowerCase()));
}

/** Why an address may not be fetched, or null when it is a public unicast address. */
export function forbiddenAddressReason(ip: string): string | null {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(ip);
  } catch {
    return 'an unparseable address';
  }
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) return 'an IPv4-mapped IPv6 address';
  const range = addr.range();
  if (range !== 'unicast') return RANGE_NAMES[range] ?? `a reserved (${range}) address`;
  for (const [network, bits] of PARSED_DENY) {
    if (network.kind() === addr.kind() && addr.match(network, bits)) return 'a reserved address';
  }
  return null;
}

const BLOCKED_SUFFIXES = ['.localhost', '.local', '.internal', '.localdomain', '.home.arpa', '.lan', '.intranet', '.corp'];

function bareHost(url: URL): string {
  const h = url.hostname.toLowerCase();
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

/**
 * Static checks of a URL (no network). A bare "example.com/page" gets https:// in front.
 * Throws UrlRefusedError.
 */
export function parseTargetUrl(raw: string, allow: Set<string> = allowedHosts()): URL {
  const input = raw.trim();
  if (input.length === 0) throw new UrlRefusedError('Please enter a website address.');
  if (input.length > MAX_URL_LENGTH) throw new UrlRefusedError(`That address is too long. ${ADVICE.publicAddress}`);
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new UrlRefusedError(`That is not a valid website address. ${ADVICE.publicAddress}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UrlRefusedError(`Only http and https website addresses can be analysed. ${ADVICE.publicAddress}`);
  }
  if (url.username || url.password) throw new UrlRefusedError(`Addresses with a user name or password cannot be analysed. ${ADVICE.publicAddress}`);
  if (url.href.length > MAX_URL_LENGTH) throw new UrlRefusedError(`That address is too long. ${ADVICE.publicAddress}`);
  const host = bareHost(url);
  if (!host) throw new UrlRefusedError(`That is not a valid website address. ${ADVICE.publicAddress}`);
  url.hash = '';
  if (allow.has(url.host.toLowerCase())) return url;
  if (url.port !== '') throw new UrlRefusedError(`Only websites on the standard ports (80 and 443) can be analysed. ${ADVICE.publicAddress}`);
  if (net.isIP(host)) {
    const reason = forbiddenAddressReason(host);
    if (reason) throw new UrlRefusedError(`That address points to ${reason}, which cannot be analysed. ${ADVICE.publicAddress}`);
    return url;
  }
  // "example.com." is the same site as "example.com": the root dot goes first, so that
  // "metadata.google.internal." is judged as "metadata.google.internal".
  const name = host.replace(/\.+$/, '');
  if (name === 'localhost' || BLOCKED_SUFFIXES.some((s) => name.endsWith(s)) || !name.includes('.')) {
    throw new UrlRefusedError(`That is not a public website address. ${ADVICE.publicAddress}`);
  }
  if (name !== host) url.hostname = name;
  return url;
}

async function resolveChecked(url: URL, allowed: boolean, deadline: number): Promise<Array<{ address: string; family: number }>> {
  const host = bareHost(url);
  if (net.isIP(host)) return [{ address: host, family: net.isIP(host) }];
  let addresses: Array<{ address: string; family: number }>;
  let timer: NodeJS.Timeout | undefined;
  try {
    addresses = await Promise.race([
      resolver(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PageFetchError(`Looking up that website took too long. ${ADVICE.tryLater}`)), Math.max(1, deadline - Date.now()));
      }),
    ]);
  } catch (error) {
    if (error instanceof PageFetchError) throw error;
    throw new PageFetchError(`We could not find that website. ${ADVICE.checkAddress}`);
  } finally {
    clearTimeout(timer);
  }
  if (addresses.length === 0) throw new PageFetchError(`We could not find that website. ${ADVICE.checkAddress}`);
  if (!allowed) {
    for (const { address } of addresses) {
      const reason = forbiddenAddressReason(address);
      if (reason) throw new UrlRefusedError(`That website resolves to ${reason}, which cannot be analysed. ${ADVICE.publicAddress}`);
    }
  }
  return addresses;
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  redirects: string[];
  contentType: string;
  headers: Record<string, string>;
  html: string;
  transferBytes: number;
  htmlBytes: number;
  ttfbMs: number;
  totalMs: number;
}

interface HopResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  location?: string;
  body?: Buffer;
  transferBytes: number;
  ttfbMs: number;
}

const USER_AGENT = `Mozilla/5.0 (compatible; NorthlightReview/1.0; +${STUDIO.url}/ai-feedback)`;

function isHtml(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'text/html' || type === 'application/xhtml+xml';
}

/**
 * The decoder of a Content-Encoding the fetch reads (null: none needed), or undefined for one it
 * does not read (stacked encodings such as "gzip, br" included).
 */
function decoderFor(encoding: string): Transform | null | undefined {
  switch (encoding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

function requestOnce(
  url: URL,
  addresses: Array<{ address: string; family: number }>,
  allowed: boolean,
  deadline: number,
  maxBytes: number,
): Promise<HopResult> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    // The connection goes over one address family (IPv4 when the name has an IPv4 address), so
    // the agent's connect-time check gets the deny list of exactly that family.
    const family = addresses.some((a) => a.family === 4) ? 4 : 6;
    const pinned = addresses.filter((a) => a.family === family);
    const agentOptions = {
      keepAlive: false,
      denyIPAddressList: [...DENY_CIDRS[family === 4 ? 'ipv4' : 'ipv6']],
      allowIPAddressList: allowed ? pinned.map((a) => a.address) : [],
    };
    const agent = secure ? new RequestFilteringHttpsAgent(agentOptions) : new RequestFilteringHttpAgent(agentOptions);
    const host = bareHost(url);
    // The connection may only go to the addresses checked above.
    const pinnedLookup = (
      _hostname: string,
      options: { all?: boolean } | number | undefined,
      callback: (...args: unknown[]) => void,
    ) => {
      const first = pinned[0]!;
      if (typeof options === 'object' && options?.all) callback(null, pinned);
      else callback(null, first.address, first.family);
    };
    const started = Date.now();
    let settled = false;
    let response: http.IncomingMessage | undefined;
    let decoder: Transform | undefined;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The decoder goes first: left alone it would go on inflating all the input it already
      // holds, long after the answer (a few kilobytes of brotli are gigabytes of output).
      decoder?.destroy();
      response?.destroy();
      req.destroy();
      agent.destroy();
      reject(error);
    };
    const tooLarge = () => new PageFetchError(`That page is larger than 1.5 MB, which is more than we analyse. ${ADVICE.anotherPage}`);
    const options: https.RequestOptions = {
      protocol: url.protocol,
      hostname: host,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent,
      lookup: pinnedLookup as unknown as typeof dns.lookup,
      headers: {
        Host: url.host,
        'User-Agent': USER_AGENT,
        Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'Accept-Language': 'en;q=0.9,*;q=0.5',
        'Accept-Encoding': 'gzip, deflate, br',
      },
      ...(secure && !net.isIP(host) ? { servername: host } : {}),
    };
    const req = (secure ? https : http).request(options, (res) => {
      response = res;
      const ttfbMs = Date.now() - started;
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      // A redirect or an error page is answered from its status alone: its body is never read.
      if (status < 200 || status >= 300) {
        settled = true;
        clearTimeout(timer);
        res.destroy();
        req.destroy();
        agent.destroy();
        resolve({ status, headers: res.headers, ...(status >= 300 && status < 400 && location ? { location } : {}), transferBytes: 0, ttfbMs });
        return;
      }
      const contentType = String(res.headers['content-type'] ?? '');
      if (!isHtml(contentType)) {
        fail(new PageFetchError(`That address is not an HTML page (${contentType.split(';')[0] || 'no content type'}). ${ADVICE.checkAddress}`));
        return;
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (Number.isFinite(declared) && declared > maxBytes) {
        fail(tooLarge());
        return;
      }
      const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase().trim();
      const decoding = decoderFor(encoding);
      if (decoding === undefined) {
        fail(new PageFetchError(`That page uses a content encoding we cannot read. ${ADVICE.anotherPage}`));
        return;
      }
      decoder = decoding ?? undefined;
      // Both sides are capped: the bytes received (a body that decompresses to little can still
      // be endless) and the bytes decoded, checked on every chunk the decoder puts out.
      let transferBytes = 0;
      res.on('data', (chunk: Buffer) => {
        transferBytes += chunk.length;
        if (transferBytes > maxBytes) fail(tooLarge());
      });
      const body: Readable = decoder ? res.pipe(decoder) : res;
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (size > maxBytes) {
          fail(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      decoder?.on('error', () => fail(new PageFetchError(`That page could not be read (broken compression). ${ADVICE.anotherPage}`)));
      body.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        agent.destroy();
        resolve({ status, headers: res.headers, body: Buffer.concat(chunks), transferBytes, ttfbMs });
      });
      res.on('error', () => fail(new PageFetchError(`The connection to that website was interrupted. ${ADVICE.tryLater}`)));
      // Closed before its end (a Content-Length longer than the body, a dropped connection).
      res.on('close', () => {
        if (!res.complete) fail(new PageFetchError(`The connection to that website was interrupted. ${ADVICE.tryLater}`));
      });
    });
    const timer = setTimeout(
      () => fail(new PageFetchError(`That website took longer than 8 seconds to answer. ${ADVICE.tryLater}`)),
      Math.max(1, deadline - Date.now()),
    );
    req.on('error', (error: Error) => {
      if (/is not allowed/.test(error.message)) fail(new UrlRefusedError(`That website resolves to a private address, which cannot be analysed. ${ADVICE.publicAddress}`));
      else if (response) fail(new PageFetchError(`The connection to that website was interrupted. ${ADVICE.tryLater}`));
      else fail(new PageFetchError(`We could not connect to that website. ${ADVICE.tryLater}`));
    });
    req.end();
  });
}

function decodeHtml(body: Buffer, contentType: string): string {
  let charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1];
  if (!charset) {
    const head = body.subarray(0, 2048).toString('latin1');
    charset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export interface SafeFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  production?: boolean;
}

export async function safeFetchPage(raw: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const allow = allowedHosts(options.production ?? !isLocalDevelopment());
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const started = Date.now();
  const deadline = started + timeoutMs;
  let url = parseTargetUrl(raw, allow);
  const requestedUrl = url.href;
  const redirects: string[] = [];
  for (let hop = 0; ; hop++) {
    const allowed = allow.has(url.host.toLowerCase());
    const addresses = await resolveChecked(url, allowed, deadline);
    const result = await requestOnce(url, addresses, allowed, deadline, maxBytes);
    if (result.location !== undefined) {
      if (hop >= maxRedirects) throw new PageFetchError(`That page redirects more than ${maxRedirects} times. ${ADVICE.anotherPage}`);
      let next: URL;
      try {
        next = new URL(result.location, url);
      } catch {
        throw new PageFetchError(`That page redirects to an invalid address. ${ADVICE.anotherPage}`);
      }
      try {
        url = parseTargetUrl(next.href, allow);
      } catch (error) {
        if (error instanceof UrlRefusedError) throw new UrlRefusedError(`That page redirects to an address that cannot be analysed. ${error.message}`);
        throw error;
      }
      redirects.push(url.href);
      continue;
    }
    if (result.status < 200 || result.status >= 300) {
      throw new PageFetchError(`That page answered with HTTP status ${result.status}. ${ADVICE.checkAddress}`);
    }
    const contentType = String(result.headers['content-type'] ?? '');
    const body = result.body ?? Buffer.alloc(0);
    const pick = (name: string) => {
      const v = result.headers[name];
      return v === undefined ? undefined : Array.isArray(v) ? v.join(', ') : String(v);
    };
    const headers: Record<string, string> = {};
    for (const name of ['content-encoding', 'cache-control', 'strict-transport-security', 'content-security-policy', 'x-frame-options', 'server']) {
      const v = pick(name);
      if (v !== undefined) headers[name] = v.slice(0, 300);
    }
    return {
      requestedUrl,
      finalUrl: url.href,
      status: result.status,
      redirects,
      contentType,
      headers,
      html: decodeHtml(body, contentType),
      transferBytes: result.transferBytes,
      htmlBytes: body.length,
      ttfbMs: result.ttfbMs,
      totalMs: Date.now() - started,
    };
  }
}
