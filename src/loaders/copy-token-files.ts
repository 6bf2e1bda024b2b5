/**
 * The copy tokens ({{auditPrice}}, {{studio}}, {{phone}}, …) filled from the pricing and studio
 * files as they are on disk now: src/content.config.ts does it before any file is parsed, and the
 * editor's live preview in `astro dev` (src/editor/dev/preview.ts), whose module graph is not the
 * config's, does it again whenever either file changes.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { usePriceTokens, useStudioTokens } from '../lib/copy-tokens.ts';
import { PRICING_FILE } from '../lib/offers.ts';
import { STUDIO_FILE } from '../lib/studio.ts';
import { readPriceTokens } from './pricing-file.ts';
import { readStudioFacts } from './studio-file.ts';

/** The files the copy tokens are read from, from the project's root. */
export const COPY_TOKEN_FILES = [PRICING_FILE, STUDIO_FILE] as const;

/**
 * Fills the copy tokens from the files under `root` (the project's root: where astro runs). A file
 * that does not pass its schema leaves its tokens as they were: its collection's own parse then
 * stops the build naming the field.
 */
export function fillCopyTokensFromFiles(root: URL = pathToFileURL(join(process.cwd(), '/'))): void {
  const prices = readPriceTokens(root);
  if (prices) usePriceTokens(prices);
  const studio = readStudioFacts(root);
  if (studio) useStudioTokens(studio);
}
