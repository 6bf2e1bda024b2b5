/** Pay Now on /payment: messages, request body, returned checkout URL. */
import type { Product } from './offers.ts';
import type { CreatePaymentRequest } from './schemas/api.ts';

export const PAYMENT_MESSAGES = {
  button: 'Pay Now',
  busy: 'Opening checkout...',
  unavailableTitle: 'Payment unavailable',
  unavailableFallback: 'Please try again later.',
} as const;

/**
 * What Pay Now asks for: the product's amount and title as the page showed them (from the pricing
 * file). The server charges its own copy of the catalogue and refuses any other pair.
 */
export function paymentPayload(product: Pick<Product, 'amount' | 'title'>): CreatePaymentRequest {
  return { amount: product.amount, title: product.title };
}

/**
 * The checkout address the server returned, when it is an http(s) URL (absolute, or relative to
 * `base`, for the local test checkout); null otherwise.
 */
export function checkoutUrl(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const parsed = new URL(url.trim(), base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
