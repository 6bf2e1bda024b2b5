/**
 * POST /api/create-payment: { amount, title } → { url } of a Stripe Checkout Session (or of the
 * local test checkout). The pair must match the catalogue in src/lib/config.ts, else 400.
 *
 * The payment page's Pay Now form posted natively (before its island hydrates, or without
 * JavaScript): the same two fields form-encoded, from this site's page only, answered with a
 * 303 to the checkout itself, or a page saying what was refused (netlify/lib/platform/form-post.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../src/lib/payment.ts';
import { createPaymentSchema } from '../../src/lib/schemas/api.ts';
import { siteOrigin } from '../lib/platform/env.ts';
import { answerFormPost, assertSameOriginForm } from '../lib/platform/form-post.ts';
import { endpoint, HttpError, json } from '../lib/platform/http.ts';
import { isFormPost, readForm, readJson } from '../lib/platform/request.ts';
import type { Logger } from '../lib/platform/log.ts';
import { createCheckout, findProduct } from '../lib/payments/checkout.ts';
import { visitorId } from '../lib/limits/visitor.ts';

/** The form's fields are text: the amount is read as the number it spells. */
const createPaymentFormSchema = createPaymentSchema.extend({
  amount: z.coerce.number().pipe(createPaymentSchema.shape.amount),
});

/** The checkout address for a catalogue product (the server's own copy of it). */
async function checkout(req: Request, body: z.output<typeof createPaymentSchema>, context: Context, log: Logger): Promise<string> {
  const product = findProduct(body.amount, body.title);
  if (!product) {
    log.warn('payment.unknown_product', { amount: body.amount });
    throw new HttpError(400, 'Unknown product or price', {
      issues: [{ path: 'amount', message: 'amount and title must match a product of the catalogue' }],
    });
  }
  const visitor = await visitorId(context.ip);
  const { url } = await createCheckout({ product, origin: siteOrigin(req), visitor, context, log });
  return url;
}

export default endpoint('create-payment', async ({ req, context, log }) => {
  if (isFormPost(req)) {
    const pages = {
      failedTitle: PAYMENT_MESSAGES.unavailableTitle,
      back: { href: '/payment', label: 'Back to the payment page' },
      help: PAYMENT_MESSAGES.unavailableFallback,
    };
    return answerFormPost(pages, log, async () => {
      assertSameOriginForm(req);
      return checkout(req, await readForm(req, createPaymentFormSchema), context, log);
    });
  }
  const url = await checkout(req, await readJson(req, createPaymentSchema), context, log);
  return json(200, { url });
});

export const config: Config = {
  path: '/api/create-payment',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
