/**
 * The founder call-to-action card near the end of an industry page, in three kinds, all linking
 * to /contact. An industry file may name its card (`founderCard`); without it the hero's first
 * button picks one by its wording, so pages written before the field existed keep their card:
 * "Founder" in the text gives primary, "20-Min" secondary, anything else value-first.
 */
import { CLAIMS, SITE } from './config.ts';

export const FOUNDER_CARDS = ['primary', 'secondary', 'value-first'] as const;
export type FounderCard = (typeof FOUNDER_CARDS)[number];

export interface FounderCardCopy {
  id: FounderCard;
  eyebrow: string;
  heading: string;
  body: string;
  buttonText: string;
  href: '/contact';
}

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

const minutes = CLAIMS.discoveryCallMinutes;

export const FOUNDER_CARD_COPY: Readonly<Record<FounderCard, FounderCardCopy>> = {
  primary: {
    id: 'primary',
    eyebrow: 'Speak with the founder',
    heading: `Talk directly with ${SITE.founder}`,
    body: `No account managers and no hand-offs: ${SITE.founder} founded ${SITE.name} and personally reviews every project. Bring your questions and get straight answers.`,
    buttonText: 'Speak with the Founder',
    href: '/contact',
  },
  secondary: {
    id: 'secondary',
    eyebrow: `${minutes}-minute discovery call`,
    heading: 'Not sure where to start?',
    body: `In ${minutes} minutes we look at your current site, your goals and whether we are a good fit. No pressure, no pitch deck.`,
    buttonText: `Book a ${minutes}-Minute Discovery Call`,
    href: '/contact',
  },
  'value-first': {
    id: 'value-first',
    eyebrow: 'Free strategy session',
    heading: 'Get a free website strategy session',
    body: 'Leave with three concrete improvements for your website, whether or not you hire us.',
    buttonText: 'Claim Your Free Strategy Session',
    href: '/contact',
  },
};
