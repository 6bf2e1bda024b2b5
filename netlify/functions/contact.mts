/**
 * POST /api/contact: { name, email, company, website, message, company_website, utm_* } →
 * honeypot filled: 200 and nothing kept; otherwise the inquiry is stored in `inquiries`, the
 * address captured as a lead, and the studio notified (reply-to the visitor) → { ok: true }.
 * Limited per visitor, per network and per mailbox (formLimits.contact in netlify/lib/limits.ts), else 429.
 */
import type { Config } from '@netlify/functions';
import { contactSchema } from '../../src/lib/schemas/api.ts';
import { inquiryEmail } from '../lib/email-templates.ts';
import { endpoint, json, readJson } from '../lib/http.ts';
import { captureLead } from '../lib/leads.ts';
import { claimFormSlots, formLimits } from '../lib/limits.ts';
import { sendMail, studioInbox } from '../lib/mail.ts';
import { store, timeId } from '../lib/stores.ts';
import { normaliseEmail } from '../lib/visitor.ts';

export default endpoint('contact', async ({ req, context, log }) => {
  const body = await readJson(req, contactSchema);
  if (body.company_website !== '') {
    log.info('contact.honeypot', {});
    return json(200, { ok: true });
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
  return json(200, { ok: true });
});

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
