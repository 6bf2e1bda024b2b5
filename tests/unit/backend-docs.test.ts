/**
 * docs/backend.md's table of limits is the limiters of each feature (contact/limits.ts,
 * guides/limits.ts, ai-feedback/limits.ts) written out, every column: the numbers live there
 * only. When a limit changes, this test fails and prints the table to paste.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_CALLS_NETWORK_SHARE, reviewLimiters } from '../../netlify/lib/ai-feedback/limits.ts';
import { contactLimits } from '../../netlify/lib/contact/limits.ts';
import { guideLimits, leadLimits } from '../../netlify/lib/guides/limits.ts';
import type { SlotLimiter } from '../../netlify/lib/limits/limiter.ts';

const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'backend.md'), 'utf8');
const START = "<!-- limits: the table below is written from the features' limits (tests/unit/backend-docs.test.ts) -->";
const END = '<!-- /limits -->';

const allows = (limiter: SlotLimiter) => `${limiter.limit} per ${limiter.window === 'day' ? 'UTC day' : limiter.window} (\`${limiter.name}\`)`;

/** Each endpoint with the limiters its function claims. */
function limitsTable(): string {
  const rows: [string, SlotLimiter, SlotLimiter, SlotLimiter][] = [
    ['`/api/capture-lead`', leadLimits.visitor, leadLimits.mailbox, leadLimits.network],
    ['`/api/send-guide`', guideLimits.visitor, guideLimits.mailbox, guideLimits.network],
    ['`/api/contact`', contactLimits.visitor, contactLimits.mailbox, contactLimits.network],
    ['`/api/ai-feedback`', reviewLimiters.visitor, reviewLimiters.mailbox, reviewLimiters.network],
  ];
  return [
    '| Endpoint | Per visitor | Per mailbox | Per network |',
    '|---|---|---|---|',
    ...rows.map(([endpoint, visitor, mailbox, network]) => `| ${endpoint} | ${allows(visitor)} | ${allows(mailbox)} | ${allows(network)} |`),
    '',
    `A network may also use ${MODEL_CALLS_NETWORK_SHARE * 100} % of the day's model calls (\`AI_REVIEW_DAILY_CAP\`), at least one (\`MODEL_CALLS_NETWORK_SHARE\`).`,
  ].join('\n');
}

describe('docs/backend.md', () => {
  it('states the limits as the features set them', () => {
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `docs/backend.md needs the marker ${START}`).toBeGreaterThan(-1);
    const written = doc.slice(start + START.length, end).trim();
    expect(written, `Paste into docs/backend.md between the limits markers:\n\n${limitsTable()}\n`).toBe(limitsTable());
  });
});
