/**
 * POST /api/contact: { name, email, company, website, message, company_website, utm_* } →
 * honeypot filled: 200 and nothing kept; otherwise the inquiry is stored, the address captured
 * as a lead and the studio notified (netlify/lib/contact/) → { ok: true }. Past the contact
 * form's limits (contact/limits.ts): 429.
 *
 * The contact page's form posted natively (before its island hydrates, or without JavaScript):
 * the same fields form-encoded, from this site's page only, answered by pages
 * (platform/form-post.ts): 303 to the page's confirmation (CONTACT_FORM_SENT_PATH), the
 * honeypot answered the same way, a refusal as a page with its status. The utm_* values come
 * from the page's address (Referer).
 */
import type { Config } from '@netlify/functions';
import { CONTACT_FORM_SENT_PATH, CONTACT_MESSAGES, utmFromSearch } from '../../src/lib/contact-form.ts';
import { STUDIO } from '../generated/studio.ts';
import { contactSchema } from '../../src/lib/schemas/api.ts';
import { receiveInquiry } from '../lib/contact/inquiry.ts';
import { answerFormPost, assertSameOriginForm } from '../lib/platform/form-post.ts';
import { endpoint, json } from '../lib/platform/http.ts';
import { isFormPost, readForm, readJson } from '../lib/platform/request.ts';

/** utm_* of the page the form was sent from (its Referer), as the island sends them from location.search. */
function utmOfReferer(req: Request): Record<string, string> {
  try {
    return utmFromSearch(new URL(req.headers.get('referer') ?? '').search);
  } catch {
    return {};
  }
}

export default endpoint('contact', async ({ req, context, log }) => {
  if (isFormPost(req)) {
    const pages = {
      done: CONTACT_FORM_SENT_PATH,
      failedTitle: CONTACT_MESSAGES.failed.title,
      back: { href: '/contact', label: 'Back to the contact form' },
      help: CONTACT_MESSAGES.failed.description(STUDIO.email),
    };
    return answerFormPost(pages, log, async () => {
      assertSameOriginForm(req);
      await receiveInquiry(await readForm(req, contactSchema, { extra: utmOfReferer(req) }), context.ip, log);
    });
  }
  await receiveInquiry(await readJson(req, contactSchema), context.ip, log);
  return json(200, { ok: true });
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
