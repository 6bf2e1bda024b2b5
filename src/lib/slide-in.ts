/** The desktop slide-in card (spec section 2): its copy and where it never appears. */
import { CLAIMS } from './config';

export const SLIDE_IN_MESSAGES = {
  title: 'Book Your Strategy Call',
  body: `A ${CLAIMS.strategyCallMinutes}-minute call about your site and your goals. No hard pitch.`,
  cta: 'Book Now',
  dismiss: 'Dismiss',
} as const;

/** '/contact/', '/contact.html' → '/contact'. */
export function normalizePath(path: string): string {
  return path.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
}
