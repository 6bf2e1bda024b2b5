/**
 * What happens to a payment after the sale: Stripe's `charge.refunded`,
 * `charge.dispute.created` and `charge.dispute.closed` events, applied to the order they
 * belong to and told to the studio.
 *
 * A charge and a dispute name the PaymentIntent; the order was recorded from the Checkout
 * Session that created it, under the session's id. recordPaidOrder keeps the session's
 * PaymentIntent in the order and in the `payments` store (PaymentIntent → session); for an
 * order recorded before that, Stripe is asked which session the PaymentIntent belongs to
 * (when STRIPE_SECRET_KEY is set), and the answer is kept.
 *
 * Idempotent: each event's id is remembered on the order, so a redelivered event changes
 * nothing and sends nothing. Events may arrive in any order: the refunded amount only grows
 * (Stripe reports the total so far), a closed dispute is not reopened by a late
 * `charge.dispute.created`, and a later report of a dispute replaces an earlier one. The studio
 * gets one e-mail for each change of what the order says (a larger refund, a dispute opened,
 * a dispute's outcome), none for an event that changes nothing.
 */
import type Stripe from 'stripe';
import { orderChangeEmail } from './email-templates.ts';
import { errorMessage, type Logger } from './log.ts';
import { sendMail, studioInbox } from './mail.ts';
import { disputeOutcome, orderState, type OrderChange, type OrderRecord, type OrderState } from './orders.ts';
import { rememberPayment, stripeClient } from './payment.ts';
import { store, updateJSON } from './stores.ts';

/** The events applied after the sale that an order remembers (the most recent). */
const REMEMBERED_EVENTS = 100;

export const ORDER_CHANGE_EVENTS = ['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed'] as const;
type ChangeEvent = Extract<Stripe.Event, { type: (typeof ORDER_CHANGE_EVENTS)[number] }>;

export function isOrderChangeEvent(event: Stripe.Event): event is ChangeEvent {
  return (ORDER_CHANGE_EVENTS as readonly string[]).includes(event.type);
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const isoOf = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;

/** The change a verified event reports, read from its object (a Charge or a Dispute). */
export function orderChange(event: ChangeEvent): OrderChange {
  const reportedAt = isoOf(event.created) ?? new Date().toISOString();
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    return {
      kind: 'refund',
      eventId: event.id,
      paymentIntentId: idOf(charge.payment_intent),
      chargeId: charge.id,
      refund: { amount: charge.amount_refunded, currency: charge.currency, full: charge.refunded || charge.amount_refunded >= charge.amount, reportedAt },
    };
  }
  const dispute = event.data.object;
  const outcome = disputeOutcome(dispute.status);
  return {
    kind: 'dispute',
    eventId: event.id,
    paymentIntentId: idOf(dispute.payment_intent),
    chargeId: idOf(dispute.charge),
    dispute: {
      id: dispute.id,
      status: dispute.status,
      outcome,
      reason: dispute.reason,
      amount: dispute.amount,
      currency: dispute.currency,
      openedAt: isoOf(dispute.created) ?? reportedAt,
      respondBy: outcome === 'open' ? isoOf(dispute.evidence_details?.due_by) : null,
      ...(outcome !== 'open' ? { closedAt: reportedAt } : {}),
      reportedAt,
    },
  };
}

/**
 * The order with the change applied, and whether what it says changed (the studio is told);
 * `undefined` when the event was applied before.
 */
export function applyOrderChange(order: OrderRecord, change: OrderChange): { order: OrderRecord; changed: boolean } | undefined {
  const seen = order.laterEvents ?? [];
  if (seen.includes(change.eventId)) return undefined;
  const next: OrderRecord = { ...order, laterEvents: [...seen, change.eventId].slice(-REMEMBERED_EVENTS) };
  if (change.paymentIntentId && !order.paymentIntentId) next.paymentIntentId = change.paymentIntentId;
  let changed = false;
  if (change.kind === 'refund') {
    const before = order.refund;
    if (!before || change.refund.amount > before.amount || (change.refund.full && !before.full)) {
      next.refund = { ...change.refund, amount: Math.max(change.refund.amount, before?.amount ?? 0) };
      changed = true;
    }
  } else {
    const before = order.disputes?.[change.dispute.id];
    const closedBefore = before !== undefined && before.outcome !== 'open';
    const stale = before !== undefined && change.dispute.reportedAt < before.reportedAt;
    const reopening = closedBefore && change.dispute.outcome === 'open';
    if (!stale && !reopening && (!before || before.status !== change.dispute.status || before.outcome !== change.dispute.outcome)) {
      next.disputes = { ...order.disputes, [change.dispute.id]: { ...change.dispute, openedAt: before?.openedAt ?? change.dispute.openedAt } };
      changed = before === undefined || before.outcome !== change.dispute.outcome;
    }
  }
  return { order: next, changed };
}

/** Which session (and so which order) a PaymentIntent belongs to. */
async function sessionOfPayment(paymentIntentId: string, log: Logger): Promise<string | null> {
  const index = (await store('payments').get(paymentIntentId, { type: 'json' })) as { sessionId?: string } | null;
  if (index?.sessionId) return index.sessionId;
  // An order recorded before the index existed: Stripe knows the session.
  const stripe = await stripeClient();
  if (!stripe) return null;
  try {
    const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
    const sessionId = sessions.data[0]?.id ?? null;
    if (sessionId) await rememberPayment(paymentIntentId, sessionId);
    return sessionId;
  } catch (error) {
    log.warn('order.payment_lookup_failed', { paymentIntentId, error: errorMessage(error) });
    return null;
  }
}

export interface OrderChangeResult {
  recorded: boolean;
  ignored?: string;
  state?: OrderState;
}

/** Applies a verified refund or dispute event to its order and tells the studio of a change. */
export async function recordOrderChange(event: ChangeEvent, log: Logger): Promise<OrderChangeResult> {
  const change = orderChange(event);
  const sessionId = change.paymentIntentId ? await sessionOfPayment(change.paymentIntentId, log) : null;
  if (!sessionId) {
    // A payment the site never recorded (a payment link, an invoice, the dashboard): Stripe's
    // own notices cover it; nothing here to update.
    log.warn('order.change_unmatched', { event: event.type, eventId: event.id, paymentIntentId: change.paymentIntentId });
    return { recorded: false, ignored: 'no order for this payment' };
  }
  let notify = false;
  const result = await updateJSON<OrderRecord>(store('orders'), 'orders', sessionId, (current) => {
    if (!current) return undefined;
    const applied = applyOrderChange(current, change);
    if (!applied) return undefined;
    notify = applied.changed;
    return applied.order;
  });
  if (!result.value) {
    log.warn('order.change_unmatched', { event: event.type, eventId: event.id, sessionId });
    return { recorded: false, ignored: 'no order for this payment' };
  }
  const state = orderState(result.value);
  if (!result.changed) {
    log.info('order.change_duplicate', { event: event.type, eventId: event.id, sessionId });
    return { recorded: false, ignored: 'already applied', state };
  }
  log.info('order.changed', { event: event.type, eventId: event.id, sessionId, state, notify });
  if (notify) await sendMail(orderChangeEmail({ to: studioInbox(), order: result.value, change, state }), log);
  return { recorded: true, state };
}
