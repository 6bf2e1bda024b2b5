/**
 * The local test checkout (only without STRIPE_SECRET_KEY, in local development):
 *   GET  /api/test-checkout?session=<id>  an HTML page marked TEST MODE with the product and price
 *   POST /api/test-checkout (form: session) records the test order → 303 /payment-success?session_id=<id>
 * Cancel is a plain link to /payment-canceled. No script, so a strict CSP applies.
 */
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { endpoint, HttpError, methodNotAllowed } from '../lib/platform/http.ts';
import { readForm } from '../lib/platform/request.ts';
import { htmlPage } from '../lib/platform/html-page.ts';
import {
  findProductById,
  recordPaidOrder,
  testCheckoutEnabled,
  testCheckoutPage,
} from '../lib/payments/checkout.ts';
import { checkoutRecordSchema, type CheckoutRecord } from '../lib/payments/records.ts';
import { readRecord, store } from '../lib/platform/stores.ts';

const SESSION_ID = /^cs_localtest_[a-f0-9]{24}$/;

async function loadCheckout(id: string | null): Promise<CheckoutRecord | null> {
  if (!id || !SESSION_ID.test(id)) return null;
  const record = await readRecord(store('checkouts'), id, checkoutRecordSchema);
  return record && record.mode === 'local-test' ? record : null;
}

const notFound = () =>
  htmlPage(404, 'Checkout not found', '<div class="card"><h1>Checkout not found</h1><p class="muted">This test checkout does not exist or has expired.</p><a class="button" href="/payment">Back to payment</a></div>');

export default endpoint('test-checkout', async ({ req, context, log }) => {
  if (!testCheckoutEnabled(context)) throw new HttpError(404, 'Not found');
  if (req.method === 'GET' || req.method === 'HEAD') {
    const checkout = await loadCheckout(new URL(req.url).searchParams.get('session'));
    return checkout ? testCheckoutPage(checkout) : notFound();
  }
  if (req.method !== 'POST') throw methodNotAllowed('GET, HEAD, POST');
  const form = await readForm(req, z.object({ session: z.string().max(100).nullable().default(null) }), { limit: 4096 });
  const checkout = await loadCheckout(form.session);
  if (!checkout) return notFound();
  const product = findProductById(checkout.productId);
  const now = new Date().toISOString();
  await recordPaidOrder(
    {
      status: 'paid',
      sessionId: checkout.sessionId,
      productId: checkout.productId,
      title: product?.title ?? checkout.title,
      amount: checkout.amount,
      currency: checkout.currency,
      customerEmail: null,
      paymentStatus: 'paid',
      event: 'local_test_checkout.completed',
      eventId: null,
      livemode: false,
      test: true,
      paidAt: now,
      recordedAt: now,
    },
    log,
  );
  return new Response(null, {
    status: 303,
    headers: {
      Location: `/payment-success?session_id=${encodeURIComponent(checkout.sessionId)}`,
      'Cache-Control': 'no-store',
    },
  });
});

export const config: Config = { path: '/api/test-checkout' };
