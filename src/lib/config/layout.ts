/**
 * What the layout's script on every page reads (the scroll-depth events), apart from the islands'
 * settings in ./behaviour.ts: a module shared with other scripts would become a chunk of its own
 * that the layout's script must fetch before it runs, where on its own the script is small enough
 * for the build to inline in the page (no request at all). Part of the site config: import from
 * `~/lib/config`.
 */

export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 100] as const;
