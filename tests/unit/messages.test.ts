import { describe, expect, it } from 'vitest';
import {
  AI_FEEDBACK_MESSAGES,
  CONTACT_MESSAGES,
  GUIDE_MESSAGES,
  PAYMENT_MESSAGES,
  SCHEDULER_MESSAGES,
  SLIDE_IN_MESSAGES,
  aiFeedbackFailure,
  aiFeedbackValidation,
  dailyLimitMessage,
  remainingAnalysesLabel,
} from '~/lib/messages';
import { isEmailLike } from '~/lib/payloads';

describe('spec messages', () => {
  it('quotes the spec exactly', () => {
    expect(CONTACT_MESSAGES.dialogTitle).toBe('Thanks — we received your inquiry');
    expect(CONTACT_MESSAGES.dialogText).toBe("We'll get back to you within one business day.");
    expect(SCHEDULER_MESSAGES).toEqual({
      checkoutFailedTitle: 'Unable to start checkout',
      checkoutFailedFallback: 'Please try again or use the Payment page.',
    });
    expect(PAYMENT_MESSAGES.unavailableTitle).toBe('Payment unavailable');
    expect(PAYMENT_MESSAGES.unavailableFallback).toBe('Please try again later.');
    expect(AI_FEEDBACK_MESSAGES.urlRequired).toEqual({
      title: 'Website URL Required',
      description: 'Please enter your website URL to analyze',
    });
    expect(AI_FEEDBACK_MESSAGES.emailRequired).toEqual({
      title: 'Email Required',
      description: 'Please enter your email to receive the analysis',
    });
    expect(AI_FEEDBACK_MESSAGES.busy).toBe('Analyzing Website...');
    expect(AI_FEEDBACK_MESSAGES.complete).toEqual({
      title: 'Analysis Complete',
      description: 'Your website analysis is ready!',
    });
    expect(AI_FEEDBACK_MESSAGES.failed).toEqual({
      title: 'Analysis Failed',
      description: 'There was an error analyzing your website. Please try again.',
    });
    expect(GUIDE_MESSAGES.busy).toBe('Sending...');
    expect(GUIDE_MESSAGES.successTitle).toBe('Check Your Email!');
    expect(GUIDE_MESSAGES.successText).toBe('Download starts automatically');
    expect(GUIDE_MESSAGES.failureLog).toBe('Lead capture/email failed');
    expect(SLIDE_IN_MESSAGES.title).toBe('Book Your Strategy Call');
    expect(SLIDE_IN_MESSAGES.cta).toBe('Book Now');
  });

  it('daily limit uses the reported limit', () => {
    expect(dailyLimitMessage(5)).toEqual({
      title: 'Daily Limit Reached',
      description: "You've used all 5 free analyses today. Try again tomorrow or contact us for more.",
    });
    expect(dailyLimitMessage().description).toContain('all 3 free analyses');
  });

  it('classifies AI review failures', () => {
    expect(aiFeedbackFailure(429, { error: 'Rate limit exceeded', limit: 3 }).title).toBe('Daily Limit Reached');
    expect(aiFeedbackFailure(429, { error: 'Rate limit exceeded', limit: 7 }).description).toContain('all 7 free');
    expect(aiFeedbackFailure(400, { error: 'Rate limit exceeded: try later', limit: 3 }).title).toBe(
      'Daily Limit Reached',
    );
    expect(aiFeedbackFailure(429, null).description).toContain('all 3 free');
    expect(aiFeedbackFailure(500, { error: 'boom' })).toEqual(AI_FEEDBACK_MESSAGES.failed);
    expect(aiFeedbackFailure(0, undefined)).toEqual(AI_FEEDBACK_MESSAGES.failed);
  });

  it('validates the AI review form in the spec order', () => {
    expect(aiFeedbackValidation({ website_url: ' ', email: '' }, isEmailLike)).toBe(AI_FEEDBACK_MESSAGES.urlRequired);
    expect(aiFeedbackValidation({ website_url: 'x.com', email: ' ' }, isEmailLike)).toBe(
      AI_FEEDBACK_MESSAGES.emailRequired,
    );
    expect(aiFeedbackValidation({ website_url: 'x.com', email: 'nope' }, isEmailLike)).toBe(
      AI_FEEDBACK_MESSAGES.emailInvalid,
    );
    expect(aiFeedbackValidation({ website_url: 'x.com', email: 'a@b.co' }, isEmailLike)).toBeNull();
  });

  it('counts remaining analyses', () => {
    expect(remainingAnalysesLabel(2)).toBe('2 free analyses left today');
    expect(remainingAnalysesLabel(1)).toBe('1 free analysis left today');
    expect(remainingAnalysesLabel(0)).toBe('0 free analyses left today');
  });
});
