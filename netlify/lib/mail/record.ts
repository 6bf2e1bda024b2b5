/** A message as the `outbox` store keeps it: pending/<id> until sent, then sent/<id>. */
import { z } from 'zod';

export const outboxRecordSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** 'expired': taken by the retention purge, being deleted (data-retention). */
  status: z.enum(['pending', 'sent', 'expired']),
  reason: z.enum(['mail-off', 'send-failed']),
  message: z.object({
    to: z.string(),
    from: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    replyTo: z.string().optional(),
    /** A short label for the kind of message (guide, inquiry, review, order). */
    tag: z.string(),
  }),
  attempts: z.number(),
  lastError: z.string().optional(),
  lastAttemptAt: z.string().optional(),
  nextAttemptAt: z.string(),
  leaseUntil: z.string().optional(),
  sentAt: z.string().optional(),
  messageId: z.string().optional(),
});
export type OutboxRecord = z.output<typeof outboxRecordSchema>;
