/**
 * The desktop slide-in card's copy (its behaviour: SLIDE_IN in ./slide-in.ts). Apart from the
 * script: it reads CLAIMS when it loads, which would put CLAIMS in every page's script.
 */
import { CLAIMS } from '../../lib/config';

export const SLIDE_IN_MESSAGES = {
  title: 'Book Your Strategy Call',
  body: `A ${CLAIMS.strategyCallMinutes}-minute call about your site and your goals. No hard pitch.`,
  cta: 'Book Now',
  dismiss: 'Dismiss',
} as const;
