/**
 * Payments. The server is the price authority: a request names a product by its exact
 * (amount, title) pair from PAYMENT_CATALOGUE (generated from src/content/pricing.yaml), anything
 * else is refused.
 *
 * With STRIPE_SECRET_KEY: a Stripe Checkout Session (mode payment). Without it, in local
 * development only: a local test checkout page served by /api/test-checkout, clearly marked as
 * a test, that records a test order. Anywhere else without a key (production, a deploy preview,
 * an unknown deploy context): 503, because a deployed test checkout would let anyone record
 * "paid" test orders and mail the studio.
 */
import type { Context } from '@netlify/functions';
import type Stripe from 'stripe';
import { STUDIO } from '../../generated/studio.ts';
import { PAYMENT_CATALOGUE } from '../../generated/offers.ts';
import { isLocalDevelopment, isProduction } from '../platform/env.ts';
import { escapeHtml, headerSafe } from '../platform/escape.ts';
import { htmlPage } from '../platform/html-page.ts';
import { HttpError } from '../platform/http.ts';
import { errorMessage, type Logger } from '../platform/log.ts';
import { orderEmail, orderReviewEmail } from './mails.ts';
import { sendMail, studioInbox } from '../mail/send.ts';
import { orderEntry, type CheckoutRecord, type OrderRecord } from './records.ts';
import { indexItem, mailNote } from '../leads/inbox-index.ts';
import { createOnce, randomId, store } from '../platform/stores.ts';
import { isSet, setting } from '../platform/settings.ts';

export type Product = (typeof PAYMENT_CATALOGUE)[number];

export function findProduct(amount: number, title: string): Product | null {
  return PAYMENT_CATALOGUE.find((p) => p.amount === amount && p.title === title) ?? null;
}

export function findProductById(id: string | undefined | null): Product | null {
  return PAYMENT_CATALOGUE.find((p) => p.id === id) ?? null;
}

export function formatPrice(amount: number, currency: string): string {
  const value = amount / 100;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    }).format(value);
  } catch {
    // Not an ISO currency code (a Stripe event is the only source of one): shown as it is.
    return `${value.toFixed(2)} ${headerSafe(currency, 10).toUpperCase()}`;
  }
}

/** Loaded on first use (the Stripe SDK is large; most function calls never need it). */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

export async function stripeClient(): Promise<Stripe | null> {
  const key = setting('STRIPE_SECRET_KEY');
  if (!key) return null;
  const StripeSDK = await loadStripe();
  const config: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: setting('STRIPE_TIMEOUT_MS'),
    telemetry: false,
  };
  const apiUrl = setting('STRIPE_API_URL');
  if (apiUrl) {
    const url = new URL(apiUrl);
    config.host = url.hostname;
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    if (url.port) config.port = url.port;
  }
  return new StripeSDK(key, config);
}

export async function createCheckout(options: {
  product: Product;
  origin: string;
  visitor: string;
  context: Context;
  log: Logger;
  now?: Date;
}): Promise<{ url: string; sessionId: string; mode: CheckoutRecord['mode'] }> {
  const { product, origin, visitor, context, log } = options;
  const now = options.now ?? new Date();
  const stripe = await stripeClient();
  if (!stripe) {
    if (!testCheckoutEnabled(context)) {
      // In production a missing key is an outage; on a preview it is the expected state.
      if (isProduction(context)) log.error('payment.unconfigured', {});
      else log.warn('payment.unconfigured', {});
      throw new HttpError(503, 'Online payment is not available right now. Please contact us to arrange your audit.');
    }
    const sessionId = `cs_localtest_${randomId(12)}`;
    await store('checkouts').setJSON(sessionId, {
      sessionId,
      productId: product.id,
      title: product.title,
      amount: product.amount,
      currency: product.currency,
      createdAt: now.toISOString(),
      mode: 'local-test',
      visitor: visitor.slice(0, 12),
    } satisfies CheckoutRecord);
    log.info('payment.test_checkout_created', { sessionId, product: product.id });
    return { url: `${origin}/api/test-checkout?session=${encodeURIComponent(sessionId)}`, sessionId, mode: 'local-test' };
  }
  // One key per request: the SDK's retry of this request (maxNetworkRetries) gets the session of
  // the first attempt back, and nothing else can. A key shared by requests (it once named the
  // visitor and the minute) gave two buyers behind one address the same Checkout Session; a
  // double click is the Pay Now button's to prevent (it is busy until the checkout opens).
  const idempotencyKey = `checkout-${product.id}-${randomId(16)}`;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: product.currency,
            unit_amount: product.amount,
            product_data: { name: product.title, description: `${STUDIO.name}: ${product.title}` },
          },
        },
      ],
      success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/payment-canceled`,
      metadata: { product_id: product.id, amount: String(product.amount), source: 'website' },
      payment_intent_data: { metadata: { product_id: product.id } },
    },
    { idempotencyKey },
    );
  } catch (error) {
    log.error('payment.stripe_failed', { error: errorMessage(error) });
    throw new HttpError(503, 'Payment is temporarily unavailable. Please try again in a moment.');
  }
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
  await store('checkouts').setJSON(session.id, {
    sessionId: session.id,
    productId: product.id,
    title: product.title,
    amount: product.amount,
    currency: product.currency,
    createdAt: now.toISOString(),
    mode: 'stripe',
    visitor: visitor.slice(0, 12),
  } satisfies CheckoutRecord);
  log.info('payment.session_created', { sessionId: session.id, product: product.id });
  return { url: session.url, sessionId: session.id, mode: 'stripe' };
}

/** Keeps which Checkout Session a PaymentIntent belongs to (idempotent): refunds and disputes name the PaymentIntent. */
export async function rememberPayment(paymentIntentId: string, sessionId: string): Promise<void> {
  await store('payments').setJSON(paymentIntentId, { paymentIntentId, sessionId });
}

/**
 * Records a paid order once per Checkout Session (an onlyIfNew write) and notifies the studio
 * the first time: a new order, or a payment to review; the order is listed in the staff's inbox. Returns false when the session was
 * already recorded (a redelivery).
 */
export async function recordPaidOrder(order: OrderRecord, log: Logger): Promise<boolean> {
  // Before the order, so that a redelivery after a failure in between still writes it.
  if (order.paymentIntentId) await rememberPayment(order.paymentIntentId, order.sessionId);
  const created = await createOnce(store('orders'), 'orders', order.sessionId, order);
  if (!created) {
    log.info('order.duplicate', { sessionId: order.sessionId, event: order.event });
    return false;
  }
  if (order.status === 'needs_review') {
    log.warn('order.needs_review', { sessionId: order.sessionId, amount: order.amount, problems: order.problems?.length ?? 0 });
    const mail = orderReviewEmail({ to: studioInbox(), order: { ...order, problems: order.problems ?? [] } });
    await indexItem({ ...orderEntry(order), mails: [mailNote(mail.tag, 'studio', await sendMail(mail, log))] }, log);
    return true;
  }
  log.info('order.recorded', { sessionId: order.sessionId, amount: order.amount, test: order.test });
  const mail = orderEmail({ to: studioInbox(), order });
  await indexItem({ ...orderEntry(order), mails: [mailNote(mail.tag, 'studio', await sendMail(mail, log))] }, log);
  return true;
}

/**
 * What does not match between a paid Checkout Session and what we sold? The session must be
 * one we created (`checkouts`, mode 'stripe'), for a product of the catalogue, at its amount
 * and in its currency. Stripe's signature proves the event came from Stripe, not that the
 * session was ours: the same Stripe account can take other payments (payment links, the
 * dashboard, another integration) whose metadata anyone with dashboard access can set.
 */
export function sessionProblems(
  session: { amount: number | null; currency: string | null; productId: string | null },
  checkout: CheckoutRecord | null,
): string[] {
  const problems: string[] = [];
  // The metadata is whatever the session's creator typed (up to 500 characters): quoted on one
  // line and cut short here; the e-mail shows it inert, like every value from Stripe.
  const named = session.productId === null ? 'none' : headerSafe(session.productId, 60);
  if (!checkout || checkout.mode !== 'stripe') problems.push('This Checkout Session was not created by the site.');
  else if (session.productId !== checkout.productId) {
    problems.push(`The session names product "${named}", the site created it for "${checkout.productId}".`);
  }
  const product = findProductById(checkout?.productId ?? session.productId);
  if (!product) {
    problems.push(`Unknown product "${named}".`);
    return problems;
  }
  if (session.amount !== product.amount) {
    problems.push(`Amount paid ${formatPrice(session.amount ?? 0, session.currency ?? product.currency)}, the price is ${formatPrice(product.amount, product.currency)}.`);
  }
  if ((session.currency ?? '').toLowerCase() !== product.currency) {
    problems.push(`Currency ${headerSafe(session.currency ?? 'none', 10).toUpperCase()}, the price is in ${product.currency.toUpperCase()}.`);
  }
  return problems;
}

/** Is the local test checkout available (no Stripe key, local development only)? */
export function testCheckoutEnabled(context: Context): boolean {
  return !isSet('STRIPE_SECRET_KEY') && isLocalDevelopment(context);
}

export function testCheckoutPage(checkout: CheckoutRecord): Response {
  const product = findProductById(checkout.productId);
  const title = product?.title ?? checkout.title;
  const price = formatPrice(product?.amount ?? checkout.amount, product?.currency ?? checkout.currency);
  return htmlPage(
    200,
    `TEST MODE – ${title}`,
    `<p class="banner" role="note">TEST MODE – no real payment will be taken</p>
<div class="card">
<p class="muted">${escapeHtml(STUDIO.name)} · local test checkout</p>
<h1>${escapeHtml(title)}</h1>
<p class="price">${escapeHtml(price)}</p>
<p class="muted">This page stands in for Stripe Checkout because no Stripe key is configured. Completing it records a test order; no card is charged.</p>
<form method="post" action="/api/test-checkout">
<input type="hidden" name="session" value="${escapeHtml(checkout.sessionId)}">
<button type="submit">Complete test payment</button>
</form>
<a class="button" href="/payment-canceled">Cancel</a>
</div>`,
  );
}
