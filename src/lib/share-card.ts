/**
 * What a page's share card (its Open Graph / Twitter image) shows, and where the image is. The
 * page's layout says what its card shows (BaseLayout's `shareCard` prop, by default the page's
 * title); the build draws it (src/integrations/share-card-image.ts) into dist/og/…png and the page's
 * og:image, og:image:alt and twitter:image point at it.
 */
export interface ShareCard {
  /** The card's large text: the page's headline. */
  headline: string;
  /** A short line above it, e.g. "Websites for Lawyers"; none on the main pages. */
  eyebrow?: string | undefined;
}

/** Open Graph's recommended size: wide cards on LinkedIn, Facebook, X and Slack. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Folder of the cards in the built site. */
export const SHARE_CARD_DIR = '/og';

/** The card image of a page: / → /og/index.png, /guides/x → /og/guides/x.png. */
export function shareCardPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `${SHARE_CARD_DIR}/${trimmed || 'index'}.png`;
}

/** The card's text alternative (og:image:alt): what it says, the studio's name last. */
export function shareCardAlt(card: ShareCard, siteName: string): string {
  return `${card.eyebrow ? `${card.eyebrow}: ` : ''}${card.headline} (${siteName})`;
}

/**
 * The studio's own card, not a page's, with its tagline (src/content/site.yaml): the image of a
 * page kept out of search (the 404 page) and of the studio in search engines' structured data. The
 * layout registers it and the build draws it with the pages' cards, at an address outside
 * SHARE_CARD_DIR, where no page's card can land.
 */
export function siteShareCard(tagline: string): ShareCard {
  return { headline: tagline };
}
export const SITE_SHARE_CARD_PATH = '/og-default.png';

/** The card of a page with no card of its own: its title without the studio's name. */
export function defaultShareCard(title: string, siteName: string): ShareCard {
  const headline = title.startsWith(`${siteName}: `) ? title.slice(siteName.length + 2) : title;
  return { headline };
}
