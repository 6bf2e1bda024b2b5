/**
 * An order as the `orders` store keeps it, and what it says now: the record the webhook writes
 * at the sale (payment.ts) and changes after it (order-changes.ts), which the e-mails and the
 * export read. Types and pure functions only, so each of those modules can read an order
 * without importing the others.
 */
export interface OrderRecord {
  /**
   * 'paid': a paid session that is exactly what we sold (our Checkout Session, the catalogue's
   * product, amount and currency). 'needs_review': paid, but something does not match (see
   * `problems`): money moved, but nobody should deliver anything before a person has looked.
   * Records written before this field existed are paid orders.
   */
  status: 'paid' | 'needs_review';
  problems?: string[];
  sessionId: string;
  productId: string | null;
  title: string;
  amount: number;
  currency: string;
  customerEmail: string | null;
  paymentStatus: string;
  event: string;
  eventId: string | null;
  livemode: boolean;
  test: boolean;
  paidAt: string;
  recordedAt: string;
  /** The session's Stripe PaymentIntent, which refunds and disputes name (none for a local test order). */
  paymentIntentId?: string | null;
  /** Money returned so far (order-changes.ts). */
  refund?: RefundRecord;
  /** The payment's disputes by id, as Stripe last reported them (order-changes.ts). */
  disputes?: Record<string, DisputeRecord>;
  /** Ids of the refund and dispute events applied, so a redelivery changes nothing. */
  laterEvents?: string[];
}

export type DisputeOutcome = 'open' | 'won' | 'lost' | 'closed';

export interface DisputeRecord {
  id: string;
  /** Stripe's status as last reported (needs_response, under_review, won, lost, warning_closed…). */
  status: string;
  outcome: DisputeOutcome;
  reason: string;
  amount: number;
  currency: string;
  openedAt: string;
  /** When evidence is due (Stripe's evidence_details.due_by), while the dispute is open. */
  respondBy: string | null;
  closedAt?: string;
  /** The time of the event that reported this state (events can arrive out of order). */
  reportedAt: string;
}

export interface RefundRecord {
  /** The total refunded so far, in the smallest unit. */
  amount: number;
  currency: string;
  full: boolean;
  reportedAt: string;
}

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

export type OrderChange =
  | { kind: 'refund'; eventId: string; paymentIntentId: string | null; chargeId: string; refund: RefundRecord }
  | { kind: 'dispute'; eventId: string; paymentIntentId: string | null; chargeId: string | null; dispute: DisputeRecord };
