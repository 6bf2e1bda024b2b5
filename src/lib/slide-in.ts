/** The desktop slide-in card's copy. Its behaviour: SLIDE_IN in the config. */
import { CLAIMS } from './config.ts';

export const SLIDE_IN_MESSAGES = {
  title: 'Book Your Strategy Call',
  body: `A ${CLAIMS.strategyCallMinutes}-minute call about your site and your goals. No hard pitch.`,
  cta: 'Book Now',
  dismiss: 'Dismiss',
} as const;
