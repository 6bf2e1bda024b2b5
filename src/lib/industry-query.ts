/**
 * The `industry` query parameter of /ai-feedback (/ai-feedback?industry=lawyers, linked from each
 * industry page): it pre-selects that industry in the review form. Only a slug of the site's
 * industries is taken, so untrusted query text never reaches the page or the request.
 */
export function industryFromSearch(search: string, slugs: readonly string[]): string {
  const value = (new URLSearchParams(search).get('industry') ?? '').trim().toLowerCase();
  return slugs.includes(value) ? value : '';
}
