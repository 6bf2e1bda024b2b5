/**
 * The dashboard: for the last 7, 30 or 90 UTC days, what came in per day and kind, which pages,
 * industries and UTM sources brought it, how many AI reviews were followed by an inquiry from
 * the same mailbox, the inquiries still new after a working day, and how the outbox stands.
 * Read from the index's last 90 chunks (whatever the range: the unanswered inquiries look back
 * that far); the counting is pure (`aggregate`), so it is tested without a store. Spam counts
 * nowhere.
 */
import { INBOX_KINDS, type CountRow, type Dashboard, type DashboardDays, type InboxKind } from '../../../src/lib/inbox-api.ts';
import type { InboxEntry } from '../leads/record.ts';
import { canonicalMailbox } from '../limits/visitor.ts';
import { entriesSince, rowOf } from './listing.ts';
import { outboxState } from './outbox.ts';

/** How far back the dashboard reads, in days: its longest range. */
export const DASHBOARD_LOOKBACK_DAYS = 90;
/** Rows of each "what brought them" list. */
export const TOP_ROWS = 10;
/** The unanswered inquiries listed at most. */
export const MAX_UNANSWERED = 50;
const DAY_MS = 86_400_000;

const dayOf = (time: Date) => time.toISOString().slice(0, 10);
const isWeekend = (time: Date) => time.getUTCDay() === 0 || time.getUTCDay() === 6;

/** Time between two instants that falls on working days (Monday to Friday, UTC), in ms. */
export function workingMsBetween(from: Date, to: Date): number {
  let total = 0;
  let cursor = from.getTime();
  while (cursor < to.getTime()) {
    const midnight = Date.UTC(new Date(cursor).getUTCFullYear(), new Date(cursor).getUTCMonth(), new Date(cursor).getUTCDate() + 1);
    const end = Math.min(midnight, to.getTime());
    if (!isWeekend(new Date(cursor))) total += end - cursor;
    cursor = end;
  }
  return total;
}

/** Whole working days since `at`. */
export const workingDaysSince = (at: string, now: Date) => Math.floor(workingMsBetween(new Date(at), now) / DAY_MS);

/** An inquiry nobody has answered, more than one working day after it came. */
export function isOverdue(entry: InboxEntry, now: Date): boolean {
  return entry.kind === 'inquiry' && entry.status === 'new' && workingMsBetween(new Date(entry.at), now) > DAY_MS;
}

function top(entries: readonly InboxEntry[], value: (entry: InboxEntry) => string, none: string): CountRow[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const label = value(entry).trim() || none;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, TOP_ROWS);
}

const zero = (): Record<InboxKind, number> => Object.fromEntries(INBOX_KINDS.map((kind) => [kind, 0])) as Record<InboxKind, number>;

/** The dashboard's numbers from the index's entries (any order), for the `days` UTC days up to `now`. */
export function aggregate(entries: readonly InboxEntry[], now: Date, days: DashboardDays): Omit<Dashboard, 'outbox' | 'digest'> {
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
  const counted = entries.filter((entry) => entry.status !== 'spam');
  const inRange = counted.filter((entry) => entry.at.slice(0, 10) >= from && entry.at.slice(0, 10) <= to);
  const perDay = Array.from({ length: days }, (_, i) => ({ day: dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS)), ...zero() }));
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const totals = zero();
  for (const entry of inRange) {
    byDay.get(entry.at.slice(0, 10))![entry.kind]++;
    totals[entry.kind]++;
  }
  // A review led to an inquiry when the same mailbox sent one at or after it.
  const lastInquiry = new Map<string, string>();
  for (const entry of counted) {
    if (entry.kind !== 'inquiry' || !entry.email) continue;
    const mailbox = canonicalMailbox(entry.email);
    if ((lastInquiry.get(mailbox) ?? '') < entry.at) lastInquiry.set(mailbox, entry.at);
  }
  const reviews = inRange.filter((entry) => entry.kind === 'review');
  const ledToInquiry = reviews.filter((review) => review.email && (lastInquiry.get(canonicalMailbox(review.email)) ?? '') >= review.at).length;
  const unanswered = counted
    .filter((entry) => isOverdue(entry, now))
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, MAX_UNANSWERED)
    .map(rowOf);
  return {
    days,
    from,
    to,
    perDay,
    totals,
    byPage: top(inRange, (entry) => entry.page, '(none)'),
    byIndustry: top(inRange, (entry) => entry.industry, '(none)'),
    byUtmSource: top(
      inRange.filter((entry) => entry.kind === 'inquiry'),
      (entry) => entry.utmSource,
      '(no UTM source)',
    ),
    reviews: { total: reviews.length, ledToInquiry },
    unanswered,
  };
}

/** The dashboard now. */
export async function dashboard(days: DashboardDays, now = new Date(), digest: Dashboard['digest'] = null): Promise<Dashboard> {
  const entries = await entriesSince(dayOf(new Date(now.getTime() - (DASHBOARD_LOOKBACK_DAYS - 1) * DAY_MS)));
  return { ...aggregate(entries, now, days), outbox: await outboxState(), digest };
}
