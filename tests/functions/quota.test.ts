/**
 * The daily quota under concurrency: 50 simultaneous requests from one visitor get exactly 3
 * analyses, (a) against a store double whose conditional writes are truly atomic, with the
 * machine-wide lock switched off, so the conditional writes alone must keep the count exact,
 * and (b) against the local Blobs emulation (whose conditional writes are not atomic) with the
 * lock on. (c), through `npm start`'s NetlifyDev, is in emulation.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { captureLead } from '../../netlify/lib/leads/capture.ts';
import { cleanupQuota, SlotLimiter } from '../../netlify/lib/limits/limiter.ts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { startFixtureSite, type FixtureSite } from './helpers/fixture-site.ts';
import { call } from './helpers/request.ts';
import { useStoreDouble } from './helpers/store-double.ts';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());
beforeEach(() => resetEnv({ AI_REVIEW_ALLOW_HOSTS: site.hostPort, AI_REVIEW_SEND_EMAIL: 'false' }));

async function fifty(ip: string, emails: (i: number) => string) {
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      call(handler, '/api/ai-feedback', {
        ip,
        body: { website_url: `${site.origin}/law-firm`, focus_area: '', industry: 'lawyers', email: emails(i) },
      }),
    ),
  );
  return {
    ok: results.filter((r) => r.status === 200),
    limited: results.filter((r) => r.status === 429),
    other: results.filter((r) => r.status !== 200 && r.status !== 429),
  };
}

describe('against a store double with atomic If-None-Match / If-Match (lock off)', () => {
  const doubles = useStoreDouble();

  it('50 concurrent requests from one visitor: exactly 3 analyses', async () => {
    const { ok, limited, other } = await fifty('203.0.113.50', (i) => `double${i}@example.com`);
    expect(other.map((r) => r.status)).toEqual([]);
    expect(ok).toHaveLength(3);
    expect(limited).toHaveLength(47);
    expect(limited[0]!.json).toEqual({ error: 'Rate limit exceeded', code: 'rate_limited', limit: 3 });
    expect(ok.map((r) => r.json.usage.remaining).sort()).toEqual([0, 1, 2]);
    expect(doubles.current().preconditionFailures).toBeGreaterThan(0);
  });

  it('50 concurrent requests for one address from 50 visitors: exactly 3', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(handler, '/api/ai-feedback', {
          ip: `198.51.100.${i + 1}`,
          body: { website_url: `${site.origin}/law-firm`, focus_area: '', industry: '', email: 'one@example.com' },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(47);
  });

  it('compare-and-swap keeps every concurrent lead capture', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => captureLead({ email: 'cas@example.com', source: 'lead_magnet', page: `/p${i}` })));
    const record = JSON.parse(new TextDecoder().decode([...doubles.current().entries.entries()].find(([k]) => k.includes('site:leads/'))![1].data));
    expect(record.captures).toHaveLength(20);
  });

  it('never takes a missing ETag for a match', async () => {
    await captureLead({ email: 'etag@example.com', source: 'lead_magnet', page: '/a' });
    doubles.current().etagsOnRead = false;
    await expect(captureLead({ email: 'etag@example.com', source: 'lead_magnet', page: '/b' })).rejects.toThrow(/no etag/);
  });

  it('the clean-up deletes limiter keys older than two days', async () => {
    const limiter = new SlotLimiter('cleanup-test', 3, 'day');
    const now = new Date('2030-05-10T12:00:00Z');
    for (const day of ['2030-05-06', '2030-05-07', '2030-05-08', '2030-05-09', '2030-05-10']) {
      await limiter.claim('v', new Date(`${day}T08:00:00Z`));
    }
    await new SlotLimiter('cleanup-hourly', 10, 'hour').claim('v', new Date('2030-05-07T23:00:00Z'));
    const result = await cleanupQuota(now);
    expect(result.windows.sort()).toEqual(['2030-05-06', '2030-05-07', '2030-05-07T23']);
    const left = (await listKeys(store('quota'))).filter((k) => k.startsWith('2030'));
    expect(left.map((k) => k.slice(0, 10)).sort()).toEqual(['2030-05-08', '2030-05-09', '2030-05-10']);
  });
});

describe('against the local Blobs emulation (lock on)', () => {
  let blobs: LocalBlobs;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(() => blobs.stop());

  it('50 concurrent requests from one visitor: exactly 3 analyses', async () => {
    const { ok, limited, other } = await fifty('203.0.113.60', (i) => `local${i}@example.com`);
    expect(other.map((r) => r.status)).toEqual([]);
    expect(ok).toHaveLength(3);
    expect(limited).toHaveLength(47);
    const keys = await listKeys(store('quota'));
    expect(keys.filter((k) => k.includes('/review-visitor/'))).toHaveLength(3);
  });
});
