/**
 * CSV export of the stores (used by `npm run leads -- export`). Cells that a spreadsheet would
 * read as a formula (=, +, -, @, tab, CR) are prefixed with an apostrophe (CSV injection).
 */
import type { Store } from '@netlify/blobs';
import type { z } from 'zod';
import { reviewRecordSchema } from '../ai-feedback/record.ts';
import { inquiryRecordSchema } from '../contact/record.ts';
import { leadRecordSchema } from '../leads/record.ts';
import { orderState } from '../payments/orders.ts';
import { orderRecordSchema } from '../payments/records.ts';
import { listKeys } from '../platform/stores.ts';

export const EXPORTS = ['leads', 'inquiries', 'reviews', 'orders'] as const;
export type ExportName = (typeof EXPORTS)[number];

type Row = Record<string, string | number | boolean | null | undefined>;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: string[], rows: Row[]): string {
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** How one store is exported: its records' schema, the CSV's columns, and a record as a row. */
interface Shape<S extends z.ZodType> {
  schema: S;
  columns: string[];
  row: (record: z.output<S>) => Row;
}
const shape = <S extends z.ZodType>(definition: Shape<S>) => definition;

const SHAPES = {
  leads: shape({
    schema: leadRecordSchema,
    columns: ['email', 'firstSeenAt', 'lastSeenAt', 'sources', 'captureCount', 'lastSource', 'lastIndustry', 'lastPage', 'guides'],
    row: (lead) => {
      const last = lead.captures.at(-1);
      return {
        email: lead.email,
        firstSeenAt: lead.firstSeenAt,
        lastSeenAt: lead.lastSeenAt,
        sources: lead.sources.join(' '),
        captureCount: lead.captureCount,
        lastSource: last?.source,
        lastIndustry: last?.industry,
        lastPage: last?.page,
        guides: [...new Set(lead.captures.map((capture) => capture.fileName).filter(Boolean))].join(' '),
      };
    },
  }),
  inquiries: shape({
    schema: inquiryRecordSchema,
    columns: ['id', 'receivedAt', 'name', 'email', 'company', 'website', 'message', 'utm_source', 'utm_medium', 'utm_campaign'],
    row: (inquiry) => ({
      id: inquiry.id,
      receivedAt: inquiry.receivedAt,
      name: inquiry.name,
      email: inquiry.email,
      company: inquiry.company,
      website: inquiry.website,
      message: inquiry.message,
      utm_source: inquiry.utm.source,
      utm_medium: inquiry.utm.medium,
      utm_campaign: inquiry.utm.campaign,
    }),
  }),
  reviews: shape({
    schema: reviewRecordSchema,
    columns: ['id', 'createdAt', 'email', 'requestedUrl', 'finalUrl', 'industry', 'focus', 'writer', 'model', 'whitelisted', 'status', 'responseTimeMs', 'title'],
    row: (review) => ({
      id: review.id,
      createdAt: review.createdAt,
      email: review.email,
      requestedUrl: review.requestedUrl,
      finalUrl: review.finalUrl,
      industry: review.industry,
      focus: review.focus,
      writer: review.writer,
      model: review.model,
      whitelisted: review.whitelisted,
      status: review.facts.status,
      responseTimeMs: review.facts.responseTimeMs,
      title: review.facts.title,
    }),
  }),
  orders: shape({
    schema: orderRecordSchema,
    columns: ['sessionId', 'paidAt', 'recordedAt', 'title', 'amount', 'currency', 'customerEmail', 'paymentStatus', 'event', 'test', 'status', 'problems', 'state', 'refunded', 'disputes', 'paymentIntentId'],
    row: (order) => ({
      sessionId: order.sessionId,
      paidAt: order.paidAt,
      recordedAt: order.recordedAt,
      title: order.title,
      amount: (order.amount / 100).toFixed(2),
      currency: order.currency,
      customerEmail: order.customerEmail,
      paymentStatus: order.paymentStatus,
      event: order.event,
      test: order.test,
      status: order.status,
      problems: (order.problems ?? []).join(' '),
      // what the order says now, after refunds and disputes (order-changes.ts)
      state: orderState(order),
      refunded: order.refund ? (order.refund.amount / 100).toFixed(2) : '',
      disputes: Object.values(order.disputes ?? {})
        .map((dispute) => `${dispute.id} ${dispute.outcome}`)
        .join('; '),
      paymentIntentId: order.paymentIntentId ?? '',
    }),
  }),
} satisfies Record<ExportName, Shape<z.ZodType>>;

/**
 * One store as CSV, a row per record. A record that does not parse as its feature's schema is
 * not left out silently: its key is in `unreadable`, for a person to look at.
 */
export async function exportStore(name: ExportName, s: Store): Promise<{ csv: string; count: number; unreadable: string[] }> {
  const { schema, columns, row } = SHAPES[name] as Shape<z.ZodType>;
  const rows: Row[] = [];
  const unreadable: string[] = [];
  for (const key of (await listKeys(s)).sort()) {
    const value: unknown = await s.get(key, { type: 'json' }).catch(() => null);
    if (value === null || value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) rows.push(row(parsed.data));
    else unreadable.push(key);
  }
  return { csv: toCsv(columns, rows), count: rows.length, unreadable };
}
