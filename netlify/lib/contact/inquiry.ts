/**
 * An inquiry sent with the contact form: kept in the `inquiries` store (key: its id, a time id),
 * the address captured as a lead, the studio told by e-mail (Reply-To the visitor), and the
 * inquiry listed in the staff's inbox with that mail.
 */
import type { z } from 'zod';
import type { contactSchema } from '../../../src/lib/schemas/api.ts';
import { captureLead } from '../leads/capture.ts';
import { indexItem, mailNote } from '../leads/inbox-index.ts';
import { claimFormSlots } from '../limits/forms.ts';
import { normaliseEmail } from '../limits/visitor.ts';
import { sendMail, studioInbox } from '../mail/send.ts';
import type { Logger } from '../platform/log.ts';
import { store, timeId } from '../platform/stores.ts';
import { contactLimits } from './limits.ts';
import { inquiryEmail } from './mails.ts';
import { inquiryEntry, type InquiryRecord } from './record.ts';

/** What the contact form sends, checked. */
export type InquiryRequest = z.output<typeof contactSchema>;

/**
 * Receives an inquiry, within the contact form's limits (429 past them): stored before anything
 * is sent, the address captured as a lead, the studio told. A filled honeypot: nothing at all.
 */
export async function receiveInquiry(request: InquiryRequest, ip: string | undefined, log: Logger): Promise<void> {
  if (request.company_website !== '') {
    log.info('contact.honeypot', {});
    return;
  }
  const visitor = await claimFormSlots(contactLimits, ip, request.email, log);
  const now = new Date();
  const inquiry: InquiryRecord = {
    id: timeId(now),
    receivedAt: now.toISOString(),
    name: request.name,
    email: normaliseEmail(request.email),
    company: request.company,
    website: request.website,
    message: request.message,
    utm: { source: request.utm_source, medium: request.utm_medium, campaign: request.utm_campaign },
    visitor: visitor.slice(0, 12),
  };
  await store('inquiries').setJSON(inquiry.id, inquiry);
  await captureLead({ email: request.email, source: 'contact', page: '/contact' }, now);
  const mail = inquiryEmail({ to: studioInbox(), replyTo: inquiry.email, inquiry });
  const delivery = await sendMail(mail, log);
  await indexItem({ ...inquiryEntry(inquiry), mails: [mailNote(mail.tag, 'studio', delivery)] }, log);
  log.info('contact.received', { inquiryId: inquiry.id, delivery: delivery.status });
}
