/**
 * What the studio claims across the copy. Part of the site config: import from `~/lib/config`.
 * A group of its own: the contact form's confirmation quotes one of these, and /contact should
 * not load the prices and calculator figures of ./offers.ts to say it.
 */

export const CLAIMS = {
  clients: '100+',
  delivery: '4-8 week',
  discoveryCallMinutes: 20,
  strategyCallMinutes: 30,
  yearsExperience: '20+',
  response: 'within one business day',
} as const;
