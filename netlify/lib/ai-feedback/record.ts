/** An AI review as the `reviews` store keeps it (key: <UTC day>/<id>, so a day's are listed together). */
import { z } from 'zod';
import type { NewEntry } from '../leads/inbox-index.ts';

export const reviewRecordSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Lower-cased and trimmed (normaliseEmail). */
  email: z.string(),
  requestedUrl: z.string(),
  finalUrl: z.string(),
  focus: z.string(),
  industry: z.string(),
  /** Who wrote it: Claude, or the deterministic writer. */
  writer: z.enum(['model', 'fallback']),
  model: z.string().nullable(),
  whitelisted: z.boolean(),
  /** The first 12 characters of the visitor id. */
  visitor: z.string(),
  /** The review, inert Markdown. */
  analysis: z.string(),
  /** What was measured on the page (page-facts.ts), without its text. */
  facts: z.looseObject({ status: z.number(), responseTimeMs: z.number(), title: z.string().nullable() }),
});
export type ReviewRecord = z.output<typeof reviewRecordSchema>;

/** A review as the staff's inbox lists it (leads/inbox-index.ts), from the record and its key in `reviews`. */
export function reviewEntry(key: string, review: ReviewRecord): NewEntry {
  return {
    kind: 'review',
    at: review.createdAt,
    ref: key,
    email: review.email,
    text: review.focus,
    website: review.requestedUrl,
    industry: review.industry,
    page: '/ai-feedback',
  };
}
