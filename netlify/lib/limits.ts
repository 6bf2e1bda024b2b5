/** The limiters of the backend (see limiter.ts for how a slot is claimed). */
import { AI_REVIEW_DAILY_LIMIT } from '../../src/lib/config.ts';
import { SlotLimiter } from './limiter.ts';

/** Guide e-mails: 10 per hour per visitor, 3 per UTC day per address. */
export const GUIDE_PER_VISITOR_HOURLY = 10;
export const GUIDE_PER_ADDRESS_DAILY = 3;
/** Contact inquiries: 5 per hour per visitor. */
export const CONTACT_PER_VISITOR_HOURLY = 5;
/**
 * AI reviews per network (an IPv4 /24 or IPv6 /48, see visitor.ts) per UTC day, on top of the 3
 * per visitor and per mailbox: one person holding a whole /48 (65 536 /64s, 256 /56s) gets this
 * many, not 3 per /56.
 */
export const REVIEW_PER_NETWORK_DAILY = 10;
/**
 * The share of the day's model calls (AI_REVIEW_DAILY_CAP) one network may use; past it, that
 * network's reviews are written by the deterministic writer while everyone else still gets
 * the model. At least one call.
 */
export const MODEL_CALLS_NETWORK_SHARE = 0.05;

export function modelCallsPerNetwork(dailyCap: number): number {
  return Math.max(1, Math.ceil(dailyCap * MODEL_CALLS_NETWORK_SHARE));
}

export const limiters = {
  guideVisitor: new SlotLimiter('guide-visitor', GUIDE_PER_VISITOR_HOURLY, 'hour'),
  guideAddress: new SlotLimiter('guide-address', GUIDE_PER_ADDRESS_DAILY, 'day'),
  contactVisitor: new SlotLimiter('contact-visitor', CONTACT_PER_VISITOR_HOURLY, 'hour'),
  reviewVisitor: new SlotLimiter('review-visitor', AI_REVIEW_DAILY_LIMIT, 'day'),
  reviewAddress: new SlotLimiter('review-address', AI_REVIEW_DAILY_LIMIT, 'day'),
  reviewNetwork: new SlotLimiter('review-network', REVIEW_PER_NETWORK_DAILY, 'day'),
};
