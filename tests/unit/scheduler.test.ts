import { describe, expect, it } from 'vitest';
import { SCHEDULER } from '~/lib/config';
import { isCalendarShownMessage, isScheduledEventMessage } from '~/lib/scheduler';

describe('scheduler messages', () => {
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

  it('takes the calendar as shown when Calendly itself speaks, from exactly https://calendly.com', () => {
    for (const event of ['calendly.event_type_viewed', 'calendly.profile_page_viewed', 'calendly.page_height']) {
      expect(isCalendarShownMessage('https://calendly.com', { event, payload: {} }, SCHEDULER)).toBe(true);
      expect(isCalendarShownMessage('https://evil.example', { event }, SCHEDULER)).toBe(false);
      expect(isCalendarShownMessage('https://calendly.com.evil.example', { event }, SCHEDULER)).toBe(false);
      expect(isCalendarShownMessage('http://calendly.com', { event }, SCHEDULER)).toBe(false);
    }
    expect(isCalendarShownMessage('https://calendly.com', 'calendly.event_type_viewed', SCHEDULER)).toBe(false);
    expect(isCalendarShownMessage('https://calendly.com', { payload: {} }, SCHEDULER)).toBe(false);
    expect(isCalendarShownMessage('https://calendly.com', null, SCHEDULER)).toBe(false);
  });
});
