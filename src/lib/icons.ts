/** Names of the icons that content may ask for (drawn by src/components/ui/Icon.astro). */
export const ICON_NAMES = [
  'scale',
  'calculator',
  'briefcase',
  'users',
  'store',
  'heart',
  'palette',
  'building',
  'camera',
  'pen',
  'home',
  'utensils',
  'wrench',
  'stethoscope',
  'church',
  'globe',
  'chart',
  'shield',
  'clock',
  'sparkles',
  'check',
  'leaf',
  'music',
  'book',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/**
 * The chevron of every question-and-answer disclosure (FAQ search, FAQ lists on /pricing and the
 * industry pages), drawn in a 20 × 20 box and turned upside down while open: one look site-wide.
 */
export const DISCLOSURE_CHEVRON_PATH = 'M5 8l5 5 5-5';
