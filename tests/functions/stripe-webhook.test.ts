import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/stripe-webhook.mts';
import { listKeys, store } from '../../netlify/lib/stores.ts';
import { postmarkEnv, useMailBackend } from './helpers/mail-backend.ts';
import { makeContext } from './helpers/request.ts';
import { AUDIT_PRODUCT } from '../../src/lib/config.ts';

const SECRET = 'whsec_test_secret';
const backend = useMailBackend((postmark) => ({ ...postmarkEnv(postmark), STRIPE_WEBHOOK_SECRET: SECRET, STUDIO_INBOX: 'studio@northlight.example' }));

function event(type: string, session: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: 1_900_000_000,
    livemode: false,
    api_version: '2026-10-28.endive',
    data: {
      object: {
        object: 'checkout.session',
        amount_total: 49900,
        currency: 'usd',
        customer_details: { email: 'buyer@example.com' },
        metadata: { product_id: 'conversion-audit' },
        ...session,
      },
    },
  });
}

/** The Checkout Session as create-payment records it when it creates one with Stripe. */
async function ourCheckout(sessionId: string) {
  await store('checkouts').setJSON(sessionId, {
    sessionId,
    productId: AUDIT_PRODUCT.id,
    title: AUDIT_PRODUCT.title,
    amount: AUDIT_PRODUCT.amount,
    currency: AUDIT_PRODUCT.currency,
    createdAt: new Date().toISOString(),
    mode: 'stripe',
    visitor: 'abcdef123456',
  });
}

async function deliver(payload: string, signature?: string) {
  const sig = signature ?? (await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET }));
  const res = await handler(
    new Request('http://localhost/api/stripe-webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': sig }, body: payload }),
    makeContext(),
  );
  return { status: res.status, json: await res.json() };
}

describe('/api/stripe-webhook', () => {
  it('refuses a bad, missing or foreign signature with 400 and records nothing', async () => {
    const payload = event('checkout.session.completed', { id: 'cs_test_bad', payment_status: 'paid' });
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400);
    const foreign = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_other' });
    expect((await deliver(payload, foreign)).status).toBe(400);
    const good = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
    const tampered = payload.replace('49900', '1');
    expect((await deliver(tampered, good)).status).toBe(400);
    const res = await handler(new Request('http://localhost/api/stripe-webhook', { method: 'POST', body: payload }), makeContext());
    expect(res.status).toBe(400);
    expect(await store('orders').get('cs_test_bad')).toBeNull();
  });

  it('records a paid session once under redelivery and notifies the studio once', async () => {
    await ourCheckout('cs_test_paid');
    const payload = event('checkout.session.completed', { id: 'cs_test_paid', payment_status: 'paid' }, 'evt_fixed');
    const results = await Promise.all(Array.from({ length: 6 }, () => deliver(payload)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.json.recorded)).toHaveLength(1);
    const order = await store('orders').get('cs_test_paid', { type: 'json' });
    expect(order).toMatchObject({ status: 'paid', sessionId: 'cs_test_paid', amount: 49900, currency: 'usd', customerEmail: 'buyer@example.com', title: 'Website Conversion Audit', test: true, eventId: 'evt_fixed' });
    expect(backend.postmark.requests).toHaveLength(1);
    const mail = JSON.parse(backend.postmark.requests[0]!.body);
    expect(mail.To).toBe('studio@northlight.example');
    expect(mail.Subject).toContain('Website Conversion Audit');
  });

  it('records async successes, not async failures or unpaid sessions', async () => {
    await ourCheckout('cs_test_unpaid');
    expect((await deliver(event('checkout.session.completed', { id: 'cs_test_unpaid', payment_status: 'unpaid' }))).json.recorded).toBe(false);
    expect((await deliver(event('checkout.session.async_payment_failed', { id: 'cs_test_failed', payment_status: 'unpaid' }))).json.recorded).toBe(false);
    expect((await deliver(event('checkout.session.async_payment_succeeded', { id: 'cs_test_unpaid', payment_status: 'paid' }))).json.recorded).toBe(true);
    expect((await deliver(event('customer.created', { id: 'cus_1' }))).json).toMatchObject({ received: true, recorded: false });
    const keys = await listKeys(store('orders'));
    expect(keys).toContain('cs_test_unpaid');
    expect(keys).not.toContain('cs_test_failed');
  });

  it('records a paid session for the audit at another amount as needing review, not as a paid audit', async () => {
    await ourCheckout('cs_test_cheap');
    const r = await deliver(event('checkout.session.completed', { id: 'cs_test_cheap', payment_status: 'paid', amount_total: 100 }));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ received: true, recorded: true, needsReview: true });
    const order = await store('orders').get('cs_test_cheap', { type: 'json' });
    expect(order).toMatchObject({ status: 'needs_review', amount: 100, sessionId: 'cs_test_cheap' });
    expect(order.problems.join(' ')).toMatch(/Amount paid \$1, the price is \$499/);
    expect(backend.postmark.requests).toHaveLength(1);
    const mail = JSON.parse(backend.postmark.requests[0]!.body);
    expect(mail.To).toBe('studio@northlight.example');
    expect(mail.Subject).toMatch(/^\[TEST\] Payment to review: cs_test_cheap/);
    expect(mail.Subject).not.toMatch(/New order/);
    expect(mail.TextBody).toMatch(/Amount paid \$1, the price is \$499/);
  });

  it('needs review too for another currency, or a session the site did not create', async () => {
    await ourCheckout('cs_test_euro');
    await deliver(event('checkout.session.completed', { id: 'cs_test_euro', payment_status: 'paid', currency: 'eur' }));
    expect(await store('orders').get('cs_test_euro', { type: 'json' })).toMatchObject({ status: 'needs_review', problems: [expect.stringMatching(/Currency EUR/)] });
    // Right amount and metadata, but not one of ours (a payment link, the dashboard…).
    const foreign = await deliver(event('checkout.session.completed', { id: 'cs_test_foreign', payment_status: 'paid' }));
    expect(foreign.json.needsReview).toBe(true);
    expect(await store('orders').get('cs_test_foreign', { type: 'json' })).toMatchObject({ status: 'needs_review', problems: [expect.stringMatching(/not created by the site/)] });
    expect(backend.postmark.requests.map((r) => JSON.parse(r.body).Subject)).toEqual([expect.stringMatching(/Payment to review/), expect.stringMatching(/Payment to review/)]);
  });

  it('answers 503 when the secret is not configured and 405 to GET', async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    expect((await deliver(event('checkout.session.completed', { id: 'cs_x', payment_status: 'paid' }), 't=1,v1=x')).status).toBe(503);
    const res = await handler(new Request('http://localhost/api/stripe-webhook'), makeContext());
    expect(res.status).toBe(405);
  });
});
