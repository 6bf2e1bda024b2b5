/**
 * The contact and Pay Now forms posted natively (before their islands hydrate, or without
 * JavaScript): the same endpoints answer them with pages (a 303 to the result, or a page saying
 * what was refused), only from this site's own pages; the JSON callers are unchanged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import createPayment from '../../netlify/functions/create-payment.mts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { STUDIO } from '../../netlify/generated/studio.ts';
import { AUDIT_PRODUCT } from '../../netlify/generated/offers.ts';
import { CONTACT_FORM_SENT_PATH, CONTACT_MESSAGES } from '../../src/lib/contact-form.ts';
import { PAYMENT_MESSAGES } from '../../src/lib/payment.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { makeContext, makeRequest } from './helpers/request.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(async () => {
  await blobs.stop();
});
beforeEach(() => {
  resetEnv({ URL: 'https://northlight.example' });
});

let n = 0;
const ip = () => `198.51.100.${++n}`;
const SAME_SITE = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8888' };

function post(handler: typeof contact, path: string, fields: Record<string, string>, headers: Record<string, string> = SAME_SITE, from = ip()) {
  return handler(
    makeRequest(path, {
      rawBody: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    }),
    makeContext(from),
  );
}

const inquiry = (over: Record<string, string> = {}) => ({
  name: 'Ada Native',
  email: `ada.${n}@example.com`,
  company: '',
  website: '',
  message: 'Sent before the page had its JavaScript.',
  company_website: '',
  ...over,
});

async function inquiries() {
  const s = store('inquiries');
  return Promise.all((await listKeys(s)).map((k) => s.get(k, { type: 'json' })));
}

describe('/api/contact posted by the page itself', () => {
  it('stores the inquiry and sends the visitor to the confirmation on the contact page (303)', async () => {
    const fields = inquiry();
    const res = await post(contact, '/api/contact', fields, { ...SAME_SITE, referer: 'http://localhost:8888/contact?utm_source=flyer&utm_campaign=fall' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(CONTACT_FORM_SENT_PATH);
    const stored = (await inquiries()).find((q) => q.email === fields.email);
    expect(stored).toMatchObject({ name: 'Ada Native', message: fields.message, utm: { source: 'flyer', campaign: 'fall' } });
  });

  it('answers a filled honeypot the same way and keeps nothing', async () => {
    const fields = inquiry({ company_website: 'http://spam.example' });
    const res = await post(contact, '/api/contact', fields);
    expect(res.status).toBe(303);
    expect((await inquiries()).some((q) => q.email === fields.email)).toBe(false);
  });

  it('refuses a form without a name with a page that says so and leads back', async () => {
    const res = await post(contact, '/api/contact', inquiry({ name: '' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain(CONTACT_MESSAGES.failed.title);
    expect(page.split('Name is required')).toHaveLength(2); // said once, not again in a list
    expect(page).toContain(STUDIO.email);
    expect(page).toContain('href="/contact"');
  });

  it('refuses a form another site made the browser send (403), before storing anything', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.localhost:8888' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ]) {
      const fields = inquiry();
      const res = await post(contact, '/api/contact', fields, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect((await inquiries()).some((q) => q.email === fields.email)).toBe(false);
    }
  });

  it('accepts a browser without Fetch Metadata when its Origin is this site', async () => {
    const res = await post(contact, '/api/contact', inquiry(), { origin: 'http://localhost:8888' });
    expect(res.status).toBe(303);
  });

  it('answers the rate limit with a page and its status', async () => {
    const same = ip();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(contact, '/api/contact', inquiry({ email: `limit${i}.${n}@example.com` }), SAME_SITE, same)).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });
});

describe('/api/create-payment posted by the page itself', () => {
  const product = { amount: String(AUDIT_PRODUCT.amount), title: AUDIT_PRODUCT.title };

  it('sends the visitor to the checkout itself (303)', async () => {
    const res = await post(createPayment, '/api/create-payment', product);
    expect(res.status).toBe(303);
    // Without a Stripe key: the local test checkout of this deploy.
    expect(res.headers.get('location')).toMatch(/\/api\/test-checkout\?session=/);
  });

  it('refuses a price that is not the catalogue’s with a page', async () => {
    const res = await post(createPayment, '/api/create-payment', { ...product, amount: '100' });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(PAYMENT_MESSAGES.unavailableTitle);
    expect(page).toContain('href="/payment"');
  });

  it('refuses a cross-site form (403)', async () => {
    const res = await post(createPayment, '/api/create-payment', product, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
