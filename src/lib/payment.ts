/** Pay Now on /payment: messages, request body, returned checkout URL. */
import { AUDIT_PRODUCT } from './config.ts';
import type { CreatePaymentRequest } from './schemas/api.ts';

export const PAYMENT_MESSAGES = {
  button: 'Pay Now',
  busy: 'Opening checkout...',
  unavailableTitle: 'Payment unavailable',
  unavailableFallback: 'Please try again later.',
} as const;

/** The audit of the catalogue; the server is the price authority. */
export function paymentPayload(): CreatePaymentRequest {
  return { amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title };
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
