/**
 * Stripe webhook: verify the signature over the raw body (STRIPE_WEBHOOK_SECRET), then record
 * paid Checkout Sessions once per session:
 *   checkout.session.completed with payment_status 'paid'  → recorded
 *   checkout.session.async_payment_succeeded                → recorded
 *   checkout.session.async_payment_failed                   → logged, not recorded
 * A paid session is recorded as a paid order only when it is one the site created
 * (`checkouts`) for a catalogue product at its exact amount and currency; otherwise it is
 * recorded as needing review and the studio is told what does not match (sessionProblems).
 * Redeliveries (Stripe retries until it gets a 2xx) find the session already there and do nothing.
 * After the sale, `charge.refunded`, `charge.dispute.created` and `charge.dispute.closed` update
 * the order and tell the studio (order-changes.ts), once per event; one that arrived before its
 * order was held, and is applied here once the order is recorded.
 */
import type Stripe from 'stripe';
import { HttpError } from '../platform/http.ts';
import { readBodyLimited } from '../platform/request.ts';
import type { Logger } from '../platform/log.ts';
import { applyHeldChanges, isOrderChangeEvent, recordOrderChange } from './order-changes.ts';
import type { OrderState } from './orders.ts';
import { findProductById, loadStripe, recordPaidOrder, sessionProblems } from './checkout.ts';
import { checkoutRecordSchema } from './records.ts';
import { readRecord, store } from '../platform/stores.ts';
import { setting } from '../platform/settings.ts';

const MAX_WEBHOOK_BYTES = 512 * 1024;

export async function verifyEvent(req: Request): Promise<Stripe.Event> {
  const secret = setting('STRIPE_WEBHOOK_SECRET');
  if (!secret) throw new HttpError(503, 'Webhook is not configured');
  const signature = req.headers.get('stripe-signature');
  if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header');
  const raw = new TextDecoder().decode(await readBodyLimited(req, MAX_WEBHOOK_BYTES));
  const StripeSDK = await loadStripe();
  try {
    return await StripeSDK.webhooks.constructEventAsync(raw, signature, secret);
  } catch {
    throw new HttpError(400, 'Invalid signature');
  }
}

export async function handleEvent(
  event: Stripe.Event,
  log: Logger,
): Promise<{ recorded: boolean; ignored?: string; needsReview?: boolean; state?: OrderState }> {
  if (isOrderChangeEvent(event)) return recordOrderChange(event, log);
  if (event.type === 'checkout.session.async_payment_failed') {
    log.warn('webhook.payment_failed', { sessionId: event.data.object.id });
    return { recorded: false, ignored: 'payment failed' };
  }
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return { recorded: false, ignored: `event ${event.type}` };
  }
  const session = event.data.object;
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') {
    log.info('webhook.awaiting_payment', { sessionId: session.id, paymentStatus: session.payment_status });
    return { recorded: false, ignored: `payment_status ${session.payment_status}` };
  }
  const checkout = await readRecord(store('checkouts'), session.id, checkoutRecordSchema);
  const metadataProduct = session.metadata?.product_id ?? null;
  const problems = sessionProblems(
    { amount: session.amount_total, currency: session.currency, productId: metadataProduct },
    checkout,
  );
  const product = findProductById(checkout?.productId ?? metadataProduct);
  const now = new Date().toISOString();
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const recorded = await recordPaidOrder(
    {
      status: problems.length ? 'needs_review' : 'paid',
      ...(problems.length ? { problems } : {}),
      sessionId: session.id,
      productId: product?.id ?? metadataProduct,
      title: product?.title ?? 'Unknown product',
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
      paymentStatus: session.payment_status,
      event: event.type,
      eventId: event.id,
      livemode: event.livemode,
      test: !event.livemode,
      paidAt: new Date((event.created ?? Date.now() / 1000) * 1000).toISOString(),
      recordedAt: now,
      paymentIntentId,
    },
    log,
  );
  if (problems.length) log.warn('webhook.needs_review', { sessionId: session.id, problems: problems.length });
  // Also after a redelivery: the first delivery may have stopped between the order and this.
  const applied = paymentIntentId ? [...(await applyHeldChanges(paymentIntentId, log)).values()] : [];
  const state = applied.findLast((result) => result.state)?.state;
  return { recorded, ...(problems.length ? { needsReview: true } : {}), ...(state ? { state } : {}) };
}
