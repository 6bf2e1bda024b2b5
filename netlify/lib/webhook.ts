/**
 * Stripe webhook: verify the signature over the raw body (STRIPE_WEBHOOK_SECRET), then record
 * paid orders once per Checkout Session:
 *   checkout.session.completed with payment_status 'paid'  → recorded
 *   checkout.session.async_payment_succeeded                → recorded
 *   checkout.session.async_payment_failed                   → logged, not recorded
 * Redeliveries (Stripe retries until it gets a 2xx) find the order already there and do nothing.
 */
import type Stripe from 'stripe';
import { env } from './env.ts';
import { HttpError, readBodyLimited } from './http.ts';
import type { Logger } from './log.ts';
import { findProductById, loadStripe, recordPaidOrder } from './payment.ts';

const MAX_WEBHOOK_BYTES = 512 * 1024;

export async function verifyEvent(req: Request): Promise<Stripe.Event> {
  const secret = env('STRIPE_WEBHOOK_SECRET');
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

export async function handleEvent(event: Stripe.Event, log: Logger): Promise<{ recorded: boolean; ignored?: string }> {
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
  const product = findProductById(session.metadata?.product_id);
  const now = new Date().toISOString();
  const recorded = await recordPaidOrder(
    {
      sessionId: session.id,
      productId: product?.id ?? session.metadata?.product_id ?? null,
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
    },
    log,
  );
  if (product && session.amount_total !== null && session.amount_total !== product.amount) {
    log.warn('webhook.amount_mismatch', { sessionId: session.id, expected: product.amount, got: session.amount_total });
  }
  return { recorded };
}
