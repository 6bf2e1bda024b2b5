/**
 * The studio's e-mail of a new inquiry, to answer by replying (Reply-To the visitor).
 * Every value is shown through `inert`, whoever supplied it; the template's own words are `own`
 * literals (mail/compose.ts).
 */
import { composeMail, facts, heading, inert, own, paragraph, subheading, type ComposedMail } from '../mail/compose.ts';
import type { InquiryRecord } from './record.ts';

export function inquiryEmail(input: { to: string; replyTo: string; inquiry: InquiryRecord }): ComposedMail {
  const q = input.inquiry;
  const name = inert(q.name);
  const company = inert(q.company);
  return composeMail({
    to: input.to,
    replyTo: input.replyTo,
    subject: q.company ? own`New inquiry from ${name} (${company})` : own`New inquiry from ${name}`,
    title: own`New inquiry`,
    tag: 'inquiry',
    blocks: [
      heading(own`New inquiry from the website`),
      facts([
        [own`Name`, name],
        [own`Email`, inert(q.email)],
        [own`Company`, company],
        [own`Website`, inert(q.website)],
        [own`UTM`, inert([q.utm.source, q.utm.medium, q.utm.campaign].filter(Boolean).join(' / '))],
        [own`Reference`, inert(q.id)],
      ]),
      subheading(own`Message`),
      paragraph(q.message ? inert(q.message) : own`(no message)`, 'lines'),
      paragraph(own`Reply to this e-mail to answer ${name} directly.`, 'note'),
    ],
  });
}
