/**
 * Labels of the site's controls that are not content: what a button, a link or a landmark is
 * called, fixed by the product, one place each (the menus' are in ./navigation.ts, the forms' and
 * widgets' messages beside their logic). Every sentence a visitor reads is content (src/content).
 */
export const UI_LABELS = {
  /** After a link that opens a new tab, for screen readers (with its leading space). */
  newTab: ' (opens in a new tab)',
  /** A comparison table's first column and the tag of its first named column. */
  comparisonFeature: 'Feature',
  comparisonBestValue: 'Best Value',
  /** A comparison table's scrolling region, named after its title. */
  comparisonRegion: '{title}: table',
  /** A printable guide's buttons. */
  downloadPdf: 'Download PDF',
  printGuide: 'Print / Save as PDF',
} as const;
