/**
 * The palette (src/lib/palette.ts) as the site's Tailwind theme colours. A Vite plugin: before
 * Tailwind compiles a stylesheet, it replaces the stylesheet's `@import 'virtual:palette-theme';`
 * with an `@theme` block that holds one `--color-<name>` variable per THEME_COLOURS entry. Tailwind
 * then makes the colour utilities (bg-brand, text-ink-soft, border-brand/40) and writes the
 * variables that the CSS reads (var(--color-brand)), exactly as if the block were typed into the
 * stylesheet. Without the plugin the import fails the build (Tailwind cannot resolve it): the
 * colours never go missing silently.
 *
 * Tailwind v4's other ways in, and why not them:
 * - A virtual module that Vite serves: Tailwind resolves and reads each stylesheet it imports
 *   from disk itself (@tailwindcss/node), never through Vite's plugins. For the same reason a
 *   stylesheet that pulls global.css in with @reference would not get the colours: none does.
 * - A JavaScript plugin or config (@plugin, @config) extending the theme's colours: Tailwind adds
 *   their values as inline references, so bg-brand would get the hex itself and no --color-brand
 *   variable would exist for the CSS that reads one.
 * - A CSS file generated from the palette: a second written copy of it, missing in a fresh clone
 *   until a build writes it.
 *
 * In `astro dev` an edit of the palette restyles the open page. Tailwind recompiles a stylesheet
 * only when a file it read has changed, not when the text it is handed has, so the plugin marks
 * the stylesheet changed (its modification time, not its content); Vite then transforms it again,
 * with the palette read afresh, and sends the new CSS.
 */
import { stat, utimes } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** The line of a stylesheet that the theme block replaces. */
const PALETTE_IMPORT = /@import\s+(['"])virtual:palette-theme\1\s*;/;

const PALETTE_FILE = fileURLToPath(new URL('../lib/palette.ts', import.meta.url));

/** "inkSoft" → "--color-ink-soft": the variable, and so the utilities' name, of a theme colour. */
export function colourVariable(name: string): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * The theme block for these colours, on one line, so the stylesheet's other lines keep their
 * numbers (in Tailwind's messages and source maps).
 */
export function paletteThemeCss(colours: Readonly<Record<string, string>>): string {
  return `@theme { ${Object.entries(colours)
    .map(([name, value]) => `${colourVariable(name)}: ${value};`)
    .join(' ')} }`;
}

/** The stylesheet's text with its palette import replaced by the theme block, or null if it has none. */
export function withPaletteTheme(css: string, colours: Readonly<Record<string, string>>): string | null {
  return PALETTE_IMPORT.test(css) ? css.replace(PALETTE_IMPORT, () => paletteThemeCss(colours)) : null;
}

let loaded: { modified: number; colours: Readonly<Record<string, string>> } | undefined;

/** THEME_COLOURS as the palette file now says: imported again (a new module URL) once it has changed. */
async function themeColours(): Promise<Readonly<Record<string, string>>> {
  const modified = (await stat(PALETTE_FILE)).mtimeMs;
  if (loaded?.modified !== modified) {
    const palette = (await import(`${pathToFileURL(PALETTE_FILE).href}?modified=${modified}`)) as typeof import('../lib/palette.ts');
    loaded = { modified, colours: palette.THEME_COLOURS };
  }
  return loaded.colours;
}

export function paletteTheme(): Plugin {
  /** The stylesheets that import the palette, by file. */
  const stylesheets = new Set<string>();
  return {
    name: 'palette-theme',
    enforce: 'pre',
    transform: {
      // Before every other transform of the stylesheet, Tailwind's included.
      order: 'pre',
      filter: { id: /\.css(?:\?|$)/ },
      async handler(css, id) {
        if (!PALETTE_IMPORT.test(css)) return null;
        stylesheets.add(id.replace(/\?.*$/, ''));
        return { code: withPaletteTheme(css, await themeColours())!, map: null };
      },
    },
    configureServer(server) {
      server.watcher.add(PALETTE_FILE);
      server.watcher.on('change', (file) => {
        if (file !== PALETTE_FILE) return;
        const now = new Date();
        for (const stylesheet of stylesheets) void utimes(stylesheet, now, now);
      });
    },
  };
}
