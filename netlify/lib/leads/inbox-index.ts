/**
 * The staff inbox's index: one entry per thing a visitor left with the site (leads/record.ts,
 * inboxEntrySchema), in the `inbox` store under one chunk per UTC day:
 *
 *   days/<99999999 - YYYYMMDD>   { entries: [...] }, newest first
 *
 * The day is inverted so that keys in order are days newest first: the inbox's first page reads
 * the listing of chunk keys and the newest chunk or two, whatever the stores hold, and a search
 * reads chunks newest first until its page is full (netlify/lib/inbox/listing.ts). Every store
 * keeps its own key order (inquiries by time, orders by Stripe's session id, leads by a hash of the
 * address), so a list across them in time order needs this index of its own.
 *
 * The code that stores a record writes its entry right after it (indexItem): a chunk is changed by
 * compare-and-swap (updateJSON), so concurrent writers of one day both land. An entry that could
 * not be written is logged and never fails the visitor's request: the record is stored, and the
 * daily repair (netlify/lib/inbox/reindex.ts) indexes what the index is missing, as it indexes
 * what was stored before the inbox existed. Entries hold personal data: the retention purge and
 * the erasure of an address (data/retention.ts) remove them with their records.
 */
import type { Store } from '@netlify/blobs';
import { createLogger, errorMessage, type Logger } from '../platform/log.ts';
import { listKeys, readRecord, store, timeId, updateJSON } from '../platform/stores.ts';
import { normaliseEmail } from '../limits/visitor.ts';
import { inboxDaySchema, inboxEntrySchema, type InboxDay, type InboxEntry, type LeadCapture, type MailNote } from './record.ts';
import type { z } from 'zod';

export const DAYS_PREFIX = 'days/';
const LAST_DAY = 99_999_999;
const DAY_KEY = /^days\/(\d{8})$/;

/** The key of a UTC day's chunk (day: YYYY-MM-DD, or an ISO time). */
export function dayKey(day: string): string {
  const digits = Number(day.slice(0, 10).replace(/-/g, ''));
  return `${DAYS_PREFIX}${String(LAST_DAY - digits).padStart(8, '0')}`;
}

/** The UTC day (YYYY-MM-DD) of a chunk's key, or null for a key that is not one. */
export function dayOfKey(key: string): string | null {
  const match = DAY_KEY.exec(key);
  if (!match) return null;
  const digits = String(LAST_DAY - Number(match[1])).padStart(8, '0');
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/** The UTC day of an entry's id (a time id: YYYYMMDDT…). */
export function dayOfId(id: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})T\d{9}Z-[0-9a-f]+$/.exec(id);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** The key of an item's staff record (notes, replies, what was done): netlify/lib/inbox/record.ts. */
const ITEMS_PREFIX = 'items/';
export const itemKey = (id: string) => `${ITEMS_PREFIX}${id}`;

/** The chunks' keys, newest day first. */
export async function dayKeysNewestFirst(inbox: Store = store('inbox')): Promise<string[]> {
  return (await listKeys(inbox, DAYS_PREFIX)).filter((key) => DAY_KEY.test(key)).sort();
}

/** A day's entries, newest first ([] when the day has none). */
export async function readDay(key: string, inbox: Store = store('inbox')): Promise<InboxEntry[]> {
  return (await readRecord(inbox, key, inboxDaySchema))?.entries ?? [];
}

/** Newest first: an id begins with its entry's time, so id order is time order (the lists' cursors rely on it). */
const newestFirst = (a: InboxEntry, b: InboxEntry) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Changes a day's entries by compare-and-swap: `change` answers the new list, or undefined for no
 * change. A chunk that does not parse is not written over (an error): a person looks at it.
 */
export async function updateDay(key: string, change: (entries: InboxEntry[]) => InboxEntry[] | undefined, inbox: Store = store('inbox')): Promise<InboxEntry[]> {
  const result = await updateJSON<InboxDay>(inbox, 'inbox', key, (current) => {
    let entries: InboxEntry[] = [];
    if (current) {
      const parsed = inboxDaySchema.safeParse(current);
      if (!parsed.success) throw new Error(`The inbox chunk ${key} does not parse; it is left as it is`);
      entries = parsed.data.entries;
    }
    const next = change(entries);
    return next === undefined ? undefined : { entries: [...next].sort(newestFirst) };
  });
  return result.value?.entries ?? [];
}

/** An entry as its writer gives it: the id and status are the index's, the optional fields default. */
export type NewEntry = Omit<z.input<typeof inboxEntrySchema>, 'id' | 'status'>;

function entryOf(input: NewEntry): InboxEntry {
  return inboxEntrySchema.parse({ ...input, email: normaliseEmail(input.email), id: timeId(new Date(input.at)) });
}

/**
 * Adds entries to their days' chunks (one write per day), each unless the day already has one of
 * the same kind and record (a redelivery, or the repair meeting what a writer wrote). Answers
 * the entries as indexed (the one already there for a duplicate).
 */
export async function indexEntries(inputs: readonly NewEntry[]): Promise<InboxEntry[]> {
  const byDay = new Map<string, InboxEntry[]>();
  for (const input of inputs) {
    const entry = entryOf(input);
    const key = dayKey(entry.at);
    byDay.set(key, [...(byDay.get(key) ?? []), entry]);
  }
  const indexed: InboxEntry[] = [];
  for (const [key, entries] of byDay) {
    // Answered per attempt: a compare-and-swap that lost runs the change again.
    let answered: InboxEntry[] = [];
    await updateDay(key, (current) => {
      const added: InboxEntry[] = [];
      answered = [];
      for (const entry of entries) {
        const same = entry.ref ? [...current, ...added].find((other) => other.kind === entry.kind && other.ref === entry.ref) : undefined;
        if (same) answered.push(same);
        else {
          added.push(entry);
          answered.push(entry);
        }
      }
      return added.length ? [...added, ...current] : undefined;
    });
    indexed.push(...answered);
  }
  return indexed;
}

/** Indexes one record right after its writer stored it. Never throws: a failure is logged, and the daily repair indexes it. */
export async function indexItem(input: NewEntry, log: Logger = createLogger({ fn: 'inbox-index' })): Promise<InboxEntry | null> {
  try {
    return (await indexEntries([input]))[0] ?? null;
  } catch (error) {
    log.warn('inbox.index_failed', { kind: input.kind, error: errorMessage(error) });
    return null;
  }
}

/**
 * Captures the inbox lists as leads of their own: a guide request and any other capture, but not
 * the captures of an inquiry or an AI review, which are listed as those.
 */
export function isListedLead(source: string): boolean {
  return source !== 'contact' && source !== 'ai_feedback';
}

/** A lead capture as the inbox lists it: `key` is the lead's key in `leads`, the capture's sig names it within. */
export function leadEntry(key: string, email: string, capture: LeadCapture): NewEntry {
  return {
    kind: 'lead',
    at: capture.at,
    ref: `${key}#${capture.sig}`,
    email,
    text: capture.fileName ?? '',
    industry: capture.industry,
    page: capture.page,
    source: capture.source,
  };
}

/** What sendMail answered, as a note on the item it was about. */
export function mailNote(tag: string, to: MailNote['to'], result: { status: 'sent' } | { status: 'queued'; outboxId: string }, at = new Date()): MailNote {
  return { at: at.toISOString(), tag, to, status: result.status, ...(result.status === 'queued' ? { outboxId: result.outboxId } : {}) };
}

/**
 * The guide mail of a guide request: the guide card captures the lead (capture-lead), then asks
 * for the mail (send-guide), two requests. The mail is noted on that day's entry of the same
 * address and guide that has none yet; a send-guide without a capture is an entry of its own.
 */
export async function noteGuideMail(
  input: { email: string; fileName: string; industry: string; page: string },
  note: MailNote,
  log: Logger = createLogger({ fn: 'inbox-index' }),
): Promise<void> {
  const email = normaliseEmail(input.email);
  try {
    await updateDay(dayKey(note.at), (entries) => {
      const request = entries.find((entry) => entry.kind === 'lead' && entry.email === email && entry.text === input.fileName && !entry.mails.some((mail) => mail.tag === note.tag));
      if (request) return entries.map((entry) => (entry === request ? { ...entry, mails: [...entry.mails, note] } : entry));
      return [entryOf({ kind: 'lead', at: note.at, ref: '', email, text: input.fileName, industry: input.industry, page: input.page, source: 'send_guide', mails: [note] }), ...entries];
    });
  } catch (error) {
    log.warn('inbox.index_failed', { kind: 'lead', error: errorMessage(error) });
  }
}

/** Notes a mail on the entry of a record (its kind and key, on the day it was indexed). Never throws, as indexItem. */
export async function noteMail(record: { kind: InboxEntry['kind']; ref: string; at: string }, note: MailNote, log: Logger = createLogger({ fn: 'inbox-index' })): Promise<void> {
  try {
    await updateDay(dayKey(record.at), (entries) => {
      const entry = entries.find((item) => item.kind === record.kind && item.ref === record.ref);
      return entry ? entries.map((item) => (item === entry ? { ...item, mails: [...item.mails, note] } : item)) : undefined;
    });
  } catch (error) {
    log.warn('inbox.index_failed', { kind: record.kind, error: errorMessage(error) });
  }
}

/** Changes one entry (found by its id) by compare-and-swap; null when there is no such entry. */
export async function updateEntry(id: string, change: (entry: InboxEntry) => InboxEntry | undefined): Promise<InboxEntry | null> {
  const day = dayOfId(id);
  if (!day) return null;
  let found: InboxEntry | null = null;
  await updateDay(dayKey(day), (entries) => {
    const entry = entries.find((item) => item.id === id);
    found = entry ?? null;
    if (!entry) return undefined;
    const next = change(entry);
    if (next === undefined) return undefined;
    found = next;
    return entries.map((item) => (item === entry ? next : item));
  });
  return found;
}

/** One entry by its id, or null. */
export async function findEntry(id: string): Promise<InboxEntry | null> {
  const day = dayOfId(id);
  if (!day) return null;
  return (await readDay(dayKey(day))).find((entry) => entry.id === id) ?? null;
}

/**
 * Removes every entry `match` picks, in every chunk (or only the chunks of days before
 * `before`), and each one's staff record (items/<id>). Answers the entries removed, and the chunks
 * that could not be read (left as they are, for a person to look at).
 */
export async function removeEntries(
  match: (entry: InboxEntry, day: string) => boolean,
  options: { dryRun?: boolean; before?: string; inbox?: Store } = {},
): Promise<{ removed: InboxEntry[]; unreadable: string[] }> {
  const inbox = options.inbox ?? store('inbox');
  const removed: InboxEntry[] = [];
  const unreadable: string[] = [];
  const longAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  for (const key of await dayKeysNewestFirst(inbox)) {
    const day = dayOfKey(key)!;
    if (options.before && day >= options.before) continue;
    if (options.dryRun) {
      removed.push(...(await readDay(key, inbox)).filter((entry) => match(entry, day)));
      continue;
    }
    const gone: InboxEntry[] = [];
    let kept: InboxEntry[];
    try {
      kept = await updateDay(
        key,
        (entries) => {
          gone.length = 0;
          const left = entries.filter((entry) => {
            if (!match(entry, day)) return true;
            gone.push(entry);
            return false;
          });
          return gone.length ? left : undefined;
        },
        inbox,
      );
    } catch {
      unreadable.push(`inbox/${key}`);
      continue;
    }
    for (const entry of gone) await inbox.delete(itemKey(entry.id));
    // A day left empty long ago is deleted; a recent one is kept, as a writer may be adding to it.
    if (gone.length && kept.length === 0 && day < longAgo) await inbox.delete(key);
    removed.push(...gone);
  }
  return { removed, unreadable };
}
