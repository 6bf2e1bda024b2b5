import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/create-payment.mts';
import checkoutPage from '../../netlify/functions/test-checkout.mts';
import { store } from '../../netlify/lib/platform/stores.ts';
import { AUDIT_PRODUCT } from '../../netlify/generated/offers.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { parseForm, startFakeStripe, type FakeServer } from './helpers/fake-services.ts';
import { call, makeContext, makeRequest } from './helpers/request.ts';

let blobs: LocalBlobs;
let stripe: FakeServer;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  stripe = await startFakeStripe('sk_test_fake');
});
afterAll(async () => {
  await stripe.close();
  await blobs.stop();
});
beforeEach(() => {
  resetEnv({ URL: 'https://northlight.example' });
  stripe.requests.length = 0;
});

const audit = { amount: 49900, title: 'Website Conversion Audit' };

describe('/api/create-payment price authority', () => {
  it('refuses tampered amounts and titles with 400', async () => {
    const tampered: unknown[] = [
      { amount: 1, title: audit.title },
      { amount: 49800, title: audit.title },
      { amount: 49901, title: audit.title },
      { amount: 0, title: audit.title },
      { amount: -49900, title: audit.title },
      { amount: 499, title: audit.title },
      { amount: 49900.5, title: audit.title },
      { amount: '49900', title: audit.title },
      { amount: 4990000, title: audit.title },
      { amount: 1e21, title: audit.title },
      { amount: null, title: audit.title },
      { amount: 49900, title: 'Website Conversion Audit (discount)' },
      { amount: 49900, title: 'website conversion audit' },
      { amount: 49900, title: '' },
      { amount: 49900 },
      { title: audit.title },
      [audit],
    ];
    for (const body of tampered) {
      const r = await call(handler, '/api/create-payment', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error).toBeTypeOf('string');
    }
    expect(stripe.requests).toHaveLength(0);
  });
});

describe('/api/create-payment without a Stripe key (local test checkout)', () => {
  it('returns the URL of a TEST MODE page with the product and $499', async () => {
    const r = await call(handler, '/api/create-payment', { body: audit });
    expect(r.status).toBe(200);
    const url = new URL(r.json.url);
    expect(url.origin).toBe('https://northlight.example');
    expect(url.pathname).toBe('/api/test-checkout');
    const session = url.searchParams.get('session')!;
    expect(session).toMatch(/^cs_localtest_[a-f0-9]{24}$/);

    const page = await call(checkoutPage, `/api/test-checkout?session=${session}`, { method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('Website Conversion Audit');
    expect(page.text).toContain('$499');
    expect(page.text).toContain('Complete test payment');
    expect(page.text).toContain('href="/payment-canceled"');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).not.toMatch(/\son\w+=/i);
  });

  it('completing the test payment records a test order once and returns to /payment-success', async () => {
    const { json } = await call(handler, '/api/create-payment', { body: audit });
    const session = new URL(json.url).searchParams.get('session')!;
    const post = () =>
      checkoutPage(
        makeRequest('/api/test-checkout', {
          rawBody: `session=${session}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        makeContext(),
      );
    const res = await post();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/payment-success?session_id=${session}`);
    const again = await post();
    expect(again.status).toBe(303);
    const order = await store('orders').get(session, { type: 'json' });
    expect(order).toMatchObject({ sessionId: session, test: true, amount: 49900, currency: 'usd', title: 'Website Conversion Audit', paymentStatus: 'paid' });
  });

  it('unknown or forged sessions get a 404 page', async () => {
    for (const q of ['?session=cs_localtest_000000000000000000000000', '?session=<script>', '']) {
      const page = await call(checkoutPage, `/api/test-checkout${q}`, { method: 'GET' });
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('<script>');
    }
  });

  it('in production without a key answers 503 with a message, and hides the test page', async () => {
    const r = await call(handler, '/api/create-payment', { body: audit, deployContext: 'production' });
    expect(r.status).toBe(503);
    expect(r.json.error).toMatch(/not available/);
    const page = await call(checkoutPage, '/api/test-checkout?session=cs_localtest_000000000000000000000000', { method: 'GET', deployContext: 'production' });
    expect(page.status).toBe(404);
  });
});

describe('/api/create-payment with Stripe', () => {
  it('creates a Checkout Session with the catalogue price, return URLs, idempotency key and metadata', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
    process.env.STRIPE_API_URL = stripe.url;
    const r = await call(handler, '/api/create-payment', { body: audit, ip: '203.0.113.77' });
    expect(r.status).toBe(200);
    expect(r.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(stripe.requests).toHaveLength(1);
    const req = stripe.requests[0]!;
    expect(req.headers['idempotency-key']).toMatch(/^checkout-conversion-audit-[a-f0-9]{32}$/);
    const form = parseForm(req.body);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(AUDIT_PRODUCT.amount),
      'line_items[0][price_data][product_data][name]': 'Website Conversion Audit',
      success_url: 'https://northlight.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://northlight.example/payment-canceled',
      'metadata[product_id]': 'conversion-audit',
    });
  });

  it('two buyers behind one address in the same minute get two Checkout Sessions', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
    process.env.STRIPE_API_URL = stripe.url;
    const first = await call(handler, '/api/create-payment', { body: audit, ip: '203.0.113.78' });
    const second = await call(handler, '/api/create-payment', { body: audit, ip: '203.0.113.78' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json.url).not.toBe(second.json.url);
    const keys = stripe.requests.map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it("a retried request keeps its own key, so Stripe answers the retry with the first attempt's session", async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
    process.env.STRIPE_API_URL = stripe.url;
    stripe.failNext(1, 500);
    const r = await call(handler, '/api/create-payment', { body: audit, ip: '203.0.113.79' });
    expect(r.status).toBe(200);
    expect(stripe.requests).toHaveLength(2);
    expect(stripe.requests[1]!.headers['idempotency-key']).toBe(stripe.requests[0]!.headers['idempotency-key']);
  });

  it('a Stripe outage is not a crash page but a JSON error', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
    process.env.STRIPE_API_URL = stripe.url;
    stripe.failNext(5, 500);
    const r = await call(handler, '/api/create-payment', { body: audit });
    stripe.failNext(0);
    expect(r.status).toBe(503);
    expect(r.json.error).toBeTypeOf('string');
    expect(r.text).not.toMatch(/stack|at .*\.(ts|js)/);
  });
});
