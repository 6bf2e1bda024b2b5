/**
 * Extra industry files, as an editor adding many pages would write them: each a copy of
 * lawyers.mdx with its own slug, names, headline, page title and description, guide title and
 * description (so every extra page gets its own share card and guide PDF: identical content
 * would be served from the cache, and the build refuses two files sharing a title). They are
 * listed in the footer and among the home cards like every industry, and come after the site's
 * own industries in menu order; as an editor adding many pages would choose, they are not in the
 * header's dropdown (menu.header: false) and their guides are not featured on /resources
 * (guide.featured: false).
 *
 * Used by `npm run bench:build` (build time by number of pages) and by the test that the pages
 * do not grow with the number of industries (tests/build/industry-scale.test.ts).
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const TEMPLATE = 'src/content/industries/lawyers.mdx';
export const EXTRA_PREFIX = 'bench-';

/** lawyers.mdx as the n-th extra industry. */
export function extraIndustry(template, n) {
  const replace = (text, pattern, replacement) => {
    if (!pattern.test(text)) throw new Error(`${TEMPLATE} no longer matches ${pattern}: update scripts/lib/extra-industries.mjs`);
    return text.replace(pattern, replacement);
  };
  let text = template;
  // `name` was called `industry` before the names were made one word, one meaning (older revisions).
  text = replace(text, /^(name|industry): .*$/m, `$1: "Bench ${n}"`);
  text = replace(text, /^slug: .*$/m, `slug: "${EXTRA_PREFIX}${n}"`);
  text = replace(text, /^vanityAliases: .*$/m, 'vanityAliases: []');
  text = replace(text, /^(  label: ).*$/m, `$1"Bench ${n}"`);
  text = replace(text, /^(  order: ).*$/m, `$1${1000 + n}`);
  text = replace(text, /^(  header: ).*$/m, '$1false');
  text = replace(text, /^(  featured: ).*$/m, '$1false');
  text = replace(text, /^(  headline: ")(.*)"$/m, `$1$2, page ${n}"`);
  text = replace(text, /^(guide:\n  title: ")(.*)"$/m, `$1$2, no. ${n}"`);
  // Titles and descriptions are each page's own: the build refuses two files sharing one.
  text = replace(text, /^(guide:\n  title: .*\n  description: ")(.*)"$/m, `$1$2 (no. ${n})"`);
  text = replace(text, /^(seo:\n  title: ")(.*)"$/m, `$1Bench ${n} | Fast Sites"`);
  text = replace(text, /^(seo:\n  title: .*\n  description: ")(.*)"$/m, `$1Bench page ${n}: $2"`);
  return text;
}

/** Makes the project in `dir` have exactly `n` extra industry files (removing any others it has). */
export async function setExtraIndustries(dir, n) {
  const folder = join(dir, 'src/content/industries');
  for (const file of await readdir(folder)) if (file.startsWith(EXTRA_PREFIX)) await rm(join(folder, file));
  const template = await readFile(join(dir, TEMPLATE), 'utf8');
  for (let i = 1; i <= n; i++) await writeFile(join(folder, `${EXTRA_PREFIX}${i}.mdx`), extraIndustry(template, i));
}
