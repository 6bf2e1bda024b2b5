/**
 * The brand colours that files made at build time (guide PDFs, share cards) draw with, as hex.
 * The same values are the --color-* variables of src/styles/global.css, which the pages use; a
 * unit test (tests/unit/brand-colours.test.ts) fails if the two drift apart. Only the colours
 * the generated files need are here.
 */
export const BRAND_COLOURS = {
  /** --color-ink: text, the dark band. */
  ink: '#0b1b2b',
  /** --color-ink-soft: secondary text. */
  inkSoft: '#3b4757',
  /** --color-muted: small print. */
  muted: '#5b6675',
  /** --color-brand: the studio's teal (logo, headings, checkboxes). */
  brand: '#0b6b5a',
  /** --color-brand-soft: tinted boxes. */
  brandSoft: '#e6f3ef',
  /** --color-accent: amber (the logo's star, rules). */
  accent: '#f2b544',
  /** --color-accent-soft: highlighted notes. */
  accentSoft: '#fdf3dc',
  /** --color-surface: alternating table rows. */
  surface: '#f6f7f5',
  /** --color-line: hairlines. */
  line: '#dde3df',
  white: '#ffffff',
} as const;

export type BrandColour = keyof typeof BRAND_COLOURS;

/** The logo mark's star (src/components/ui/Logo.astro), an SVG path in a 32×32 box. */
export const LOGO_STAR_PATH = 'M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6Z';

/** "#0b6b5a" → [0.043, 0.42, 0.353]: red, green and blue from 0 to 1. */
export function hexToRgb01(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [match[1]!, match[2]!, match[3]!].map((part) => parseInt(part, 16) / 255) as [number, number, number];
}
