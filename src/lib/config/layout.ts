/**
 * What the layout's script on every page reads (slide-in card, scroll-depth events), apart from
 * the islands' settings in ./behaviour.ts: a module shared with other scripts would become a
 * chunk of its own that the layout's script must fetch before it runs, where on its own the
 * script is small enough for the build to inline in the page (no request at all). Part of the
 * site config: import from `~/lib/config`.
 */

/** Slide-in card appears at this fraction of the page scrolled; dismissal lives in sessionStorage. */
export const SLIDE_IN = {
  threshold: 0.5,
  storageKey: 'slidein-dismissed',
  /** Desktop only: Tailwind's lg breakpoint (64rem). */
  query: '(min-width: 64rem)',
} as const;
export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 100] as const;
