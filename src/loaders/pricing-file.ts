/**
 * The pricing file as it is on disk, read before Astro has loaded any collection: by
 * src/content.config.ts (the price tokens) and by the editor's live preview in `astro dev`, which
 * runs in the config's own module graph (plain Node). Apart from the pricing loader (./pricing.ts)
 * for that reason, as ./studio-file.ts is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { PRICING_FILE, priceTokenValues, type PriceToken } from '../lib/offers.ts';
import { pricingSchema } from '../lib/schemas/content.ts';

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

