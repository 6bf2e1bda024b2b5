/**
 * Prices have one authority, src/content/pricing.yaml: the schema refuses a price the checkout
 * could not charge as written, the catalogue the functions charge from is generated from it, and
 * the copy tokens and the editor's change list read it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AUDIT_PRODUCT, PAYMENT_CATALOGUE } from '../../netlify/generated/offers.ts';
import { MAX_PRICE_CENTS, formatMoney, paymentCatalogueSource, priceChanges, priceTokenValues } from '~/lib/offers';
import { pricingSchema } from '~/lib/schemas/content';

const root = join(import.meta.dirname, '..', '..');
const pricingFile = parse(readFileSync(join(root, 'src/content/pricing.yaml'), 'utf8'));
const withAudit = (audit: Record<string, unknown>) => ({ ...pricingFile, audit: { ...pricingFile.audit, ...audit } });
const issues = (data: unknown) => {
  const result = pricingSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the pricing file', () => {
  it('passes its schema, and the functions charge exactly its audit', () => {
    expect(issues(pricingFile)).toEqual([]);
    expect(AUDIT_PRODUCT).toEqual(pricingFile.audit);
    expect(PAYMENT_CATALOGUE).toEqual([AUDIT_PRODUCT]);
    expect(paymentCatalogueSource(pricingFile.audit, 'src/content/pricing.yaml')).toBe(readFileSync(join(root, 'netlify/generated/offers.ts'), 'utf8'));
  });

  it('refuses a price in dollars, with decimals, zero, negative or above the maximum', () => {
    expect(issues(withAudit({ amount: 499.5 }))).toEqual(['audit.amount: The price is in cents, a whole number: 49900 for $499.00, 49950 for $499.50']);
    expect(issues(withAudit({ amount: '49900' }))[0]).toMatch(/^audit\.amount: The price in cents/);
    expect(issues(withAudit({ amount: 0 }))).toEqual(['audit.amount: A price is more than zero']);
    expect(issues(withAudit({ amount: -100 }))).toEqual(['audit.amount: A price is more than zero']);
    expect(issues(withAudit({ amount: MAX_PRICE_CENTS }))).toEqual([]);
    expect(issues(withAudit({ amount: MAX_PRICE_CENTS + 1 }))[0]).toMatch(/^audit\.amount: At most 1000000 cents \(\$10,000\)/);
  });

  it('refuses an unknown or upper-case currency, a missing title and a mistyped field', () => {
    expect(issues(withAudit({ currency: 'USD' }))[0]).toMatch(/^audit\.currency: One of: usd, cad/);
    expect(issues(withAudit({ currency: 'btc' }))[0]).toMatch(/^audit\.currency: One of/);
    expect(issues(withAudit({ title: '' }))[0]).toMatch(/^audit\.title/);
    expect(issues(withAudit({ amout: 49900 }))[0]).toMatch(/Unrecognized key/);
  });

  it('refuses a tier price not written as shown, and two popular tiers', () => {
    const tiers = pricingFile.tiers.map((tier: Record<string, unknown>, i: number) => (i === 0 ? { ...tier, price: '995' } : tier));
    expect(issues({ ...pricingFile, tiers })[0]).toMatch(/^tiers\.0\.price: A price in dollars as it is shown/);
    const popular = pricingFile.tiers.map((tier: Record<string, unknown>) => ({ ...tier, popular: true }));
    expect(issues({ ...pricingFile, tiers: popular })[0]).toMatch(/^tiers: One tier at most is "Most popular"/);
  });
});

describe('prices as a visitor reads them', () => {
  it('formats cents in the currency, without decimals when whole', () => {
    expect(formatMoney(49900)).toBe('$499');
    expect(formatMoney(49950, 'usd')).toBe('$499.50');
    expect(formatMoney(120000, 'usd')).toBe('$1,200');
    expect(formatMoney(49900, 'eur')).toBe('€499');
  });

  it('gives the price tokens from the pricing file', () => {
    expect(priceTokenValues(pricingFile)).toEqual({ auditPrice: '$499', consultOneHour: '$299', consultTwoHours: '$499', startingPrice: '$995' });
  });
});

describe("the editor's change list", () => {
  it('names each price that changed, and only those', () => {
    const after = {
      ...withAudit({ amount: 59900 }),
      tiers: [{ ...pricingFile.tiers[0], price: '$1,095' }, ...pricingFile.tiers.slice(1, 3)],
    };
    expect(priceChanges(pricingFile, after)).toEqual([
      'Price of "Website Conversion Audit": $499 → $599',
      'Price of tier "Website Refresh": $995 → $1,095',
      'Removed tier "Custom Solution" (was $8,000+)',
    ]);
    expect(priceChanges(pricingFile, structuredClone(pricingFile))).toEqual([]);
  });
});
