/**
 * What the payments feature keeps, each record typed once here and read through its schema by
 * the code that writes it, the mails, the export and the retention sweep:
 *   checkouts  the Checkout Sessions the site created (key: session id)
 *   orders     paid orders, once per Checkout Session (key: session id), changed after the sale
 *   payments   which session a Stripe PaymentIntent belongs to (key: PaymentIntent id), and the
 *              refunds and disputes that arrived before their order (held/<PaymentIntent>/<event>)
 */
import { z } from 'zod';
import type { NewEntry } from '../leads/inbox-index.ts';

export const checkoutRecordSchema = z.object({
  sessionId: z.string(),
  productId: z.string(),
  title: z.string(),
  amount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  mode: z.enum(['stripe', 'local-test']),
  /** The first 12 characters of the buyer's visitor id. */
  visitor: z.string(),
});
export type CheckoutRecord = z.output<typeof checkoutRecordSchema>;

export const refundRecordSchema = z.object({
  /** The total refunded so far, in the smallest unit. */
  amount: z.number(),
  currency: z.string(),
  full: z.boolean(),
  reportedAt: z.string(),
});

export const DISPUTE_OUTCOMES = ['open', 'won', 'lost', 'closed'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const disputeRecordSchema = z.object({
  id: z.string(),
  /** Stripe's status as last reported (needs_response, under_review, won, lost, warning_closed…). */
  status: z.string(),
  outcome: z.enum(DISPUTE_OUTCOMES),
  reason: z.string(),
  amount: z.number(),
  currency: z.string(),
  openedAt: z.string(),
  /** When evidence is due (Stripe's evidence_details.due_by), while the dispute is open. */
  respondBy: z.string().nullable(),
  closedAt: z.string().optional(),
  /** The time of the event that reported this state (events can arrive out of order). */
  reportedAt: z.string(),
});

export const orderRecordSchema = z.object({
  /**
   * 'paid': a paid session that is exactly what we sold (our Checkout Session, the catalogue's
   * product, amount and currency). 'needs_review': paid, but something does not match (see
   * `problems`): money moved, but nobody should deliver anything before a person has looked.
   * Records written before this field existed are paid orders.
   */
  status: z.enum(['paid', 'needs_review']).default('paid'),
  problems: z.array(z.string()).optional(),
  sessionId: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  amount: z.number(),
  currency: z.string(),
  customerEmail: z.string().nullable(),
  paymentStatus: z.string(),
  event: z.string(),
  eventId: z.string().nullable(),
  livemode: z.boolean(),
  test: z.boolean(),
  paidAt: z.string(),
  recordedAt: z.string(),
  /** The session's Stripe PaymentIntent, which refunds and disputes name (none for a local test order). */
  paymentIntentId: z.string().nullable().optional(),
  /** Money returned so far (order-changes.ts). */
  refund: refundRecordSchema.optional(),
  /** The payment's disputes by id, as Stripe last reported them (order-changes.ts). */
  disputes: z.record(z.string(), disputeRecordSchema).optional(),
  /** Ids of the refund and dispute events applied, so a redelivery changes nothing. */
  laterEvents: z.array(z.string()).optional(),
});
export type OrderRecord = z.output<typeof orderRecordSchema>;

/** A refund or dispute event, as applied to an order (and held until its order exists). */
export const orderChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('refund'), eventId: z.string(), paymentIntentId: z.string().nullable(), chargeId: z.string(), refund: refundRecordSchema }),
  z.object({ kind: z.literal('dispute'), eventId: z.string(), paymentIntentId: z.string().nullable(), chargeId: z.string().nullable(), dispute: disputeRecordSchema }),
]);
export type OrderChange = z.output<typeof orderChangeSchema>;

/** Which session a PaymentIntent belongs to (payments/<PaymentIntent id>). */
export const paymentIndexSchema = z.object({ paymentIntentId: z.string(), sessionId: z.string() });

/** A change that arrived before its order (payments/held/<PaymentIntent>/<event id>). */
export const heldChangeSchema = z.object({
  change: orderChangeSchema,
  eventType: z.enum(['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed']),
  heldAt: z.string(),
});
export type HeldChange = z.output<typeof heldChangeSchema>;

/** An order as the staff's inbox lists it (leads/inbox-index.ts), from the record (its key is the session id). */
export function orderEntry(order: OrderRecord): NewEntry {
  return {
    kind: 'order',
    at: order.paidAt,
    ref: order.sessionId,
    email: order.customerEmail ?? '',
    text: order.title,
    page: '/payment',
    source: order.status,
    amount: order.amount,
    currency: order.currency,
  };
}
