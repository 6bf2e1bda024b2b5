/**
 * What the staff's inbox keeps of its own, each typed once here:
 *   inbox/items/<id>   an item's staff record: the notes, the replies sent from the inbox and the
 *                      status changes, who and when (the status itself is on the index entry,
 *                      leads/inbox-index.ts, where the lists filter on it)
 *   audit/<key>        who viewed, exported or erased what, and when (audit.ts); no address
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, ITEM_STATUSES } from '../../../src/lib/inbox-api.ts';
import { mailNoteSchema } from '../leads/record.ts';

export const staffRecordSchema = z.object({
  notes: z.array(z.object({ at: z.string(), by: z.string(), text: z.string() })).default([]),
  replies: z.array(z.object({ at: z.string(), by: z.string(), subject: z.string(), text: z.string(), mail: mailNoteSchema })).default([]),
  history: z.array(z.object({ at: z.string(), by: z.string(), status: z.enum(ITEM_STATUSES) })).default([]),
});
export type StaffRecord = z.output<typeof staffRecordSchema>;

export const auditRecordSchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  item: z.string().optional(),
  person: z.string().optional(),
  detail: z.string().optional(),
});
export type AuditRecord = z.output<typeof auditRecordSchema>;
