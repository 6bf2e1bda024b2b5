/** A lead as the `leads` store keeps it: one per normalised address (key: its hash, emailKey). */
import { z } from 'zod';
import { INBOX_KINDS, ITEM_STATUSES } from '../../../src/lib/inbox-api.ts';

export const leadCaptureSchema = z.object({
  at: z.string(),
  source: z.string(),
  industry: z.string(),
  page: z.string(),
  fileName: z.string().optional(),
  downloadUrl: z.string().optional(),
  /** Identity of the capture within a UTC day (for idempotency). */
  sig: z.string(),
});
export type LeadCapture = z.output<typeof leadCaptureSchema>;

export const leadRecordSchema = z.object({
  /** Lower-cased and trimmed (normaliseEmail). */
  email: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  sources: z.array(z.string()),
  captureCount: z.number(),
  captures: z.array(leadCaptureSchema),
});
export type LeadRecord = z.output<typeof leadRecordSchema>;

/**
 * What the staff's inbox lists: one entry per thing a visitor left with the site (an inquiry, a
 * guide request or other lead capture, an AI review, an order), kept in the `inbox` store in a
 * chunk per UTC day (leads/inbox-index.ts) and written by the code that stores the record itself.
 * The entry repeats what the inbox filters and searches on, so a page of the inbox is read from a
 * few chunks, never from every record; the record stays in its own store (`ref` is its key).
 */
/** A mail sent (or waiting in the outbox) about an item. */
export const mailNoteSchema = z.object({
  at: z.string(),
  /** The mail's tag (inquiry, guide, review, order, reply…). */
  tag: z.string(),
  /** The studio (a notice of the item) or the person (a guide, a review, a reply). */
  to: z.enum(['studio', 'person']),
  /** As sendMail answered: sent through Postmark, or kept in the outbox (outboxId: pending/<id>). */
  status: z.enum(['sent', 'queued']),
  outboxId: z.string().optional(),
});
export type MailNote = z.output<typeof mailNoteSchema>;

export const inboxEntrySchema = z.object({
  /** A time id of its own (stores.ts timeId): the day's chunk is in its first characters, and it names no one. */
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  /** When the visitor left it (ISO time). */
  at: z.string(),
  /** The record's key in its store (inquiries, leads as <key>#<capture sig>, reviews, orders); '' when there is none. */
  ref: z.string(),
  status: z.enum(ITEM_STATUSES).default('new'),
  /** Lower-cased and trimmed; '' for an order without one. */
  email: z.string(),
  name: z.string().default(''),
  company: z.string().default(''),
  /** The inquiry's message, the review's focus, the guide's file name, the order's title. */
  text: z.string().default(''),
  /** The website typed in the contact form, the page reviewed. */
  website: z.string().default(''),
  industry: z.string().default(''),
  /** The page of the site it came from. */
  page: z.string().default(''),
  utmSource: z.string().default(''),
  /** A lead's source (lead_magnet…), an order's state at the sale (paid, needs_review). */
  source: z.string().default(''),
  /** An order's amount in the smallest unit, and its currency. */
  amount: z.number().optional(),
  currency: z.string().optional(),
  mails: z.array(mailNoteSchema).default([]),
});
export type InboxEntry = z.output<typeof inboxEntrySchema>;

/** One UTC day of the inbox (inbox store, days/<inverted day>), newest entry first. */
export const inboxDaySchema = z.object({ entries: z.array(inboxEntrySchema) });
export type InboxDay = z.output<typeof inboxDaySchema>;
