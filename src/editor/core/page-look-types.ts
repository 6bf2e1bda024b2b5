/**
 * The `share-card` route's request and answer (editor-api.ts), apart from its work
 * (page-look.ts) so that the store's interface and the browser app name them without it.
 */

/** POST share-card: the file's project path and its fields as the form holds them. */
export interface PageLookRequest {
  path: string;
  data: unknown;
}

/** One page of the draft as Google and a share show it. */
export interface PageLook {
  /** The page's path: /lawyers, /guides/lawyers-quick-wins. */
  page: string;
  /** Which page of the file it is, in the editor's words: "The page", "The guide page". */
  label: string;
  /** The <title>, the meta description and the canonical URL the build writes. */
  title: string;
  description: string;
  canonical: string;
  siteName: string;
  /** The card as the build draws it (an SVG as a data: URL, for an <img>), with its text alternative. */
  card: { image: string; alt: string; width: number; height: number };
}

export interface PageLooks {
  pages: PageLook[];
  /** Why the file has no page of its own to show, when it has none (a shared block, a case study). */
  none?: string;
}
