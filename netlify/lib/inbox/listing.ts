/**
 * The inbox's lists: what the index (leads/inbox-index.ts) holds, newest first, filtered and
 * searched, a page at a time. A page reads the listing of the day chunks' keys and then chunks
 * newest first, a few at once, until it has its items: the first page of an unfiltered inbox
 * reads one or two chunks whatever the stores hold. A search or a filter that matches little reads
 * further, at most MAX_DAYS_PER_REQUEST chunks per request; the page then says how far it looked
 * (`searchedTo`) and where to go on (`cursor`, `more`), so no request reads the whole index.
 *
 * Within a chunk entries are in id order, newest first, and an id is the entry's time: a cursor
 * (the chunk and the last id shown) goes on after that id even when entries were added or removed
 * meanwhile.
 */
import type { CheckedInboxQuery, InboxPage, InboxRow } from '../../../src/lib/inbox-api.ts';
import { dayKey, dayKeysNewestFirst, dayOfKey, DAYS_PREFIX, readDay } from '../leads/inbox-index.ts';
import type { InboxEntry } from '../leads/record.ts';

/** Chunks (days) one request reads at most. */
export const MAX_DAYS_PER_REQUEST = 90;
/** The most rows an export writes. */
export const MAX_EXPORT_ROWS = 50_000;
const SNIPPET = 240;

/** An entry as a row of a list (the text cut to its start). */
export function rowOf(entry: InboxEntry): InboxRow {
  return {
    id: entry.id,
    kind: entry.kind,
    at: entry.at,
    status: entry.status,
    email: entry.email,
    name: entry.name,
    company: entry.company,
    text: entry.text.length > SNIPPET ? `${entry.text.slice(0, SNIPPET - 1)}…` : entry.text,
    website: entry.website,
    industry: entry.industry,
    page: entry.page,
    utmSource: entry.utmSource,
    source: entry.source,
    ...(entry.amount !== undefined ? { amount: entry.amount } : {}),
    ...(entry.currency !== undefined ? { currency: entry.currency } : {}),
    mails: entry.mails.length,
  };
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** Whether an entry is one the query asks for: every filter, and every word of the search somewhere in it. */
export function matches(entry: InboxEntry, query: CheckedInboxQuery): boolean {
  if (query.kind !== 'all' && entry.kind !== query.kind) return false;
  if (query.status === 'inbox' ? entry.status === 'spam' : query.status !== 'all' && entry.status !== query.status) return false;
  const day = entry.at.slice(0, 10);
  if ((query.from && day < query.from) || (query.to && day > query.to)) return false;
  if (query.industry && fold(entry.industry) !== fold(query.industry)) return false;
  if (query.page && fold(entry.page) !== fold(query.page)) return false;
  if (query.utmSource && fold(entry.utmSource) !== fold(query.utmSource)) return false;
  const words = fold(query.q).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = fold([entry.email, entry.name, entry.company, entry.website, entry.text, entry.industry, entry.page, entry.utmSource].join('\n'));
  return words.every((word) => text.includes(word));
}

/** `<chunk digits>` (start of a chunk) or `<chunk digits>.<id>` (after that entry). */
const CURSOR = /^(\d{8})(?:\.(\d{8}T\d{9}Z-[0-9a-f]{4,32}))?$/;
const cursorOf = (key: string, id?: string) => `${key.slice(DAYS_PREFIX.length)}${id ? `.${id}` : ''}`;

/** The chunks a query may read, newest first, from its cursor on. */
async function chunksOf(query: CheckedInboxQuery): Promise<{ keys: string[]; after: { key: string; id: string } | null }> {
  let keys = await dayKeysNewestFirst();
  // Keys are inverted days: a later day has a smaller key.
  if (query.to) keys = keys.filter((key) => key >= dayKey(query.to!));
  if (query.from) keys = keys.filter((key) => key <= dayKey(query.from!));
  const cursor = query.cursor ? CURSOR.exec(query.cursor) : null;
  if (!cursor) return { keys, after: null };
  const start = `${DAYS_PREFIX}${cursor[1]}`;
  return { keys: keys.filter((key) => key >= start), after: cursor[2] ? { key: start, id: cursor[2] } : null };
}

/**
 * Reads chunks newest first, a few at once (two, then more as the page stays empty), handing each
 * day's entries to `take` until it answers false or `maxDays` were read. Answers how many were read.
 */
async function walkDays(keys: string[], after: { key: string; id: string } | null, maxDays: number, take: (key: string, entries: InboxEntry[]) => boolean): Promise<number> {
  let index = 0;
  let batch = 2;
  while (index < keys.length && index < maxDays) {
    const slice = keys.slice(index, Math.min(index + batch, keys.length, maxDays));
    const days = await Promise.all(slice.map((key) => readDay(key)));
    for (let i = 0; i < slice.length; i++) {
      const key = slice[i]!;
      const entries = after && key === after.key ? days[i]!.filter((entry) => entry.id < after.id) : days[i]!;
      index++;
      if (!take(key, entries)) return index;
    }
    batch = Math.min(batch * 2, 8);
  }
  return index;
}

/** A page of the inbox (see the header). */
export async function listItems(query: CheckedInboxQuery): Promise<InboxPage> {
  const { keys, after } = await chunksOf(query);
  const found: Array<{ key: string; entry: InboxEntry }> = [];
  let lastRead: string | null = null;
  const read = await walkDays(keys, after, MAX_DAYS_PER_REQUEST, (key, entries) => {
    lastRead = key;
    for (const entry of entries) {
      if (!matches(entry, query)) continue;
      found.push({ key, entry });
      // One more than the page: then we know there is a next page.
      if (found.length > query.limit) return false;
    }
    return true;
  });
  const page = found.slice(0, query.limit);
  let cursor: string | null = null;
  let more = false;
  if (found.length > query.limit) {
    const last = page.at(-1)!;
    cursor = cursorOf(last.key, last.entry.id);
  } else if (read < keys.length) {
    cursor = cursorOf(keys[read]!);
    more = page.length < query.limit;
  }
  return { items: page.map(({ entry }) => rowOf(entry)), cursor, searchedTo: lastRead ? dayOfKey(lastRead) : null, more };
}

/** Every entry a query matches, newest first (for the export), at most MAX_EXPORT_ROWS. */
export async function allMatching(query: CheckedInboxQuery): Promise<InboxEntry[]> {
  const { keys } = await chunksOf({ ...query, cursor: undefined });
  const found: InboxEntry[] = [];
  await walkDays(keys, null, keys.length, (_key, entries) => {
    for (const entry of entries) if (matches(entry, query)) found.push(entry);
    return found.length < MAX_EXPORT_ROWS;
  });
  return found.slice(0, MAX_EXPORT_ROWS);
}

/** The entries of the last `days` UTC days up to `now` (the dashboard, the digest). */
export async function entriesSince(firstDay: string): Promise<InboxEntry[]> {
  const keys = (await dayKeysNewestFirst()).filter((key) => key <= dayKey(firstDay));
  const found: InboxEntry[] = [];
  await walkDays(keys, null, keys.length, (_key, entries) => {
    found.push(...entries);
    return true;
  });
  return found;
}

/** Every entry `wanted` picks, in every chunk, newest first (a person's data). */
export async function findEntries(wanted: (entry: InboxEntry) => boolean): Promise<InboxEntry[]> {
  const keys = await dayKeysNewestFirst();
  const found: InboxEntry[] = [];
  await walkDays(keys, null, keys.length, (_key, entries) => {
    found.push(...entries.filter(wanted));
    return true;
  });
  return found;
}
