/**
 * Draws a share card's SVG: the page's headline and the studio's brand, 1200×630. satori lays out
 * the card and turns its text into outlines, so the SVG needs no font to be shown. The build
 * rasterises it to PNG (src/integrations/share-card-image.ts); the editor shows a draft's card as
 * this SVG (the `share-card` route of the dev server and of /admin), drawn by this same function.
 * The typeface is Inter from the @fontsource/inter package (WOFF files, which satori reads; it
 * cannot read WOFF2), read once by the caller's `read` (a Netlify Function ships the files:
 * netlify.toml's included_files).
 */
import type { Font } from 'satori';
import { BRAND_COLOURS as C, DRAWING_SHADES, logoMarkSvg } from './palette.ts';
import { SHARE_CARD_SIZE, type ShareCard } from './share-card.ts';

export interface CardSite {
  name: string;
  /** The site's address (src/content/studio.yaml, or the live site's): its host is printed on the card. */
  url: string;
}

/** The card's typeface, Inter regular and bold, by the package files it is read from. */
export const CARD_FONT_FILES = [
  { weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
] as const;

/** Reads a package's file by its specifier (the caller's disk: the build's, the dev server's, a function's). */
export type ReadPackageFile = (specifier: string) => Promise<Buffer | ArrayBuffer>;

let fonts: Promise<Font[]> | undefined;

/** Inter regular and bold, read once. */
export function cardFonts(read: ReadPackageFile): Promise<Font[]> {
  fonts ??= Promise.all(CARD_FONT_FILES.map(async ({ weight, file }) => ({ name: 'Inter', weight, style: 'normal' as const, data: await read(file) })));
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

interface Element {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Element => ({
  type,
  props: { ...props, style, children },
});

const LOGO_URI = `data:image/svg+xml;base64,${Buffer.from(logoMarkSvg()).toString('base64')}`;

/** Smaller type for a longer headline, so that every headline fits in four lines. */
export function headlineSize(headline: string): number {
  const length = headline.length;
  if (length <= 45) return 76;
  if (length <= 75) return 64;
  if (length <= 110) return 54;
  return 46;
}

/** The card as satori's element tree. */
export function cardTree(card: ShareCard, site: CardSite): Element {
  const host = new URL(site.url).host;
  return el(
    'div',
    {
      width: SHARE_CARD_SIZE.width,
      height: SHARE_CARD_SIZE.height,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: C.ink,
      color: C.white,
      fontFamily: 'Inter',
      position: 'relative',
    },
    [
      // The hero's teal glow, as flat rings: flat colour keeps the PNG small and quick to encode.
      el('div', { position: 'absolute', top: -260, right: -200, width: 640, height: 640, borderRadius: 320, backgroundColor: DRAWING_SHADES.glowOuter }),
      el('div', { position: 'absolute', top: -170, right: -110, width: 460, height: 460, borderRadius: 230, backgroundColor: DRAWING_SHADES.glowInner }),
      // Positioned, so they paint over the rings (as in CSS, positioned boxes paint last, in order).
      el('div', { position: 'absolute', top: 60, left: 72, display: 'flex', alignItems: 'center' }, [
        el('img', { width: 56, height: 56 }, undefined, { src: LOGO_URI, width: 56, height: 56 }),
        el('div', { marginLeft: 18, fontSize: 32, fontWeight: 700 }, site.name),
      ]),
      el(
        'div',
        { position: 'absolute', top: 150, bottom: 100, left: 72, right: 72, display: 'flex', flexDirection: 'column', justifyContent: 'center' },
        [
          card.eyebrow
            ? el('div', { display: 'flex', fontSize: 28, fontWeight: 700, color: C.accent, marginBottom: 20 }, card.eyebrow)
            : null,
          el(
            'div',
            { display: 'block', fontSize: headlineSize(card.headline), fontWeight: 700, lineHeight: 1.12, letterSpacing: '-0.01em', lineClamp: 4 },
            card.headline,
          ),
        ].filter(Boolean),
      ),
      el('div', { position: 'absolute', left: 72, right: 72, bottom: 40, display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: C.line }, [
        el('div', { display: 'flex' }, host),
        el('div', { display: 'flex', width: 120, height: 8, borderRadius: 4, backgroundColor: C.accent }),
      ]),
    ],
  );
}

/** The card's SVG (text as outlines), its fonts read with `read`. */
export async function shareCardSvg(card: ShareCard, site: CardSite, read: ReadPackageFile): Promise<string> {
  // Loaded when a card is first drawn: a large module (its layout engine is WebAssembly) that the
  // modules importing this one for its types or constants, and /admin's other routes, do not need.
  const { default: satori } = await import('satori');
  return satori(cardTree(card, site) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_CARD_SIZE.width,
    height: SHARE_CARD_SIZE.height,
    fonts: await cardFonts(read),
  });
}

