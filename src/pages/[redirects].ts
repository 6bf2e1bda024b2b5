/**
 * dist/_redirects, generated at build time: the spec's redirects plus every industry file's
 * vanityAliases, as permanent redirects that Netlify and `npm start` both honour. A clash
 * (an alias claimed twice or hiding a page) fails the build naming the file.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { SPEC_REDIRECTS } from '~/lib/config';
import { buildRedirectRules, formatRedirectsFile } from '~/lib/redirects';

export function getStaticPaths() {
  return [{ params: { redirects: '_redirects' } }];
}

const STATIC_ROUTES = [
  '/', '/services', '/pricing', '/case-studies', '/portfolio', '/faq', '/about', '/contact', '/book',
  '/ai-feedback', '/resources', '/payment', '/payment-success', '/payment-canceled', '/timeline', '/privacy', '/terms',
];

export const GET: APIRoute = async () => {
  const industries = await getCollection('industries');
  const routes = [...STATIC_ROUTES, ...industries.map((e) => `/${e.data.slug}`)];
  const rules = buildRedirectRules(
    SPEC_REDIRECTS,
    industries.map((e) => ({ id: `src/content/industries/${e.id}.mdx`, slug: e.data.slug, vanityAliases: e.data.vanityAliases })),
    routes,
  );
  return new Response(formatRedirectsFile(rules), { headers: { 'Content-Type': 'text/plain' } });
};
