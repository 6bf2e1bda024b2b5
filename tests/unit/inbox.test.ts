/**
 * The inbox's pure parts: the index's day keys (newest first in key order), what a query matches,
 * working days, and the dashboard's numbers from a handful of entries.
 */
import { describe, expect, it } from 'vitest';
import { dayKey, dayOfId, dayOfKey } from '../../netlify/lib/leads/inbox-index.ts';
import { inboxEntrySchema, type InboxEntry } from '../../netlify/lib/leads/record.ts';
import { aggregate, isOverdue, workingDaysSince, workingMsBetween } from '../../netlify/lib/inbox/dashboard.ts';
import { matches } from '../../netlify/lib/inbox/listing.ts';
import { inboxQuerySchema, type InboxQuery } from '../../src/lib/inbox-api.ts';

const HOUR = 3_600_000;
let n = 0;
const entry = (over: Partial<InboxEntry> & Pick<InboxEntry, 'kind' | 'at'>): InboxEntry =>
  inboxEntrySchema.parse({ id: `${over.at.replace(/[-:.]/g, '')}-${(n++).toString(16).padStart(10, '0')}`, ref: `r${n}`, email: 'ada@example.com', ...over });
const query = (over: InboxQuery = {}) => inboxQuerySchema.parse(over);

describe("the index's days", () => {
  it('sort newest first in key order, and are read back from key and id', () => {
    const days = ['2025-12-31', '2026-01-01', '2026-02-28', '1999-01-01'];
    expect(days.map(dayKey).sort().map(dayOfKey)).toEqual(['2026-02-28', '2026-01-01', '2025-12-31', '1999-01-01']);
    expect(dayKey('2026-01-05T23:59:59.999Z')).toBe(dayKey('2026-01-05'));
    expect(dayOfId('20260105T235959999Z-abcdef1234')).toBe('2026-01-05');
    expect(dayOfKey('days/x')).toBeNull();
    expect(dayOfId('../secrets')).toBeNull();
  });
});

describe('what a query matches', () => {
  const inquiry = entry({ kind: 'inquiry', at: '2026-01-05T10:00:00.000Z', name: 'Ada Lovelace', company: 'Analytical Engines', text: 'We need a faster WEBSITE', utmSource: 'Newsletter', page: '/contact' });

  it('every word of the search, anywhere, in any case', () => {
    expect(matches(inquiry, query({ q: 'ada website' }))).toBe(true);
    expect(matches(inquiry, query({ q: 'ADA@EXAMPLE' }))).toBe(true);
    expect(matches(inquiry, query({ q: 'analytical grace' }))).toBe(false);
  });

  it('each filter, the days included at both ends, spam only when asked for', () => {
    expect(matches(inquiry, query({ kind: 'inquiry', utmSource: 'newsletter', page: '/CONTACT' }))).toBe(true);
    expect(matches(inquiry, query({ kind: 'lead' }))).toBe(false);
    expect(matches(inquiry, query({ from: '2026-01-05', to: '2026-01-05' }))).toBe(true);
    expect(matches(inquiry, query({ from: '2026-01-06' }))).toBe(false);
    expect(matches(inquiry, query({ industry: 'lawyers' }))).toBe(false);
    const spam = { ...inquiry, status: 'spam' as const };
    expect(matches(spam, query())).toBe(false);
    expect(matches(spam, query({ status: 'spam' }))).toBe(true);
    expect(matches(spam, query({ status: 'all' }))).toBe(true);
    expect(matches(inquiry, query({ status: 'answered' }))).toBe(false);
  });
});

describe('working days', () => {
  it('count Monday to Friday only', () => {
    // Friday 2026-01-09 10:00 to Monday 2026-01-12 10:00: one working day (Friday's rest and Monday's start).
    expect(workingMsBetween(new Date('2026-01-09T10:00:00Z'), new Date('2026-01-12T10:00:00Z'))).toBe(24 * HOUR);
    // A Saturday inquiry starts counting on Monday.
    expect(workingMsBetween(new Date('2026-01-10T09:00:00Z'), new Date('2026-01-12T06:00:00Z'))).toBe(6 * HOUR);
    expect(workingDaysSince('2026-01-05T00:00:00Z', new Date('2026-01-12T00:00:00Z'))).toBe(5);
  });

  it('make a new inquiry overdue after one, not an answered one or another kind', () => {
    const friday = entry({ kind: 'inquiry', at: '2026-01-09T10:00:00.000Z' });
    expect(isOverdue(friday, new Date('2026-01-12T09:00:00Z'))).toBe(false);
    expect(isOverdue(friday, new Date('2026-01-12T11:00:00Z'))).toBe(true);
    expect(isOverdue({ ...friday, status: 'answered' }, new Date('2026-01-20T00:00:00Z'))).toBe(false);
    expect(isOverdue({ ...friday, kind: 'lead' }, new Date('2026-01-20T00:00:00Z'))).toBe(false);
  });
});

describe("the dashboard's numbers", () => {
  const now = new Date('2026-01-14T12:00:00Z');
  const entries = [
    entry({ kind: 'review', at: '2026-01-12T09:00:00.000Z', email: 'ada@example.com', industry: 'lawyers', page: '/ai-feedback' }),
    entry({ kind: 'inquiry', at: '2026-01-13T09:00:00.000Z', email: 'Ada+x@example.com', utmSource: 'google', page: '/contact' }),
    entry({ kind: 'review', at: '2026-01-13T10:00:00.000Z', email: 'grace@example.com', industry: 'lawyers', page: '/ai-feedback' }),
    entry({ kind: 'lead', at: '2026-01-14T08:00:00.000Z', industry: 'accountants', page: '/accountants' }),
    entry({ kind: 'inquiry', at: '2026-01-14T08:30:00.000Z', status: 'spam', page: '/contact' }),
    entry({ kind: 'inquiry', at: '2025-12-01T08:00:00.000Z', page: '/contact' }),
  ];
  const numbers = aggregate(entries, now, 7);

  it('counts per day and kind in the range, spam nowhere', () => {
    expect(numbers.from).toBe('2026-01-08');
    expect(numbers.perDay).toHaveLength(7);
    expect(numbers.perDay.at(-1)).toEqual({ day: '2026-01-14', inquiry: 0, lead: 1, review: 0, order: 0 });
    expect(numbers.perDay.at(-2)).toEqual({ day: '2026-01-13', inquiry: 1, lead: 0, review: 1, order: 0 });
    expect(numbers.totals).toEqual({ inquiry: 1, lead: 1, review: 2, order: 0 });
  });

  it('says what brought them, and which reviews an inquiry of the same mailbox followed', () => {
    expect(numbers.byPage).toEqual([{ label: '/ai-feedback', count: 2 }, { label: '/accountants', count: 1 }, { label: '/contact', count: 1 }]);
    expect(numbers.byIndustry[0]).toEqual({ label: 'lawyers', count: 2 });
    expect(numbers.byUtmSource).toEqual([{ label: 'google', count: 1 }]);
    expect(numbers.reviews).toEqual({ total: 2, ledToInquiry: 1 });
  });

  it('lists the inquiries unanswered after a working day, oldest first, from before the range too', () => {
    expect(numbers.unanswered.map((row) => row.at)).toEqual(['2025-12-01T08:00:00.000Z', '2026-01-13T09:00:00.000Z']);
  });
});
