/**
 * /api/ai-review-access: the staff access form.
 *   GET   a small page with a password field; the staff link
 *         https://<site>/api/ai-review-access#key=<AI_REVIEW_ACCESS_KEY> fills it from the URL
 *         fragment (which browsers never send to the server) and submits it at once
 *   POST  (form: key) the right key sets the signed HttpOnly cookie that exempts this browser
 *         from the AI-review quota for 7 days and redirects to /ai-feedback; a wrong key (or
 *         none configured, or one under 32 characters) answers 403
 * The key never travels in a query string: a GET that carries one is refused (400) without
 * looking at it, so old ?key= links stop working instead of writing the key into histories,
 * proxy and CDN logs.
 */
import type { Config } from '@netlify/functions';
import { ACCESS_COOKIE_MAX_AGE, accessKeyMatches, checkAccessKeyAtStartup, makeAccessCookie } from '../lib/ai-feedback/staff-access.ts';
import { htmlPage } from '../lib/platform/html-page.ts';
import { z } from 'zod';
import { endpoint, HttpError, methodNotAllowed } from '../lib/platform/http.ts';
import { readForm } from '../lib/platform/request.ts';

checkAccessKeyAtStartup();

/**
 * Reads `#key=<key>` from the address, removes it from the address bar and the history entry,
 * and submits the form with it. Allowed by its hash in the page's CSP.
 */
export const FRAGMENT_SCRIPT =
  "(function(){var m=/^#key=(.+)$/.exec(location.hash);if(!m)return;history.replaceState(null,'',location.pathname);var k;try{k=decodeURIComponent(m[1])}catch(e){return}var f=document.getElementById('staff-access');f.elements.namedItem('key').value=k;f.submit()})();";

const DAYS = ACCESS_COOKIE_MAX_AGE / 86_400;

function accessPage(): Response {
  return htmlPage(
    200,
    'Staff access',
    `<div class="card">
<h1>Staff access</h1>
<p class="muted">For studio staff: the access key lets this browser run AI website reviews without the daily limit for ${DAYS} days.</p>
<form id="staff-access" method="post" action="/api/ai-review-access">
<label for="key">Access key</label>
<input id="key" name="key" type="password" autocomplete="current-password" spellcheck="false" required>
<button type="submit">Unlock reviews</button>
</form>
</div>`,
    { script: FRAGMENT_SCRIPT },
  );
}

export default endpoint('ai-review-access', async ({ req, log }) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (new URL(req.url).searchParams.has('key')) {
      throw new HttpError(400, 'The access key does not go in the URL. Open /api/ai-review-access and enter it in the form.');
    }
    return accessPage();
  }
  if (req.method !== 'POST') throw methodNotAllowed('GET, HEAD, POST');
  const form = await readForm(req, z.object({ key: z.string().nullable().default(null) }), { limit: 4096 });
  if (!accessKeyMatches(form.key)) {
    log.info('access.denied', {});
    throw new HttpError(403, 'Invalid access key');
  }
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
