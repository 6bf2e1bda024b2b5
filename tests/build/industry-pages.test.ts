/**
 * What an industry page shows that its file chooses, read from the built pages in dist/: the
 * founder card is the one the file's `founderCard` names, else the one its hero button implies;
 * the hero's picture (`hero.image`), offered to wide screens only and preloaded there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { founderCardOf } from '~/lib/founder-card';
import { filledContentFile } from '../fixtures/content-files';

const FOUNDER_CARD_COPY = filledContentFile('blocks/founder-cards.yaml');
import { INDUSTRIES } from '../../netlify/generated/industries.ts';

const root = join(import.meta.dirname, '..', '..');
/** Tailwind's lg breakpoint, where the hero has its picture column. */
const WIDE = '(min-width: 64rem)';

function frontmatterOf(file: string) {
  return parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, file), 'utf8'))![1]!);
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('industry pages', () => {
  for (const industry of INDUSTRIES) {
    it(`${industry.path} shows the founder card its file chooses`, () => {
      const frontmatter = frontmatterOf(industry.file);
      const card = founderCardOf(frontmatter);
      const html = readFileSync(join(root, 'dist', `${industry.slug}.html`), 'utf8');
      expect(html.match(/data-founder-card="([^"]+)"/)?.[1]).toBe(card);
      expect(html).toContain(FOUNDER_CARD_COPY[card].buttonText);
    });

    it(`${industry.path} offers its hero picture to wide screens only, preloaded there`, () => {
      const { hero } = frontmatterOf(industry.file);
      const html = readFileSync(join(root, 'dist', `${industry.slug}.html`), 'utf8');
      const picture = /<picture>(?:(?!<\/picture>)[\s\S])*data-industry-hero-image[^>]*><\/picture>/.exec(html)?.[0];
      if (!hero.image) {
        expect(picture, 'no hero picture without hero.image').toBeUndefined();
        return;
      }
      expect(picture, 'the hero picture').toBeDefined();
      const sources = picture!.match(/<source[^>]*>/g) ?? [];
      expect(sources.map((tag) => attribute(tag, 'type'))).toEqual(['image/avif', 'image/webp']);
      for (const tag of sources) expect(attribute(tag, 'media'), tag).toBe(WIDE);
      const img = /<img[^>]*>/.exec(picture!)![0];
      // Below the breakpoint no source matches: the <img>'s own inline source, nothing downloaded.
      expect(attribute(img, 'src')).toMatch(/^data:image\//);
      expect(attribute(img, 'alt')).toBe(hero.image.alt);
      expect(Number(attribute(img, 'width'))).toBeGreaterThan(0);
      expect(Number(attribute(img, 'height'))).toBeGreaterThan(0);
      expect(attribute(img, 'fetchpriority')).toBe('high');
      expect(attribute(img, 'loading')).toBeUndefined();
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
      expect(preload, 'the picture preloaded').toBeDefined();
      expect(attribute(preload!, 'media')).toBe(WIDE);
      expect(attribute(preload!, 'imagesrcset')).toBe(attribute(sources[0]!, 'srcset'));
      expect(attribute(preload!, 'fetchpriority')).toBe('high');
    });
  }

  it('never shows two industries the same hero picture (the field is optional; a new file may have none yet)', () => {
    const pictures = INDUSTRIES.map((industry) => frontmatterOf(industry.file).hero.image?.src).filter(Boolean);
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});
