import { describe, expect, it } from 'vitest';
import {
  AI_FEEDBACK_MESSAGES,
  AI_REVIEW_REFUSAL_TITLES,
  aiFeedbackFailure,
  aiFeedbackPayload,
  aiFeedbackValidation,
  dailyLimitMessage,
  isEmailLike,
  normalizeWebsiteUrl,
  remainingAnalysesLabel,
} from '~/lib/ai-feedback';
import { aiFeedbackSchema } from '~/lib/schemas/api';

describe('AI review form', () => {
  it('words the daily limit with the reported limit', () => {
    expect(dailyLimitMessage(5)).toEqual({
      title: 'Daily Limit Reached',
      description: "You've used all 5 free analyses today. Try again tomorrow or contact us for more.",
    });
    expect(dailyLimitMessage().description).toContain('all 3 free analyses');
  });

  it('classifies failures', () => {
    expect(aiFeedbackFailure(429, { error: 'Rate limit exceeded', code: 'rate_limited', limit: 3 }).title).toBe('Daily Limit Reached');
    expect(aiFeedbackFailure(429, { error: 'Rate limit exceeded', code: 'rate_limited', limit: 7 }).description).toContain('all 7 free');
    // the code is matched, never the sentence
    expect(aiFeedbackFailure(400, { error: 'Rate limit exceeded: try later', code: 'invalid_request', limit: 3 })).toEqual(AI_FEEDBACK_MESSAGES.failed);
    expect(aiFeedbackFailure(429, null).description).toContain('all 3 free');
    expect(aiFeedbackFailure(429, { error: 'x', code: 'failed_reviews_limited', limit: 6 })).toEqual(AI_FEEDBACK_MESSAGES.failedReviewsLimit);
    expect(aiFeedbackFailure(500, { error: 'boom' })).toEqual(AI_FEEDBACK_MESSAGES.failed);
    expect(aiFeedbackFailure(0, undefined)).toEqual(AI_FEEDBACK_MESSAGES.failed);
  });

  it("shows a refusal the server explains as it comes, and keeps 'Analysis Failed' for the rest", () => {
    const refusal = { error: 'That is not a public website address. Please enter the public address of your website, e.g. https://yourfirm.com.', title: AI_REVIEW_REFUSAL_TITLES.address };
    expect(aiFeedbackFailure(400, refusal)).toEqual({ title: AI_REVIEW_REFUSAL_TITLES.address, description: refusal.error });
    expect(aiFeedbackFailure(422, { error: 'That page is too large. Try your home page.', title: AI_REVIEW_REFUSAL_TITLES.page }).title).toBe(
      AI_REVIEW_REFUSAL_TITLES.page,
    );
    // No heading: a request the form got wrong, or the proof of work; nothing the visitor can fix by reading it.
    expect(aiFeedbackFailure(400, { error: 'Proof of work required', issues: [] })).toEqual(AI_FEEDBACK_MESSAGES.failed);
    expect(aiFeedbackFailure(400, { error: 'Invalid request', issues: [{ path: 'email', message: 'Invalid email' }] })).toEqual(AI_FEEDBACK_MESSAGES.failed);
  });

  it('validates in the spec order', () => {
    expect(aiFeedbackValidation({ website_url: ' ', email: '' })).toBe(AI_FEEDBACK_MESSAGES.urlRequired);
    expect(aiFeedbackValidation({ website_url: 'x.com', email: ' ' })).toBe(AI_FEEDBACK_MESSAGES.emailRequired);
    expect(aiFeedbackValidation({ website_url: 'x.com', email: 'nope' })).toBe(AI_FEEDBACK_MESSAGES.emailInvalid);
    expect(aiFeedbackValidation({ website_url: 'x.com', email: 'a@b.co' })).toBeNull();
  });

  it('counts the analyses left', () => {
    expect(remainingAnalysesLabel(2)).toBe('2 free analyses left today');
    expect(remainingAnalysesLabel(1)).toBe('1 free analysis left today');
    expect(remainingAnalysesLabel(0)).toBe('0 free analyses left today');
  });

  it('builds a body with a normalized URL that passes aiFeedbackSchema', () => {
    const payload = aiFeedbackPayload({ website_url: ' example.com ', email: ' a@b.co ', industry: 'Lawyers ' });
    expect(payload).toEqual({ website_url: 'https://example.com', focus_area: '', industry: 'Lawyers', email: 'a@b.co' });
    expect(aiFeedbackSchema.safeParse(payload).success).toBe(true);
    expect(normalizeWebsiteUrl('http://x.test/a')).toBe('http://x.test/a');
    expect(normalizeWebsiteUrl('  ')).toBe('');
  });

  it('checks the e-mail shape lightly', () => {
    expect(isEmailLike('a@b.co')).toBe(true);
    expect(isEmailLike('not-an-email')).toBe(false);
    expect(isEmailLike('a b@c.d')).toBe(false);
  });
});
