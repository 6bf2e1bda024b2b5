import type { StudioFacts } from './studio.ts';
import { defaultShareCard, SITE_SHARE_CARD_PATH, type ShareCard } from './share-card.ts';

/** "Pricing" → "Pricing | Northlight Studio"; a title that already names the studio stays as is. */
export function pageTitle(title: string, studioName: string): string {
  return title.includes(studioName) ? title : `${title} | ${studioName}`;
}

/** The canonical path of a page URL: no .html, no trailing slash (except the home page). */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/(index)?\.html$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** What a page gives its layout for its <head>: its own title (without the studio's name), description and card. */
export interface PageHeadInput {
  title: string;
  description: string;
  /** What its share card shows; by default its title. */
  shareCard?: ShareCard | undefined;
  /** Kept out of search: no card of its own (the studio's card stands in). */
  noindex?: boolean | undefined;
  /** The canonical path when the page duplicates another. */
  canonicalOverride?: string | undefined;
}

/** What a page's <head> says: the <title>, the meta description, the canonical URL and the card the build draws. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** The page's own share card; undefined for a page kept out of search. */
  card: ShareCard | undefined;
}

/**
 * A page's <head> texts, as BaseLayout writes them and the editor previews them: one place for
 * both, so the editor's Google result and share card are the build's.
 */
export function pageHead(input: PageHeadInput, pathname: string, studioName: string, site: URL | string): PageHead {
  return {
    title: pageTitle(input.title, studioName),
    description: input.description,
    canonical: new URL(input.canonicalOverride ?? canonicalPath(pathname), site).href,
    card: input.noindex ? undefined : (input.shareCard ?? defaultShareCard(input.title, studioName)),
  };
}

/** BreadcrumbList JSON-LD from (name, path) pairs, home first. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; path: string }>, site: URL | string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: new URL(item.path, site).href,
    })),
  };
}

export function faqPageJsonLd(items: ReadonlyArray<{ q: string; a: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

/** The studio as search engines describe it (src/content/studio.yaml); `description` is the site's (src/content/site.yaml). */
export function organizationJsonLd(site: URL | string, description: string, studio: StudioFacts) {
  const url = new URL('/', site).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${url}#organization`,
    name: studio.name,
    legalName: studio.legalName,
    url,
    email: studio.email,
    telephone: studio.phone,
    description,
    logo: new URL('/favicon.svg', site).href,
    image: new URL(SITE_SHARE_CARD_PATH, site).href,
    areaServed: 'US',
    address: { '@type': 'PostalAddress', addressLocality: studio.city.split(',')[0], addressRegion: 'OR', addressCountry: 'US' },
    priceRange: '$$',
  };
}

/**
 * A case study with its story, for search engines: an Article (the write-up, by the studio) about
 * a CreativeWork (the client's website, made by the studio for the client).
 */
export function caseStudyJsonLd(
  study: { title: string; client: string; description: string; published: Date; capabilities: readonly string[] },
  page: { path: string; image: string },
  site: URL | string,
  studioName: string,
) {
  const home = new URL('/', site).href;
  const url = new URL(page.path, site).href;
  const studio = { '@type': 'Organization', '@id': `${home}#organization`, name: studioName, url: home };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: study.title,
    description: study.description,
    datePublished: study.published.toISOString().slice(0, 10),
    url,
    mainEntityOfPage: url,
    image: new URL(page.image, site).href,
    author: studio,
    publisher: { ...studio, logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', site).href } },
    about: {
      '@type': 'CreativeWork',
      name: `${study.client} website`,
      creator: studio,
      sourceOrganization: { '@type': 'Organization', name: study.client },
      keywords: study.capabilities.join(', '),
    },
  };
}

/** JSON for a <script type="application/ld+json"> block: "<" escaped so no text can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
