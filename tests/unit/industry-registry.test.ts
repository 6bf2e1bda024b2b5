/**
 * The checks across industry files and the generated catalogue, as pure functions (the loader
 * that runs them at build time is covered by content-errors.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  byMenuOrder,
  catalogueModuleSource,
  guideDownloadUrl,
  guidePath,
  industryRecord,
  registryClashes,
  reservedPaths,
  type IndustryData,
} from '~/lib/industry-registry';

const reserved = reservedPaths(['index.astro', 'about.astro', '404.astro', '[industry].astro', 'guides', 'robots.txt.ts'], ['downloads', 'favicon.svg']);
const file = (slug: string) => `src/content/industries/${slug}.mdx`;
/** The build's message of each clash across files, one line each. */
const registryProblems = (...args: Parameters<typeof registryClashes>) => registryClashes(...args).map((clash) => clash.message);
const industry = (slug: string, vanityAliases: string[] = []) => ({ file: file(slug), slug, vanityAliases });

describe('reserved paths', () => {
  it('are the pages, page folders, public files and the functions, each with what uses it', () => {
    expect(reserved.get('/')).toBe('src/pages/index.astro');
    expect(reserved.get('/about')).toBe('src/pages/about.astro');
    expect(reserved.get('/404')).toBe('src/pages/404.astro');
    expect(reserved.get('/guides')).toBe('src/pages/guides');
    expect(reserved.get('/downloads')).toBe('public/downloads');
    expect(reserved.has('/api')).toBe(true);
    expect([...reserved.keys()].some((path) => path.includes('['))).toBe(false);
  });
});

describe('registry problems', () => {
  it('none for distinct slugs and aliases', () => {
    expect(registryProblems([industry('lawyers', ['/law-firms']), industry('dentists', ['/dental'])], reserved)).toEqual([]);
  });

  it('a slug used by two files, naming both and the field', () => {
    const [problem] = registryProblems([industry('lawyers'), { ...industry('lawyers'), file: file('dentists') }], reserved);
    expect(problem).toContain('src/content/industries/dentists.mdx: slug "lawyers"');
    expect(problem).toContain('src/content/industries/lawyers.mdx');
  });

  it('a slug that would take a page of the site', () => {
    const [problem] = registryProblems([industry('about')], reserved);
    expect(problem).toMatch(/about\.mdx: slug "about" .*src\/pages\/about\.astro/);
  });

  it('an alias claimed by two files, or twice by one', () => {
    expect(registryProblems([industry('lawyers', ['/legal']), industry('dentists', ['/legal'])], reserved)).toEqual([
      expect.stringMatching(/dentists\.mdx: vanityAliases has "\/legal", which is already an alias of src\/content\/industries\/lawyers\.mdx/),
    ]);
    expect(registryProblems([industry('lawyers', ['/legal', '/legal'])], reserved)).toEqual([
      expect.stringMatching(/lawyers\.mdx: vanityAliases has "\/legal" twice/),
    ]);
  });

  it('an alias that would hide a page, a public file, an industry page or the page itself', () => {
    const problems = registryProblems(
      [industry('lawyers', ['/about', '/downloads', '/dentists', '/lawyers', '/api']), industry('dentists')],
      reserved,
    );
    expect(problems).toEqual([
      expect.stringMatching(/lawyers\.mdx: vanityAliases has "\/about", which is already src\/pages\/about\.astro/),
      expect.stringMatching(/lawyers\.mdx: vanityAliases has "\/downloads", which is already public\/downloads/),
      expect.stringMatching(/lawyers\.mdx: vanityAliases has "\/dentists", which is the page of src\/content\/industries\/dentists\.mdx/),
      expect.stringMatching(/lawyers\.mdx: vanityAliases has "\/lawyers", the page's own path/),
      expect.stringMatching(/lawyers\.mdx: vanityAliases has "\/api", which is already the site's functions/),
    ]);
  });
});

describe('texts a copied file must not keep', () => {
  it('a page title or description, or a guide title or description, the same as another file\'s', () => {
    const texts = { seo: { title: 'Law firm websites', description: 'Fast law firm websites.' }, guide: { title: '5 Quick Wins', description: 'Five fixes.' } };
    const copied = { ...industry('dentists'), ...texts, seo: { ...texts.seo, title: 'Dental websites' } };
    expect(registryProblems([{ ...industry('lawyers'), ...texts }, copied], reserved)).toEqual([
      'src/content/industries/dentists.mdx: seo.description is the same as in src/content/industries/lawyers.mdx. Write its own: search results and shares show it.',
      expect.stringMatching(/dentists\.mdx: guide\.title is the same as in .*lawyers\.mdx/),
      expect.stringMatching(/dentists\.mdx: guide\.description is the same as in .*lawyers\.mdx/),
    ]);
  });
});

describe('catalogue', () => {
  const data = (slug: string, order: number): IndustryData => ({
    name: slug.toUpperCase(),
    slug,
    menu: { label: slug, order, header: true },
    vanityAliases: [`/${slug}-old`],
    review: {
      writtenFor: `${slug} firms`,
      visitors: 'people who need this service and decide quickly',
      primaryCta: 'Book a call',
      schemaType: 'ProfessionalService',
      trustProof: 'reviews',
      emphasis: ['trust'],
      phoneMatters: true,
      conversion: 'bookings',
    },
    guide: { title: `Quick wins for ${slug}`, description: 'Five fixes.', featured: false, items: [{ title: 'One' }, { title: 'Two' }] },
  });

  it('records derive the page, guide page, PDF and its link from the slug', () => {
    const record = industryRecord(data('dentists', 3), file('dentists'));
    expect(record).toMatchObject({
      slug: 'dentists',
      path: '/dentists',
      file: 'src/content/industries/dentists.mdx',
      guide: { path: guidePath('dentists'), downloadUrl: guideDownloadUrl('dentists'), fileName: 'dentists-quick-wins.pdf', itemTitles: ['One', 'Two'] },
    });
  });

  it('the module lists the records in menu order, typed, marked as generated', () => {
    const source = catalogueModuleSource([industryRecord(data('zebras', 2), file('zebras')), industryRecord(data('ants', 1), file('ants'))]);
    expect(source).toMatch(/^\/\/ Generated from src\/content\/industries/);
    expect(source).toContain("import type { IndustryRecord } from '../../src/lib/industry-registry.ts';");
    expect(source.indexOf('"slug": "ants"')).toBeLessThan(source.indexOf('"slug": "zebras"'));
  });

  it('menu order breaks ties by slug', () => {
    const entries = [
      { slug: 'b', menu: { order: 2 } },
      { slug: 'c', menu: { order: 1 } },
      { slug: 'a', menu: { order: 2 } },
    ];
    expect(entries.sort(byMenuOrder).map((e) => e.slug)).toEqual(['c', 'a', 'b']);
  });
});
