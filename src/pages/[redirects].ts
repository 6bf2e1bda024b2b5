/**
 * dist/_redirects, generated at build time: every industry file's vanityAliases as permanent
 * redirects that Netlify and `npm start` both honour.
 */
import type { APIRoute } from 'astro';
import { industriesInMenuOrder } from '~/queries';
import { aliasRedirects, formatRedirectsFile } from '~/lib/redirects';

export function getStaticPaths() {
  return [{ params: { redirects: '_redirects' } }];
}

export const GET: APIRoute = async () => {
  return new Response(formatRedirectsFile(aliasRedirects(await industriesInMenuOrder())), { headers: { 'Content-Type': 'text/plain' } });
};
