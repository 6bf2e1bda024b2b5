/**
 * One person cannot spend the AI review's daily budget. Someone with a home /56 has 256 /64s,
 * someone with a /48 has 65 536, and plus-addresses (or Gmail's dots) give any number of
 * addresses for one inbox: limits count visitors per /56, mailboxes instead of addresses, and
 * networks (/48, IPv4 /24) as a whole, and a network may use only its share of the day's model
 * calls, so everyone else keeps getting the model's review.
 */
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { modelCallsPerNetwork, REVIEW_PER_NETWORK_DAILY } from '../../netlify/lib/ai-feedback/limits.ts';
import { AI_REVIEW_DAILY_LIMIT } from '../../src/lib/config.ts';
import { startFixtureSite } from './helpers/fixture-site.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const DAILY_CAP = 40;
const MODEL_REVIEW = `# Review from the model\n\n${'A finding with evidence from the measured facts. '.repeat(8)}`;
const backend = useReviewBackend({ site: startFixtureSite, model: () => MODEL_REVIEW, env: () => ({ AI_REVIEW_DAILY_CAP: String(DAILY_CAP) }) });

const review = (ip: string, email: string) =>
  call(handler, '/api/ai-feedback', {
    ip,
    body: { website_url: `${backend.site.origin}/law-firm`, focus_area: '', industry: 'lawyers', email },
  });

async function many(count: number, ip: (i: number) => string, email: (i: number) => string) {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await review(ip(i), email(i)));
  const ok = results.filter((r) => r.status === 200);
  expect(results.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.status)).toEqual([]);
  return { ok, limited: results.filter((r) => r.status === 429) };
}

describe('one person with many addresses', () => {
  it('70 /64s of one /48 with plus-addresses cannot take more than their share', async () => {
    // 70 /64s, each in a /56 of its own, all in 2001:db8:4800::/48; 35 mailboxes, two tags each.
    const { ok, limited } = await many(
      70,
      (i) => `2001:db8:4800:${(i << 8).toString(16)}::${i + 1}`,
      (i) => `owner${i % 35}+try${i}@example.com`,
    );
    expect(ok).toHaveLength(REVIEW_PER_NETWORK_DAILY);
    expect(limited[0]!.json).toEqual({ error: 'Rate limit exceeded', code: 'rate_limited', limit: AI_REVIEW_DAILY_LIMIT });
    // Of the day's model calls the network used only its share; its other reviews are the
    // deterministic writer's.
    const share = modelCallsPerNetwork(DAILY_CAP);
    expect(share).toBeLessThan(REVIEW_PER_NETWORK_DAILY);
    expect(backend.anthropic.requests).toHaveLength(share);
    expect(ok.filter((r) => r.json.analysis.startsWith('# Review from the model'))).toHaveLength(share);

    // Everyone else still gets the model's review.
    const other = await review('2001:db8:9900:1::1', 'someone.else@example.com');
    expect(other.status).toBe(200);
    expect(other.json.analysis).toMatch(/^# Review from the model/);
    const v4 = await review('192.0.2.44', 'another@example.com');
    expect(v4.json.analysis).toMatch(/^# Review from the model/);
  });

  it('70 /64s of one home /56 are one visitor', async () => {
    const { ok } = await many(
      70,
      (i) => `2001:db8:5600:${i.toString(16)}::1`,
      (i) => `neighbour${i}@example.com`,
    );
    expect(ok).toHaveLength(AI_REVIEW_DAILY_LIMIT);
  });

  it('plus-addresses and Gmail dots of one inbox are one address, from any network', async () => {
    const variants = (i: number) =>
      [`jane.doe+${i}@gmail.com`, `JaneDoe+x${i}@googlemail.com`, `j.a.n.e.d.o.e@gmail.com`, `jan.edoe+${i}@gmail.com`][i % 4]!;
    const { ok } = await many(24, (i) => `2001:db8:${(0x7000 + i).toString(16)}::1`, variants);
    expect(ok).toHaveLength(AI_REVIEW_DAILY_LIMIT);
  });

  it('an IPv4 network (/24) counts as one too', async () => {
    const { ok } = await many(24, (i) => `198.51.77.${i + 1}`, (i) => `office${i}@example.com`);
    expect(ok).toHaveLength(REVIEW_PER_NETWORK_DAILY);
  });
});
