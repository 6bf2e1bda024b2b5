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
 * Stripe does not promise the order of its events: a refund or a dispute can arrive before the
 * checkout.session.completed that records its order. Such a change is kept in the `payments`
 * store (held/<PaymentIntent>/<event id>) and answered 200, and applied as soon as the order is
 * recorded (applyHeldChanges, called by the webhook after each paid session, and by the change
 * itself in case the order was recorded while it was being held). A change for a payment the
 * site never records (a payment link, the dashboard) stays held until the retention sweep.
 *
 * Idempotent: each event's id is remembered on the order, so a redelivered event changes
 * nothing and sends nothing. Events may arrive in any order: the refunded amount only grows
 * (Stripe reports the total so far), a closed dispute is not reopened by a late
 * `charge.dispute.created`, and a later report of a dispute replaces an earlier one. The studio
 * gets one e-mail for each change of what the order says (a larger refund, a dispute opened,
 * a dispute's outcome), none for an event that changes nothing.
 */
import type Stripe from 'stripe';
import { orderChangeEmail } from './mails.ts';
import { errorMessage, type Logger } from '../platform/log.ts';
import { sendMail, studioInbox } from '../mail/send.ts';
import { mailNote, noteMail } from '../leads/inbox-index.ts';
import { disputeOutcome, orderState, type OrderState } from './orders.ts';
import { heldChangeSchema, paymentIndexSchema, type HeldChange, type OrderChange, type OrderRecord } from './records.ts';
import { rememberPayment, stripeClient } from './checkout.ts';
import { createOnce, listKeys, readRecord, store, updateJSON } from '../platform/stores.ts';

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
  const recorded = await recordedSessionOf(paymentIntentId);
  if (recorded) return recorded;
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
  /** Kept until its order is recorded. */
  held?: string;
  state?: OrderState;
}

const HELD_PREFIX = 'held/';
/** Stripe's ids (pi_…, evt_…): a key part that can hold nothing else. */
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;

/** When a change was reported by Stripe, for applying held changes in the order they happened. */
const reportedAt = (change: OrderChange) => (change.kind === 'refund' ? change.refund.reportedAt : change.dispute.reportedAt);

/**
 * Applies one change to the order of `sessionId` and tells the studio when what the order says
 * changed; `null` when there is no order (yet).
 */
async function applyToOrder(sessionId: string, change: OrderChange, eventType: string, log: Logger): Promise<OrderChangeResult | null> {
  let notify = false;
  const result = await updateJSON<OrderRecord>(store('orders'), 'orders', sessionId, (current) => {
    if (!current) return undefined;
    const applied = applyOrderChange(current, change);
    if (!applied) return undefined;
    notify = applied.changed;
    return applied.order;
  });
  if (!result.value) return null;
  const state = orderState(result.value);
  if (!result.changed) {
    log.info('order.change_duplicate', { event: eventType, eventId: change.eventId, sessionId });
    return { recorded: false, ignored: 'already applied', state };
  }
  log.info('order.changed', { event: eventType, eventId: change.eventId, sessionId, state, notify });
  if (notify) {
    const mail = orderChangeEmail({ to: studioInbox(), order: result.value, change, state });
    await noteMail({ kind: 'order', ref: sessionId, at: result.value.paidAt }, mailNote(mail.tag, 'studio', await sendMail(mail, log)), log);
  }
  return { recorded: true, state };
}

/**
 * Applies the changes held for a payment to its order, oldest report first, once the order is
 * recorded; each is deleted once applied. Returns what each held event's application did, by
 * event id (nothing while the payment has no order yet).
 */
export async function applyHeldChanges(paymentIntentId: string, log: Logger): Promise<Map<string, OrderChangeResult>> {
  const results = new Map<string, OrderChangeResult>();
  if (!STRIPE_ID.test(paymentIntentId)) return results;
  const payments = store('payments');
  const keys = await listKeys(payments, `${HELD_PREFIX}${paymentIntentId}/`);
  if (keys.length === 0) return results;
  const sessionId = await recordedSessionOf(paymentIntentId);
  if (!sessionId) return results;
  const held = (await Promise.all(keys.map(async (key) => ({ key, record: await readRecord(payments, key, heldChangeSchema) }))))
    .filter((entry): entry is { key: string; record: HeldChange } => entry.record !== null)
    .sort((a, b) => reportedAt(a.record.change).localeCompare(reportedAt(b.record.change)));
  for (const { key, record } of held) {
    const result = await applyToOrder(sessionId, record.change, record.eventType, log);
    if (!result) break; // the index is written before the order: the completion applies them
    results.set(record.change.eventId, result);
    await payments.delete(key);
  }
  return results;
}

/** The session of a PaymentIntent as the site recorded it (no question to Stripe). */
async function recordedSessionOf(paymentIntentId: string): Promise<string | null> {
  return (await readRecord(store('payments'), paymentIntentId, paymentIndexSchema))?.sessionId ?? null;
}

/** Applies a verified refund or dispute event to its order and tells the studio of a change. */
export async function recordOrderChange(event: ChangeEvent, log: Logger): Promise<OrderChangeResult> {
  const change = orderChange(event);
  const paymentIntentId = change.paymentIntentId;
  if (!paymentIntentId || !STRIPE_ID.test(paymentIntentId) || !STRIPE_ID.test(change.eventId)) {
    // A charge without a PaymentIntent was not made by a Checkout Session: no order of the site's.
    log.warn('order.change_unmatched', { event: event.type, eventId: event.id });
    return { recorded: false, ignored: 'no order for this payment' };
  }
  const sessionId = await sessionOfPayment(paymentIntentId, log);
  const applied = sessionId ? await applyToOrder(sessionId, change, event.type, log) : null;
  if (applied) return applied;
  // No order yet: the completion may still be on its way (or the payment is not the site's).
  await createOnce(store('payments'), 'payments', `${HELD_PREFIX}${paymentIntentId}/${change.eventId}`, {
    change,
    eventType: event.type,
    heldAt: new Date().toISOString(),
  } satisfies HeldChange);
  // The order may have been recorded while this change was being held, after its own look.
  const appliedNow = (await applyHeldChanges(paymentIntentId, log)).get(change.eventId);
  if (appliedNow) return appliedNow;
  log.info('order.change_held', { event: event.type, eventId: event.id, paymentIntentId });
  return { recorded: false, held: 'waiting for its order' };
}
