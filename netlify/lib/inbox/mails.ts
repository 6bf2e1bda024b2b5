/**
 * The inbox's mails: a reply written by staff (to the person, from the studio's sender, Reply-To
 * the studio's inbox, the person's own words quoted), and the morning digest to the studio.
 * Every value is shown through `inert`, whoever supplied it, staff included (an address or a link
 * typed in a reply arrives as text, not as a link); the template's own words are `own` literals
 * (mail/compose.ts).
 */
import type { InboxKind } from '../../../src/lib/inbox-api.ts';
import { button, composeMail, facts, heading, inert, list, own, paragraph, subheading, utcTime, type ComposedMail, type MailText } from '../mail/compose.ts';

const REPLY_TAG = 'reply';
const DIGEST_TAG = 'digest';

export function replyEmail(input: { to: string; replyTo: string; subject: string; text: string; quote: { at: string; text: string } | null }): ComposedMail {
  const subject = inert(input.subject);
  return composeMail({
    to: input.to,
    replyTo: input.replyTo,
    subject,
    title: subject,
    tag: REPLY_TAG,
    blocks: [
      paragraph(inert(input.text), 'lines'),
      ...(input.quote && input.quote.text.trim() ? [paragraph(own`On ${utcTime(input.quote.at)} you wrote:`, 'note'), paragraph(inert(input.quote.text), 'lines')] : []),
    ],
  });
}

export interface DigestItem {
  kind: InboxKind;
  at: string;
  /** The person's name, else their address. */
  who: string;
  company: string;
  /** Whole working days since it came. */
  workingDays: number;
}

export interface DigestInput {
  to: string;
  /** The UTC day counted (YYYY-MM-DD). */
  day: string;
  counts: Record<InboxKind, number>;
  unanswered: DigestItem[];
  /** Unanswered items beyond those listed. */
  moreUnanswered: number;
  outbox: { waiting: number; failed: number };
  /** The inbox at /admin on this site. */
  inboxUrl: string;
}

const kindWords: Record<InboxKind, MailText> = { inquiry: own`Inquiries`, lead: own`Guide leads`, review: own`AI reviews`, order: own`Orders` };
const kindWord: Record<InboxKind, MailText> = { inquiry: own`Inquiry`, lead: own`Guide lead`, review: own`AI review`, order: own`Order` };

export function digestEmail(input: DigestInput): ComposedMail {
  const day = inert(input.day);
  const total = Object.values(input.counts).reduce((sum, count) => sum + count, 0);
  const waiting = input.unanswered.length + input.moreUnanswered;
  return composeMail({
    to: input.to,
    subject: own`Yesterday on the website (${day}): ${inert(total)} new, ${inert(waiting)} waiting for an answer`,
    title: own`Morning digest`,
    tag: DIGEST_TAG,
    blocks: [
      heading(own`Yesterday on the website`),
      paragraph(own`What visitors left on ${day} (UTC), and what is still waiting for an answer.`),
      facts((Object.keys(input.counts) as InboxKind[]).map((kind) => [kindWords[kind], inert(input.counts[kind])] as const)),
      subheading(own`Waiting for an answer`),
      input.unanswered.length
        ? list(
            input.unanswered.map((item) => {
              const who = item.company ? own`${inert(item.who)} (${inert(item.company)})` : inert(item.who);
              return own`${kindWord[item.kind]} from ${who}, ${utcTime(item.at)}, ${inert(item.workingDays)} working day(s) ago`;
            }),
          )
        : paragraph(own`Nothing: every inquiry has an answer.`),
      ...(input.moreUnanswered ? [paragraph(own`And ${inert(input.moreUnanswered)} more in the inbox.`, 'note')] : []),
      ...(input.outbox.waiting || input.outbox.failed
        ? [paragraph(own`The outbox holds ${inert(input.outbox.waiting)} e-mail(s) waiting to be sent, ${inert(input.outbox.failed)} of them refused at least once.`)]
        : []),
      button(input.inboxUrl, own`Open the inbox`),
      paragraph(own`This digest is sent every morning while INBOX_DIGEST is on.`, 'note'),
    ],
  });
}
