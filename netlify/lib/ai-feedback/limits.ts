/**
 * The AI review's limits (see limits/limiter.ts for how a slot is claimed): reviews per
 * visitor, per mailbox and per network each UTC day, the share of the day's model calls one
 * network may use, and the failed reviews each visitor and network may cause.
 */
import { AI_FEEDBACK_MESSAGES } from '../../../src/lib/ai-feedback.ts';
import { AI_REVIEW_DAILY_LIMIT } from '../../../src/lib/config.ts';
import { claimAll, releaseAll, SlotLimiter } from '../limits/limiter.ts';
import { HttpError } from '../platform/http.ts';
import type { Logger } from '../platform/log.ts';

/**
 * AI reviews per network (an IPv4 /24 or IPv6 /48, see visitor.ts) per UTC day, on top of the
 * limits per visitor and per mailbox: one person holding a whole /48 (256 /56s, each a
 * visitor) gets this many, not every visitor's worth.
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
 * for `null` (whitelisted staff). Throws a 429 { error, code: 'failed_reviews_limited', limit } when
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
    throw new HttpError(429, AI_FEEDBACK_MESSAGES.failedReviewsLimit.description, { code: 'failed_reviews_limited', limit: claimed.refusedBy.limit });
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


/** The reviews each visitor, mailbox and network may have in a UTC day. */
export const reviewLimiters = {
  visitor: new SlotLimiter('review-visitor', AI_REVIEW_DAILY_LIMIT, 'day'),
  mailbox: new SlotLimiter('review-mailbox', AI_REVIEW_DAILY_LIMIT, 'day'),
  network: new SlotLimiter('review-network', REVIEW_PER_NETWORK_DAILY, 'day'),
};
