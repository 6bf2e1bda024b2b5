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
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { glob, type Loader } from 'astro/loaders';
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
  const inner = glob({ pattern: 'pricing.yaml', base: './src/content' });
  return {
    name: 'pricing-loader',
    load: async (context) => {
      async function writeCatalogue(): Promise<void> {
        const entry = context.store.get('pricing');
        if (!entry) throw new Error(`${PRICING_FILE} is missing: it holds the prices the checkout charges.`);
        const data = entry.data as unknown as { audit: Product } & Parameters<typeof priceTokenValues>[0];
        onPrices(priceTokenValues(data));
        const source = paymentCatalogueSource(data.audit, PRICING_FILE);
        const target = new URL(OFFERS_MODULE, context.config.root);
        // Unchanged prices leave the file alone, so watchers (the functions in dev) stay quiet.
        if ((await readFile(target, 'utf8').catch(() => '')) === source) return;
        await mkdir(new URL('.', target), { recursive: true });
        await writeFile(target, source);
      }
      const store: typeof context.store = {
        ...context.store,
        set: (entry) => {
          const changed = context.store.set(entry);
          // In dev the glob loader re-parses an edited file itself: the catalogue follows it.
          if (context.watcher && changed) void writeCatalogue().catch((error: Error) => context.logger.error(error.message));
          return changed;
        },
      };
      await inner.load({ ...context, store });
      await writeCatalogue();
    },
  };
}
