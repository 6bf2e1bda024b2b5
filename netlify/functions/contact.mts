/**
 * POST /api/contact: { name, email, company, website, message, company_website, utm_* } →
 * honeypot filled: 200 and nothing kept; otherwise the inquiry is stored in `inquiries`, the
 * address captured as a lead, and the studio notified (reply-to the visitor) → { ok: true }.
 * Limited per visitor, per network and per mailbox (formLimits.contact in netlify/lib/limits.ts), else 429.
 *
 * The contact page's form posted natively (before its island hydrates, or without JavaScript):
 * the same fields form-encoded, from this site's page only, answered by pages (netlify/lib/form-post.ts):
 * 303 to the page's confirmation (CONTACT_FORM_SENT_PATH), the honeypot answered the same way,
 * a refusal as a page with its status. The utm_* values come from the page's address (Referer).
 */
import type { Config, Context } from '@netlify/functions';
import { CONTACT_FORM_SENT_PATH, CONTACT_MESSAGES, utmFromSearch } from '../../src/lib/contact-form.ts';
import { SITE } from '../../src/lib/config.ts';
import { contactSchema } from '../../src/lib/schemas/api.ts';
import { inquiryEmail } from '../lib/email-templates.ts';
import { answerFormPost, assertSameOriginForm, isFormPost, readForm } from '../lib/form-post.ts';
import { endpoint, json, readJson } from '../lib/http.ts';
import { captureLead } from '../lib/leads.ts';
import { claimFormSlots, formLimits } from '../lib/limits.ts';
import type { Logger } from '../lib/log.ts';
import { sendMail, studioInbox } from '../lib/mail.ts';
import { store, timeId } from '../lib/stores.ts';
import { normaliseEmail } from '../lib/visitor.ts';
import type { z } from 'zod';

type Inquiry = z.output<typeof contactSchema>;

/** Stores and forwards an inquiry (a filled honeypot: nothing). */
async function receive(body: Inquiry, context: Context, log: Logger): Promise<void> {
  if (body.company_website !== '') {
    log.info('contact.honeypot', {});
    return;
  }
  const visitor = await claimFormSlots(formLimits.contact, context.ip, body.email, log);
  const now = new Date();
  const inquiry = {
    id: timeId(now),
    receivedAt: now.toISOString(),
    name: body.name,
    email: normaliseEmail(body.email),
    company: body.company,
    website: body.website,
    message: body.message,
    utm: { source: body.utm_source, medium: body.utm_medium, campaign: body.utm_campaign },
    visitor: visitor.slice(0, 12),
  };
  await store('inquiries').setJSON(inquiry.id, inquiry);
  await captureLead({ email: body.email, source: 'contact', page: '/contact' }, now);
  const delivery = await sendMail(inquiryEmail({ to: studioInbox(), replyTo: inquiry.email, inquiry }), log);
  log.info('contact.received', { inquiryId: inquiry.id, delivery: delivery.status });
}

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
      help: CONTACT_MESSAGES.failed.description(SITE.email),
    };
    return answerFormPost(pages, log, async () => {
      assertSameOriginForm(req);
      await receive(await readForm(req, contactSchema, utmOfReferer(req)), context, log);
    });
  }
  await receive(await readJson(req, contactSchema), context, log);
  return json(200, { ok: true });
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
