/** A lead as the `leads` store keeps it: one per normalised address (key: its hash, emailKey). */
import { z } from 'zod';

export const leadCaptureSchema = z.object({
  at: z.string(),
  source: z.string(),
  industry: z.string(),
  page: z.string(),
  fileName: z.string().optional(),
  downloadUrl: z.string().optional(),
  /** Identity of the capture within a UTC day (for idempotency). */
  sig: z.string(),
});
export type LeadCapture = z.output<typeof leadCaptureSchema>;

export const leadRecordSchema = z.object({
  /** Lower-cased and trimmed (normaliseEmail). */
  email: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  sources: z.array(z.string()),
  captureCount: z.number(),
  captures: z.array(leadCaptureSchema),
});
export type LeadRecord = z.output<typeof leadRecordSchema>;
