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

export const portfolioSlugs = readdirSync(join(root, 'src/content/portfolio'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => (parse(readFileSync(join(root, 'src/content/portfolio', f), 'utf8')) as { slug: string }).slug);

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
