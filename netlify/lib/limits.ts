/**
 * The limiters of the backend (see limiter.ts for how a slot is claimed). Every endpoint that
 * stores or sends something for a visitor is limited per visitor, per network and per mailbox
 * (visitor.ts), on top of Netlify's outer per-IP rate limit in each function's config.
 */
import { AI_FEEDBACK_MESSAGES, FAILED_REVIEWS_REASON } from '../../src/lib/ai-feedback.ts';
import { AI_REVIEW_DAILY_LIMIT } from '../../src/lib/config.ts';
import type { FailedReviewsLimitResponse } from '../../src/lib/schemas/api.ts';
import { HttpError } from './http.ts';
import { claimAll, releaseAll, SlotLimiter } from './limiter.ts';
import type { Logger } from './log.ts';
import { mailboxKey, networkId, visitorId } from './visitor.ts';

/** Guide e-mails: 10 per hour per visitor, 3 per UTC day per mailbox. */
export const GUIDE_PER_VISITOR_HOURLY = 10;
export const GUIDE_PER_ADDRESS_DAILY = 3;
/**
 * Each form per network (an IPv4 /24 or IPv6 /48, see visitor.ts) per hour: three visitors'
 * worth. One address (an office behind one NAT) is held by its visitor limit first, and a few
 * neighbours on the same /24 still get through; one person holding a /48 (256 visitors, each
 * with fresh mailboxes) gets this many, not 256 visitors' worth.
 */
export const GUIDE_PER_NETWORK_HOURLY = 3 * GUIDE_PER_VISITOR_HOURLY;
/**
 * Lead captures (the guide form posts one before each guide e-mail): 10 per hour per visitor,
 * like the guide e-mails, and 10 per UTC day per mailbox (a capture sends nothing and repeats
 * change nothing, so a little more room than the 3 e-mails).
 */
export const LEAD_PER_VISITOR_HOURLY = 10;
export const LEAD_PER_ADDRESS_DAILY = 10;
export const LEAD_PER_NETWORK_HOURLY = 3 * LEAD_PER_VISITOR_HOURLY;
/** Contact inquiries (each one mails the studio): 5 per hour per visitor, 5 per UTC day per mailbox. */
export const CONTACT_PER_VISITOR_HOURLY = 5;
export const CONTACT_PER_ADDRESS_DAILY = 5;
export const CONTACT_PER_NETWORK_HOURLY = 3 * CONTACT_PER_VISITOR_HOURLY;
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

// ---- Reviews that fail once the fetch has started -------------------------------------------
/**
 * A review whose page cannot be fetched or measured (a 400 or 422 once the fetch has started)
 * gives its review slots back, so a mistyped address costs the visitor nothing; but each such
 * request still made up to six requests (the page and five redirects) to a host the visitor
 * chose. These limits count those failures per visitor and per network per UTC day, twice the
 * reviews each may have; past them the review answers 429 until the next day.
 */
export const FAILED_REVIEWS_PER_VISITOR_DAILY = 2 * AI_REVIEW_DAILY_LIMIT;
export const FAILED_REVIEWS_PER_NETWORK_DAILY = 2 * REVIEW_PER_NETWORK_DAILY;

export const failedReviewLimiters = {
  visitor: new SlotLimiter('failed-review-visitor', FAILED_REVIEWS_PER_VISITOR_DAILY, 'day'),
  network: new SlotLimiter('failed-review-network', FAILED_REVIEWS_PER_NETWORK_DAILY, 'day'),
};

/** A slot of each failed-review limit, held while a review fetches and measures its page. */
export interface FailedReviewHold {
  /** The review got past its page: the slots go back. */
  release(): Promise<void>;
  /** The review failed with `error`: a 400 or 422 (the page's fault) keeps the slots, anything else gives them back. */
  settle(error: unknown): Promise<void>;
}

const NOTHING_HELD: FailedReviewHold = { release: async () => undefined, settle: async () => undefined };

/**
 * Claims one slot of the visitor's and of the network's failed-review limits before the page is
 * fetched (so that concurrent requests cannot fail more often than the limits allow), or nothing
 * for `null` (whitelisted staff). Throws a 429 { error, limit, reason: 'failed-reviews' } when
 * either is used up.
 */
export async function holdFailedReviewSlots(who: { visitor: string; network: string } | null, log: Logger): Promise<FailedReviewHold> {
  if (!who) return NOTHING_HELD;
  const claimed = await claimAll([
    { limiter: failedReviewLimiters.visitor, subject: who.visitor },
    { limiter: failedReviewLimiters.network, subject: who.network },
  ]);
  if (!claimed.ok) {
    log.info('review.failed_reviews_limited', { visitor: who.visitor.slice(0, 12), limiter: claimed.refusedBy.name });
    const body: FailedReviewsLimitResponse = { error: AI_FEEDBACK_MESSAGES.failedReviewsLimit.description, limit: claimed.refusedBy.limit, reason: FAILED_REVIEWS_REASON };
    throw new HttpError(429, body.error, { limit: body.limit, reason: body.reason });
  }
  let held = true;
  const release = async () => {
    if (!held) return;
    held = false;
    await releaseAll(claimed.claims);
  };
  return {
    release,
    async settle(error) {
      if (held && error instanceof HttpError && (error.status === 400 || error.status === 422)) held = false;
      else await release();
    },
  };
}
// ---------------------------------------------------------------------------------------------

export const limiters = {
  guideVisitor: new SlotLimiter('guide-visitor', GUIDE_PER_VISITOR_HOURLY, 'hour'),
  guideAddress: new SlotLimiter('guide-address', GUIDE_PER_ADDRESS_DAILY, 'day'),
  guideNetwork: new SlotLimiter('guide-network', GUIDE_PER_NETWORK_HOURLY, 'hour'),
  leadVisitor: new SlotLimiter('lead-visitor', LEAD_PER_VISITOR_HOURLY, 'hour'),
  leadAddress: new SlotLimiter('lead-address', LEAD_PER_ADDRESS_DAILY, 'day'),
  leadNetwork: new SlotLimiter('lead-network', LEAD_PER_NETWORK_HOURLY, 'hour'),
  contactVisitor: new SlotLimiter('contact-visitor', CONTACT_PER_VISITOR_HOURLY, 'hour'),
  contactAddress: new SlotLimiter('contact-address', CONTACT_PER_ADDRESS_DAILY, 'day'),
  contactNetwork: new SlotLimiter('contact-network', CONTACT_PER_NETWORK_HOURLY, 'hour'),
  reviewVisitor: new SlotLimiter('review-visitor', AI_REVIEW_DAILY_LIMIT, 'day'),
  reviewAddress: new SlotLimiter('review-address', AI_REVIEW_DAILY_LIMIT, 'day'),
  reviewNetwork: new SlotLimiter('review-network', REVIEW_PER_NETWORK_DAILY, 'day'),
};

/** A form endpoint's three limits and how it says no. */
export interface FormLimits {
  visitor: SlotLimiter;
  network: SlotLimiter;
  mailbox: SlotLimiter;
  /** The log event of a refusal, e.g. 'guide.limited'. */
  event: string;
  /** The 429's error text. */
  message: string;
}

export const formLimits = {
  guide: { visitor: limiters.guideVisitor, network: limiters.guideNetwork, mailbox: limiters.guideAddress, event: 'guide.limited', message: 'Too many guide requests. Please try again later.' },
  lead: { visitor: limiters.leadVisitor, network: limiters.leadNetwork, mailbox: limiters.leadAddress, event: 'lead.limited', message: 'Too many requests. Please try again later.' },
  contact: { visitor: limiters.contactVisitor, network: limiters.contactNetwork, mailbox: limiters.contactAddress, event: 'contact.limited', message: 'Too many messages. Please try again later or e-mail us directly.' },
} satisfies Record<string, FormLimits>;

/**
 * Claims a slot of a form's visitor, network and mailbox limits (send-guide, capture-lead,
 * contact), the visitor's first so one address flooding is refused before it touches the
 * network's slots. When one refuses, logs it and throws the same 429 for all three:
 * { error, limit } with the refusing limiter's limit. Returns the visitor's id for the
 * endpoint's own log line.
 */
export async function claimFormSlots(limits: FormLimits, ip: string | undefined, email: string, log: Logger): Promise<string> {
  const visitor = await visitorId(ip);
  const claimed = await claimAll([
    { limiter: limits.visitor, subject: visitor },
    { limiter: limits.network, subject: await networkId(ip) },
    { limiter: limits.mailbox, subject: mailboxKey(email) },
  ]);
  if (!claimed.ok) {
    log.info(limits.event, { visitor: visitor.slice(0, 12), limiter: claimed.refusedBy.name });
    throw new HttpError(429, limits.message, { limit: claimed.refusedBy.limit });
  }
  return visitor;
}
