/**
 * What the studio sells and at what price, as written in src/content/pricing.yaml (the one
 * authority of every price the site shows or charges). Pure: the content's loader
 * (src/loaders/pricing.ts) writes the catalogue the functions charge from with
 * `paymentCatalogueSource`, the copy tokens of the prices come from `priceTokenValues`, and the
 * editor's change list names a price change with `priceChanges`.
 */

/** The currencies a price may be charged in: Stripe's codes, lower case. */
/** The file every price is written in (the `pricing` collection): the pages, the copy tokens and the payment catalogue read it. */
export const PRICING_FILE = 'src/content/pricing.yaml';

export const CURRENCIES = ['usd', 'cad', 'eur', 'gbp', 'aud'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The highest price the site may charge online, in cents ($10,000). A price above it is a typo
 * (a missing decimal point, an extra zero) far more often than a real product of a small studio.
 */
export const MAX_PRICE_CENTS = 1_000_000;

/** A product sold through the checkout: the server charges these values, never a request's. */
export interface Product {
  /** Its code in orders, Stripe's metadata and the studio's e-mails. */
  id: string;
  /** Its name at the checkout, on the receipt and on /payment. */
  title: string;
  /** Its price in the currency's smallest unit (cents). */
  amount: number;
  currency: Currency;
}

/** A pricing tier of /pricing as the pricing file holds it. */
export interface PricingTier {
  tier: string;
  price: string;
}

/** A consultation's length and price (whole dollars). */
export interface Consultation {
  duration: string;
  price: number;
}

/** What the prices' copy tokens are made of. */
export interface Prices {
  audit: Pick<Product, 'amount' | 'currency'>;
  tiers: readonly Pick<PricingTier, 'price'>[];
  consultations: readonly Pick<Consultation, 'price'>[];
}

/**
 * An amount in cents as a visitor reads it: "$499", "$499.50" ("€499" in euros). Whole amounts
 * have no decimals, as the rest of the site's prices.
 */
export function formatMoney(cents: number, currency: Currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** The copy tokens whose values are prices of the pricing file (see src/lib/copy-tokens.ts). */
export const PRICE_TOKENS = ['auditPrice', 'consultOneHour', 'consultTwoHours', 'startingPrice'] as const;
export type PriceToken = (typeof PRICE_TOKENS)[number];

/** The price tokens' values: the audit's price, the two consultations' and the first tier's. */
export function priceTokenValues(prices: Prices): Record<PriceToken, string> {
  const consultation = (i: number) => {
    const price = prices.consultations[i]?.price;
    return price === undefined ? '' : formatMoney(price * 100);
  };
  return {
    auditPrice: formatMoney(prices.audit.amount, prices.audit.currency),
    consultOneHour: consultation(0),
    consultTwoHours: consultation(1),
    startingPrice: prices.tiers[0]?.price ?? '',
  };
}

/** The module the functions read the catalogue from (netlify/generated/offers.ts). */
export function paymentCatalogueSource(audit: Product, sourceFile: string): string {
  const product: Product = { id: audit.id, title: audit.title, amount: audit.amount, currency: audit.currency };
  return [
    `// Generated from ${sourceFile} by the pricing loader (src/loaders/pricing.ts) on every`,
    '// `astro build`, `astro sync` and `astro dev` change. Do not edit: edit the pricing file.',
    "import type { Product } from '../../src/lib/offers.ts';",
    '',
    '/** The audit sold on /payment: create-payment charges these values, never a request\'s copy. */',
    `export const AUDIT_PRODUCT: Product = ${JSON.stringify(product, null, 2)};`,
    '',
    '/** Every product the checkout sells. */',
    'export const PAYMENT_CATALOGUE: readonly Product[] = [AUDIT_PRODUCT];',
    '',
  ].join('\n');
}

/** The prices of a pricing file that a change list names. */
export interface PricedItems {
  audit?: Partial<Pick<Product, 'title' | 'amount' | 'currency'>> | undefined;
  tiers?: readonly Partial<PricingTier>[] | undefined;
  consultations?: readonly Partial<Consultation>[] | undefined;
}

/**
 * The price changes between two versions of the pricing file, each one line an editor reads
 * before publishing: `Price of "Website Conversion Audit": $499 → $599`. Unchanged prices are
 * not listed; a tier or consultation added or removed is.
 */
export function priceChanges(before: PricedItems, after: PricedItems): string[] {
  const changes: string[] = [];
  const money = (item: PricedItems['audit']) =>
    item?.amount === undefined ? 'none' : formatMoney(item.amount, (item.currency ?? 'usd') as Currency);
  if (money(before.audit) !== money(after.audit)) {
    changes.push(`Price of "${after.audit?.title ?? before.audit?.title ?? 'the audit'}": ${money(before.audit)} → ${money(after.audit)}`);
  }
  const listed = <T>(items: readonly T[] | undefined, name: (item: T) => string | undefined, price: (item: T) => string) =>
    new Map((items ?? []).map((item, i) => [name(item) ?? `#${i + 1}`, price(item)]));
  const compare = (kind: string, old: Map<string, string>, now: Map<string, string>) => {
    for (const [name, price] of now) {
      const was = old.get(name);
      if (was === undefined) changes.push(`New ${kind} "${name}": ${price}`);
      else if (was !== price) changes.push(`Price of ${kind} "${name}": ${was} → ${price}`);
    }
    for (const [name, price] of old) if (!now.has(name)) changes.push(`Removed ${kind} "${name}" (was ${price})`);
  };
  const tier = (item: Partial<PricingTier>) => item.price ?? 'none';
  const consultation = (item: Partial<Consultation>) => (item.price === undefined ? 'none' : formatMoney(item.price * 100));
  compare('tier', listed(before.tiers, (t) => t.tier, tier), listed(after.tiers, (t) => t.tier, tier));
  compare('consultation', listed(before.consultations, (c) => c.duration, consultation), listed(after.consultations, (c) => c.duration, consultation));
  return changes;
}
