/**
 * Failed reviews are not free: a review whose page cannot be fetched or measured (400 or 422
 * once the fetch has started) gives the visitor's review slot back, but counts against the
 * day's failed reviews of the visitor and of its network; past either limit the review answers
 * 429 with its own message, and nothing is fetched. Static URL refusals (nothing fetched),
 * successful reviews and whitelisted staff do not count.
 */
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { FAILED_REVIEWS_PER_NETWORK_DAILY, FAILED_REVIEWS_PER_VISITOR_DAILY } from '../../netlify/lib/ai-feedback/limits.ts';
import { AI_FEEDBACK_MESSAGES, aiFeedbackFailure } from '../../src/lib/ai-feedback.ts';
import { AI_REVIEW_DAILY_LIMIT } from '../../src/lib/config.ts';
import { startFixtureSite } from './helpers/fixture-site.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const backend = useReviewBackend({ site: startFixtureSite, env: () => ({ AI_REVIEW_WHITELIST_IPS: '192.0.2.0/24' }) });

let n = 0;
const review = (ip: string, path: string) =>
  call(handler, '/api/ai-feedback', { ip, body: { website_url: `${backend.site.origin}${path}`, focus_area: '', industry: 'lawyers', email: `failed${++n}@example.com` } });
/** Fetches of the fixture site during `run`. */
async function fetchesDuring(run: () => Promise<unknown>): Promise<number> {
  const before = backend.site.hits.length;
  await run();
  return backend.site.hits.length - before;
}
const REFUSED = { error: AI_FEEDBACK_MESSAGES.failedReviewsLimit.description, code: 'failed_reviews_limited' };

describe('reviews that fail on their page', () => {
  it(`a visitor's ${FAILED_REVIEWS_PER_VISITOR_DAILY} failed reviews a day, then a 429 without fetching`, async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < FAILED_REVIEWS_PER_VISITOR_DAILY; i++) {
      const failed = await review(ip, i % 2 ? '/missing' : '/json');
      expect(failed.status, JSON.stringify(failed.json)).toBe(422);
    }
    let refused: Awaited<ReturnType<typeof review>> | undefined;
    expect(await fetchesDuring(async () => (refused = await review(ip, '/law-firm')))).toBe(0);
    expect(refused!.status).toBe(429);
    expect(refused!.json).toEqual({ ...REFUSED, limit: FAILED_REVIEWS_PER_VISITOR_DAILY });
    // the island shows its own toast for it, not the daily review limit
    expect(aiFeedbackFailure(refused!.status, refused!.json)).toEqual(AI_FEEDBACK_MESSAGES.failedReviewsLimit);
    // another visitor of another network is not affected
    expect((await review('203.0.113.10', '/law-firm')).status).toBe(200);
  });

  it('the failures gave the review slots back, and successful reviews take no failed-review slot', async () => {
    const ip = '198.51.101.10';
    for (let i = 0; i < FAILED_REVIEWS_PER_VISITOR_DAILY - 1; i++) expect((await review(ip, '/missing')).status).toBe(422);
    for (let i = 0; i < AI_REVIEW_DAILY_LIMIT - 1; i++) {
      const ok = await review(ip, '/law-firm');
      expect(ok.status).toBe(200);
      expect(ok.json.usage.remaining).toBe(AI_REVIEW_DAILY_LIMIT - 1 - i);
    }
    expect((await review(ip, '/missing')).status).toBe(422);
    expect((await review(ip, '/law-firm')).json).toEqual({ ...REFUSED, limit: FAILED_REVIEWS_PER_VISITOR_DAILY });
  });

  it(`a network's ${FAILED_REVIEWS_PER_NETWORK_DAILY} failed reviews a day, across its visitors`, async () => {
    // IPv6 /56s of one /48: a visitor each, one network.
    const visitor = (i: number) => `2001:db8:77:${(i + 1).toString(16)}00::1`;
    let v = 0;
    for (let i = 0; i < FAILED_REVIEWS_PER_NETWORK_DAILY; i++) {
      if (i > 0 && i % 2 === 0) v++;
      expect((await review(visitor(v), '/missing')).status).toBe(422);
    }
    let refused: Awaited<ReturnType<typeof review>> | undefined;
    expect(await fetchesDuring(async () => (refused = await review(visitor(200), '/law-firm')))).toBe(0);
    expect(refused!.json).toEqual({ ...REFUSED, limit: FAILED_REVIEWS_PER_NETWORK_DAILY });
    expect((await review('2001:db8:78::1', '/law-firm')).status).toBe(200);
  });

  it('a redirect to a private address (400 after fetching) counts; a URL refused before fetching does not', async () => {
    const ip = '198.51.102.10';
    for (let i = 0; i < 20; i++) {
      const refused = await call(handler, '/api/ai-feedback', { ip, body: { website_url: 'http://127.0.0.1:9/', focus_area: '', industry: '', email: 'static@example.com' } });
      expect(refused.status).toBe(400);
    }
    for (let i = 0; i < FAILED_REVIEWS_PER_VISITOR_DAILY; i++) expect((await review(ip, '/to-metadata')).status).toBe(400);
    expect((await review(ip, '/to-metadata')).status).toBe(429);
  });

  it('concurrent failing requests fetch no more often than the limit allows', async () => {
    // 40 visitors of one /24, 10 at a time; only the network's failed reviews reach the site.
    const fetched = await fetchesDuring(async () => {
      for (let round = 0; round < 4; round++) {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => review(`198.51.103.${round * 10 + i + 1}`, '/missing')));
        for (const answer of answers) expect([422, 429]).toContain(answer.status);
      }
    });
    expect(fetched).toBe(FAILED_REVIEWS_PER_NETWORK_DAILY);
  });

  it('whitelisted staff are not limited', async () => {
    for (let i = 0; i < FAILED_REVIEWS_PER_VISITOR_DAILY + 2; i++) expect((await review('192.0.2.5', '/missing')).status).toBe(422);
  });
});
