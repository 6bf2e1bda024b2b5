/**
 * The order of an industry page's form: the page's sections as a visitor meets them, the hero
 * first (as src/pages/[industry].astro lays them out; a unit test holds the two together), then
 * what is about the page rather than on it: its name and address, its menus and card, its search
 * results, the AI review's settings. The editor's form and its outline follow it.
 */
export const INDUSTRY_FORM_ORDER = [
  'hero',
  'whyMatters',
  'valueProps',
  'proof',
  'guide',
  'servicesFocus',
  'offers',
  'comparison',
  'roiVsRetainers',
  'gtm',
  'subProfessions',
  'beforeAfter',
  'caseStudies',
  'testimonial',
  'founderCard',
  'faqs',
  'endCta',
  // About the page, not on it.
  'name',
  'slug',
  'icon',
  'menu',
  'portfolioLabel',
  'summary',
  'vanityAliases',
  'seo',
  'review',
] as const;

/** The form's top-level fields in `order`; any the order does not name follow, as the schema has them. */
export function orderedKeys(keys: readonly string[], order: readonly string[] = INDUSTRY_FORM_ORDER): string[] {
  const known = order.filter((key) => keys.includes(key));
  return [...known, ...keys.filter((key) => !known.includes(key))];
}
