/**
 * The free AI website review form: its messages, its own
 * validation, the classification of failures and the request body (input type of
 * aiFeedbackSchema).
 */
import { AI_REVIEW_DAILY_LIMIT } from './config.ts';
import type { AiFeedbackRequest, FailedReviewsLimitResponse } from './schemas/api.ts';
import type { ToastMessage } from './toast-message.ts';

export const AI_FEEDBACK_MESSAGES = {
  urlRequired: { title: 'Website URL Required', description: 'Please enter your website URL to analyze' },
  emailRequired: { title: 'Email Required', description: 'Please enter your email to receive the analysis' },
  /** An address that is present but malformed: no toast names it, so the schema's own wording. */
  emailInvalid: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  submit: 'Analyze My Website',
  busy: 'Analyzing Website...',
  complete: { title: 'Analysis Complete', description: 'Your website analysis is ready!' },
  failed: { title: 'Analysis Failed', description: 'There was an error analyzing your website. Please try again.' },
  rateLimitError: 'Rate limit exceeded',
  /** Too many reviews failed today (pages that could not be fetched or analysed): the 429's error and toast. */
  failedReviewsLimit: {
    title: 'Too Many Failed Analyses',
    description: 'Too many analyses failed today because the page could not be fetched or analysed. Please check the address and try again tomorrow.',
  },
} as const;

/**
 * The headings of the refusals a visitor can act on. The server sends one (`title`) with such a
 * refusal, above its `error`, which says why and what to try (an address it refuses, a site it
 * cannot find, a page too large or too complex); the form shows the two as they come. Any
 * other failure keeps the generic 'Analysis Failed'. Only the server reads this: the form shows
 * what it is sent, so these strings stay out of the page's JavaScript.
 */
export const AI_REVIEW_REFUSAL_TITLES = {
  /** 400: the address itself cannot be analysed. */
  address: 'Check the Website Address',
  /** 422: the page could not be fetched or analysed. */
  page: 'We Could Not Analyze That Page',
} as const;

/** The `reason` of the 429 answered once a visitor's or network's failed reviews are used up. */
export const FAILED_REVIEWS_REASON: FailedReviewsLimitResponse['reason'] = 'failed-reviews';

/** 'Daily Limit Reached' with the limit the server reported (the configured quota otherwise). */
export function dailyLimitMessage(limit: number = AI_REVIEW_DAILY_LIMIT): ToastMessage {
  return {
    title: 'Daily Limit Reached',
    description: `You've used all ${limit} free analyses today. Try again tomorrow or contact us for more.`,
  };
}

/** "2 free analyses left today"; "1 free analysis left today". */
export function remainingAnalysesLabel(remaining: number): string {
  return `${remaining} free ${remaining === 1 ? 'analysis' : 'analyses'} left today`;
}

/**
 * The toast for a failed review: a refusal the server explains (its title and reason), too many
 * failed reviews or the daily limit when the server says so, else the generic failure.
 */
export function aiFeedbackFailure(status: number, body: unknown): ToastMessage {
  const data = body && typeof body === 'object' ? (body as { error?: unknown; limit?: unknown; reason?: unknown; title?: unknown }) : {};
  if (typeof data.title === 'string' && typeof data.error === 'string') return { title: data.title, description: data.error };
  if (status === 429 && data.reason === FAILED_REVIEWS_REASON) return AI_FEEDBACK_MESSAGES.failedReviewsLimit;
  const rateLimited =
    status === 429 || (typeof data.error === 'string' && data.error.includes(AI_FEEDBACK_MESSAGES.rateLimitError));
  if (!rateLimited) return AI_FEEDBACK_MESSAGES.failed;
  const limit = typeof data.limit === 'number' && Number.isFinite(data.limit) ? data.limit : undefined;
  return dailyLimitMessage(limit);
}

/** A light shape check; the server's schema is the authority on e-mail validity. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailLike(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** The first problem with the form (the URL's toast before the e-mail's), or null. */
export function aiFeedbackValidation(fields: { website_url: string; email: string }): ToastMessage | null {
  if (!fields.website_url.trim()) return AI_FEEDBACK_MESSAGES.urlRequired;
  if (!fields.email.trim()) return AI_FEEDBACK_MESSAGES.emailRequired;
  if (!isEmailLike(fields.email)) return AI_FEEDBACK_MESSAGES.emailInvalid;
  return null;
}

/** 'example.com' → 'https://example.com'; a URL with a scheme is kept as typed. */
export function normalizeWebsiteUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export interface AiFeedbackFields {
  website_url: string;
  focus_area?: string;
  industry?: string;
  email: string;
}

export function aiFeedbackPayload(fields: AiFeedbackFields): AiFeedbackRequest {
  return {
    website_url: normalizeWebsiteUrl(fields.website_url),
    focus_area: (fields.focus_area ?? '').trim(),
    industry: (fields.industry ?? '').trim(),
    email: fields.email.trim(),
  };
}
