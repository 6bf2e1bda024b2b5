/**
 * GET /api/ai-review-challenge → a signed ALTCHA challenge (netlify/lib/ai-feedback/proof-of-work.ts) that the
 * AI review form's widget solves; /api/ai-feedback accepts each solution once, before its
 * expiry. Never cached.
 */
import type { Config } from '@netlify/functions';
import { issueChallenge } from '../lib/ai-feedback/proof-of-work.ts';
import { endpoint, json, methodNotAllowed } from '../lib/platform/http.ts';

export default endpoint('ai-review-challenge', async ({ req, context }) => {
  if (req.method !== 'GET') throw methodNotAllowed('GET');
  return json(200, await issueChallenge(context));
});

export const config: Config = {
  path: '/api/ai-review-challenge',
  // Each challenge costs the server one key derivation: Netlify's outer cap per client IP.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
