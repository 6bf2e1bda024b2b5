/**
 * The AI review's proof of work (netlify/lib/ai-feedback/proof-of-work.ts): /api/ai-review-challenge issues
 * signed ALTCHA challenges, and /api/ai-feedback accepts a solved one once, before its expiry,
 * before it claims any quota or fetches anything. Missing → 400, forged, wrongly solved, expired
 * or replayed → 403, each with a clear { error }.
 */
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeEach, describe, expect, it } from 'vitest';
import challengeHandler, { config as challengeConfig } from '../../netlify/functions/ai-review-challenge.mts';
import handler from '../../netlify/functions/ai-feedback.mts';
import { CHALLENGE_ALGORITHM, CHALLENGE_ERRORS, CHALLENGE_MAX_NUMBER, challengeMaxNumber, issueChallenge } from '../../netlify/lib/ai-feedback/proof-of-work.ts';
import { forgetSiteSecrets } from '../../netlify/lib/platform/secrets.ts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { AI_REVIEW_CHALLENGE_PATH, AI_REVIEW_CHALLENGE_TTL_SECONDS } from '../../src/lib/config.ts';
import { TEST_CHALLENGE_MAX_NUMBER } from './helpers/env.ts';
import { startFixtureSite } from './helpers/fixture-site.ts';
import { altchaPayload, fetchChallenge, solvedChallenge } from './helpers/proof.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const backend = useReviewBackend({ site: startFixtureSite });
beforeEach(() => forgetSiteSecrets());

let n = 0;
const review = (altcha: string | undefined | null, ip = `203.0.${(++n % 250) + 1}.5`) =>
  call(handler, '/api/ai-feedback', {
    ip,
    body: { website_url: `${backend.site.origin}/law-firm`, focus_area: '', industry: 'lawyers', email: `pow${++n}@example.com`, altcha },
  });

/** Quota slots taken so far (any limiter, any window). */
const quotaKeys = async () => (await listKeys(store('quota'))).filter((key) => !key.includes('/challenge-redeemed/'));

/** A refused proof: its status and error, and nothing claimed, fetched or stored for it. */
async function expectRefused(altcha: string | undefined | null, status: number, error: string) {
  const [slots, hits] = [await quotaKeys(), backend.site.hits.length];
  const r = await review(altcha);
  expect(r.status).toBe(status);
  expect(r.json).toEqual({ error, code: 'proof_of_work' });
  expect(r.headers.get('cache-control')).toBe('no-store');
  expect(await quotaKeys()).toEqual(slots);
  expect(backend.site.hits.length).toBe(hits);
}

describe('GET /api/ai-review-challenge', () => {
  it('answers a signed challenge that expires, never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const r = await call(challengeHandler, '/api/ai-review-challenge', { method: 'GET' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const challenge = r.json as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: CHALLENGE_ALGORITHM, keySignature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(challenge.parameters.expiresAt! - before).toBeGreaterThanOrEqual(AI_REVIEW_CHALLENGE_TTL_SECONDS - 1);
    expect(challenge.parameters.expiresAt! - before).toBeLessThanOrEqual(AI_REVIEW_CHALLENGE_TTL_SECONDS + 1);
  });

  it("is served where the form's widget asks for it", () => {
    expect(challengeConfig.path).toBe(AI_REVIEW_CHALLENGE_PATH);
  });

  it('answers 405 to anything but GET', async () => {
    const r = await call(challengeHandler, '/api/ai-review-challenge', { body: {} });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET');
  });

  it('takes the difficulty from AI_REVIEW_CHALLENGE_MAX_NUMBER in local development only, and only harder elsewhere', () => {
    expect(challengeMaxNumber({ deploy: { context: 'dev' } })).toBe(Number(TEST_CHALLENGE_MAX_NUMBER));
    expect(challengeMaxNumber({ deploy: { context: 'production' } })).toBe(CHALLENGE_MAX_NUMBER);
    expect(challengeMaxNumber({ deploy: { context: 'deploy-preview' } })).toBe(CHALLENGE_MAX_NUMBER);
    process.env.AI_REVIEW_CHALLENGE_MAX_NUMBER = String(CHALLENGE_MAX_NUMBER * 3);
    expect(challengeMaxNumber({ deploy: { context: 'production' } })).toBe(CHALLENGE_MAX_NUMBER * 3);
    delete process.env.AI_REVIEW_CHALLENGE_MAX_NUMBER;
    expect(challengeMaxNumber({ deploy: { context: 'dev' } })).toBe(CHALLENGE_MAX_NUMBER);
  });

  it('costs half the largest counter on average, wherever a solver starts counting', async () => {
    // Easy challenges (local development may lower the difficulty), solved for real: a solver
    // that starts at `start`, counts up to the largest counter, then from 0 up to `start`.
    const max = 64;
    process.env.AI_REVIEW_CHALLENGE_MAX_NUMBER = String(max);
    const solveFrom = async (challenge: Challenge, start: number) => {
      let derivations = 0;
      const counting: typeof deriveKey = (...args) => {
        derivations++;
        return deriveKey(...args);
      };
      const upper = new AbortController();
      const stopAtMax: typeof deriveKey = (...args) => {
        if (derivations >= max + 1 - start) upper.abort();
        return counting(...args);
      };
      const found = (await solveChallenge({ challenge, deriveKey: stopAtMax, counterStart: start, controller: upper })) ?? (await solveChallenge({ challenge, deriveKey: counting }));
      expect(found).not.toBeNull();
      return derivations;
    };
    const challenges = await Promise.all(Array.from({ length: 120 }, () => issueChallenge({ deploy: { context: 'dev' } })));
    for (const start of [0, max / 2, (3 * max) / 4]) {
      let total = 0;
      for (const challenge of challenges) total += await solveFrom(challenge, start);
      // Uniform over 1..max: (max + 1) / 2 on average from any start; a counter drawn from the
      // upper half only would cost a solver that starts at max / 2 a quarter of max.
      expect(total / challenges.length).toBeGreaterThan(0.4 * max);
    }
  }, 60_000);

  it('signs with AI_REVIEW_CHALLENGE_SECRET, else with a secret generated once into the secrets store', async () => {
    const generated = await fetchChallenge();
    const secret = await store('secrets').get('ai-review-challenge-secret', { type: 'text' });
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    // The generated secret verifies its own challenges (after the cache is forgotten too).
    forgetSiteSecrets();
    expect((await review(await solvedChallenge(generated))).status).toBe(200);
    // A configured secret replaces it: challenges signed with the generated one no longer pass.
    const signedBefore = await solvedChallenge(await fetchChallenge());
    process.env.AI_REVIEW_CHALLENGE_SECRET = 'an operator secret of enough length for HMAC';
    await expectRefused(signedBefore, 403, CHALLENGE_ERRORS.invalid);
    expect((await review(await solvedChallenge())).status).toBe(200);
  });
});

describe('POST /api/ai-feedback and its proof of work', () => {
  it('valid: a solved challenge gets the review', async () => {
    const r = await review(await solvedChallenge());
    expect(r.status).toBe(200);
    expect(r.json.analysis).toMatch(/^# Website review/);
  });

  it('missing: 400 with a clear error, before any quota or fetch', async () => {
    await expectRefused(undefined, 400, CHALLENGE_ERRORS.missing);
    await expectRefused(null, 400, CHALLENGE_ERRORS.missing);
    await expectRefused('', 400, CHALLENGE_ERRORS.missing);
  });

  it('malformed: 400', async () => {
    for (const junk of ['not base64 at all!', Buffer.from('{"challenge":1}').toString('base64'), Buffer.from('[]').toString('base64'), 'eyJ9'.repeat(100)]) {
      await expectRefused(junk, 400, CHALLENGE_ERRORS.malformed);
    }
  });

  it('forged: parameters changed, a signature of another secret, a made-up key, an unsigned challenge: 403', async () => {
    const challenge = await fetchChallenge();
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    // An easier prefix for the same signature.
    const easier = structuredClone(challenge);
    easier.parameters.keyPrefix = '00';
    await expectRefused(altchaPayload(easier, solution), 403, CHALLENGE_ERRORS.invalid);
    // A later expiry for the same signature.
    const longer = structuredClone(challenge);
    longer.parameters.expiresAt! += 86_400;
    await expectRefused(altchaPayload(longer, solution), 403, CHALLENGE_ERRORS.invalid);
    // A derived key nobody computed.
    await expectRefused(altchaPayload(challenge, { counter: solution.counter, derivedKey: 'ab'.repeat(32) }), 403, CHALLENGE_ERRORS.invalid);
    // A challenge the attacker signed with a secret of their own, at difficulty 1.
    const own = await createChallenge({ algorithm: CHALLENGE_ALGORITHM, cost: 1, counter: 1, deriveKey, expiresAt: Math.floor(Date.now() / 1000) + 600, hmacSignatureSecret: 'attacker', hmacKeySignatureSecret: 'attacker' });
    const ownSolution = (await solveChallenge({ challenge: own, deriveKey }))!;
    await expectRefused(altchaPayload(own, ownSolution), 403, CHALLENGE_ERRORS.invalid);
    // Without its key signature (the server would have to derive, and the signature fails).
    const { keySignature: _dropped, ...unsignedKey } = challenge.parameters;
    await expectRefused(altchaPayload({ ...challenge, parameters: unsignedKey }, solution), 400, CHALLENGE_ERRORS.malformed);
    // The genuine solution is still good.
    expect((await review(altchaPayload(challenge, solution))).status).toBe(200);
  });

  it('expired: 403', async () => {
    const old = await issueChallenge({ deploy: { context: 'dev' } }, Date.now() - (AI_REVIEW_CHALLENGE_TTL_SECONDS + 5) * 1000);
    await expectRefused(await solvedChallenge(old), 403, CHALLENGE_ERRORS.expired);
  });

  it('replayed: a solution is accepted once, also when the copies arrive together', async () => {
    const payload = await solvedChallenge();
    expect((await review(payload)).status).toBe(200);
    await expectRefused(payload, 403, CHALLENGE_ERRORS.replayed);
    // From another visitor on another network: still the same challenge.
    expect((await review(payload, '2001:db8:77::1')).json).toEqual({ error: CHALLENGE_ERRORS.replayed, code: 'proof_of_work' });

    const copies = await solvedChallenge();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => review(copies, `198.51.${i + 10}.1`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    const used = (await listKeys(store('quota'))).filter((key) => key.includes('/challenge-redeemed/'));
    // Kept under the day the challenge expires, for the quota clean-up to delete.
    const day = new Date(JSON.parse(Buffer.from(copies, 'base64').toString()).challenge.parameters.expiresAt * 1000).toISOString().slice(0, 10);
    expect(used.filter((key) => key.startsWith(`${day}/challenge-redeemed/`)).length).toBeGreaterThanOrEqual(2);
  });

  it('is checked after the request itself: a bad URL is a 400 about the URL and does not use the proof', async () => {
    const payload = await solvedChallenge();
    const bad = await call(handler, '/api/ai-feedback', { ip: '203.0.113.200', body: { website_url: 'http://169.254.169.254/', email: 'a@example.com', altcha: payload } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).not.toMatch(/proof of work/i);
    expect((await review(payload)).status).toBe(200);
  });
});
