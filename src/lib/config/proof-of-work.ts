/**
 * The AI review's proof of work (an ALTCHA challenge the browser solves before it asks for a
 * review). Part of the site config: import from `~/lib/config`. The difficulty is the server's
 * alone (netlify/lib/ai-feedback/proof-of-work.ts); the browser needs to know where challenges come from and how
 * long a solved one stays good. Only the proof-of-work script and the functions import this
 * group, so no page carries it before the visitor starts the review form.
 */

/** Where the form's widget gets its challenges (netlify/functions/ai-review-challenge.mts). */
export const AI_REVIEW_CHALLENGE_PATH = '/api/ai-review-challenge';

/** Seconds a challenge can be solved and redeemed after it was issued. */
export const AI_REVIEW_CHALLENGE_TTL_SECONDS = 600;
