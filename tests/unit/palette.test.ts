/**
 * The palette (src/lib/palette.ts) is the one place a colour of the house is written: the site's
 * Tailwind theme is made from it, and no other source file repeats one of its colours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, DRAWING_SHADES, LOGO_MARK, logoMarkColours, logoMarkSvg, THEME_COLOURS } from '~/lib/palette';
import { colourVariable, withPaletteTheme } from '~/integrations/palette-theme';

const root = join(import.meta.dirname, '..', '..');
const stylesheet = readFileSync(join(root, 'src/styles/global.css'), 'utf8');

/** Source files that could write a colour: what the site, the functions and the scripts are made of. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|css|ts|tsx|mts|mjs|js|mdx|md|json|svg|html)$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => !file.startsWith(join('netlify', 'generated')));
}

/** A colour as source files write it: #rrggbb, and its red, green and blue as rgb() takes them. */
function spellings(hex: string): RegExp {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return new RegExp(`${hex}(?![0-9a-f])|\\b${r}[\\s_,]+${g}[\\s_,]+${b}\\b`, 'i');
}

describe('the palette', () => {
  it('is the one source file that writes a colour of the house', () => {
    const colours = Object.entries({ ...THEME_COLOURS, ...DRAWING_SHADES });
    const files = [...sourceFiles('src'), ...sourceFiles('scripts'), ...sourceFiles('netlify'), 'astro.config.mjs'];
    const written = files
      .filter((file) => file !== join('src', 'lib', 'palette.ts'))
      .flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return colours.filter(([, hex]) => spellings(hex).test(text)).map(([name, hex]) => `${file}: ${name} (${hex})`);
      });
    expect(written).toEqual([]);
  });

  it('gives the Tailwind theme a --color-* variable for each of its theme colours', () => {
    const css = withPaletteTheme(stylesheet, THEME_COLOURS);
    expect(css).not.toBeNull();
    for (const [name, hex] of Object.entries(THEME_COLOURS)) expect(css).toContain(`${colourVariable(name)}: ${hex};`);
    expect(colourVariable('inkSoft')).toBe('--color-ink-soft');
    expect(withPaletteTheme('@import "tailwindcss";', THEME_COLOURS)).toBeNull();
  });

  it('leaves the stylesheet no colour of its own', () => {
    expect(stylesheet).not.toMatch(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|oklch|oklab|lab|lch)\(\s*[\d.]/i);
  });
});

describe('the logo mark', () => {
  it('is drawn from one definition: no other source file writes its shapes', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('scripts'), ...sourceFiles('netlify')];
    const copies = files
      .filter((file) => file !== join('src', 'lib', 'palette.ts'))
      .filter((file) => readFileSync(join(root, file), 'utf8').includes(LOGO_MARK.star.path));
    expect(copies).toEqual([]);
  });

  it('is the favicon and the touch icon, as scripts/generate-images.mjs last drew them', () => {
    expect(readFileSync(join(root, 'public/favicon.svg'), 'utf8').trim()).toBe(logoMarkSvg({ size: 64 }));
  });

  it('stands on a teal tile, or a white one on dark ground, with the amber star', () => {
    expect(logoMarkColours('teal')).toEqual({ tile: BRAND_COLOURS.brand, star: BRAND_COLOURS.accent, centre: BRAND_COLOURS.white });
    expect(logoMarkColours('white')).toEqual({ tile: BRAND_COLOURS.white, star: BRAND_COLOURS.accent, centre: BRAND_COLOURS.brand });
    const svg = logoMarkSvg({ size: 180, square: true });
    expect(svg).toContain('width="180" height="180"');
    expect(svg).not.toContain('rx=');
    expect(logoMarkSvg()).toContain(`rx="${LOGO_MARK.tile.radius}"`);
  });
});
