/** The limiters of the backend (see limiter.ts for how a slot is claimed). */
import { AI_REVIEW_DAILY_LIMIT } from '../../src/lib/config.ts';
import { SlotLimiter } from './limiter.ts';

/** Guide e-mails: 10 per hour per visitor, 3 per UTC day per address. */
export const GUIDE_PER_VISITOR_HOURLY = 10;
export const GUIDE_PER_ADDRESS_DAILY = 3;
/** Contact inquiries: 5 per hour per visitor. */
export const CONTACT_PER_VISITOR_HOURLY = 5;

export const limiters = {
  guideVisitor: new SlotLimiter('guide-visitor', GUIDE_PER_VISITOR_HOURLY, 'hour'),
  guideAddress: new SlotLimiter('guide-address', GUIDE_PER_ADDRESS_DAILY, 'day'),
  contactVisitor: new SlotLimiter('contact-visitor', CONTACT_PER_VISITOR_HOURLY, 'hour'),
  reviewVisitor: new SlotLimiter('review-visitor', AI_REVIEW_DAILY_LIMIT, 'day'),
  reviewAddress: new SlotLimiter('review-address', AI_REVIEW_DAILY_LIMIT, 'day'),
};
