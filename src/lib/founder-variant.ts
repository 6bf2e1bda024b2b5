/**
 * Founder call-to-action card: the variant follows the hero button text.
 * Text containing 'Founder' gives primary, text containing '20-Min' gives secondary, anything
 * else gives value-first. Every variant links to /contact.
 */
import { CLAIMS, SITE } from './config.ts';

export type FounderVariantId = 'primary' | 'secondary' | 'value-first';

export interface FounderCtaCopy {
  id: FounderVariantId;
  eyebrow: string;
  heading: string;
  body: string;
  buttonText: string;
  href: '/contact';
}

/** The hero texts that pick a variant, matched as written (case-sensitive: "Founder", "20-Min"). */
export const FOUNDER_VARIANT_MARKERS = {
  primary: 'Founder',
  secondary: `${CLAIMS.discoveryCallMinutes}-Min`,
} as const;

export function founderVariant(heroCtaText: string | null | undefined): FounderVariantId {
  const text = heroCtaText ?? '';
  if (text.includes(FOUNDER_VARIANT_MARKERS.primary)) return 'primary';
  if (text.includes(FOUNDER_VARIANT_MARKERS.secondary)) return 'secondary';
  return 'value-first';
}

const minutes = CLAIMS.discoveryCallMinutes;

export const FOUNDER_CTA_VARIANTS: Readonly<Record<FounderVariantId, FounderCtaCopy>> = {
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

/** The copy of the variant that the hero button text selects. */
export function founderCtaVariant(heroCtaText: string | null | undefined): FounderCtaCopy {
  return FOUNDER_CTA_VARIANTS[founderVariant(heroCtaText)];
}
