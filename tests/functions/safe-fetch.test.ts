/**
 * The safe fetch's own rules, below the endpoint: host names are judged after the root dot is
 * dropped, and the connection-time address check (request-filtering-agent) runs without noise.
 * No network: names resolve through a fake DNS, and the connection itself is replaced by one
 * that only runs the agent's address check and then fails.
 */
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureSafeFetch, PageFetchError, parseTargetUrl, safeFetchPage, UrlRefusedError } from '../../netlify/lib/ai-feedback/safe-fetch.ts';
import { resetEnv } from './helpers/env.ts';

afterEach(() => {
  vi.restoreAllMocks();
  configureSafeFetch({ resolver: null });
});

describe('host names are judged without their root dot', () => {
  it.each([
    'http://metadata.google.internal./computeMetadata/v1/',
    'http://metadata.google.internal../',
    'http://printer.local./',
    'http://router.home.arpa./',
    'http://admin.localhost./',
    'http://LOCALHOST./',
    'http://intranet./',
  ])('%s is refused like the same name without the dot', (url) => {
    expect(() => parseTargetUrl(url, new Set())).toThrow(UrlRefusedError);
    expect(() => parseTargetUrl(url, new Set())).toThrow('That is not a public website address.');
  });

  it('a public name with a root dot is the same site without it', () => {
    expect(parseTargetUrl('https://example.com./page', new Set()).href).toBe('https://example.com/page');
  });
});

describe('the connection-time address check', () => {
  /**
   * Resolves `host` to `address`, then lets the request reach the point where the agent checks
   * the address it would connect to; the connection itself fails without touching the network.
   */
  async function connectThroughAgent(address: string) {
    resetEnv();
    configureSafeFetch({ resolver: async () => [{ address, family: net.isIP(address) }] });
    const checked: Array<string | Error> = [];
    vi.spyOn(http.Agent.prototype, 'createConnection').mockImplementation(function (this: http.Agent, options: unknown) {
      const socket = new net.Socket();
      const { host, lookup } = options as { host: string; lookup: (h: string, o: object, cb: (e: Error | null, a?: string) => void) => void };
      lookup(host, {}, (error, resolved) => {
        checked.push(error ?? resolved ?? 'nothing');
        setImmediate(() => socket.destroy(new Error('no network in this test')));
      });
      return socket;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await safeFetchPage('http://public.attacker.test/').catch((error: unknown) => error);
    return { checked, warnings: warn.mock.calls.map((args) => String(args[0])), outcome };
  }

  it.each([
    ['an IPv4 address', '93.184.216.34'],
    ['an IPv6 address', '2606:2800:220:1:248:1893:25c8:1946'],
  ])('checks %s against its own family only: nothing is logged', async (_kind, address) => {
    const { checked, warnings, outcome } = await connectThroughAgent(address);
    expect(checked).toEqual([address]);
    expect(outcome).toBeInstanceOf(PageFetchError);
    expect(warnings.filter((w) => /Invalid CIDR/.test(w))).toEqual([]);
  });
});
