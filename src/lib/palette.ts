/**
 * The studio's palette: the one file that writes a colour of the house. Everything else reads it,
 * in one direction only, from here outwards:
 *
 * - The site's stylesheet. Each THEME_COLOURS entry is a variable of the Tailwind theme
 *   (inkSoft: --color-ink-soft) and so the utilities of that name (text-ink-soft, bg-brand/10):
 *   the Vite plugin in src/integrations/palette-theme.ts puts them into src/styles/global.css's
 *   theme before Tailwind compiles it (never the other way: nothing here is read from CSS). The
 *   stylesheet derives what else it needs from those variables (the card shadow is ink at 6% and
 *   18%), so it writes no colour of its own.
 * - The pages' markup: the logo (src/components/ui/Logo.astro), the browser's theme colour
 *   (src/layouts/BaseLayout.astro).
 * - What the build draws: the guide PDFs (src/lib/pdf/), the share cards
 *   (src/integrations/share-card-image.ts).
 * - The e-mails (netlify/lib/mail/compose.ts), whose colours mail clients need inline.
 * - The illustrations, favicon and touch icon that scripts/generate-images.mjs draws.
 *
 * The logo mark is here too (LOGO_MARK): its shapes and their colours, which every drawing of it
 * reads, so the header, the footer, the share cards, the PDFs and the icons show one mark.
 *
 * Plain data with no imports, so Vite, plain Node (scripts, the build's worker threads, the
 * Netlify Functions) and the tests all load this same file.
 */

/** The theme's colours: each is the CSS variable --color-<name in kebab case> and its utilities. */
export const THEME_COLOURS = {
  /** Text, the dark band, the footer. */
  ink: '#0b1b2b',
  /** Secondary text. */
  inkSoft: '#3b4757',
  /** Small print. */
  muted: '#5b6675',
  /** The studio's teal: the logo's tile, buttons, links, focus rings. */
  brand: '#0b6b5a',
  /** Darker teal: hovered buttons, teal text on tinted ground. */
  brandStrong: '#084c40',
  /** Tinted boxes and badges. */
  brandSoft: '#e6f3ef',
  /** Amber: the logo's star, rules, focus rings on dark ground. */
  accent: '#f2b544',
  /** Highlighted notes. */
  accentSoft: '#fdf3dc',
  /** Alternating bands and table rows. */
  surface: '#f6f7f5',
  /** Hairlines and borders. */
  line: '#dde3df',
  /** Errors (a form field's message and border). */
  danger: '#b42318',
  dangerSoft: '#fef3f2',
  /** Confirmations (a form sent, a guide on its way). */
  success: '#067647',
} as const;

/**
 * The colours that what is drawn outside the stylesheet uses (logo, PDFs, share cards,
 * illustrations, e-mails): the theme's and white. White is not a theme entry: the theme keeps
 * Tailwind's own --color-white.
 */
export const BRAND_COLOURS = { ...THEME_COLOURS, white: '#ffffff' } as const;

export type BrandColour = keyof typeof BRAND_COLOURS;

/**
 * Shades of the brand colours that only drawn images use (the share cards and the pictures of
 * scripts/generate-images.mjs). The pages have no use for them, so they are not theme colours.
 */
export const DRAWING_SHADES = {
  /** Pale teal: the end of the home hero picture's background. */
  brandMist: '#d3ebe3',
  /** Light teal: the sparkles of a team portrait. */
  brandBright: '#4fb39a',
  /** Teals darker than brand: the grounds of the team portraits. */
  brandDeep: '#0d5e50',
  brandDeeper: '#073f35',
  brandDeepest: '#06352d',
  /** The teal glow on ink behind a share card's logo, as two flat rings (inner, outer). */
  glowInner: '#0e4a44',
  glowOuter: '#0d3a3a',
  /** Amber in shadow: the folds of a portrait's amber top. */
  accentShade: '#d99a2b',
} as const;

/**
 * The studio's mark: a rounded tile, an amber four-point star on it and a small dot at the star's
 * centre, drawn in a `box` × `box` square (SVG user units, y downwards). Each drawing of it reads
 * these shapes: the logo of the pages (src/components/ui/Logo.astro), the share cards and the
 * icons (logoMarkSvg below) and the guide PDFs (src/lib/pdf/pdf-writer.ts).
 */
export const LOGO_MARK = {
  box: 32,
  /** The tile: the whole box, its corners rounded by `radius`. */
  tile: { radius: 9 },
  /** The star, an SVG path. */
  star: { path: 'M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6Z' },
  /** The dot at the star's centre. */
  centre: { x: 16, y: 16, radius: 2.2 },
  /**
   * Its colours, by the ground it stands on: a teal tile (the header, share cards, PDFs and
   * icons), or a white one where the ground is dark (the footer).
   */
  colours: {
    teal: { tile: 'brand', star: 'accent', centre: 'white' },
    white: { tile: 'white', star: 'accent', centre: 'brand' },
  },
} as const satisfies {
  box: number;
  tile: { radius: number };
  star: { path: string };
  centre: { x: number; y: number; radius: number };
  colours: Record<string, Record<'tile' | 'star' | 'centre', BrandColour>>;
};

export type LogoMarkColours = keyof typeof LOGO_MARK.colours;

/** The mark's colours as #rrggbb: tile, star and centre. */
export function logoMarkColours(colours: LogoMarkColours = 'teal'): Record<'tile' | 'star' | 'centre', string> {
  const names = LOGO_MARK.colours[colours];
  return { tile: BRAND_COLOURS[names.tile], star: BRAND_COLOURS[names.star], centre: BRAND_COLOURS[names.centre] };
}

/**
 * The mark as an SVG document (a share card's image, the favicon). `size` gives it a width and
 * height (without, it scales to where it is put); `square` leaves the tile's corners square, for
 * a touch icon, whose corners the phone rounds itself.
 */
export function logoMarkSvg({ size, square = false, colours = 'teal' }: { size?: number; square?: boolean; colours?: LogoMarkColours } = {}): string {
  const { box, tile, star, centre } = LOGO_MARK;
  const fill = logoMarkColours(colours);
  const dimensions = size === undefined ? '' : ` width="${size}" height="${size}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${dimensions} viewBox="0 0 ${box} ${box}">` +
    `<rect width="${box}" height="${box}"${square ? '' : ` rx="${tile.radius}"`} fill="${fill.tile}"/>` +
    `<path d="${star.path}" fill="${fill.star}"/>` +
    `<circle cx="${centre.x}" cy="${centre.y}" r="${centre.radius}" fill="${fill.centre}"/>` +
    '</svg>'
  );
}

/** "#0b6b5a" → [0.043, 0.42, 0.353]: red, green and blue from 0 to 1. */
export function hexToRgb01(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [match[1]!, match[2]!, match[3]!].map((part) => parseInt(part, 16) / 255) as [number, number, number];
}
