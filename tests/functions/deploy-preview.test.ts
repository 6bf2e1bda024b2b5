/**
 * A deploy preview is a public copy of the site. Without a Stripe key it must not offer the
 * local test checkout (anyone could record "paid" test orders and mail the studio), and what it
 * stores (inquiries, leads, outbox…) goes to that deploy's own stores, never production's.
 */
import { getDeployStore, setEnvironmentContext } from '@netlify/blobs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import createPayment from '../../netlify/functions/create-payment.mts';
import testCheckout from '../../netlify/functions/test-checkout.mts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { AUDIT_PRODUCT } from '../../netlify/generated/offers.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { call } from './helpers/request.ts';

const PREVIEW_DEPLOY = '6650a1b2c3d4e5f6a7b8c9d0';
let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  // As on Netlify, the Blobs environment names the functions' region (deploy stores need it).
  setEnvironmentContext({ edgeURL: blobs.url, uncachedEdgeURL: blobs.url, siteID: blobs.siteID, token: blobs.token, primaryRegion: 'us-east-2' });
});
afterAll(() => blobs.stop());
beforeEach(() => {
  // As on Netlify: no CONTEXT at run time, the deploy context comes with the invocation.
  resetEnv({ URL: 'https://deploy-preview-7--northlight.netlify.app' });
  delete process.env.CONTEXT;
});
afterEach(() => {
  delete (globalThis as { Netlify?: unknown }).Netlify;
});

const onPreview = () => {
  (globalThis as { Netlify?: unknown }).Netlify = { context: { deploy: { context: 'deploy-preview', id: PREVIEW_DEPLOY } } };
};
const audit = { amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title };

describe('on a deploy preview', () => {
  it('without a Stripe key there is no test checkout: 503, nothing recorded, the page is hidden', async () => {
    onPreview();
    const before = await listKeys(store('checkouts'));
    const r = await call(createPayment, '/api/create-payment', { body: audit, deployContext: 'deploy-preview' });
    expect(r.status).toBe(503);
    expect(r.json.error).toMatch(/not available/);
    expect(await listKeys(store('checkouts'))).toEqual(before);
    for (const method of ['GET', 'POST']) {
      const page = await call(testCheckout, '/api/test-checkout?session=cs_localtest_000000000000000000000000', {
        method,
        deployContext: 'deploy-preview',
        ...(method === 'POST' ? { rawBody: 'session=cs_localtest_000000000000000000000000', headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
      });
      expect(page.status, method).toBe(404);
    }
  });

  it('as when the deploy context is unknown', async () => {
    const r = await call(createPayment, '/api/create-payment', { body: audit, deployContext: '' });
    expect(r.status).toBe(503);
  });

  it("keeps what it stores in the deploy's own stores, not in production's", async () => {
    onPreview();
    const r = await call(contact, '/api/contact', {
      deployContext: 'deploy-preview',
      ip: '203.0.113.40',
      body: { name: 'Preview Tester', email: 'tester@example.com', company: '', website: '', message: 'Testing the preview form', company_website: '' },
    });
    expect(r.status).toBe(200);
    delete (globalThis as { Netlify?: unknown }).Netlify;
    process.env.CONTEXT = 'production';
    // Production's (site-wide) stores hold nothing of it…
    expect(await listKeys(store('inquiries'))).toEqual([]);
    expect(await listKeys(store('leads'))).toEqual([]);
    expect(await listKeys(store('outbox'))).toEqual([]);
    // …the preview's do.
    const deployStore = (name: string) => getDeployStore({ name, deployID: PREVIEW_DEPLOY, consistency: 'strong' });
    const inquiries = await listKeys(deployStore('inquiries'));
    expect(inquiries).toHaveLength(1);
    expect(await deployStore('inquiries').get(inquiries[0]!, { type: 'json' })).toMatchObject({ name: 'Preview Tester', email: 'tester@example.com' });
    expect(await listKeys(deployStore('outbox'), 'pending/')).toHaveLength(1);
  });
});

describe('in local development', () => {
  it('the test checkout and the site-wide stores are used', async () => {
    process.env.CONTEXT = 'dev';
    const r = await call(createPayment, '/api/create-payment', { body: audit, deployContext: '' });
    expect(r.status).toBe(200);
    expect(r.json.url).toMatch(/\/api\/test-checkout\?session=cs_localtest_/);
    expect(await listKeys(store('checkouts'))).toHaveLength(1);
  });
});
