/**
 * CSV export of the stores (used by `npm run leads -- export`). Cells that a spreadsheet would
 * read as a formula (=, +, -, @, tab, CR) are prefixed with an apostrophe (CSV injection).
 */
import type { Store } from '@netlify/blobs';
import { orderState } from '../payments/orders.ts';
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

/* eslint-disable @typescript-eslint/no-explicit-any */
const SHAPES: Record<ExportName, { columns: string[]; row: (r: any) => Row }> = {
  leads: {
    columns: ['email', 'firstSeenAt', 'lastSeenAt', 'sources', 'captureCount', 'lastSource', 'lastIndustry', 'lastPage', 'guides'],
    row: (r) => {
      const last = r.captures?.at(-1) ?? {};
      const guides = [...new Set((r.captures ?? []).map((c: any) => c.fileName).filter(Boolean))].join(' ');
      return {
        email: r.email,
        firstSeenAt: r.firstSeenAt,
        lastSeenAt: r.lastSeenAt,
        sources: (r.sources ?? []).join(' '),
        captureCount: r.captureCount,
        lastSource: last.source,
        lastIndustry: last.industry,
        lastPage: last.page,
        guides,
      };
    },
  },
  inquiries: {
    columns: ['id', 'receivedAt', 'name', 'email', 'company', 'website', 'message', 'utm_source', 'utm_medium', 'utm_campaign'],
    row: (r) => ({
      id: r.id,
      receivedAt: r.receivedAt,
      name: r.name,
      email: r.email,
      company: r.company,
      website: r.website,
      message: r.message,
      utm_source: r.utm?.source,
      utm_medium: r.utm?.medium,
      utm_campaign: r.utm?.campaign,
    }),
  },
  reviews: {
    columns: ['id', 'createdAt', 'email', 'requestedUrl', 'finalUrl', 'industry', 'focus', 'writer', 'model', 'whitelisted', 'status', 'responseTimeMs', 'title'],
    row: (r) => ({
      id: r.id,
      createdAt: r.createdAt,
      email: r.email,
      requestedUrl: r.requestedUrl,
      finalUrl: r.finalUrl,
      industry: r.industry,
      focus: r.focus,
      writer: r.writer,
      model: r.model,
      whitelisted: r.whitelisted,
      status: r.facts?.status,
      responseTimeMs: r.facts?.responseTimeMs,
      title: r.facts?.title,
    }),
  },
  orders: {
    columns: ['sessionId', 'paidAt', 'recordedAt', 'title', 'amount', 'currency', 'customerEmail', 'paymentStatus', 'event', 'test', 'status', 'problems', 'state', 'refunded', 'disputes', 'paymentIntentId'],
    row: (r) => ({
      sessionId: r.sessionId,
      paidAt: r.paidAt,
      recordedAt: r.recordedAt,
      title: r.title,
      amount: typeof r.amount === 'number' ? (r.amount / 100).toFixed(2) : r.amount,
      currency: r.currency,
      customerEmail: r.customerEmail,
      paymentStatus: r.paymentStatus,
      event: r.event,
      test: r.test,
      status: r.status ?? 'paid',
      problems: (r.problems ?? []).join(' '),
      // what the order says now, after refunds and disputes (order-changes.ts)
      state: orderState(r),
      refunded: r.refund ? (r.refund.amount / 100).toFixed(2) : '',
      disputes: Object.values((r.disputes ?? {}) as Record<string, { id: string; outcome: string }>)
        .map((d) => `${d.id} ${d.outcome}`)
        .join('; '),
      paymentIntentId: r.paymentIntentId ?? '',
    }),
  },
};

export async function exportStore(name: ExportName, s: Store): Promise<{ csv: string; count: number }> {
  const keys = (await listKeys(s)).sort();
  const records = [];
  for (const key of keys) {
    const value = await s.get(key, { type: 'json' }).catch(() => null);
    if (value && typeof value === 'object') records.push(value);
  }
  const shape = SHAPES[name];
  const rows = records.map(shape.row);
  return { csv: toCsv(shape.columns, rows), count: rows.length };
}
