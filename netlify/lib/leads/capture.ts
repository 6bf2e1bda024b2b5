/**
 * Leads: one record per normalised e-mail address in the `leads` store (key: a hash of the
 * address), every distinct capture appended with its time and source. A capture identical to
 * one already recorded that UTC day (same source, industry, page and guide) changes nothing,
 * so retries and double submits are idempotent.
 */
import { createHash } from 'node:crypto';
import { emailKey, normaliseEmail } from '../limits/visitor.ts';
import { store, updateJSON } from '../platform/stores.ts';
import type { LeadCapture, LeadRecord } from './record.ts';

export const MAX_CAPTURES = 200;

export interface CaptureInput {
  email: string;
  source: string;
  industry?: string;
  page?: string;
  fileName?: string | undefined;
  downloadUrl?: string | undefined;
}

/** Whether the capture was new for the address, whether it changed the record, and the capture as kept (its key: the record's and its sig). */
export async function captureLead(input: CaptureInput, now = new Date()): Promise<{ created: boolean; changed: boolean; key: string; capture: LeadCapture }> {
  const email = normaliseEmail(input.email);
  const day = now.toISOString().slice(0, 10);
  const base = {
    source: input.source,
    industry: input.industry ?? '',
    page: input.page ?? '/',
    ...(input.fileName ? { fileName: input.fileName } : {}),
    ...(input.downloadUrl ? { downloadUrl: input.downloadUrl } : {}),
  };
  const sig = createHash('sha256')
    .update(JSON.stringify([day, base.source, base.industry, base.page, input.fileName ?? '', input.downloadUrl ?? '']))
    .digest('hex')
    .slice(0, 16);
  const capture: LeadCapture = { at: now.toISOString(), ...base, sig };
  let created = false;
  const key = emailKey(email);
  const result = await updateJSON<LeadRecord>(store('leads'), 'leads', key, (current) => {
    if (!current) {
      created = true;
      return {
        email,
        firstSeenAt: capture.at,
        lastSeenAt: capture.at,
        sources: [capture.source],
        captureCount: 1,
        captures: [capture],
      };
    }
    created = false;
    if (current.captures.some((c) => c.sig === sig)) return undefined;
    const captures = [...current.captures, capture].slice(-MAX_CAPTURES);
    return {
      ...current,
      lastSeenAt: capture.at,
      sources: current.sources.includes(capture.source) ? current.sources : [...current.sources, capture.source],
      captureCount: current.captureCount + 1,
      captures,
    };
  });
  return { created: created && result.changed, changed: result.changed, key, capture };
}
