/**
 * GET /api/ai-review-access?key=<AI_REVIEW_ACCESS_KEY>: the staff link. The right key sets the
 * signed HttpOnly cookie that exempts this browser from the AI-review quota and redirects to
 * /ai-feedback; a wrong (or unset) key answers 403.
 */
import type { Config } from '@netlify/functions';
import { accessKeyMatches, makeAccessCookie } from '../lib/access.ts';
import { endpoint, HttpError, methodNotAllowed } from '../lib/http.ts';

export default endpoint('ai-review-access', async ({ req, log }) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw methodNotAllowed('GET, HEAD');
  const key = new URL(req.url).searchParams.get('key');
  if (!accessKeyMatches(key)) throw new HttpError(403, 'Invalid access key');
  log.info('access.granted', {});
  return new Response(null, {
    status: 303,
    headers: {
      Location: '/ai-feedback',
      'Set-Cookie': makeAccessCookie(req),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
});

export const config: Config = {
  path: '/api/ai-review-access',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
