/**
 * The morning digest: yesterday's counts (UTC), the inquiries still waiting for an answer more
 * than a working day after they came, and the outbox if mail waits there, mailed to the studio
 * (STUDIO_INBOX) through the outbox like every mail. INBOX_DIGEST turns it off. A morning with
 * nothing new and nothing waiting sends nothing. The scheduled function inbox-digest runs it; the
 * dashboard shows what it would say now.
 */
import { INBOX_KINDS, type InboxKind } from '../../../src/lib/inbox-api.ts';
import { ADMIN_PATH } from '../../../src/lib/industry-registry.ts';
import type { ComposedMail } from '../mail/compose.ts';
import { sendMail, studioInbox, type SendResult } from '../mail/send.ts';
import type { Logger } from '../platform/log.ts';
import { setting } from '../platform/settings.ts';
import { isOverdue, workingDaysSince } from './dashboard.ts';
import { entriesSince } from './listing.ts';
import { digestEmail, type DigestItem } from './mails.ts';
import { outboxState } from './outbox.ts';

/** How far back the digest looks for inquiries still unanswered. */
export const DIGEST_LOOKBACK_DAYS = 30;
/** Unanswered items the digest lists by name; the rest are counted. */
export const DIGEST_LISTED = 20;
const DAY_MS = 86_400_000;

/** The digest as it would be sent now, or null when there is nothing to say. */
export async function composeDigest(now: Date, origin: string): Promise<ComposedMail | null> {
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  const entries = await entriesSince(new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS).toISOString().slice(0, 10));
  const counts = Object.fromEntries(INBOX_KINDS.map((kind) => [kind, 0])) as Record<InboxKind, number>;
  for (const entry of entries) if (entry.at.slice(0, 10) === yesterday && entry.status !== 'spam') counts[entry.kind]++;
  const waiting = entries.filter((entry) => isOverdue(entry, now)).sort((a, b) => a.at.localeCompare(b.at));
  const outbox = await outboxState();
  if (Object.values(counts).every((count) => count === 0) && waiting.length === 0 && outbox.waiting === 0) return null;
  const unanswered: DigestItem[] = waiting.slice(0, DIGEST_LISTED).map((entry) => ({
    kind: entry.kind,
    at: entry.at,
    who: entry.name || entry.email,
    company: entry.company,
    workingDays: workingDaysSince(entry.at, now),
  }));
  return digestEmail({
    to: studioInbox(),
    day: yesterday,
    counts,
    unanswered,
    moreUnanswered: waiting.length - unanswered.length,
    outbox: { waiting: outbox.waiting, failed: outbox.failed },
    inboxUrl: `${origin}${ADMIN_PATH}/#/inbox`,
  });
}

/** Sends the morning digest (see the header). */
export async function sendDigest(now: Date, origin: string, log: Logger): Promise<{ skipped: string } | { delivery: SendResult['status'] }> {
  if (!setting('INBOX_DIGEST')) return { skipped: 'INBOX_DIGEST is off' };
  const mail = await composeDigest(now, origin);
  if (!mail) return { skipped: 'nothing new and nothing waiting' };
  const delivery = await sendMail(mail, log);
  return { delivery: delivery.status };
}
