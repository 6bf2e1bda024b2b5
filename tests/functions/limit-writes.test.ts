/**
 * What a limit costs the store: a claim is one conditional write whatever the limit's size and
 * however many slots are taken, and a refused request writes nothing. Counted against the store
 * double (atomic conditional writes, lock off, as in production), where every PUT the limiter
 * attempts is counted, the ones a precondition refused included.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import captureLead from '../../netlify/functions/capture-lead.mts';
import { SlotLimiter } from '../../netlify/lib/limits/limiter.ts';
import { LEAD_PER_VISITOR_HOURLY } from '../../netlify/lib/guides/limits.ts';
import { resetEnv } from './helpers/env.ts';
import { call } from './helpers/request.ts';
import { useStoreDouble } from './helpers/store-double.ts';

beforeEach(() => resetEnv());
const doubles = useStoreDouble();
/** Conditional writes attempted so far: the ones that wrote and the ones a precondition refused. */
const attemptedWrites = () => doubles.current().writes + doubles.current().preconditionFailures;

/** Claims `count` slots for `subject`, then measures the writes of one more claim. */
async function writesOfNextClaim(limiter: SlotLimiter, subject: string, count: number) {
  for (let i = 0; i < count; i++) expect(await limiter.claim(subject)).not.toBeNull();
  const before = attemptedWrites();
  const claim = await limiter.claim(subject);
  return { claim, writes: attemptedWrites() - before };
}

describe('a limit costs one write per claim, whatever its size', () => {
  for (const prior of [1, 20, 200]) {
    it(`${prior} prior claims: the next claim writes once, the one after the limit writes nothing`, async () => {
      const limiter = new SlotLimiter(`cost-${prior}`, prior + 1, 'hour');
      const next = await writesOfNextClaim(limiter, 'visitor', prior);
      expect(next.claim).toMatchObject({ used: prior + 1 });
      expect(next.writes).toBe(1);
      // Full: refused without a write, however often it is asked.
      const before = attemptedWrites();
      for (let i = 0; i < 5; i++) expect(await limiter.claim('visitor')).toBeNull();
      expect(attemptedWrites() - before).toBe(0);
    });
  }

  it('a slot given back is taken again with one write, and the count stays exact', async () => {
    const limiter = new SlotLimiter('reuse', 20, 'hour');
    const claims = [];
    for (let i = 0; i < 20; i++) claims.push(await limiter.claim('visitor'));
    await limiter.release(claims[4]!);
    const again = await writesOfNextClaim(limiter, 'visitor', 0);
    expect(again.writes).toBe(1);
    expect(again.claim).toMatchObject({ used: 20 });
    expect(await limiter.claim('visitor')).toBeNull();
    expect(await limiter.used('visitor')).toBe(20);
  });

  it('concurrent claims stay exact: at most the limit succeed', async () => {
    const limiter = new SlotLimiter('race', 20, 'hour');
    const results = await Promise.all(Array.from({ length: 60 }, () => limiter.claim('visitor')));
    expect(results.filter(Boolean)).toHaveLength(20);
    expect(await limiter.used('visitor')).toBe(20);
  });
});

describe('a refused request costs the store no write', () => {
  it(`/api/capture-lead past ${LEAD_PER_VISITOR_HOURLY} per hour: 429s write nothing`, async () => {
    const lead = (i: number) => call(captureLead, '/api/capture-lead', { ip: '203.0.113.90', body: { email: `writes${i}@example.com`, source: 'lead_magnet' } });
    for (let i = 0; i < LEAD_PER_VISITOR_HOURLY; i++) expect((await lead(i)).status).toBe(200);
    const before = attemptedWrites();
    for (let i = 0; i < 10; i++) expect((await lead(100 + i)).status).toBe(429);
    expect(attemptedWrites() - before).toBe(0);
  });
});
