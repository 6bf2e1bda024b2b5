/**
 * The outbox as staff see it: the mail still waiting to be sent (mail off, or not yet due) and the
 * mail Postmark refused, to be tried again (mail/send.ts retries on its schedule; staff can ask
 * for one attempt now). Sent mail is not listed here: it is on the item it was about.
 */
import type { OutboxPage, OutboxRow } from '../../../src/lib/inbox-api.ts';
import { outboxRecordSchema, type OutboxRecord } from '../mail/record.ts';
import { mailConfigured } from '../mail/send.ts';
import { listKeys, readRecord, store } from '../platform/stores.ts';

/** The most messages a listing reads. */
export const MAX_OUTBOX_ROWS = 200;

const failed = (record: OutboxRecord) => record.attempts > 0 && Boolean(record.lastError);

async function pending(): Promise<{ total: number; records: OutboxRecord[] }> {
  const outbox = store('outbox');
  // Keys are pending/<time id>: newest first in reverse order.
  const keys = (await listKeys(outbox, 'pending/')).sort().reverse();
  const records = await Promise.all(keys.slice(0, MAX_OUTBOX_ROWS).map((key) => readRecord(outbox, key, outboxRecordSchema)));
  return { total: keys.length, records: records.filter((record): record is OutboxRecord => record !== null && record.status === 'pending') };
}

function rowOf(record: OutboxRecord): OutboxRow {
  return {
    id: record.id,
    createdAt: record.createdAt,
    to: record.message.to,
    subject: record.message.subject,
    tag: record.message.tag,
    state: failed(record) ? 'failed' : 'waiting',
    attempts: record.attempts,
    ...(record.lastError ? { lastError: record.lastError } : {}),
    nextAttemptAt: record.nextAttemptAt,
  };
}

/** What waits in the outbox, newest first. */
export async function outboxPage(): Promise<OutboxPage> {
  const { total, records } = await pending();
  return { mailConfigured: mailConfigured(), total, messages: records.map(rowOf) };
}

/** How the outbox stands: messages waiting, how many of them were refused, the oldest one's time. */
export async function outboxState(): Promise<{ waiting: number; failed: number; oldest: string | null; mailConfigured: boolean }> {
  const { total, records } = await pending();
  const oldest = records.map((record) => record.createdAt).sort()[0] ?? null;
  return { waiting: total, failed: records.filter(failed).length, oldest, mailConfigured: mailConfigured() };
}
