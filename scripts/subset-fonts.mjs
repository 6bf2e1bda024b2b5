#!/usr/bin/env node
/**
 * npm run fonts: writes the site's Inter files (src/assets/fonts/, committed) from Fontsource's
 * variable Inter (@fontsource-variable/inter), smaller for the site's own use:
 * - the weight axis limited to 400-700 (the site sets text at 400, 500, 600 and 700 only);
 * - only the OpenType features browsers apply by default plus tabular figures (the stats);
 * - the same characters as Fontsource's Latin and Latin Extended files (their unicode-range,
 *   repeated in src/styles/global.css's @font-face rules).
 * The Latin file shrinks from 47 to about 26 KiB: it is the one every page downloads, and on a
 * phone network it competes with the page itself for the first round trips.
 * Run it again after upgrading @fontsource-variable/inter.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = join(import.meta.dirname, '..');
const fontsource = join(root, 'node_modules/@fontsource-variable/inter');
const out = join(root, 'src/assets/fonts');

export const WEIGHTS = { min: 400, max: 700 };
/** Default-on features (shaping, kerning, ligatures, contextual alternates, variation substitutions) and tnum. */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];

/** The characters of a CSS unicode-range value (U+0100-02BA, U+0304, ...). */
function charactersOf(unicodeRange) {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

const css = await readFile(join(fontsource, 'wght.css'), 'utf8');
for (const subset of ['latin', 'latin-ext']) {
  const face = css.match(new RegExp(`/\\* inter-${subset}-wght-normal \\*/\\s*@font-face\\s*{([^}]*)}`));
  if (!face) throw new Error(`Fontsource's wght.css has no ${subset} face`);
  const unicodeRange = face[1].match(/unicode-range:\s*([^;]+);/)[1];
  const source = await readFile(join(fontsource, `files/inter-${subset}-wght-normal.woff2`));
  const font = await subsetFont(source, charactersOf(unicodeRange), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: { ...WEIGHTS, default: WEIGHTS.min } },
  });
  const file = `inter-${subset}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`;
  await writeFile(join(out, file), font);
  console.log(`${file}: ${(source.length / 1024).toFixed(1)} KiB -> ${(font.length / 1024).toFixed(1)} KiB (unicode-range: ${unicodeRange})`);
}
