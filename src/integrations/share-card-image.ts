/**
 * Draws a share card: the page's headline and the studio's brand on a 1200×630 PNG. satori lays
 * out the card and turns its text into outlines (an SVG, src/lib/share-card-drawing.ts, which the
 * editor shows too), resvg rasterises it. Both are CPU work:
 * the build runs them on worker threads (./build-assets-worker.ts) while its main thread renders
 * the pages. The PNG is encoded by ./opaque-png.ts. The typeface is Inter from the @fontsource/inter package (WOFF files, which satori
 * reads; it cannot read WOFF2), loaded once per thread. The site itself uses the system font: a
 * card is an image, so its font costs a visitor nothing.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { shareCardSvg, type CardSite } from '../lib/share-card-drawing.ts';
import type { ShareCard } from '../lib/share-card.ts';
import { opaquePng } from './opaque-png.ts';

export type { CardSite } from '../lib/share-card-drawing.ts';

const require = createRequire(import.meta.url);
/** A package's file, from this project's node_modules. */
const readPackageFile = (specifier: string) => readFile(require.resolve(specifier));

/** The card as a 1200×630 PNG. */
export async function shareCardPng(card: ShareCard, site: CardSite): Promise<Uint8Array> {
  const svg = await shareCardSvg(card, site, readPackageFile);
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
  // The card's ground fills it, so it is opaque: RGB. resvg's encoder stays for anything else.
  const png = opaquePng(image.pixels, image.width, image.height) ?? image.asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
