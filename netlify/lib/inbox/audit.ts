/**
 * The audit log: every view of an item or of a person's data, every export, erasure, reply and
 * change, with who and when. Written only here, each entry once (an onlyIfNew write under a key of
 * its own): the API has no route that changes or deletes one, so nobody can edit it from the
 * browser; the retention run deletes months older than AUDIT_LOG_MONTHS.
 *
 *   audit/<999999 - YYYYMM>/<9999999999999 - ms>-<random>
 *
 * Both parts are inverted, so that keys in order are newest first, and a page of the log lists
 * one month's keys, not the whole log's.
 *
 * The log names items by their inbox id (a time id) and people by a keyed hash of their mailbox
 * (personRef), never by an address: an erasure leaves the log as it is, with nothing in it that
 * names the person, and the same person's entries still read as one person's.
 */
import { createHmac } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditPage } from '../../../src/lib/inbox-api.ts';
import { canonicalMailbox } from '../limits/visitor.ts';
import { siteSecret } from '../platform/secrets.ts';
import { listKeys, randomId, readRecord, store } from '../platform/stores.ts';
import { auditRecordSchema, type AuditRecord } from './record.ts';
import type { StaffMember } from './staff.ts';

/** How long the log is kept: two years of who saw what. */
export const AUDIT_LOG_MONTHS = 24;
const LAST_MONTH = 999_999;
const LAST_MS = 9_999_999_999_999;
const AUDIT_KEY = /^\d{6}\/\d{13}-[0-9a-f]+$/;
export const AUDIT_PAGE_SIZE = 50;

const monthNumber = (at: Date) => at.getUTCFullYear() * 100 + at.getUTCMonth() + 1;
const monthPart = (at: Date) => String(LAST_MONTH - monthNumber(at)).padStart(6, '0');

function auditKey(at: Date): string {
  return `${monthPart(at)}/${String(LAST_MS - at.getTime()).padStart(13, '0')}-${randomId(4)}`;
}

/**
 * A person as the log names them: an HMAC of their mailbox under a key derived from the site's
 * sign-in secret, so nobody who reads the log can tell whose it is, or confirm a guess.
 */
export async function personRef(email: string): Promise<string> {
  const secret = await siteSecret('EDITOR_SESSION_SECRET', 'editor-session-key');
  return `p-${createHmac('sha256', `audit-person\0${secret}`).update(canonicalMailbox(email)).digest('hex').slice(0, 16)}`;
}

/** Writes one entry. `email` is kept only as personRef. */
export async function audit(
  staff: Pick<StaffMember, 'login'>,
  action: AuditAction,
  about: { item?: string; email?: string; detail?: string } = {},
  now = new Date(),
): Promise<void> {
  const entry: AuditRecord = {
    at: now.toISOString(),
    by: staff.login,
    action,
    ...(about.item ? { item: about.item } : {}),
    ...(about.email ? { person: await personRef(about.email) } : {}),
    ...(about.detail ? { detail: about.detail } : {}),
  };
  const log = store('audit');
  // A key of its own; in the unlikely case it was taken, another.
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await log.setJSON(auditKey(now), entry, { onlyIfNew: true })).modified) return;
  }
  throw new Error('Could not write the audit entry');
}

async function months(): Promise<string[]> {
  const { directories } = await store('audit').list({ directories: true });
  return directories.map((name) => name.replace(/\/$/, '')).filter((name) => /^\d{6}$/.test(name)).sort();
}

/** A page of the log, newest first; `cursor` is the last key of the page before. */
export async function auditPage(cursor?: string, size = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const log = store('audit');
  const after = cursor && AUDIT_KEY.test(cursor) ? cursor : null;
  const keys: string[] = [];
  for (const month of await months()) {
    if (after && month < after.slice(0, 6)) continue;
    const inMonth = (await listKeys(log, `${month}/`)).filter((key) => AUDIT_KEY.test(key) && (!after || key > after)).sort();
    keys.push(...inMonth);
    if (keys.length > size) break;
  }
  const page = keys.slice(0, size);
  const records = await Promise.all(page.map((key) => readRecord(log, key, auditRecordSchema)));
  const entries: AuditEntry[] = records.filter((record): record is AuditRecord => record !== null);
  return { entries, cursor: keys.length > size ? page.at(-1)! : null };
}

/** Deletes the months older than AUDIT_LOG_MONTHS; answers the entries deleted. */
export async function purgeAudit(now = new Date()): Promise<number> {
  const log = store('audit');
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - AUDIT_LOG_MONTHS, 1));
  const oldestKept = monthPart(first);
  let deleted = 0;
  for (const month of await months()) {
    // Inverted: a greater part is an older month.
    if (month <= oldestKept) continue;
    for (const key of await listKeys(log, `${month}/`)) {
      await log.delete(key);
      deleted++;
    }
  }
  return deleted;
}
