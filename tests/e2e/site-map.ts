/** Every route of the site (spec section 2), read from the same content files the build uses. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { SPEC_REDIRECTS } from '../../src/lib/config';

const root = join(import.meta.dirname, '..', '..');

function frontmatter(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  return match ? (parse(match[1]!) as Record<string, unknown>) : {};
}

export const industries = readdirSync(join(root, 'src/content/industries'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => frontmatter(join(root, 'src/content/industries', f)) as { slug: string; vanityAliases?: string[] });

export const portfolioSlugs = readdirSync(join(root, 'src/content/portfolio'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => (parse(readFileSync(join(root, 'src/content/portfolio', f), 'utf8')) as { slug: string }).slug);

export const guideRoutes = readdirSync(join(root, 'src/content/guides'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => `/guides/${(parse(readFileSync(join(root, 'src/content/guides', f), 'utf8')) as { industry: string }).industry}-quick-wins`);

export const STATIC_ROUTES = [
  '/', '/services', '/pricing', '/case-studies', '/portfolio', '/faq', '/about', '/contact', '/book', '/ai-feedback',
  '/resources', '/payment', '/payment-success', '/payment-canceled', '/timeline', '/privacy', '/terms',
];

export const ALL_ROUTES = [
  ...STATIC_ROUTES,
  ...industries.map((i) => `/${i.slug}`),
  ...portfolioSlugs.map((s) => `/case/${s}`),
  ...guideRoutes,
];

export const ALL_REDIRECTS = [
  ...SPEC_REDIRECTS,
  ...industries.flatMap((i) => (i.vanityAliases ?? []).map((from) => ({ from, to: `/${i.slug}` }))),
];
