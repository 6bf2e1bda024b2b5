/**
 * Every route of the site, read from the same content the build uses: the industry files through
 * the catalogue the build generates from them (netlify/generated/industries.ts), the portfolio
 * files, and the static pages. An industry file added or removed adds or removes its checks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { INDUSTRY_INDEX_PATH } from '../../src/lib/industry-lists.ts';

const root = join(import.meta.dirname, '..', '..');

export const industries = INDUSTRIES;

/** The portfolio entries: a YAML file each, or an MDX file (a case study with its story) by its frontmatter. */
export const portfolioEntries = readdirSync(join(root, 'src/content/portfolio'))
  .filter((f) => /\.(yaml|mdx)$/.test(f))
  .map((f) => {
    const source = readFileSync(join(root, 'src/content/portfolio', f), 'utf8');
    return parse(f.endsWith('.mdx') ? (/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') : source) as { slug: string; client: string; title: string; story?: unknown };
  });

export const portfolioSlugs = portfolioEntries.map((entry) => entry.slug);

export const guideRoutes = INDUSTRIES.map((industry) => industry.guide.path);

export const STATIC_ROUTES = [
  '/', '/services', '/pricing', '/case-studies', '/portfolio', '/faq', '/about', '/contact', '/book', '/ai-feedback',
  '/resources', '/payment', '/payment-success', '/payment-canceled', '/timeline', '/privacy', '/terms', INDUSTRY_INDEX_PATH,
];

export const ALL_ROUTES = [
  ...STATIC_ROUTES,
  ...INDUSTRIES.map((industry) => industry.path),
  ...portfolioSlugs.map((s) => `/case/${s}`),
  ...guideRoutes,
];

export const ALL_REDIRECTS = INDUSTRIES.flatMap((industry) => industry.vanityAliases.map((from) => ({ from, to: industry.path })));
