/**
 * E-mail through Postmark, with the `outbox` store as the safety net: without
 * POSTMARK_SERVER_TOKEN, or when Postmark fails, the message is stored in the outbox and
 * logged, and the scheduled outbox-retry function sends it later. Nothing is dropped silently:
 * a message still undelivered after its retention period is deleted by the data-retention
 * purge, which tells the studio (retention.ts).
 *
 * Every message has exactly one recipient, checked again here (no lists, no display names,
 * no line breaks), and a header-safe subject.
 */
import type { Store } from '@netlify/blobs';
import type { ServerClient } from 'postmark';
import { emailField } from '../../../src/lib/schemas/api.ts';
import { headerSafe, textSafe } from '../platform/escape.ts';
import type { ComposedMail, MailMessage } from './compose.ts';
import { createLogger, errorMessage, type Logger } from '../platform/log.ts';
import { listKeys, store, timeId, updateJSON } from '../platform/stores.ts';
import { isSet, setting } from '../platform/settings.ts';
import type { OutboxRecord } from './record.ts';

export type SendResult = { status: 'sent'; messageId: string } | { status: 'queued'; outboxId: string };

export function mailFrom(): string {
  return setting('MAIL_FROM');
}

export function studioInbox(): string {
  return setting('STUDIO_INBOX');
}

export function mailConfigured(): boolean {
  return isSet('POSTMARK_SERVER_TOKEN');
}

/** Exactly one plain address, or an error. */
export function singleRecipient(address: string): string {
  if (/[,;<>\r\n]/.test(address)) throw new Error('Exactly one plain e-mail address is allowed');
  const parsed = emailField.safeParse(address);
  if (!parsed.success) throw new Error('Invalid recipient address');
  return parsed.data;
}

async function client(): Promise<ServerClient> {
  const token = setting('POSTMARK_SERVER_TOKEN');
  if (!token) throw new Error('POSTMARK_SERVER_TOKEN is not set');
  const options: { useHttps?: boolean; requestHost?: string; timeout?: number } = {
    timeout: setting('POSTMARK_TIMEOUT_SECONDS'),
  };
  const apiUrl = setting('POSTMARK_API_URL');
  if (apiUrl) {
    const url = new URL(apiUrl);
    options.useHttps = url.protocol === 'https:';
    options.requestHost = url.host;
  }
  const { default: postmark } = await import('postmark');
  return new postmark.ServerClient(token, options);
}

async function deliver(message: OutboxRecord['message']): Promise<string> {
  const response = await (await client()).sendEmail({
    From: message.from,
    To: message.to,
    Subject: message.subject,
    HtmlBody: message.html,
    TextBody: message.text,
    MessageStream: setting('POSTMARK_MESSAGE_STREAM'),
    Tag: message.tag,
    TrackOpens: false,
    ...(message.replyTo ? { ReplyTo: message.replyTo } : {}),
  });
  if (response.ErrorCode && response.ErrorCode !== 0) {
    throw new Error(`Postmark error ${response.ErrorCode}: ${response.Message}`);
  }
  return response.MessageID;
}

function backoffMs(attempts: number): number {
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts - 1), 24 * 3_600_000);
}

async function enqueue(
  message: MailMessage & { from: string },
  reason: OutboxRecord['reason'],
  lastError: string | undefined,
  logger: Logger,
  now = new Date(),
): Promise<string> {
  const id = timeId(now);
  const attempted = reason === 'send-failed';
  const record: OutboxRecord = {
    id,
    createdAt: now.toISOString(),
    status: 'pending',
    reason,
    message,
    attempts: attempted ? 1 : 0,
    nextAttemptAt: new Date(now.getTime() + (attempted ? backoffMs(1) : 0)).toISOString(),
    ...(attempted ? { lastAttemptAt: now.toISOString() } : {}),
    ...(lastError ? { lastError } : {}),
  };
  await store('outbox').setJSON(`pending/${id}`, record);
  logger.warn('mail.queued', { outboxId: id, tag: message.tag, reason, ...(lastError ? { error: lastError } : {}) });
  return id;
}

/**
 * Sends now when mail is configured; otherwise, or on failure, stores the message in the
 * outbox. Resolves once the message is either accepted by Postmark or stored. Only a composed
 * message (mail-compose.ts: every outside value inert) can be sent.
 */
export async function sendMail(input: ComposedMail, logger: Logger = createLogger({ fn: 'mail' })): Promise<SendResult> {
  const message: MailMessage & { from: string } = {
    from: mailFrom(),
    to: singleRecipient(input.to),
    subject: headerSafe(input.subject, 150),
    text: textSafe(input.text, 50_000),
    html: input.html.slice(0, 200_000),
    tag: headerSafe(input.tag, 40),
    ...(input.replyTo ? { replyTo: singleRecipient(input.replyTo) } : {}),
  };
  if (!mailConfigured()) {
    return { status: 'queued', outboxId: await enqueue(message, 'mail-off', undefined, logger) };
  }
  try {
    const messageId = await deliver(message);
    logger.info('mail.sent', { tag: message.tag });
    return { status: 'sent', messageId };
  } catch (error) {
    return { status: 'queued', outboxId: await enqueue(message, 'send-failed', errorMessage(error), logger) };
  }
}

/**
 * One attempt at a leased outbox message: sent, it moves to sent/<id>; refused, its next attempt
 * is pushed back exponentially (5 min, 10 min, 20 min … at most 24 h). Never drops a message (the
 * retention purge expires it, retention.ts).
 */
async function attempt(outbox: Store, key: string, record: OutboxRecord, now: Date, logger: Logger): Promise<boolean> {
  try {
    const messageId = await deliver(record.message);
    const done: OutboxRecord = {
      ...record,
      status: 'sent',
      attempts: record.attempts + 1,
      lastAttemptAt: now.toISOString(),
      sentAt: new Date().toISOString(),
      messageId,
    };
    delete done.leaseUntil;
    await outbox.setJSON(`sent/${record.id}`, done);
    await outbox.delete(key);
    logger.info('outbox.sent', { outboxId: record.id, tag: record.message.tag, attempts: done.attempts });
    return true;
  } catch (error) {
    const attempts = record.attempts + 1;
    await updateJSON<OutboxRecord>(outbox, 'outbox', key, (current) => {
      if (!current) return undefined;
      const next: OutboxRecord = {
        ...current,
        attempts,
        lastAttemptAt: now.toISOString(),
        lastError: errorMessage(error),
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
      };
      delete next.leaseUntil;
      return next;
    });
    logger.warn('outbox.retry_failed', { outboxId: record.id, attempts, error: errorMessage(error) });
    return false;
  }
}

/** Takes a short lease on a pending message so that two overlapping attempts do not send it twice; `due`: only once its time has come. */
async function lease(outbox: Store, key: string, now: Date, due: boolean): Promise<OutboxRecord | null> {
  const leased = await updateJSON<OutboxRecord>(outbox, 'outbox', key, (current) => {
    if (!current || current.status !== 'pending') return undefined;
    if (due && new Date(current.nextAttemptAt) > now) return undefined;
    if (current.leaseUntil && new Date(current.leaseUntil) > now) return undefined;
    return { ...current, leaseUntil: new Date(now.getTime() + 120_000).toISOString() };
  });
  return leased.changed ? leased.value : null;
}

/**
 * The scheduled retry: sends pending outbox messages whose time has come, oldest first, each
 * moved to sent/<id> or its next attempt pushed back (attempt).
 */
export async function retryOutbox(
  now = new Date(),
  maxMessages = 50,
  logger: Logger = createLogger({ fn: 'outbox-retry' }),
): Promise<{ skipped?: string; sent: number; failed: number; waiting: number }> {
  if (!mailConfigured()) {
    logger.info('outbox.skipped', { reason: 'mail not configured' });
    return { skipped: 'mail not configured', sent: 0, failed: 0, waiting: 0 };
  }
  const outbox = store('outbox');
  const keys = (await listKeys(outbox, 'pending/')).sort();
  let sent = 0;
  let failed = 0;
  let waiting = 0;
  for (const key of keys) {
    if (sent + failed >= maxMessages) {
      waiting++;
      continue;
    }
    const record = await lease(outbox, key, now, true);
    if (!record) {
      waiting++;
      continue;
    }
    if (await attempt(outbox, key, record, now, logger)) sent++;
    else failed++;
  }
  return { sent, failed, waiting };
}

/**
 * One pending message sent now, whatever its next attempt says (staff asked, from the inbox):
 * 'sent', 'failed' (refused again; its next attempt is pushed back), 'busy' (another attempt holds
 * it), 'not-found' (sent or expired meanwhile) or 'mail-off' (mail is not configured).
 */
export async function retryMessageNow(id: string, logger: Logger = createLogger({ fn: 'mail' }), now = new Date()): Promise<'sent' | 'failed' | 'busy' | 'not-found' | 'mail-off'> {
  if (!mailConfigured()) return 'mail-off';
  const outbox = store('outbox');
  const key = `pending/${id}`;
  const current = await outbox.get(key, { type: 'json' });
  if (!current) return 'not-found';
  const record = await lease(outbox, key, now, false);
  if (!record) return 'busy';
  return (await attempt(outbox, key, record, now, logger)) ? 'sent' : 'failed';
}
