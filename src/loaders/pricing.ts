/**
 * The pricing file (src/content/pricing.yaml) is the one authority of every price: the pages read
 * it as the `pricing` collection, and this loader also
 *
 * - writes netlify/generated/offers.ts, the catalogue create-payment and the Stripe webhook charge
 *   and check against (functions cannot read collections), on every build, sync and dev change;
 * - gives the copy tokens their prices ({{auditPrice}}, {{startingPrice}}, …): `readPriceTokens`
 *   runs when src/content.config.ts loads, before any collection is parsed, so every text that
 *   names a price is filled from the same file. A bad price is refused by the schema (whole cents,
 *   a known currency, more than zero, at most MAX_PRICE_CENTS), which stops the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader } from 'astro/loaders';
import { generatedModuleLoader } from './generated-module';
import { parse } from 'yaml';
import { paymentCatalogueSource, priceTokenValues, type PriceToken, type Product } from '../lib/offers';
import { pricingSchema } from '../lib/schemas/content';

export const PRICING_FILE = 'src/content/pricing.yaml';
export const OFFERS_MODULE = 'netlify/generated/offers.ts';

/**
 * The price tokens' values, read from the pricing file as it is on disk now; undefined when the
 * file does not pass its schema (the collection's own parse then stops the build naming the field).
 */
/** Read from the project's root: where astro runs (the content config is bundled, so not beside this file). */
export function readPriceTokens(root: URL = pathToFileURL(join(process.cwd(), '/'))): Record<PriceToken, string> | undefined {
  try {
    const checked = pricingSchema.safeParse(parse(readFileSync(new URL(PRICING_FILE, root), 'utf8')));
    return checked.success ? priceTokenValues(checked.data) : undefined;
  } catch {
    return undefined;
  }
}

export function pricingLoader(onPrices: (values: Record<PriceToken, string>) => void): Loader {
  return generatedModuleLoader({
    name: 'pricing-loader',
    fileName: 'pricing.yaml',
    path: PRICING_FILE,
    holds: 'the prices the checkout charges',
    module: OFFERS_MODULE,
    source: (entry) => {
      const data = entry as { audit: Product } & Parameters<typeof priceTokenValues>[0];
      onPrices(priceTokenValues(data));
      return paymentCatalogueSource(data.audit, PRICING_FILE);
    },
  });
}
