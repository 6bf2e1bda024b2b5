/**
 * POST /api/ai-feedback: { website_url, focus_area, industry, email, altcha } →
 * { analysis, analysisHtml, usage: { whitelisted, remaining } }.
 * Validation first, then the proof of work (altcha: a solved challenge of
 * /api/ai-review-challenge, accepted once; missing 400, refused 403), then the quota (per
 * visitor, per mailbox and per network: the review limiters in netlify/lib/ai-feedback/limits.ts, unless
 * whitelisted by the staff cookie or IP), then the safe fetch and the review. A failed analysis
 * gives its slots back. Over the limit: 429 { error: 'Rate limit exceeded', code: 'rate_limited',
 * limit: AI_REVIEW_DAILY_LIMIT }. A review that fails on its page (400, 422) counts against the
 * day's failed reviews instead (holdFailedReviewSlots): past them, 429 { error, code:
 * 'failed_reviews_limited', limit }.
 */
import type { Config } from '@netlify/functions';
import { AI_FEEDBACK_MESSAGES } from '../../src/lib/ai-feedback.ts';
import { AI_REVIEW_DAILY_LIMIT } from '../../src/lib/config.ts';
import { aiFeedbackSchema, type AiFeedbackResponse } from '../../src/lib/schemas/api.ts';
import { checkAccessKeyAtStartup, isWhitelisted } from '../lib/ai-feedback/staff-access.ts';
import { analyseWebsite, checkTargetUrl, keepReview } from '../lib/ai-feedback/run.ts';
import { redeemChallenge } from '../lib/ai-feedback/proof-of-work.ts';
import { siteOrigin } from '../lib/platform/env.ts';
import { endpoint, HttpError, json } from '../lib/platform/http.ts';
import { readJson } from '../lib/platform/request.ts';
import { claimAll, releaseAll, type Claim, type SlotLimiter } from '../lib/limits/limiter.ts';
import { holdFailedReviewSlots, reviewLimiters, type FailedReviewHold } from '../lib/ai-feedback/limits.ts';
import { markdownRenderer } from '../lib/mail/markdown.ts';
import { mailboxKey, networkId, normaliseEmail, visitorId } from '../lib/limits/visitor.ts';

checkAccessKeyAtStartup();

export default endpoint('ai-feedback', async ({ req, context, log }) => {
  const body = await readJson(req, aiFeedbackSchema);
  const target = checkTargetUrl(body.website_url, context);
  await redeemChallenge(body.altcha);
  const access = isWhitelisted(req, context.ip);
  const visitor = await visitorId(context.ip);
  const network = await networkId(context.ip);
  const email = normaliseEmail(body.email);

  let claims: Array<{ limiter: SlotLimiter; claim: Claim }> = [];
  if (!access.whitelisted) {
    const claimed = await claimAll([
      { limiter: reviewLimiters.visitor, subject: visitor },
      { limiter: reviewLimiters.mailbox, subject: mailboxKey(email) },
      { limiter: reviewLimiters.network, subject: network },
    ]);
    if (!claimed.ok) {
      log.info('review.limited', { visitor: visitor.slice(0, 12), limiter: claimed.refusedBy.name });
      throw new HttpError(429, AI_FEEDBACK_MESSAGES.rateLimitError, { code: 'rate_limited', limit: AI_REVIEW_DAILY_LIMIT });
    }
    claims = claimed.claims;
  }

  let failedReviews: FailedReviewHold | undefined;
  try {
    failedReviews = await holdFailedReviewSlots(access.whitelisted ? null : { visitor, network }, log);
    const origin = siteOrigin(req);
    const analysis = await analyseWebsite(
      {
        url: target.href,
        focus: body.focus_area,
        industry: body.industry,
        origin,
        context,
        network: access.whitelisted ? null : network,
      },
      log,
    );
    await failedReviews.release();
    await keepReview(analysis, { email, focus: body.focus_area, industry: body.industry, whitelisted: access.whitelisted, visitor, origin }, log);
    // What is left of the tightest limit (the visitor's, the mailbox's or the network's).
    const left = Math.min(AI_REVIEW_DAILY_LIMIT, ...claims.map(({ limiter, claim }) => limiter.limit - claim.used));
    const response: AiFeedbackResponse = {
      analysis: analysis.markdown,
      analysisHtml: markdownRenderer({ target: 'page', origin }).html(analysis.markdown),
      usage: { whitelisted: access.whitelisted, remaining: access.whitelisted ? null : Math.max(0, left) },
    };
    log.info('review.done', { visitor: visitor.slice(0, 12), writer: analysis.writer, whitelisted: access.whitelisted, by: access.by });
    return json(200, response);
  } catch (error) {
    await releaseAll(claims);
    await failedReviews?.settle(error);
    throw error;
  }
});

export const config: Config = {
  path: '/api/ai-feedback',
  // Netlify's own outer cap per client IP, in front of the exact daily quota kept in Blobs.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
