/**
 * POST /api/stripe-webhook (registered in the Stripe dashboard): verifies the signature,
 * records paid Checkout Sessions in `orders` once each, and applies refunds and disputes to
 * their orders once per event, notifying the studio. Bad signature: 400.
 */
import type { Config } from '@netlify/functions';
import { endpoint, json, methodNotAllowed } from '../lib/platform/http.ts';
import { handleEvent, verifyEvent } from '../lib/payments/webhook.ts';

export default endpoint('stripe-webhook', async ({ req, log }) => {
  if (req.method !== 'POST') throw methodNotAllowed('POST');
  const event = await verifyEvent(req);
  const result = await handleEvent(event, log);
  log.info('webhook.handled', { type: event.type, eventId: event.id, ...result });
  return json(200, { received: true, ...result });
});

export const config: Config = { path: '/api/stripe-webhook' };
