/** Calling a v2 function in-process with a real Request and a minimal Netlify Context. */
import { makeContext, makeRequest, type CallOptions, type Handler } from './netlify-request.ts';

export { makeContext, makeRequest, type CallOptions, type Handler };

/**
 * Calls a function in-process. A POST to /api/ai-feedback whose body is an object without an
 * `altcha` key carries a freshly solved challenge, as the form sends it (helpers/proof.ts); give
 * `altcha` yourself (or `altcha: undefined`) to send another one or none.
 */
export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const body = options.body;
  if (path === '/api/ai-feedback' && (options.method ?? 'POST') === 'POST' && body && typeof body === 'object' && !Array.isArray(body) && !('altcha' in body)) {
    const { solvedChallenge } = await import('./proof.ts');
    options = { ...options, body: { ...body, altcha: await solvedChallenge() } };
  }
  const res = await handler(makeRequest(path, options), makeContext(options.ip, options.deployContext));
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { res, status: res.status, text, json, headers: res.headers };
}

/**
 * Runs a scheduled function as Netlify's scheduler starts it (a POST with `x-nf-event:
 * schedule` and `{ next_run }`), after giving its run budget back, so a test can run it as
 * often as it needs: the budget has tests of its own (scheduled.test.ts).
 */
export async function runScheduled(handler: Handler, options: { keepBudget?: boolean } = {}) {
  if (!options.keepBudget) {
    const { listKeys, store } = await import('../../../netlify/lib/platform/stores.ts');
    const quota = store('quota');
    for (const key of await listKeys(quota)) if (key.includes('/scheduled-')) await quota.delete(key);
  }
  return call(handler, '/.netlify/functions/scheduled', {
    headers: { 'x-nf-event': 'schedule', 'user-agent': 'Netlify Clockwork' },
    body: { next_run: new Date(Date.now() + 60_000).toISOString() },
  });
}
