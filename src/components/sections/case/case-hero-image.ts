/**
 * A case study's picture beside its headline: its largest paint on wide screens, so it is eager,
 * high priority and preloaded (AVIF, what every current browser picks from the <picture>) with
 * the same candidates and sizes, so the preload and the <picture> fetch the same file.
 */
export const CASE_HERO_IMAGE = { widths: [480, 800, 1200], sizes: '(min-width: 1024px) 45vw, 100vw' };
