/**
 * What an industry page shows that its file chooses, read from the built pages in dist/: the
 * founder card is the one the file's `founderCard` names, else the one its hero button implies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FOUNDER_CARD_COPY, founderCardOf } from '~/lib/founder-card';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';

const root = join(import.meta.dirname, '..', '..');

describe('industry pages', () => {
  for (const industry of INDUSTRIES) {
    it(`${industry.path} shows the founder card its file chooses`, () => {
      const frontmatter = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, industry.file), 'utf8'))![1]!);
      const card = founderCardOf(frontmatter);
      const html = readFileSync(join(root, 'dist', `${industry.slug}.html`), 'utf8');
      expect(html.match(/data-founder-card="([^"]+)"/)?.[1]).toBe(card);
      expect(html).toContain(FOUNDER_CARD_COPY[card].buttonText);
    });
  }
});
