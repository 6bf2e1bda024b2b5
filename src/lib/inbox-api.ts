/**
 * The wire between the staff's views at /admin (src/editor/app/admin/inbox/) and their functions
 * (/api/admin/inbox/…, netlify/lib/inbox/): the paths, the requests (checked by the same schemas
 * on both sides) and the answers. Both sides import these, so neither can drift.
 *
 *   GET  /access            who is signed in, and that they are staff (403 for an editor who is not)
 *   POST /items             InboxQuery → InboxPage: newest first, a page at a time
 *   POST /export            InboxQuery → a CSV file of every item it matches
 *   POST /item              { id } → InboxItem: every field, the staff's notes and replies, the mails
 *   POST /item/status       { id, status }
 *   POST /item/note         { id, text }
 *   POST /item/reply        { id, subject, text }: sent from the studio's sender, kept on the item
 *   GET  /outbox            mail waiting or failed in the outbox
 *   POST /outbox/retry      { id }: one attempt now
 *   POST /person            { email } → PersonData: everything kept for that address
 *   POST /person/export     { email, format: json | csv } → a file
 *   POST /person/erase      { email, confirm } → what was erased
 *   GET  /dashboard?days=   7, 30 or 90
 *   GET  /audit?cursor=     who viewed, exported or erased what, newest first
 *
 * Whatever names a person (a search, an address, an item) travels in a POST body, never in a URL,
 * so it is in no access log or browser history.
 */
import { z } from 'zod';

export const INBOX_API_PATH = '/api/admin/inbox';

export const INBOX_API = {
  access: `${INBOX_API_PATH}/access`,
  items: `${INBOX_API_PATH}/items`,
  export: `${INBOX_API_PATH}/export`,
  item: `${INBOX_API_PATH}/item`,
  status: `${INBOX_API_PATH}/item/status`,
  note: `${INBOX_API_PATH}/item/note`,
  reply: `${INBOX_API_PATH}/item/reply`,
  outbox: `${INBOX_API_PATH}/outbox`,
  retry: `${INBOX_API_PATH}/outbox/retry`,
  person: `${INBOX_API_PATH}/person`,
  personExport: `${INBOX_API_PATH}/person/export`,
  erase: `${INBOX_API_PATH}/person/erase`,
  dashboard: `${INBOX_API_PATH}/dashboard`,
  audit: `${INBOX_API_PATH}/audit`,
} as const;

/** What the site collects, as the inbox lists it. */
export const INBOX_KINDS = ['inquiry', 'lead', 'review', 'order'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const KIND_LABELS: Record<InboxKind, string> = { inquiry: 'Inquiry', lead: 'Guide lead', review: 'AI review', order: 'Order' };

/** Where staff are with an item: nobody has looked (new), answered, done with (closed), or spam. */
export const ITEM_STATUSES = ['new', 'answered', 'closed', 'spam'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const STATUS_LABELS: Record<ItemStatus, string> = { new: 'New', answered: 'Answered', closed: 'Closed', spam: 'Spam' };

/** Which statuses a list shows: `inbox` is everything but spam. */
export const STATUS_FILTERS = ['inbox', ...ITEM_STATUSES, 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The ranges of the dashboard, in days. */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];

/** Items on a page of the inbox, unless the query asks for fewer. */
export const INBOX_PAGE_SIZE = 25;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written YYYY-MM-DD');
const filterText = (max: number) => z.string().trim().max(max).default('');
const itemId = z.string().regex(/^\d{8}T\d{9}Z-[0-9a-f]{4,32}$/, 'Not an item of the inbox');

export const inboxQuerySchema = z.object({
  /** Searched in the address, name, company, website and text of each item, case-insensitively. */
  q: filterText(200),
  kind: z.enum(['all', ...INBOX_KINDS]).default('all'),
  status: z.enum(STATUS_FILTERS).default('inbox'),
  /** UTC days, both included. */
  from: day.optional(),
  to: day.optional(),
  industry: filterText(80),
  page: filterText(200),
  utmSource: filterText(100),
  /** Where the previous page ended (InboxPage.cursor). */
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export type CheckedInboxQuery = z.output<typeof inboxQuerySchema>;

export const itemRequestSchema = z.object({ id: itemId });
export const statusRequestSchema = z.object({ id: itemId, status: z.enum(ITEM_STATUSES) });
export const noteRequestSchema = z.object({ id: itemId, text: z.string().trim().min(1, 'Write the note first').max(4000) });
export const replyRequestSchema = z.object({
  id: itemId,
  subject: z.string().trim().min(1, 'A reply needs a subject').max(150),
  text: z.string().trim().min(1, 'Write the reply first').max(10_000),
});
export const retryRequestSchema = z.object({ id: z.string().regex(/^\d{8}T\d{9}Z-[0-9a-f]{4,32}$/, 'Not a message of the outbox') });
const personEmail = z.string().trim().min(3).max(254).regex(/^[^\s@]+@[^\s@]+$/, 'Enter an e-mail address');
export const personRequestSchema = z.object({ email: personEmail });
export const personExportSchema = z.object({ email: personEmail, format: z.enum(['json', 'csv']) });
/** `confirm` repeats the address: an erasure is typed twice, never clicked by mistake. */
export const eraseRequestSchema = z.object({ email: personEmail, confirm: z.string().trim().max(254) });

export interface StaffAccess {
  login: string;
  name: string;
  /** Whether mail goes out through Postmark (else replies wait in the outbox). */
  mailConfigured: boolean;
  /** Whether the morning digest is on. */
  digest: boolean;
}

/** A mail about an item, as it stands now. */
export interface MailView {
  at: string;
  tag: string;
  to: 'studio' | 'person';
  /** sent; waiting (in the outbox, not tried or not yet due); failed (tried and refused, to be retried); gone (no longer kept). */
  state: 'sent' | 'waiting' | 'failed' | 'gone';
  subject?: string;
  /** The outbox message, for a retry. */
  outboxId?: string;
  attempts?: number;
  lastError?: string;
  nextAttemptAt?: string;
}

export interface InboxRow {
  id: string;
  kind: InboxKind;
  at: string;
  status: ItemStatus;
  email: string;
  name: string;
  company: string;
  /** The start of the item's text (the whole text is on the item). */
  text: string;
  website: string;
  industry: string;
  page: string;
  utmSource: string;
  source: string;
  amount?: number;
  currency?: string;
  mails: number;
}

export interface InboxPage {
  items: InboxRow[];
  /** Where the next page starts; null at the end. */
  cursor: string | null;
  /** The oldest day looked at so far: a search goes through the days newest first, a bounded number per request. */
  searchedTo: string | null;
  /** True when this page is not full only because the request looked at as many days as one may: ask for the next. */
  more: boolean;
}

export interface OutboxRow {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  tag: string;
  /** waiting: mail is off or its time has not come; failed: refused at least once, to be tried again. */
  state: 'waiting' | 'failed';
  attempts: number;
  lastError?: string;
  nextAttemptAt: string;
}

export interface OutboxPage {
  /** Whether mail goes out through Postmark (else everything waits here). */
  mailConfigured: boolean;
  /** Messages waiting, all told (the list shows the newest). */
  total: number;
  messages: OutboxRow[];
}

export interface Field {
  label: string;
  value: string;
  /** Shown keeping its line breaks (a message, a review). */
  long?: boolean;
}

export interface StaffNote {
  at: string;
  by: string;
  text: string;
}

export interface StaffReply {
  at: string;
  by: string;
  subject: string;
  text: string;
  mail: MailView;
}

export interface StatusChange {
  at: string;
  by: string;
  status: ItemStatus;
}

export interface InboxItem {
  row: InboxRow;
  /** Every field of the stored record, in the words staff read. */
  fields: Field[];
  /** The stored record is gone (its retention ended) or could not be read: only the inbox's copy is shown. */
  recordMissing: boolean;
  notes: StaffNote[];
  replies: StaffReply[];
  history: StatusChange[];
  mails: MailView[];
  /** The payment in Stripe's dashboard, for an order paid through Stripe. */
  stripeUrl: string | null;
  /** The text quoted in a reply (the inquiry's message). */
  quote: string;
}

export interface PersonData {
  /** The mailbox the address delivers to (its +tags and, for Gmail, dots folded). */
  mailbox: string;
  /** Every form of the address found. */
  addresses: string[];
  items: InboxRow[];
  leads: Array<{ email: string; firstSeenAt: string; lastSeenAt: string; sources: string[]; captures: number }>;
  mails: MailView[];
  /** Orders are kept for accounting after an erasure. */
  orders: number;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  content: string;
}

export interface ErasureSummary {
  /** Records deleted, by store. */
  deleted: Record<string, number>;
  /** Orders kept for tax and accounting (their address stays on them). */
  ordersKept: number;
  /** Records that could not be read: a person checks them by hand. */
  unreadable: string[];
}

export interface CountRow {
  label: string;
  count: number;
}

export interface Dashboard {
  days: DashboardDays;
  from: string;
  to: string;
  perDay: Array<{ day: string } & Record<InboxKind, number>>;
  totals: Record<InboxKind, number>;
  byPage: CountRow[];
  byIndustry: CountRow[];
  byUtmSource: CountRow[];
  reviews: { total: number; ledToInquiry: number };
  /** Inquiries still new more than one working day after they came. */
  unanswered: InboxRow[];
  outbox: { waiting: number; failed: number; oldest: string | null; mailConfigured: boolean };
  /** The morning digest as it would be sent now (its text), or null when it is off. */
  digest: { subject: string; text: string } | null;
}

export const AUDIT_ACTIONS = ['viewed-item', 'changed-status', 'added-note', 'replied', 'viewed-person', 'exported-person', 'erased-person', 'exported-list', 'retried-mail'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  at: string;
  /** The staff member's GitHub login. */
  by: string;
  action: AuditAction;
  /** The item (an id of the inbox, which names no one). */
  item?: string | undefined;
  /**
   * A person, as a keyed hash of their mailbox: the same person has the same reference, and the
   * log holds no address (an erasure keeps its entry).
   */
  person?: string | undefined;
  /** What was done, in numbers and words without personal data (a status, the records erased). */
  detail?: string | undefined;
}

export interface AuditPage {
  entries: AuditEntry[];
  cursor: string | null;
}
