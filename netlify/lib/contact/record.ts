/** An inquiry as the `inquiries` store keeps it (key: its id, a time id). */
import { z } from 'zod';
import type { NewEntry } from '../leads/inbox-index.ts';

export const inquiryRecordSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  /** Lower-cased and trimmed (normaliseEmail). */
  email: z.string(),
  company: z.string(),
  website: z.string(),
  message: z.string(),
  utm: z.object({ source: z.string(), medium: z.string(), campaign: z.string() }),
  /** The first 12 characters of the sender's visitor id (limits/visitor.ts); none in the first inquiries kept. */
  visitor: z.string().default(''),
});
export type InquiryRecord = z.output<typeof inquiryRecordSchema>;

/** An inquiry as the staff's inbox lists it (leads/inbox-index.ts), from the record and its key. */
export function inquiryEntry(inquiry: InquiryRecord): NewEntry {
  return {
    kind: 'inquiry',
    at: inquiry.receivedAt,
    ref: inquiry.id,
    email: inquiry.email,
    name: inquiry.name,
    company: inquiry.company,
    text: inquiry.message,
    website: inquiry.website,
    page: '/contact',
    utmSource: inquiry.utm.source,
  };
}
