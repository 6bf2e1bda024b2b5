/**
 * The pricing file (src/content/pricing.yaml) is the one authority of every price: the pages read
 * it as the `pricing` collection, and this loader also
 *
 * - writes netlify/generated/offers.ts, the catalogue create-payment and the Stripe webhook charge
 *   and check against (functions cannot read collections), on every build, sync and dev change;
 * - gives the copy tokens their prices ({{auditPrice}}, {{startingPrice}}, …): `readPriceTokens`
 *   (./pricing-file.ts, through ./copy-token-files.ts) runs when src/content.config.ts loads, before
 *   any collection is parsed, so every text that names a price is filled from the same file. A
 *   bad price is refused by the schema (whole cents, a known currency, more than zero, at most
 *   MAX_PRICE_CENTS), which stops the build.
 */
import type { Loader } from 'astro/loaders';
import { generatedModuleLoader } from './generated-module';
import { paymentCatalogueSource, PRICING_FILE, priceTokenValues, type PriceToken, type Product } from '../lib/offers';

export const OFFERS_MODULE = 'netlify/generated/offers.ts';

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
