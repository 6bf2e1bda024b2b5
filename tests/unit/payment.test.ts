import { describe, expect, it } from 'vitest';
import { AUDIT_PRODUCT } from '../../netlify/generated/offers.ts';
import { checkoutUrl, paymentPayload } from '~/lib/payment';
import { createPaymentSchema } from '~/lib/schemas/api';

describe('payment', () => {
  it('asks for the audit of the pricing file, accepted by createPaymentSchema', () => {
    expect(AUDIT_PRODUCT).toMatchObject({ amount: 49900, title: 'Website Conversion Audit', currency: 'usd' });
    expect(paymentPayload(AUDIT_PRODUCT)).toEqual({ amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title });
    expect(createPaymentSchema.safeParse(paymentPayload(AUDIT_PRODUCT)).success).toBe(true);
  });

  it('accepts only http(s) checkout URLs, resolving relative ones against the page', () => {
    expect(checkoutUrl('https://checkout.stripe.com/c/pay/cs_1', 'https://site.test/payment')).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(checkoutUrl('/test-checkout?session=1', 'http://127.0.0.1:4321/payment')).toBe(
      'http://127.0.0.1:4321/test-checkout?session=1',
    );
    expect(checkoutUrl('javascript:alert(1)', 'https://site.test/')).toBeNull();
    expect(checkoutUrl('', 'https://site.test/')).toBeNull();
    expect(checkoutUrl(undefined, 'https://site.test/')).toBeNull();
    expect(checkoutUrl(42, 'https://site.test/')).toBeNull();
  });
});
