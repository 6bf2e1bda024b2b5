/**
 * A page's own form posted natively (no JavaScript yet, or none at all): the same endpoint
 * answers it with pages instead of JSON. The JSON callers are unchanged.
 *
 * - Recognised by its body, `application/x-www-form-urlencoded` (request.ts: isFormPost and
 *   readForm read it); any other non-JSON type is still a 415.
 * - Cross-site forgery: a JSON request cannot be sent cross-site without a CORS preflight this
 *   site never grants, but a form can. So a form post must come from this site's own page: the
 *   browser's `Sec-Fetch-Site: same-origin`, or, from a browser without Fetch Metadata, an
 *   `Origin` whose host is the request's. Anything else is refused (403) before the body is read.
 * - Success: 303 See Other to a page of the site that says so (the visitor can reload it without
 *   sending again). Refusal: the endpoint's message in a small page with the status it would
 *   have answered in JSON, and the way back.
 */
import { escapeHtml } from './escape.ts';
import { htmlPage } from './html-page.ts';
import { BUSY, FAILED, HttpError, isBusy } from './http.ts';
import { errorMessage, type Logger } from './log.ts';

/** Refuses a form post that a page of another site made the browser send. */
export function assertSameOriginForm(req: Request): void {
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite !== null) {
    if (fetchSite === 'same-origin') return;
    throw new HttpError(403, 'This form can only be sent from our own page.');
  }
  const origin = req.headers.get('origin');
  const host = req.headers.get('host') ?? new URL(req.url).host;
  let originHost: string | undefined;
  try {
    originHost = origin && origin !== 'null' ? new URL(origin).host : undefined;
  } catch {
    originHost = undefined;
  }
  if (originHost !== undefined && originHost === host) return;
  throw new HttpError(403, 'This form can only be sent from our own page.');
}

export interface FormPages {
  /** Where a sent form leads (303): a page of the site that confirms it (unless `receive` names another). */
  done?: string;
  /** Title of the refusal page, e.g. 'Message not sent'. */
  failedTitle: string;
  /** The form's page, for the way back. */
  back: { href: string; label: string };
  /** A sentence offering another way (the studio's address). */
  help: string;
}

/** The refusal page: what the endpoint would have said in JSON, and the way back. */
function refusalPage(pages: FormPages, status: number, error: string, issues: readonly { path: string; message: string }[] = []): Response {
  // The refusals the error already says (a form's fields, netlify/lib/platform/request.ts) are not listed twice.
  const unsaid = issues.filter((issue) => !error.includes(issue.message));
  const list = unsaid.length ? `<ul>${unsaid.map((issue) => `<li>${escapeHtml(issue.message)}</li>`).join('')}</ul>` : '';
  const body = `<div class="card">
<h1>${escapeHtml(pages.failedTitle)}</h1>
<p>${escapeHtml(error)}</p>
${list}
<p class="muted">${escapeHtml(pages.help)}</p>
<a class="button" href="${escapeHtml(pages.back.href)}">${escapeHtml(pages.back.label)}</a>
</div>`;
  return htmlPage(status, pages.failedTitle, body);
}

/**
 * Runs `receive` for a native form post and answers it with pages: 303 to the address it returns,
 * or to `pages.done`, once it has returned (whatever it stored is stored), else the refusal page
 * with the status the JSON caller would get.
 */
export async function answerFormPost(pages: FormPages, log: Logger, receive: () => Promise<string | void>): Promise<Response> {
  try {
    const location = (await receive()) ?? pages.done;
    if (!location) throw new Error('a form post answered with nowhere to go');
    return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof HttpError) {
      const issues = Array.isArray(error.body.issues) ? (error.body.issues as { path: string; message: string }[]) : [];
      const response = refusalPage(pages, error.status, error.message, issues);
      for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
      return response;
    }
    const refusal = isBusy(error) ? BUSY : FAILED;
    if (refusal === BUSY) log.warn('form.busy', { error: errorMessage(error) });
    else log.error('form.failed', { error: errorMessage(error) });
    const response = refusalPage(pages, refusal.status, refusal.message);
    for (const [name, value] of Object.entries(refusal.headers)) response.headers.set(name, value);
    return response;
  }
}
