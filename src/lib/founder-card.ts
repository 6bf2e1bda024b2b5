/**
 * The founder call-to-action card near the end of an industry page, in three kinds, all linking
 * to /contact. An industry file may name its card (`founderCard`); without it the hero's first
 * button picks one by its wording, so pages written before the field existed keep their card:
 * "Founder" in the text gives primary, "20-Min" secondary, anything else value-first. What each
 * card says is content (src/content/blocks/founder-cards.yaml).
 */
import { CLAIMS } from './config.ts';

export const FOUNDER_CARDS = ['primary', 'secondary', 'value-first'] as const;
export type FounderCard = (typeof FOUNDER_CARDS)[number];

/** The hero texts that pick a card, matched as written (case-sensitive: "Founder", "20-Min"). */
export const FOUNDER_CARD_MARKERS = {
  primary: 'Founder',
  secondary: `${CLAIMS.discoveryCallMinutes}-Min`,
} as const;

/** The card the hero button's wording implies: the default of a file that names none. */
export function founderCardFromHeroText(heroCtaText: string | null | undefined): FounderCard {
  const text = heroCtaText ?? '';
  if (text.includes(FOUNDER_CARD_MARKERS.primary)) return 'primary';
  if (text.includes(FOUNDER_CARD_MARKERS.secondary)) return 'secondary';
  return 'value-first';
}

/** An industry page's card: the one its file names, else the one its hero button implies. */
export function founderCardOf(page: { founderCard?: FounderCard | undefined; hero: { primaryCtaText: string } }): FounderCard {
  return page.founderCard ?? founderCardFromHeroText(page.hero.primaryCtaText);
}
