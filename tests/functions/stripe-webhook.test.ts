import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/stripe-webhook.mts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { startFakeStripe } from './helpers/fake-services.ts';
import { postmarkEnv, useMailBackend } from './helpers/mail-backend.ts';
import { makeContext } from './helpers/request.ts';
import { AUDIT_PRODUCT } from '../../netlify/generated/offers.ts';
import { orderState } from '../../netlify/lib/payments/orders.ts';
import { mailProblems } from './helpers/mail-links.ts';

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

/** A Charge or Dispute event, as Stripe sends it after the sale. */
function laterEvent(type: 'charge.refunded' | 'charge.dispute.created' | 'charge.dispute.closed', object: Record<string, unknown>, id: string, created = 1_900_000_100) {
  return JSON.stringify({ id, object: 'event', type, created, livemode: false, api_version: '2026-10-28.endive', data: { object } });
}
const charge = (paymentIntent: string, refunded: number, extra: Record<string, unknown> = {}) => ({
  id: `ch_${paymentIntent}`,
  object: 'charge',
  amount: 49900,
  amount_captured: 49900,
  amount_refunded: refunded,
  refunded: refunded >= 49900,
  currency: 'usd',
  payment_intent: paymentIntent,
  ...extra,
});
const dispute = (paymentIntent: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `dp_${paymentIntent}`,
  object: 'dispute',
  amount: 49900,
  currency: 'usd',
  charge: `ch_${paymentIntent}`,
  payment_intent: paymentIntent,
  reason: 'product_not_received',
  status,
  created: 1_900_000_050,
  evidence_details: { due_by: 1_900_900_000, has_evidence: false, past_due: false, submission_count: 0 },
  ...extra,
});
/** The subjects mailed, as a reader sees them (without the invisible joiners of inert text). */
const subjects = () => backend.postmark.requests.map((r) => (JSON.parse(r.body).Subject as string).replaceAll('\u2060', ''));
const order = async (sessionId: string) => store('orders').get(sessionId, { type: 'json' });

/** A paid order of the site, recorded from its checkout.session.completed with its PaymentIntent. */
async function paidOrder(sessionId: string, paymentIntent: string) {
  await ourCheckout(sessionId);
  const r = await deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'paid', payment_intent: paymentIntent }));
  expect(r.json.recorded).toBe(true);
  backend.postmark.requests.length = 0;
}

describe('/api/stripe-webhook after the sale: refunds and disputes', () => {
  it('keeps the PaymentIntent of a paid session with its order', async () => {
    await paidOrder('cs_test_pi', 'pi_kept');
    expect(await order('cs_test_pi')).toMatchObject({ status: 'paid', paymentIntentId: 'pi_kept' });
    expect(await store('payments').get('pi_kept', { type: 'json' })).toEqual({ paymentIntentId: 'pi_kept', sessionId: 'cs_test_pi' });
  });

  it('a refund in full marks the order refunded and tells the studio once, however often Stripe delivers it', async () => {
    await paidOrder('cs_test_refund', 'pi_refund');
    const payload = laterEvent('charge.refunded', charge('pi_refund', 49900), 'evt_refund_full');
    const results = await Promise.all(Array.from({ length: 6 }, () => deliver(payload)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.json.recorded)).toHaveLength(1);
    expect(results.every((r) => r.json.state === 'refunded')).toBe(true);
    const stored = await order('cs_test_refund');
    expect(stored).toMatchObject({ status: 'paid', refund: { amount: 49900, currency: 'usd', full: true }, laterEvents: ['evt_refund_full'] });
    expect(orderState(stored)).toBe('refunded');
    expect(subjects()).toEqual(['[TEST] Refunded: Website Conversion Audit (499.00 USD of 499.00 USD)']);
    const mail = JSON.parse(backend.postmark.requests[0]!.body);
    expect(mail.To).toBe('studio@northlight.example');
    expect(mail.TextBody).toMatch(/Order now: refunded/);
    expect(mailProblems(mail, 'https://northlight.example')).toEqual([]);
    // a replay later changes nothing and sends nothing
    expect((await deliver(payload)).json).toMatchObject({ recorded: false, ignored: 'already applied' });
    expect(backend.postmark.requests).toHaveLength(1);
  });

  it('partial refunds only ever add up, whatever order their events arrive in', async () => {
    await paidOrder('cs_test_partial', 'pi_partial');
    await deliver(laterEvent('charge.refunded', charge('pi_partial', 20000), 'evt_partial_2', 1_900_000_300));
    // the first refund's event, delivered late: the total stays the larger one, no mail
    const late = await deliver(laterEvent('charge.refunded', charge('pi_partial', 10000), 'evt_partial_1', 1_900_000_200));
    expect(late.json).toMatchObject({ recorded: true, state: 'partially_refunded' });
    expect((await order('cs_test_partial')).refund).toMatchObject({ amount: 20000, full: false });
    expect(subjects()).toEqual(['[TEST] Partly refunded: Website Conversion Audit (200.00 USD of 499.00 USD)']);
    await deliver(laterEvent('charge.refunded', charge('pi_partial', 49900), 'evt_partial_3', 1_900_000_400));
    expect(orderState(await order('cs_test_partial'))).toBe('refunded');
    expect(subjects()).toHaveLength(2);
  });

  it('a dispute is opened, then won; replays and a late "created" change nothing', async () => {
    await paidOrder('cs_test_dispute', 'pi_dispute');
    const created = laterEvent('charge.dispute.created', dispute('pi_dispute', 'needs_response'), 'evt_dispute_created', 1_900_000_100);
    expect((await deliver(created)).json).toMatchObject({ recorded: true, state: 'disputed' });
    expect((await deliver(created)).json).toMatchObject({ recorded: false, state: 'disputed' });
    // evidence is due at the dispute's evidence_details.due_by
    const due = new Date(1_900_900_000 * 1000).toISOString();
    expect(subjects()).toEqual([`[TEST] Dispute opened: Website Conversion Audit (499.00 USD), respond by ${due.slice(0, 10)} ${due.slice(11, 16)} UTC`]);
    const opened = JSON.parse(backend.postmark.requests[0]!.body);
    expect(opened.TextBody).toMatch(/Reason: product_not_received/);
    expect(opened.TextBody).toMatch(/Respond in the Stripe dashboard before the deadline/);

    const won = laterEvent('charge.dispute.closed', dispute('pi_dispute', 'won'), 'evt_dispute_won', 1_900_000_500);
    expect((await deliver(won)).json).toMatchObject({ recorded: true, state: 'dispute_won' });
    // Stripe sends events in no guaranteed order: a "created" reported after the close does not reopen it
    await deliver(laterEvent('charge.dispute.created', dispute('pi_dispute', 'needs_response'), 'evt_dispute_created_again', 1_900_000_100));
    expect(orderState(await order('cs_test_dispute'))).toBe('dispute_won');
    expect((await order('cs_test_dispute')).disputes.dp_pi_dispute).toMatchObject({ status: 'won', outcome: 'won', reason: 'product_not_received' });
    expect(subjects()).toEqual([expect.stringMatching(/Dispute opened/), '[TEST] Dispute won: Website Conversion Audit (499.00 USD)']);
  });

  it('a lost dispute, and an inquiry closed without a chargeback', async () => {
    await paidOrder('cs_test_lost', 'pi_lost');
    await deliver(laterEvent('charge.dispute.created', dispute('pi_lost', 'needs_response'), 'evt_lost_1'));
    await deliver(laterEvent('charge.dispute.closed', dispute('pi_lost', 'lost'), 'evt_lost_2', 1_900_000_200));
    expect(orderState(await order('cs_test_lost'))).toBe('dispute_lost');
    expect(subjects()).toEqual([expect.stringMatching(/Dispute opened/), expect.stringMatching(/^\[TEST\] Dispute lost/)]);
    await paidOrder('cs_test_inquiry', 'pi_inquiry');
    await deliver(laterEvent('charge.dispute.created', dispute('pi_inquiry', 'warning_needs_response'), 'evt_inquiry_1'));
    await deliver(laterEvent('charge.dispute.closed', dispute('pi_inquiry', 'warning_closed'), 'evt_inquiry_2', 1_900_000_200));
    expect(orderState(await order('cs_test_inquiry'))).toBe('paid');
    expect(subjects()).toEqual([expect.stringMatching(/Dispute opened/), expect.stringMatching(/^\[TEST\] Dispute closed/)]);
  });

  it('keeps a refund of a payment the site has not recorded (yet), and sends nothing', async () => {
    const r = await deliver(laterEvent('charge.refunded', charge('pi_unknown', 49900), 'evt_unknown'));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ received: true, recorded: false, held: 'waiting for its order' });
    expect(await listKeys(store('payments'), 'held/pi_unknown/')).toEqual(['held/pi_unknown/evt_unknown']);
    expect(backend.postmark.requests).toHaveLength(0);
  });

  it('ignores a refund of a charge without a PaymentIntent (never a Checkout Session), and sends nothing', async () => {
    const r = await deliver(laterEvent('charge.refunded', charge('pi_none', 49900, { payment_intent: null }), 'evt_no_intent'));
    expect(r.json).toMatchObject({ received: true, recorded: false, ignored: 'no order for this payment' });
    expect(backend.postmark.requests).toHaveLength(0);
  });

  it('finds an order recorded before PaymentIntents were kept by asking Stripe, once', async () => {
    const stripe = await startFakeStripe('sk_test_fake', { pi_old: 'cs_test_old' });
    try {
      process.env.STRIPE_SECRET_KEY = 'sk_test_fake';
      process.env.STRIPE_API_URL = stripe.url;
      await store('orders').setJSON('cs_test_old', { status: 'paid', sessionId: 'cs_test_old', productId: AUDIT_PRODUCT.id, title: AUDIT_PRODUCT.title, amount: 49900, currency: 'usd', customerEmail: 'old@example.com', paymentStatus: 'paid', event: 'checkout.session.completed', eventId: 'evt_old', livemode: false, test: true, paidAt: '2030-01-01T00:00:00.000Z', recordedAt: '2030-01-01T00:00:00.000Z' });
      expect((await deliver(laterEvent('charge.refunded', charge('pi_old', 49900), 'evt_old_refund'))).json).toMatchObject({ recorded: true, state: 'refunded' });
      expect(await order('cs_test_old')).toMatchObject({ paymentIntentId: 'pi_old', refund: { full: true } });
      await deliver(laterEvent('charge.dispute.created', dispute('pi_old', 'needs_response'), 'evt_old_dispute'));
      // the answer was kept: Stripe was asked once
      expect(stripe.requests.filter((r) => r.path.startsWith('/v1/checkout/sessions'))).toHaveLength(1);
      expect(stripe.requests[0]!.path).toContain('payment_intent=pi_old');
    } finally {
      await stripe.close();
    }
  });

  it('refuses an unsigned or tampered refund with 400 and changes nothing', async () => {
    await paidOrder('cs_test_forged', 'pi_forged');
    const payload = laterEvent('charge.refunded', charge('pi_forged', 49900), 'evt_forged');
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400);
    const good = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
    expect((await deliver(payload.replace('"amount_refunded":49900', '"amount_refunded":1'), good)).status).toBe(400);
    expect(orderState(await order('cs_test_forged'))).toBe('paid');
    expect(backend.postmark.requests).toHaveLength(0);
  });
});

describe('/api/stripe-webhook: events in any order', () => {
  it('a refund delivered before its order is kept, and applied when the order is recorded', async () => {
    await ourCheckout('cs_test_early');
    const refund = await deliver(laterEvent('charge.refunded', charge('pi_early', 49900), 'evt_early_refund'));
    expect(refund.status).toBe(200);
    expect(refund.json).toMatchObject({ recorded: false, held: 'waiting for its order' });
    expect(await order('cs_test_early')).toBeNull();
    const completed = await deliver(event('checkout.session.completed', { id: 'cs_test_early', payment_status: 'paid', payment_intent: 'pi_early' }));
    expect(completed.json).toMatchObject({ recorded: true, state: 'refunded' });
    expect(await order('cs_test_early')).toMatchObject({ status: 'paid', refund: { amount: 49900, full: true }, laterEvents: ['evt_early_refund'] });
    expect(subjects()).toEqual([expect.stringMatching(/New order/i), '[TEST] Refunded: Website Conversion Audit (499.00 USD of 499.00 USD)']);
    // Nothing stays held once applied; a redelivery of the early refund changes nothing more.
    expect(await listKeys(store('payments'), 'held/pi_early/')).toEqual([]);
    expect((await deliver(laterEvent('charge.refunded', charge('pi_early', 49900), 'evt_early_refund'))).json).toMatchObject({ recorded: false, ignored: 'already applied' });
    expect(subjects()).toHaveLength(2);
  });

  /** Every order of arrival of these events, the site's own checkout always before its completion (Stripe can say nothing of a session before it exists). */
  function orderings(): string[][] {
    const permute = (items: string[]): string[][] => (items.length <= 1 ? [items] : items.flatMap((first, i) => permute([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest])));
    return permute(['created', 'completed', 'refunded', 'disputed', 'dispute-closed']).filter((o) => o.indexOf('created') < o.indexOf('completed'));
  }

  it('every order of created, completed, refunded, disputed and dispute-closed ends in the same order state', async () => {
    const all = orderings();
    expect(all).toHaveLength(60);
    const finals = new Set<string>();
    for (const [n, ordering] of all.entries()) {
      const session = `cs_test_perm_${n}`;
      const pi = `pi_perm_${n}`;
      const deliveries: Record<string, () => Promise<unknown>> = {
        created: () => ourCheckout(session),
        completed: () => deliver(event('checkout.session.completed', { id: session, payment_status: 'paid', payment_intent: pi }, `evt_perm_${n}_completed`)),
        refunded: () => deliver(laterEvent('charge.refunded', charge(pi, 20000), `evt_perm_${n}_refunded`, 1_900_000_200)),
        disputed: () => deliver(laterEvent('charge.dispute.created', dispute(pi, 'needs_response'), `evt_perm_${n}_disputed`, 1_900_000_300)),
        'dispute-closed': () => deliver(laterEvent('charge.dispute.closed', dispute(pi, 'lost'), `evt_perm_${n}_closed`, 1_900_000_400)),
      };
      for (const step of ordering) await deliveries[step]!();
      const stored = await order(session);
      expect(stored, ordering.join(' → ')).toMatchObject({ status: 'paid', refund: { amount: 20000, full: false }, disputes: { [`dp_${pi}`]: { outcome: 'lost' } } });
      expect(new Set(stored.laterEvents)).toEqual(new Set([`evt_perm_${n}_refunded`, `evt_perm_${n}_disputed`, `evt_perm_${n}_closed`]));
      finals.add(orderState(stored));
    }
    expect([...finals]).toEqual(['dispute_lost']);
    expect(await listKeys(store('payments'), 'held/pi_perm_')).toEqual([]);
  }, 120_000);
});
