import { describe, expect, it } from 'vitest';
import { SCHEDULER } from '~/lib/config';
import { SCHEDULER_MESSAGES, isScheduledEventMessage } from '~/lib/scheduler';
import { SLIDE_IN_MESSAGES } from '~/components/slide-in/messages';

describe('scheduler messages', () => {
  it('quotes the spec exactly', () => {
    expect(SCHEDULER_MESSAGES).toEqual({
      checkoutFailedTitle: 'Unable to start checkout',
      checkoutFailedFallback: 'Please try again or use the Payment page.',
    });
  });

  it('trusts only calendly.event_scheduled from https://calendly.com', () => {
    const scheduled = { event: 'calendly.event_scheduled', payload: {} };
    expect(isScheduledEventMessage('https://calendly.com', scheduled, SCHEDULER)).toBe(true);
    expect(isScheduledEventMessage('https://evil.example', scheduled, SCHEDULER)).toBe(false);
    expect(isScheduledEventMessage('https://calendly.com.evil.example', scheduled, SCHEDULER)).toBe(false);
    expect(isScheduledEventMessage('http://calendly.com', scheduled, SCHEDULER)).toBe(false);
    expect(isScheduledEventMessage('https://calendly.com', { event: 'calendly.page_height' }, SCHEDULER)).toBe(false);
    expect(isScheduledEventMessage('https://calendly.com', 'calendly.event_scheduled', SCHEDULER)).toBe(false);
    expect(isScheduledEventMessage('https://calendly.com', null, SCHEDULER)).toBe(false);
  });
});

describe('slide-in copy', () => {
  it('quotes the spec exactly', () => {
    expect(SLIDE_IN_MESSAGES.title).toBe('Book Your Strategy Call');
    expect(SLIDE_IN_MESSAGES.cta).toBe('Book Now');
  });
});
