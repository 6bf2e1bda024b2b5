/**
 * The index's repair: lists what the stores hold that the index does not (records stored before
 * the inbox existed, or whose entry could not be written) and indexes it, a bounded number of
 * records per run. Run daily after the retention purge (netlify/functions/data-retention.mts).
 *
 * Inquiries, reviews and orders are found by their keys: the index's entries name their records,
 * so only records it does not know are read. Leads are one record per address whose captures
 * grow, so finding a capture the index lacks means reading every lead: that is done until one
 * whole pass has been made (meta/leads-indexed: how far it got, then that it is done), and afterwards the lead writers keep the
 * index (a failure of theirs is logged as inbox.index_failed).
 */
import type { z } from 'zod';
import { reviewEntry, reviewRecordSchema } from '../ai-feedback/record.ts';
import { inquiryEntry, inquiryRecordSchema } from '../contact/record.ts';
import { dayKeysNewestFirst, indexEntries, isListedLead, leadEntry, readDay, type NewEntry } from '../leads/inbox-index.ts';
import { leadRecordSchema } from '../leads/record.ts';
import { orderEntry, orderRecordSchema } from '../payments/records.ts';
import { listKeys, readRecord, store, type StoreName } from '../platform/stores.ts';

/** Records read per run at most; what is left is indexed by the next runs. */
export const REINDEX_BUDGET = 3_000;
const LEADS_INDEXED = 'meta/leads-indexed';
const CONCURRENCY = 8;

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += CONCURRENCY) results.push(...(await Promise.all(items.slice(i, i + CONCURRENCY).map(work))));
  return results;
}

export interface ReindexResult {
  indexed: number;
  /** Records left for the next run (the budget ran out). */
  remaining: boolean;
}

/** Indexes what the index lacks (see the header), reading at most `budget` records. */
export async function indexMissing(budget = REINDEX_BUDGET): Promise<ReindexResult> {
  const inbox = store('inbox');
  const known = new Set<string>();
  const keys = await dayKeysNewestFirst(inbox);
  for (const day of await inBatches(keys, (key) => readDay(key, inbox))) for (const entry of day) known.add(`${entry.kind}:${entry.ref}`);

  let read = 0;
  let remaining = false;
  const found: NewEntry[] = [];
  const missing = async <S extends z.ZodType>(kind: NewEntry['kind'], name: StoreName, schema: S, entryOf: (key: string, record: z.output<S>) => NewEntry, keyOk: (key: string) => boolean) => {
    const s = store(name);
    const unknown = (await listKeys(s)).filter((key) => keyOk(key) && !known.has(`${kind}:${key}`));
    const allowed = unknown.slice(0, Math.max(0, budget - read));
    if (allowed.length < unknown.length) remaining = true;
    read += allowed.length;
    const records = await inBatches(allowed, async (key) => ({ key, record: await readRecord(s, key, schema) }));
    for (const { key, record } of records) if (record) found.push(entryOf(key, record));
  };
  await missing('inquiry', 'inquiries', inquiryRecordSchema, (_key, record) => inquiryEntry(record), () => true);
  await missing('review', 'reviews', reviewRecordSchema, (key, record) => reviewEntry(key, record), () => true);
  await missing('order', 'orders', orderRecordSchema, (_key, record) => orderEntry(record), () => true);

  // { done } once a whole pass is made; { after } where a pass cut short by the budget goes on.
  const progress = (await inbox.get(LEADS_INDEXED, { type: 'json' })) as { done?: boolean; after?: string } | null;
  let marker: object | null = null;
  if (!progress?.done) {
    const leads = store('leads');
    const all = (await listKeys(leads)).sort().filter((key) => !progress?.after || key > progress.after);
    const allowed = all.slice(0, Math.max(0, budget - read));
    read += allowed.length;
    const records = await inBatches(allowed, async (key) => ({ key, lead: await readRecord(leads, key, leadRecordSchema) }));
    for (const { key, lead } of records) {
      for (const capture of lead?.captures ?? []) {
        const entry = leadEntry(key, lead!.email, capture);
        if (isListedLead(capture.source) && !known.has(`lead:${entry.ref}`)) found.push(entry);
      }
    }
    if (allowed.length < all.length) {
      remaining = true;
      if (allowed.length) marker = { after: allowed.at(-1) };
    } else marker = { done: true, at: new Date().toISOString() };
  }
  if (found.length) await indexEntries(found);
  // Only once what it covers is indexed.
  if (marker) await inbox.setJSON(LEADS_INDEXED, marker);
  return { indexed: found.length, remaining };
}
