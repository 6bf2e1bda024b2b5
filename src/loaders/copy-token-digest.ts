/**
 * Astro keeps the parsed content between builds (node_modules/.astro/data-store.json) and parses a
 * file again only when the file itself changed. The copy tokens are filled while a file is parsed,
 * so a changed price or claim (the pricing file, src/lib/config.ts) would leave every other file's
 * text with the old figure. This wrapper gives a collection a clean slate whenever the tokens'
 * values differ from those its entries were parsed with: each file is then parsed again.
 */
import type { Loader } from 'astro/loaders';
import { COPY_TOKENS } from '../lib/copy-tokens';

const META_KEY = 'copy-tokens';

export function reparsedWhenTokensChange(loader: Loader): Loader {
  return {
    ...loader,
    load: async (context) => {
      const digest = context.generateDigest(JSON.stringify(COPY_TOKENS));
      if (context.meta.get(META_KEY) !== digest) {
        context.store.clear();
        context.meta.set(META_KEY, digest);
      }
      return loader.load(context);
    },
  };
}
