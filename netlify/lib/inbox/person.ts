/**
 * A person's data, by e-mail address: everything the site keeps for their mailbox (its +tags and,
 * for Gmail, dotted forms folded: canonicalMailbox), in one view; as a file (JSON with every
 * record, or CSV with a row per item); and its erasure, which is the one erasure of the site
 * (data/retention.ts eraseAddress, also behind `npm run leads -- delete`).
 *
 * The view reads the index (every chunk, a few at once) and, for each address found, its lead:
 * what the index lists is everything the forms stored. The erasure does not trust the index
 * alone: it sweeps every store, so a record the index missed (one stored before the inbox
 * existed, not yet repaired) goes too.
 */
import type { ErasureSummary, ExportFile, PersonData } from '../../../src/lib/inbox-api.ts';
import { eraseAddress } from '../data/retention.ts';
import { toCsv } from '../data/export.ts';
import { leadRecordSchema, type InboxEntry, type LeadRecord } from '../leads/record.ts';
import { canonicalMailbox, emailKey, normaliseEmail } from '../limits/visitor.ts';
import { outboxRecordSchema } from '../mail/record.ts';
import { readRecord, store } from '../platform/stores.ts';
import { mailView, staffRecord, storedRecord } from './items.ts';
import { findEntries, rowOf } from './listing.ts';

interface Found {
  mailbox: string;
  addresses: string[];
  entries: InboxEntry[];
  leads: LeadRecord[];
}

async function find(email: string): Promise<Found> {
  const mailbox = canonicalMailbox(email);
  const entries = await findEntries((entry) => entry.email !== '' && canonicalMailbox(entry.email) === mailbox);
  const candidates = [...new Set([normaliseEmail(email), ...entries.map((entry) => entry.email)])];
  const leads = (await Promise.all(candidates.map((address) => readRecord(store('leads'), emailKey(address), leadRecordSchema)))).filter((lead): lead is LeadRecord => lead !== null);
  const addresses = [...new Set([...entries.map((entry) => entry.email), ...leads.map((lead) => lead.email)])].sort();
  return { mailbox, addresses, entries, leads };
}

/** Everything kept for the address's mailbox, as staff see it. */
export async function personData(email: string): Promise<PersonData> {
  const found = await find(email);
  return {
    mailbox: found.mailbox,
    addresses: found.addresses,
    items: found.entries.map(rowOf),
    leads: found.leads.map((lead) => ({ email: lead.email, firstSeenAt: lead.firstSeenAt, lastSeenAt: lead.lastSeenAt, sources: lead.sources, captures: lead.captureCount })),
    mails: await Promise.all(found.entries.flatMap((entry) => entry.mails).map(mailView)),
    orders: found.entries.filter((entry) => entry.kind === 'order').length,
  };
}

export const ITEM_CSV_COLUMNS = ['kind', 'at', 'status', 'email', 'name', 'company', 'text', 'website', 'industry', 'page', 'utm_source', 'source', 'amount', 'currency', 'mails', 'notes'];

/** Items as CSV, a row each (the inbox's export and a person's), with the staff's notes when given. */
export function itemsCsv(entries: readonly InboxEntry[], notes: ReadonlyMap<string, string[]> = new Map()): string {
  return toCsv(
    ITEM_CSV_COLUMNS,
    entries.map((entry) => ({
      kind: entry.kind,
      at: entry.at,
      status: entry.status,
      email: entry.email,
      name: entry.name,
      company: entry.company,
      text: entry.text,
      website: entry.website,
      industry: entry.industry,
      page: entry.page,
      utm_source: entry.utmSource,
      source: entry.source,
      amount: entry.amount === undefined ? '' : (entry.amount / 100).toFixed(2),
      currency: entry.currency ?? '',
      mails: entry.mails.map((mail) => `${mail.at} ${mail.tag} to ${mail.to}: ${mail.status}`).join('; '),
      notes: (notes.get(entry.id) ?? []).join('\n'),
    })),
  );
}

const fileStem = (mailbox: string) => `person-${mailbox.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 60)}-${new Date().toISOString().slice(0, 10)}`;

/** A person's data as a file: JSON (every record as stored, the staff's notes and replies, the mails kept) or CSV (a row per item). */
export async function personExport(email: string, format: 'json' | 'csv'): Promise<ExportFile> {
  const found = await find(email);
  const staff = await Promise.all(found.entries.map((entry) => staffRecord(entry.id)));
  if (format === 'csv') {
    const notes = new Map(found.entries.map((entry, i) => [entry.id, staff[i]!.notes.map((note) => `${note.at} ${note.by}: ${note.text}`)]));
    return { fileName: `${fileStem(found.mailbox)}.csv`, contentType: 'text/csv; charset=utf-8', content: itemsCsv(found.entries, notes) };
  }
  const outbox = store('outbox');
  const items = await Promise.all(
    found.entries.map(async (entry, i) => {
      const stored = await storedRecord(entry);
      const mails = await Promise.all(
        entry.mails.map(async (mail) => {
          const kept = mail.outboxId ? ((await readRecord(outbox, `pending/${mail.outboxId}`, outboxRecordSchema)) ?? (await readRecord(outbox, `sent/${mail.outboxId}`, outboxRecordSchema))) : null;
          return { ...mail, ...(kept ? { message: { to: kept.message.to, subject: kept.message.subject, text: kept.message.text, status: kept.status, createdAt: kept.createdAt } } : {}) };
        }),
      );
      const { mails: _mails, ...indexed } = entry;
      return { ...indexed, record: stored?.record ?? null, mails, staff: staff[i] };
    }),
  );
  const document = { exportedAt: new Date().toISOString(), mailbox: found.mailbox, addresses: found.addresses, items, leads: found.leads };
  return { fileName: `${fileStem(found.mailbox)}.json`, contentType: 'application/json', content: `${JSON.stringify(document, null, 2)}\n` };
}

/** Erases the mailbox's data everywhere (eraseAddress); answers what went, by store. */
export async function erasePerson(email: string): Promise<ErasureSummary> {
  const result = await eraseAddress(email);
  return {
    deleted: Object.fromEntries(Object.entries(result.deleted).map(([name, keys]) => [name, keys.length])),
    ordersKept: result.ordersKept.length,
    unreadable: result.unreadable,
  };
}
