/**
 * POST /api/create-payment: { amount, title } → { url } of a Stripe Checkout Session (or of the
 * local test checkout). The pair must match the catalogue in src/lib/config.ts, else 400.
 */
import type { Config } from '@netlify/functions';
import { createPaymentSchema } from '../../src/lib/schemas/api.ts';
import { siteOrigin } from '../lib/env.ts';
import { endpoint, HttpError, json, readJson } from '../lib/http.ts';
import { createCheckout, findProduct } from '../lib/payment.ts';
import { visitorId } from '../lib/visitor.ts';

export default endpoint('create-payment', async ({ req, context, log }) => {
  const body = await readJson(req, createPaymentSchema);
  const product = findProduct(body.amount, body.title);
  if (!product) {
    log.warn('payment.unknown_product', { amount: body.amount });
    throw new HttpError(400, 'Unknown product or price', {
      issues: [{ path: 'amount', message: 'amount and title must match a product of the catalogue' }],
    });
  }
  const visitor = await visitorId(context.ip);
  const { url } = await createCheckout({ product, origin: siteOrigin(req), visitor, context, log });
  return json(200, { url });
});

export const config: Config = {
  path: '/api/create-payment',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
