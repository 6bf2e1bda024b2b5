/**
 * dist/_redirects, generated at build time: every industry file's vanityAliases as permanent
 * redirects that Netlify and `npm start` both honour.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { byMenuOrder } from '~/lib/industry-registry';
import { aliasRedirects, formatRedirectsFile } from '~/lib/redirects';

export function getStaticPaths() {
  return [{ params: { redirects: '_redirects' } }];
}

export const GET: APIRoute = async () => {
  const industries = (await getCollection('industries')).map((entry) => entry.data).sort(byMenuOrder);
  return new Response(formatRedirectsFile(aliasRedirects(industries)), { headers: { 'Content-Type': 'text/plain' } });
};
