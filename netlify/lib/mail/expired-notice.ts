/**
 * The studio's notice of mail that never arrived: what the retention purge deleted from the
 * outbox undelivered.
 * Every value is shown through `inert`, whoever supplied it; the template's own words are `own`
 * literals (mail/compose.ts).
 */
import { composeMail, heading, inert, list, own, paragraph, utcTime, type ComposedMail } from './compose.ts';
import type { OutboxRecord } from './record.ts';

/** The tag of the notice below: an expired notice is not noticed again. */
export const EXPIRY_NOTICE_TAG = 'outbox-expired';

/** Outbox messages deleted undelivered by the retention purge (data/retention.ts), for the studio. */
export function outboxExpiredEmail(input: {
  to: string;
  days: number;
  messages: ReadonlyArray<Pick<OutboxRecord, 'id' | 'createdAt' | 'attempts'> & { lastError?: string | undefined; message: Pick<OutboxRecord['message'], 'to' | 'subject' | 'tag'> }>;
}): ComposedMail {
  const count = inert(input.messages.length);
  const days = inert(input.days);
  return composeMail({
    to: input.to,
    subject: input.messages.length === 1 ? own`1 e-mail expired undelivered` : own`${count} e-mails expired undelivered`,
    title: own`E-mail expired undelivered`,
    tag: EXPIRY_NOTICE_TAG,
    blocks: [
      heading(own`E-mail that never arrived`),
      paragraph(
        own`These messages waited in the outbox for ${days} days without being delivered and have been deleted, as the privacy policy says. What they were about is still stored (an inquiry in inquiries, an order in orders): follow up by hand where it matters. A growing list means the mail settings need a look (POSTMARK_SERVER_TOKEN, MAIL_FROM, the last error).`,
      ),
      list(
        input.messages.map((record) => {
          const m = record.message;
          return own`${inert(m.tag)} to ${inert(m.to)}: "${inert(m.subject)}", queued ${utcTime(record.createdAt)}, ${inert(record.attempts)} attempt(s), last error: ${record.lastError ? inert(record.lastError) : own`none (mail was off)`}`;
        }),
      ),
    ],
  });
}
