/**
 * Industry slug → display label ('local-businesses' → 'Local Businesses'). Used to pre-fill the
 * AI review form from ?industry=. Anything that is not a plain slug gives '' so untrusted query
 * text never reaches the page or the request.
 */
import { INDUSTRY_SLUGS } from './config';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 60;

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function isKnownIndustry(slug: string): boolean {
  return (INDUSTRY_SLUGS as readonly string[]).includes(slug);
}

export function industryLabel(slug: string | null | undefined): string {
  const normalized = (slug ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (!normalized || normalized.length > MAX_SLUG_LENGTH || !SLUG.test(normalized)) return '';
  return titleCase(normalized);
}

/** The label of the `industry` query parameter of a location.search string ('' when absent). */
export function industryLabelFromSearch(search: string): string {
  return industryLabel(new URLSearchParams(search).get('industry'));
}
