/**
 * What an order says now (records.ts has the order as the `orders` store keeps it): from the
 * record the webhook writes at the sale (checkout.ts) and changes after it (order-changes.ts).
 * Pure functions, which the mails and the export read too.
 */
import type { DisputeOutcome, OrderRecord } from './records.ts';

/** What an order says now, from its payment, refunds and disputes. */
export type OrderState = 'paid' | 'needs_review' | 'refunded' | 'partially_refunded' | 'disputed' | 'dispute_won' | 'dispute_lost';

export function orderState(order: Pick<OrderRecord, 'status' | 'refund' | 'disputes'>): OrderState {
  const disputes = Object.values(order.disputes ?? {}).sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  if (disputes.some((d) => d.outcome === 'open')) return 'disputed';
  const last = disputes.filter((d) => d.outcome === 'won' || d.outcome === 'lost').at(-1);
  if (last?.outcome === 'lost') return 'dispute_lost';
  if (last?.outcome === 'won') return 'dispute_won';
  if (order.refund) return order.refund.full ? 'refunded' : 'partially_refunded';
  return order.status ?? 'paid';
}

export function disputeOutcome(status: string): DisputeOutcome {
  if (status === 'won') return 'won';
  if (status === 'lost') return 'lost';
  // an inquiry closed without a chargeback, or a dispute prevented by an early refund
  if (status === 'warning_closed' || status === 'prevented') return 'closed';
  return 'open';
}
