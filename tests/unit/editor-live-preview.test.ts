/**
 * The live preview's pure parts: which collection and page a draft feeds, the pictures it names
 * (resolved as the loaders resolve them), and the field an element of the page shows, found by
 * its text, both ways (a click on the page, a field focused in the form).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { comparableText, draftPageOf, draftTargetOf, fieldOfText, fieldTextsOf, picturesOf, showsField, withPictures } from '../../src/editor/core/live-preview.ts';
import { dataOfSource } from '../../src/editor/core/validation.ts';
import { PAGE_FILES } from '../../src/lib/schemas/pages.ts';
import { TEXT_FILES } from '../../src/lib/content-files.ts';
import { guidePath } from '../../src/lib/industry-registry.ts';

const lawyers = dataOfSource(readFileSync('src/content/industries/lawyers.mdx', 'utf8')) as {
  hero: { headline: string; subheadline: string; image?: { src: string; alt: string } };
  faqs: Array<{ q: string; a: string }>;
};

describe('the collection a draft feeds', () => {
  it('names the collection of every file the editor opens, a list file as a list', () => {
    expect(draftTargetOf('src/content/industries/lawyers.mdx')).toEqual({ collection: 'industries', list: false });
    expect(draftTargetOf('src/content/industries/a-new-page.mdx')).toEqual({ collection: 'industries', list: false });
    expect(draftTargetOf('src/content/faq.yaml')).toEqual({ collection: 'faq', list: true });
    expect(draftTargetOf('src/content/team.yaml')).toEqual({ collection: 'team', list: true });
    expect(draftTargetOf('src/content/pricing.yaml')).toEqual({ collection: 'pricing', list: false });
    expect(draftTargetOf('src/content/legal/privacy.md')).toEqual({ collection: 'legal', list: false });
    for (const [collection, { file }] of Object.entries(PAGE_FILES)) expect(draftTargetOf(file)).toEqual({ collection, list: false });
    for (const file of TEXT_FILES) expect(draftTargetOf(file.path)?.list).toBe(file.kind === 'list');
  });

  it('refuses a path the editor does not open', () => {
    expect(draftTargetOf('src/content/industries/../../../package.json')).toBeNull();
    expect(draftTargetOf('astro.config.mjs')).toBeNull();
  });
});

describe('the page that shows a draft', () => {
  it('is an industry file\'s saved page, or a saved page\'s route for a file not saved yet', () => {
    expect(draftPageOf('src/content/industries/lawyers.mdx', { savedSlug: 'lawyers', anySavedSlug: 'accountants', guide: false })).toBe('/lawyers');
    expect(draftPageOf('src/content/industries/lawyers.mdx', { savedSlug: 'lawyers', anySavedSlug: 'accountants', guide: true })).toBe(guidePath('lawyers'));
    expect(draftPageOf('src/content/industries/notaries.mdx', { savedSlug: null, anySavedSlug: 'accountants', guide: false })).toBe('/accountants');
  });

  it('is the page content-files.ts names for the other files', () => {
    for (const file of TEXT_FILES) expect(draftPageOf(file.path, { savedSlug: null, anySavedSlug: null, guide: false })).toBe(file.page);
  });
});

describe('the pictures of a draft', () => {
  it('are its image paths, relative to the file, resolved by what the loader gives for each', () => {
    const file = 'src/content/industries/lawyers.mdx';
    const found = picturesOf(lawyers, file);
    expect(found.length).toBeGreaterThan(0);
    for (const { path } of found) expect(path).toMatch(/^src\/assets\/.+\.(png|jpe?g|webp|avif|gif|svg)$/);
    const metadata = new Map(found.map(({ written, path }) => [written, { src: `/${path}`, width: 1, height: 1 }]));
    const resolved = withPictures(lawyers, metadata) as typeof lawyers;
    expect(resolved.hero.headline).toBe(lawyers.hero.headline);
    expect(JSON.stringify(resolved)).not.toMatch(/"\.\.\/[^"]*\.(png|jpe?g|webp|avif)"/);
  });

  it('keep what the schema made of the rest (a date stays a date)', () => {
    const updated = new Date('2026-11-25');
    expect((withPictures({ updated }, new Map()) as { updated: Date }).updated).toBe(updated);
  });

  it('leave addresses and other strings alone', () => {
    expect(picturesOf({ link: 'https://example.com/a.png', root: '/a.png', text: 'a.png is a file' }, 'src/content/team.yaml')).toEqual([]);
  });
});

describe('the field an element of the page shows', () => {
  const fields = fieldTextsOf(lawyers);

  it('lists the texts in the form\'s order with their paths, not slugs, addresses or pictures', () => {
    expect(fields.find((field) => field.path.join('.') === 'hero.headline')?.text).toBe(comparableText(lawyers.hero.headline));
    expect(fields.some((field) => field.path.at(-1) === 'slug')).toBe(false);
    expect(fields.some((field) => /\.(png|jpe?g|webp|avif)$/.test(field.text))).toBe(false);
  });

  it('finds the field of a heading by its text, as the page shows it (spaces, emphasis, case)', () => {
    expect(fieldOfText(fields, `  ${lawyers.hero.headline.toUpperCase()}\n`)).toEqual(['hero', 'headline']);
    expect(fieldOfText(fields, lawyers.faqs[2]!.q)).toEqual(['faqs', 2, 'q']);
  });

  it('finds a field shown inside a little more text (an icon\'s label, a filled slot), and a paragraph of a longer field', () => {
    expect(fieldOfText(fields, `${lawyers.faqs[0]!.q} ▾`)).toEqual(['faqs', 0, 'q']);
    const answer = lawyers.faqs[1]!.a;
    expect(fieldOfText(fields, answer.slice(0, Math.max(20, Math.floor(answer.length / 2))))).toEqual(['faqs', 1, 'a']);
  });

  it('finds nothing for a text no field says, or one too short to tell', () => {
    expect(fieldOfText(fields, 'Schedule a Strategy Call and more words no field has')).toBeNull();
    expect(fieldOfText(fields, 'Yes')).toBeNull();
  });

  it('tells the element that shows a field from its section around it', () => {
    const headline = fields.find((field) => field.path.join('.') === 'hero.headline')!;
    expect(showsField(headline, lawyers.hero.headline)).toBe(true);
    expect(showsField(headline, `${lawyers.hero.headline} ${lawyers.hero.subheadline} and the rest of the hero`)).toBe(false);
  });
});
