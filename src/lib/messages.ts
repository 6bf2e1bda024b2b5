/**
 * Every visitor-facing message of the islands, quoted from the spec (sections 4, 5 and 8).
 * Islands and their tests read them from here; nothing else spells them out.
 */
import { AI_REVIEW_DAILY_LIMIT, CLAIMS, SITE } from './config';

export interface ToastMessage {
  title: string;
  description: string;
}

export const CONTACT_MESSAGES = {
  dialogTitle: 'Thanks — we received your inquiry',
  dialogText: `We'll get back to you ${CLAIMS.response}.`,
  close: 'Close',
  submit: 'Send Inquiry',
  busy: 'Sending...',
  /** Not in the spec (contact errors are "not shown" there): a plain, honest fallback. */
  failed: {
    title: 'Message not sent',
    description: `Please try again, or email us at ${SITE.email}.`,
  },
} as const;

export const SCHEDULER_MESSAGES = {
  checkoutFailedTitle: 'Unable to start checkout',
  checkoutFailedFallback: 'Please try again or use the Payment page.',
} as const;

export const PAYMENT_MESSAGES = {
  button: 'Pay Now',
  busy: 'Opening checkout...',
  unavailableTitle: 'Payment unavailable',
  unavailableFallback: 'Please try again later.',
} as const;

export const AI_FEEDBACK_MESSAGES = {
  urlRequired: { title: 'Website URL Required', description: 'Please enter your website URL to analyze' },
  emailRequired: { title: 'Email Required', description: 'Please enter your email to receive the analysis' },
  /** Not in the spec: an address that is present but malformed (the schema's own wording). */
  emailInvalid: { title: 'Invalid Email', description: 'Please enter a valid email address' },
  submit: 'Analyze My Website',
  busy: 'Analyzing Website...',
  complete: { title: 'Analysis Complete', description: 'Your website analysis is ready!' },
  failed: { title: 'Analysis Failed', description: 'There was an error analyzing your website. Please try again.' },
  rateLimitError: 'Rate limit exceeded',
} as const;

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

export const GUIDE_MESSAGES = {
  submit: 'Send Me the Guide',
  busy: 'Sending...',
  successTitle: 'Check Your Email!',
  successText: 'Download starts automatically',
  failureLog: 'Lead capture/email failed',
} as const;

export const SLIDE_IN_MESSAGES = {
  title: 'Book Your Strategy Call',
  body: `A ${CLAIMS.strategyCallMinutes}-minute call about your site and your goals. No hard pitch.`,
  cta: 'Book Now',
  dismiss: 'Dismiss',
} as const;

/** The toast for a failed AI review: the daily limit when the server says so, else the generic failure. */
export function aiFeedbackFailure(status: number, body: unknown): ToastMessage {
  const data = body && typeof body === 'object' ? (body as { error?: unknown; limit?: unknown }) : {};
  const rateLimited =
    status === 429 || (typeof data.error === 'string' && data.error.includes(AI_FEEDBACK_MESSAGES.rateLimitError));
  if (!rateLimited) return AI_FEEDBACK_MESSAGES.failed;
  const limit = typeof data.limit === 'number' && Number.isFinite(data.limit) ? data.limit : undefined;
  return dailyLimitMessage(limit);
}

/** The first problem with the AI review form (the spec's toasts), or null when it can be sent. */
export function aiFeedbackValidation(
  fields: { website_url: string; email: string },
  isEmail: (value: string) => boolean,
): ToastMessage | null {
  if (!fields.website_url.trim()) return AI_FEEDBACK_MESSAGES.urlRequired;
  if (!fields.email.trim()) return AI_FEEDBACK_MESSAGES.emailRequired;
  if (!isEmail(fields.email)) return AI_FEEDBACK_MESSAGES.emailInvalid;
  return null;
}
