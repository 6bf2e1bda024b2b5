/**
 * One item of the inbox: its index entry, every field of the record it stands for (read from its
 * own store through its feature's schema), the staff's notes, replies and status changes
 * (record.ts), and the mails sent about it as they stand now (sent, waiting or failed in the
 * outbox). And what staff do with it: change its status, add a note, reply from the studio's
 * sender (kept on the item, the item then answered).
 */
import type { Field, InboxItem, ItemStatus, MailView } from '../../../src/lib/inbox-api.ts';
import { reviewRecordSchema, type ReviewRecord } from '../ai-feedback/record.ts';
import { inquiryRecordSchema, type InquiryRecord } from '../contact/record.ts';
import { findEntry, itemKey, mailNote, updateEntry } from '../leads/inbox-index.ts';
import { leadRecordSchema, type InboxEntry, type LeadCapture, type LeadRecord, type MailNote } from '../leads/record.ts';
import { outboxRecordSchema } from '../mail/record.ts';
import { sendMail, studioInbox } from '../mail/send.ts';
import { orderState } from '../payments/orders.ts';
import { orderRecordSchema, type OrderRecord } from '../payments/records.ts';
import { HttpError } from '../platform/http.ts';
import type { Logger } from '../platform/log.ts';
import { readRecord, store, updateJSON } from '../platform/stores.ts';
import { rowOf } from './listing.ts';
import { replyEmail } from './mails.ts';
import { staffRecordSchema, type StaffRecord } from './record.ts';
import type { StaffMember } from './staff.ts';

export const NO_SUCH_ITEM = 'There is no such item in the inbox: it was erased, or its retention period ended.';

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
const field = (label: string, value: unknown, long = false): Field => ({ label, value: value === null || value === undefined ? '' : String(value), ...(long ? { long } : {}) });

/** The stored record an entry lists, read through its feature's schema. */
export type StoredRecord =
  | { kind: 'inquiry'; record: InquiryRecord }
  | { kind: 'review'; record: ReviewRecord }
  | { kind: 'order'; record: OrderRecord }
  | { kind: 'lead'; record: LeadRecord; capture: LeadCapture | null };

/** The record an entry lists, or null when it is no longer kept (or cannot be read). */
export async function storedRecord(entry: InboxEntry): Promise<StoredRecord | null> {
  switch (entry.kind) {
    case 'inquiry': {
      const record = await readRecord(store('inquiries'), entry.ref, inquiryRecordSchema);
      return record && { kind: 'inquiry', record };
    }
    case 'review': {
      const record = await readRecord(store('reviews'), entry.ref, reviewRecordSchema);
      return record && { kind: 'review', record };
    }
    case 'order': {
      const record = await readRecord(store('orders'), entry.ref, orderRecordSchema);
      return record && { kind: 'order', record };
    }
    case 'lead': {
      const [key, sig] = entry.ref.split('#');
      const record = key ? await readRecord(store('leads'), key, leadRecordSchema) : null;
      return record && { kind: 'lead', record, capture: record.captures.find((item) => item.sig === sig) ?? null };
    }
  }
}

/** A stored record's fields in the words staff read. */
function fieldsOf(stored: StoredRecord, entry: InboxEntry): Field[] {
  switch (stored.kind) {
    case 'inquiry': {
      const inquiry = stored.record;
      return [
        field('Received', inquiry.receivedAt),
        field('Name', inquiry.name),
        field('E-mail', inquiry.email),
        field('Company', inquiry.company),
        field('Website', inquiry.website),
        field('Message', inquiry.message, true),
        field('UTM source', inquiry.utm.source),
        field('UTM medium', inquiry.utm.medium),
        field('UTM campaign', inquiry.utm.campaign),
        field('Reference', inquiry.id),
      ];
    }
    case 'review': {
      const review = stored.record;
      return [
        field('Written', review.createdAt),
        field('E-mail', review.email),
        field('Address asked for', review.requestedUrl),
        field('Page reviewed', review.finalUrl),
        field('Focus', review.focus),
        field('Industry', review.industry),
        field('Outcome', `Page answered HTTP ${review.facts.status} in ${review.facts.responseTimeMs} ms; review written by ${review.writer === 'model' ? `the model (${review.model ?? 'unknown'})` : 'the deterministic writer'}`),
        field('Page title', review.facts.title ?? ''),
        field('Staff access', review.whitelisted ? 'yes (not counted against the quota)' : 'no'),
        field('The review', review.analysis, true),
      ];
    }
    case 'order': {
      const order = stored.record;
      const disputes = Object.values(order.disputes ?? {});
      return [
        field('Paid', order.paidAt),
        field('Product', order.title),
        field('Amount', money(order.amount, order.currency)),
        field('State', orderState(order).replace(/_/g, ' ')),
        field('Customer', order.customerEmail ?? ''),
        field('Refunded', order.refund ? `${money(order.refund.amount, order.refund.currency)}${order.refund.full ? ' (in full)' : ''}, reported ${order.refund.reportedAt}` : ''),
        field('Disputes', disputes.map((d) => `${d.id}: ${d.outcome} (${d.status}, ${d.reason}, ${money(d.amount, d.currency)}${d.respondBy ? `, respond by ${d.respondBy}` : ''})`).join('\n'), true),
        field('Problems', (order.problems ?? []).join('\n'), true),
        field('Mode', order.test ? 'test (no money moved)' : 'live'),
        field('Checkout Session', order.sessionId),
        field('PaymentIntent', order.paymentIntentId ?? ''),
        field('Stripe event', `${order.event} ${order.eventId ?? ''}`.trim()),
      ];
    }
    case 'lead': {
      const { record: lead, capture } = stored;
      return [
        field('Requested', capture?.at ?? entry.at),
        field('E-mail', lead.email),
        field('Guide', capture?.fileName ?? entry.text),
        field('Source', capture?.source ?? entry.source),
        field('Industry', capture?.industry ?? entry.industry),
        field('Page', capture?.page ?? entry.page),
        field('First seen', lead.firstSeenAt),
        field('Last seen', lead.lastSeenAt),
        field('Everything they asked for', lead.captures.map((c) => `${c.at.slice(0, 10)} ${c.source}${c.fileName ? ` ${c.fileName}` : ''} (${c.page})`).join('\n'), true),
      ];
    }
  }
}

/** The inbox's own copy of the fields, when the record is no longer kept. */
function entryFields(entry: InboxEntry): Field[] {
  return [
    field('When', entry.at),
    field('E-mail', entry.email),
    field('Name', entry.name),
    field('Company', entry.company),
    field('Text', entry.text, true),
    field('Website', entry.website),
    field('Industry', entry.industry),
    field('Page', entry.page),
    field('UTM source', entry.utmSource),
    ...(entry.amount !== undefined ? [field('Amount', money(entry.amount, entry.currency ?? ''))] : []),
  ].filter((item) => item.value !== '');
}

/** A mail note as the mail stands now: a queued one is looked up in the outbox. */
export async function mailView(note: MailNote): Promise<MailView> {
  const base = { at: note.at, tag: note.tag, to: note.to };
  if (note.status === 'sent' || !note.outboxId) return { ...base, state: note.status === 'sent' ? 'sent' : 'gone' };
  const outbox = store('outbox');
  const pending = await readRecord(outbox, `pending/${note.outboxId}`, outboxRecordSchema);
  if (pending) {
    return {
      ...base,
      state: pending.attempts > 0 && pending.lastError ? 'failed' : 'waiting',
      subject: pending.message.subject,
      outboxId: pending.id,
      attempts: pending.attempts,
      ...(pending.lastError ? { lastError: pending.lastError } : {}),
      nextAttemptAt: pending.nextAttemptAt,
    };
  }
  const sent = await readRecord(outbox, `sent/${note.outboxId}`, outboxRecordSchema);
  if (sent) return { ...base, state: 'sent', subject: sent.message.subject, attempts: sent.attempts };
  return { ...base, state: 'gone' };
}

export async function staffRecord(id: string): Promise<StaffRecord> {
  return (await readRecord(store('inbox'), itemKey(id), staffRecordSchema)) ?? staffRecordSchema.parse({});
}

async function changeStaffRecord(id: string, change: (record: StaffRecord) => StaffRecord): Promise<void> {
  await updateJSON<StaffRecord>(store('inbox'), 'inbox-items', itemKey(id), (current) => change(staffRecordSchema.parse(current ?? {})));
}

/** The payment in Stripe's dashboard (test payments under /test). */
function stripeUrl(order: OrderRecord | null): string | null {
  if (!order?.paymentIntentId || !/^pi_[A-Za-z0-9]+$/.test(order.paymentIntentId)) return null;
  return `https://dashboard.stripe.com/${order.livemode ? '' : 'test/'}payments/${order.paymentIntentId}`;
}

async function entryOrRefuse(id: string): Promise<InboxEntry> {
  const entry = await findEntry(id);
  if (!entry) throw new HttpError(404, NO_SUCH_ITEM);
  return entry;
}

/** Everything about one item (see the header). */
export async function itemView(id: string): Promise<InboxItem> {
  const entry = await entryOrRefuse(id);
  const [stored, staff] = await Promise.all([storedRecord(entry), staffRecord(id)]);
  const [mails, replies] = await Promise.all([Promise.all(entry.mails.map(mailView)), Promise.all(staff.replies.map(async (reply) => ({ ...reply, mail: await mailView(reply.mail) })))]);
  return {
    row: rowOf(entry),
    fields: stored ? fieldsOf(stored, entry) : entryFields(entry),
    recordMissing: !stored,
    notes: staff.notes,
    replies,
    history: staff.history,
    mails,
    stripeUrl: stripeUrl(stored?.kind === 'order' ? stored.record : null),
    quote: entry.kind === 'inquiry' ? entry.text : '',
  };
}

/** Sets an item's status, and notes who did it and when. */
export async function setStatus(staff: StaffMember, id: string, status: ItemStatus, now = new Date()): Promise<void> {
  const changed = await updateEntry(id, (entry) => (entry.status === status ? undefined : { ...entry, status }));
  if (!changed) throw new HttpError(404, NO_SUCH_ITEM);
  await changeStaffRecord(id, (record) => ({ ...record, history: [...record.history, { at: now.toISOString(), by: staff.login, status }] }));
}

/** Adds a staff note to an item. */
export async function addNote(staff: StaffMember, id: string, text: string, now = new Date()): Promise<void> {
  await entryOrRefuse(id);
  await changeStaffRecord(id, (record) => ({ ...record, notes: [...record.notes, { at: now.toISOString(), by: staff.login, text }] }));
}

/**
 * Replies to the item's person from the studio's sender (Reply-To the studio's inbox), their own
 * words quoted; sent through Postmark, or kept in the outbox when mail is off or refused. The
 * reply is kept on the item and noted on it as a mail, and a new item becomes answered.
 */
export async function reply(staff: StaffMember, id: string, input: { subject: string; text: string }, log: Logger, now = new Date()): Promise<MailNote> {
  const entry = await entryOrRefuse(id);
  if (!entry.email) throw new HttpError(400, 'This item has no e-mail address to reply to.');
  const mail = replyEmail({
    to: entry.email,
    replyTo: studioInbox(),
    subject: input.subject,
    text: input.text,
    quote: entry.kind === 'inquiry' ? { at: entry.at, text: entry.text } : null,
  });
  const note = mailNote(mail.tag, 'person', await sendMail(mail, log), now);
  await changeStaffRecord(id, (record) => ({
    ...record,
    replies: [...record.replies, { at: now.toISOString(), by: staff.login, subject: input.subject, text: input.text, mail: note }],
    ...(entry.status === 'new' ? { history: [...record.history, { at: now.toISOString(), by: staff.login, status: 'answered' as const }] } : {}),
  }));
  await updateEntry(id, (current) => ({ ...current, status: current.status === 'new' ? 'answered' : current.status, mails: [...current.mails, note] }));
  return note;
}
