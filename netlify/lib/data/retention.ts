/**
 * How long personal data is kept, and erasing one person's data on request.
 *
 * The privacy policy (src/content/legal/privacy.md, "How long we keep data") publishes
 * RETENTION_DAYS; the scheduled data-retention function deletes what is older every day, each
 * kind counted from what says its age:
 *   leads         the person's last capture (lastSeenAt)
 *   inquiries     when they were received (their time key)
 *   reviews       the day they were written (their key)
 *   sent mail     when the message was queued (outbox sent/<id>)
 *   pending mail  when it was queued, still undelivered (outbox pending/<id>): the retry has
 *                 given up by then; the studio gets one notice listing them
 *   checkouts     when the Checkout Session was created (a session expires within a day, and
 *                 the slowest payment methods confirm within two weeks of it)
 *   held changes  when a refund or dispute that came before its order arrived (order-changes.ts):
 *                 an order of the site's is recorded well within the period, so what is still
 *                 held then belongs to a payment the site never records (a payment link, the
 *                 dashboard). They hold no personal data.
 *   the inbox     each entry of the staff's index (leads/inbox-index.ts), with the staff's notes
 *                 and replies on it, as long as the kind of record it lists is kept: an inquiry's
 *                 and a lead's for the leads' period, a review's for the reviews'; an order's as
 *                 long as the order.
 * The settings (DATA_RETENTION_DAYS, REVIEW_RETENTION_DAYS, SENT_MAIL_RETENTION_DAYS) may
 * shorten a period, never lengthen it past what the policy promises (to keep data longer,
 * change RETENTION_DAYS and the policy together). Not purged here: orders and the payments
 * index (kept for tax and accounting, as the policy says), limiter keys (deleted after two days
 * by quota-cleanup).
 *
 * eraseAddress serves an erasure request (npm run leads -- delete <email>, or staff at /admin):
 * every lead, inquiry, review and outbox message of that mailbox (canonicalMailbox: its +tags
 * and, for Gmail, dotted forms too) is deleted, and every outbox message whose text names one of
 * its addresses (the studio's notices, the digest); the inbox's entries of it with the staff's
 * notes and replies; and the limiters' keys that name it (per-mailbox limits count under
 * mailboxKey, a hash anyone holding the address can recompute). Orders are counted and kept for
 * tax and accounting; their entries leave the inbox, which is for following people up.
 */
import type { Store } from '@netlify/blobs';
import { EXPIRY_NOTICE_TAG, outboxExpiredEmail } from '../mail/expired-notice.ts';
import { RETENTION_DAYS } from '../../../src/lib/config.ts';
import { setting } from '../platform/settings.ts';
import { withLock } from '../platform/lock.ts';
import { createLogger, type Logger } from '../platform/log.ts';
import type { OutboxRecord } from '../mail/record.ts';
import { sendMail, studioInbox } from '../mail/send.ts';
import { blobsAreLocal, listKeys, store, updateJSON, type StoreName } from '../platform/stores.ts';
import { canonicalMailbox, mailboxKey } from '../limits/visitor.ts';
import { removeEntries } from '../leads/inbox-index.ts';
import type { z } from 'zod';
import { reviewRecordSchema } from '../ai-feedback/record.ts';
import { inquiryRecordSchema } from '../contact/record.ts';
import { leadRecordSchema } from '../leads/record.ts';
import { outboxRecordSchema } from '../mail/record.ts';
import { checkoutRecordSchema, heldChangeSchema, orderRecordSchema } from '../payments/records.ts';

/** The retention periods the privacy policy states, in days (also the longest allowed). */
export { RETENTION_DAYS };
export type RetentionKind = keyof typeof RETENTION_DAYS;

/** The periods in force: each variable may shorten its period (at least one day), never lengthen it. */
export function retentionDays(): Record<RetentionKind, number> {
  const data = setting('DATA_RETENTION_DAYS');
  return {
    leads: data,
    inquiries: Math.min(data, RETENTION_DAYS.inquiries),
    reviews: setting('REVIEW_RETENTION_DAYS'),
    sentMail: setting('SENT_MAIL_RETENTION_DAYS'),
    pendingMail: RETENTION_DAYS.pendingMail,
    checkouts: RETENTION_DAYS.checkouts,
    heldChanges: RETENTION_DAYS.heldChanges,
  };
}

type Open = (name: StoreName) => Store;

/** A key made by timeId (stores.ts) for this instant: keys that sort before it are older. */
function timeKey(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}
const TIME_KEY = /^\d{8}T\d{9}Z-/;

function cutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * Reads a stored record through its feature's schema. One that does not parse is noted in
 * `unreadable` (as <store>/<key>) and left where it is: a person looks at it, nothing drops it.
 */
function recordReader(unreadable: string[]) {
  return async <S extends z.ZodType>(s: Store, name: StoreName, key: string, schema: S): Promise<z.output<S> | null> => {
    const value: unknown = await s.get(key, { type: 'json' }).catch(() => null);
    if (value === null || value === undefined) return null;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    unreadable.push(`${name}/${key}`);
    return null;
  };
}

export type PurgeResult = Record<RetentionKind | 'inboxEntries', number>;

/** Deletes what is older than its retention period. */
export async function purgeExpired(now = new Date(), open: Open = store, log: Logger = createLogger({ fn: 'data-retention' })): Promise<PurgeResult> {
  const days = retentionDays();
  const result: PurgeResult = { leads: 0, inquiries: 0, reviews: 0, sentMail: 0, pendingMail: 0, checkouts: 0, heldChanges: 0, inboxEntries: 0 };
  const unreadable: string[] = [];
  const read = recordReader(unreadable);

  // Leads: by the last time the person left their address (a key does not say when).
  const leads = open('leads');
  const leadsBefore = cutoff(now, days.leads).toISOString();
  for (const key of await listKeys(leads)) {
    const deleted = await withLock(
      `leads:${key}`,
      async () => {
        const lead = await read(leads, 'leads', key, leadRecordSchema);
        if (!lead || lead.lastSeenAt >= leadsBefore) return false;
        await leads.delete(key);
        return true;
      },
      { crossProcess: blobsAreLocal() },
    );
    if (deleted) result.leads++;
  }

  // Inquiries and sent mail: their keys start with the time they were made (timeId).
  const byTimeKey = async (s: Store, prefix: string, before: Date) => {
    const limit = `${prefix}${timeKey(before)}`;
    let count = 0;
    for (const key of await listKeys(s, prefix)) {
      if (!TIME_KEY.test(key.slice(prefix.length)) || key >= limit) continue;
      await s.delete(key);
      count++;
    }
    return count;
  };
  result.inquiries = await byTimeKey(open('inquiries'), '', cutoff(now, days.inquiries));
  result.sentMail = await byTimeKey(open('outbox'), 'sent/', cutoff(now, days.sentMail));

  // Reviews: kept under their UTC day (<YYYY-MM-DD>/<id>).
  const reviews = open('reviews');
  const firstKeptDay = cutoff(now, days.reviews).toISOString().slice(0, 10);
  for (const key of await listKeys(reviews)) {
    const day = key.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day >= firstKeptDay) continue;
    await reviews.delete(key);
    result.reviews++;
  }

  // Checkouts: by when the session was created (their key is Stripe's session id).
  const checkouts = open('checkouts');
  const checkoutsBefore = cutoff(now, days.checkouts).toISOString();
  for (const key of await listKeys(checkouts)) {
    const checkout = await read(checkouts, 'checkouts', key, checkoutRecordSchema);
    if (!checkout || checkout.createdAt >= checkoutsBefore) continue;
    await checkouts.delete(key);
    result.checkouts++;
  }

  // Order changes still held for an order that never came: by when they arrived.
  const payments = open('payments');
  const heldBefore = cutoff(now, days.heldChanges).toISOString();
  for (const key of await listKeys(payments, 'held/')) {
    const held = await read(payments, 'payments', key, heldChangeSchema);
    if (!held || held.heldAt >= heldBefore) continue;
    await payments.delete(key);
    result.heldChanges++;
  }

  result.pendingMail = await expireUndelivered(open('outbox'), now, days.pendingMail, log);

  // The inbox's entries, each kept as long as the kind of record it lists (orders: as the order).
  const firstKept = { inquiry: cutoff(now, days.inquiries), lead: cutoff(now, days.leads), review: cutoff(now, days.reviews) };
  const oldest = new Date(Math.max(...Object.values(firstKept).map((day) => day.getTime()))).toISOString().slice(0, 10);
  const inbox = await removeEntries((entry, day) => entry.kind !== 'order' && day < firstKept[entry.kind].toISOString().slice(0, 10), { before: oldest, inbox: open('inbox') });
  result.inboxEntries = inbox.removed.length;
  unreadable.push(...inbox.unreadable);
  if (unreadable.length) log.warn('retention.unreadable', { count: unreadable.length, keys: unreadable.slice(0, 50) });
  return result;
}

/**
 * Outbox messages still undelivered `days` after they were queued are deleted, and the studio
 * gets one notice listing them (who, what, how often tried, the last error), so that what did
 * not arrive can be followed up by hand. A message the retry holds (its lease) is left for the
 * next day; one taken here is marked expired first, so a retry starting meanwhile skips it. An
 * expired notice of expiry is deleted without another notice, or a mail outage would feed a
 * chain of them.
 */
async function expireUndelivered(outbox: Store, now: Date, days: number, log: Logger): Promise<number> {
  const limit = `pending/${timeKey(cutoff(now, days))}`;
  const expired: OutboxRecord[] = [];
  for (const key of await listKeys(outbox, 'pending/')) {
    if (!TIME_KEY.test(key.slice('pending/'.length)) || key >= limit) continue;
    const taken = await updateJSON<OutboxRecord>(outbox, 'outbox', key, (current) => {
      if (!current || current.status !== 'pending') return undefined;
      if (current.leaseUntil && new Date(current.leaseUntil) > now) return undefined;
      return { ...current, status: 'expired' };
    });
    if (!taken.changed || !taken.value) continue;
    await outbox.delete(key);
    expired.push(taken.value);
  }
  if (expired.length === 0) return 0;
  log.warn('outbox.expired', { count: expired.length, days, ids: expired.map((r) => r.id), tags: expired.map((r) => r.message.tag) });
  const undelivered = expired.filter((record) => record.message.tag !== EXPIRY_NOTICE_TAG);
  if (undelivered.length > 0) await sendMail(outboxExpiredEmail({ to: studioInbox(), days, messages: undelivered }), log);
  return expired.length;
}

export interface ErasureResult {
  mailbox: string;
  /** Keys deleted (or, in a dry run, that would be), per store (for the inbox, its entries' ids). */
  deleted: Record<'leads' | 'inquiries' | 'reviews' | 'outbox' | 'inbox' | 'quota', string[]>;
  /** The addresses found (the request's mailbox may have been used with several +tags). */
  addresses: string[];
  /** Orders of this mailbox, kept for tax and accounting. */
  ordersKept: string[];
  /** Records (<store>/<key>) that could not be read: a person checks them for this mailbox by hand. */
  unreadable: string[];
  dryRun: boolean;
}

const normaliseAddress = (address: string) => address.trim().toLowerCase();

/**
 * Whether a message's text names one of the addresses: as mail shows outside values inert
 * (word joiners around its dots and at sign, platform/escape.ts), they are taken out first.
 */
function namesAny(message: { subject: string; text: string; html: string }, addresses: string[]): boolean {
  const plain = (text: string) => text.replace(/[\u200b-\u200d\u2060\ufeff]/g, '').replace(/&#64;|&commat;/gi, '@').toLowerCase();
  const texts = [message.subject, message.text, message.html].map(plain);
  return addresses.some((address) => address.includes('@') && texts.some((text) => text.includes(address)));
}

/** Deletes every record of one person's mailbox (see the header). */
export async function eraseAddress(email: string, open: Open = store, options: { dryRun?: boolean } = {}): Promise<ErasureResult> {
  const mailbox = canonicalMailbox(email);
  const dryRun = options.dryRun ?? false;
  const result: ErasureResult = { mailbox, deleted: { leads: [], inquiries: [], reviews: [], outbox: [], inbox: [], quota: [] }, addresses: [], ordersKept: [], unreadable: [], dryRun };
  const read = recordReader(result.unreadable);
  const addresses = new Set<string>();
  const mine = (address: string | null | undefined) => {
    if (typeof address !== 'string' || canonicalMailbox(address) !== mailbox) return false;
    addresses.add(address.trim().toLowerCase());
    return true;
  };

  const sweep = async <S extends z.ZodType>(name: 'leads' | 'inquiries' | 'reviews' | 'outbox', schema: S, matches: (record: z.output<S>) => boolean) => {
    const s = open(name);
    for (const key of await listKeys(s)) {
      const record = await read(s, name, key, schema);
      if (!record || !matches(record)) continue;
      if (!dryRun) await s.delete(key);
      result.deleted[name].push(key);
    }
  };
  await sweep('leads', leadRecordSchema, (lead) => mine(lead.email));
  await sweep('inquiries', inquiryRecordSchema, (inquiry) => mine(inquiry.email));
  await sweep('reviews', reviewRecordSchema, (review) => mine(review.email));
  // Every entry, an order's too: the order itself is kept for the accounts, not for a follow-up.
  const inbox = await removeEntries((entry) => mine(entry.email), { dryRun, inbox: open('inbox') });
  result.deleted.inbox = inbox.removed.map((entry) => entry.id);
  result.unreadable.push(...inbox.unreadable);
  // The mail sent to them, the studio's notification of their inquiry (Reply-To them), and any
  // message whose text names one of their addresses (a notice, the digest).
  await sweep('outbox', outboxRecordSchema, (record) => [mine(record.message.to), mine(record.message.replyTo)].some(Boolean) || namesAny(record.message, [...addresses, normaliseAddress(email)]));
  // The limiters' keys of this mailbox: <window>/<limiter>/<mailboxKey>/<slot>.
  const quota = open('quota');
  const subject = mailboxKey(email);
  for (const key of await listKeys(quota)) {
    if (key.split('/')[2] !== subject) continue;
    if (!dryRun) await quota.delete(key);
    result.deleted.quota.push(key);
  }
  const orders = open('orders');
  for (const key of await listKeys(orders)) {
    const order = await read(orders, 'orders', key, orderRecordSchema);
    if (order && mine(order.customerEmail)) result.ordersKept.push(key);
  }
  result.addresses = [...addresses].sort();
  return result;
}
