/**
 * Server-side request forgery: hostile website URLs are refused with 400 before anything
 * private is contacted. The fixture site on 127.0.0.1 stands in for a public site (see
 * helpers/fixture-site.ts); a second "internal" server must never be reached.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { configureSafeFetch, forbiddenAddressReason, PageFetchError, safeFetchPage, UrlRefusedError } from '../../netlify/lib/ai-feedback/safe-fetch.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { startFixtureSite, type FixtureSite } from './helpers/fixture-site.ts';
import { call } from './helpers/request.ts';

let blobs: LocalBlobs;
let site: FixtureSite;
let internal: FixtureSite;
let internalHits: string[];

// A fake DNS for names under attacker.test (nothing here touches real DNS).
const fakeDns: Record<string, string[]> = {
  'internal.attacker.test': ['127.0.0.1'],
  'metadata.attacker.test': ['169.254.169.254'],
  'v6.attacker.test': ['::1'],
  'mixed.attacker.test': ['93.184.216.34', '10.0.0.5'],
  'mapped.attacker.test': ['::ffff:10.0.0.1'],
  'cgnat.attacker.test': ['100.100.100.100'],
};
const resolver = async (host: string) => {
  const addresses = fakeDns[host];
  if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

beforeAll(async () => {
  blobs = await startLocalBlobs();
  internal = await startFixtureSite();
  internalHits = internal.hits;
  site = await startFixtureSite({ privateTarget: `${internal.origin}/secret` });
  configureSafeFetch({ resolver });
});
afterAll(async () => {
  configureSafeFetch({ resolver: null });
  await site.close();
  await internal.close();
  await blobs.stop();
});
beforeEach(() => {
  resetEnv({ AI_REVIEW_ALLOW_HOSTS: site.hostPort, AI_REVIEW_WHITELIST_IPS: '203.0.113.0/24' });
});

describe('hostile URLs are refused with 400', () => {
  const hostile = () => [
    'http://169.254.169.254/latest/meta-data/',
    'http://0.0.0.0/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://017700000001/',
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://100.64.0.1/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://admin.localhost/',
    'http://printer.local/',
    'http://intranet/',
    'http://internal.attacker.test/',
    'http://metadata.attacker.test/',
    'http://v6.attacker.test/',
    'http://mixed.attacker.test/',
    'http://mapped.attacker.test/',
    'http://cgnat.attacker.test/',
    `${site.origin}/to-private`,
    `${site.origin}/to-metadata`,
    `${site.origin}/to-localhost`,
    `${site.origin}/to-file`,
    `http://127.0.0.1:${internal.port}/`,
    'file:///etc/passwd',
    'ftp://example.com/file.html',
    'data:text/html,<h1>hi</h1>',
    'gopher://example.com:70/_GET',
    'javascript:alert(1)',
    'http://user:pass@example.com/',
    'https://admin@example.com/',
    'http://example.com:22/',
    'https://example.com:8443/',
    `https://example.com/${'a'.repeat(2100)}`,
    'localhost:8080',
  ];

  it('refuses every one of them (at least 25) and never reaches the internal server', async () => {
    const list = hostile();
    expect(list.length).toBeGreaterThanOrEqual(25);
    const results = await Promise.all(
      list.map((website_url, i) =>
        call(handler, '/api/ai-feedback', {
          ip: `203.0.113.${(i % 200) + 1}`,
          body: { website_url, focus_area: '', industry: '', email: `ssrf${i}@example.com` },
        }).then((r) => ({ website_url, status: r.status, json: r.json })),
      ),
    );
    for (const r of results) {
      expect(r.status, r.website_url).toBe(400);
      expect(typeof r.json.error, r.website_url).toBe('string');
    }
    if (process.env.SHOW_SSRF) console.log(results.map((r) => `${r.website_url.slice(0, 60)} → ${r.json.error}`).join('\n'));
    expect(internalHits).toEqual([]);
    // The redirecting "public" pages were fetched, their private targets were not.
    expect(site.hits).toEqual(expect.arrayContaining(['/to-private', '/to-metadata', '/to-localhost']));
  });
});

describe('the address checks', () => {
  it('classifies addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::', '::1', '::ffff:8.8.8.8', '::8.8.8.8', 'fc00::1', 'fe80::1', 'ff02::1', '2001:db8::1', '64:ff9b::808:808', '198.18.0.1', '240.0.0.1']) {
      expect(forbiddenAddressReason(ip), ip).not.toBeNull();
    }
    for (const ip of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '1.1.1.1']) {
      expect(forbiddenAddressReason(ip), ip).toBeNull();
    }
  });
});

describe('the safe fetch itself', () => {
  it('fetches the fixture page (allow-listed) and follows up to 5 redirects', async () => {
    const page = await safeFetchPage(`${site.origin}/chain/5`);
    expect(page.status).toBe(200);
    expect(page.redirects).toHaveLength(5);
    expect(page.html).toContain('Harbor &amp; Finch');
    await expect(safeFetchPage(`${site.origin}/chain/6`)).rejects.toBeInstanceOf(PageFetchError);
    await expect(safeFetchPage(`${site.origin}/loop`)).rejects.toThrow(/redirects more than 5/);
  });

  it('decompresses gzip and caps the size, including zip bombs', async () => {
    const gz = await safeFetchPage(`${site.origin}/gzip`);
    expect(gz.html).toContain('<h1>Family lawyers');
    expect(gz.transferBytes).toBeLessThan(gz.htmlBytes);
    await expect(safeFetchPage(`${site.origin}/big`)).rejects.toThrow(/1\.5 MB/);
    await expect(safeFetchPage(`${site.origin}/gzip-bomb`)).rejects.toThrow(/1\.5 MB/);
  });

  it('accepts HTML only, and answers errors and timeouts as fetch failures', async () => {
    await expect(safeFetchPage(`${site.origin}/json`)).rejects.toThrow(/not an HTML page/);
    await expect(safeFetchPage(`${site.origin}/missing`)).rejects.toThrow(/HTTP status 404/);
    const started = Date.now();
    await expect(safeFetchPage(`${site.origin}/slow`, { timeoutMs: 300 })).rejects.toThrow(/took longer/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('ignores AI_REVIEW_ALLOW_HOSTS in production', async () => {
    await expect(safeFetchPage(`${site.origin}/`, { production: true })).rejects.toBeInstanceOf(UrlRefusedError);
  });

  it('connects to the address it checked: DNS rebinding cannot reach a second address', async () => {
    // "rebind.attacker.test" answers 127.0.0.1 the first time and 127.0.0.2 afterwards. The
    // fixture site is the allow-listed (public) one; a server on 127.0.0.2 with the same port
    // plays the internal target. If the fetch resolved again at connect time it would land there.
    let lookups = 0;
    configureSafeFetch({
      resolver: async (host) => {
        if (host !== 'rebind.attacker.test') return resolver(host);
        lookups++;
        return [{ address: lookups === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
      },
    });
    const hits: string[] = [];
    const second: Server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<h1>internal</h1>');
    });
    await new Promise<void>((resolve) => second.listen(site.port, '127.0.0.2', resolve));
    try {
      process.env.AI_REVIEW_ALLOW_HOSTS = `rebind.attacker.test:${site.port}`;
      const page = await safeFetchPage(`http://rebind.attacker.test:${site.port}/law-firm`);
      expect(page.html).toContain('Family lawyers');
      expect(lookups).toBe(1);
      expect(hits).toEqual([]);
    } finally {
      second.closeAllConnections();
      await new Promise((resolve) => second.close(resolve));
      configureSafeFetch({ resolver });
    }
  });
});
