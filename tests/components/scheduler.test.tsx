/**
 * The scheduling calendar's listener (src/scripts/scheduler.ts): only Calendly's "event
 * scheduled" message from exactly https://calendly.com goes on to /payment; a failure asks the
 * page's notification region for the spec's destructive toast (the request's way to a toast is
 * tested with the region, in tests/unit/toast-region.test.ts).
 */
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SCHEDULER } from '~/lib/config';
import { CALENDAR_SHOWN_WAIT_MS } from '~/lib/scheduler';
import { embedCalendarAfterLoad, watchScheduler } from '~/scripts/scheduler';
import { $pendingToasts } from '~/components/toasts/store';
import { REQUESTS_ATTRIBUTE } from '~/components/toasts/region';

const navigateTo = vi.fn<(url: string) => void>();

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  navigateTo.mockReset();
  $pendingToasts.set([]);
});

function listen() {
  stop = watchScheduler({ next: '/payment', calendar: SCHEDULER, navigate: navigateTo }, window);
}

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('the scheduler listener', () => {
  it('goes to /payment when Calendly reports a scheduled event', () => {
    listen();
    post({ event: 'calendly.event_scheduled', payload: { event: { uri: 'x' } } }, 'https://calendly.com');
    expect(navigateTo).toHaveBeenCalledWith('/payment');
  });

  it('ignores the same message from any other origin', () => {
    listen();
    for (const origin of ['https://evil.example', 'https://calendly.com.evil.example', 'http://calendly.com', '']) {
      post({ event: 'calendly.event_scheduled' }, origin);
    }
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('ignores other Calendly messages', () => {
    listen();
    post({ event: 'calendly.page_height', payload: { height: '900px' } }, 'https://calendly.com');
    post('calendly.event_scheduled', 'https://calendly.com');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', () => {
    listen();
    stop!();
    post({ event: 'calendly.event_scheduled' }, 'https://calendly.com');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  /** A page with the notification region: what the listener asks it to show, queued on it for its script. */
  function requestedToasts() {
    const region = document.createElement('section');
    region.setAttribute('data-toast-region', '');
    document.body.append(region);
    let queuedEvents = 0;
    const onQueued = () => (queuedEvents += 1);
    document.addEventListener('toasts:queued', onQueued);
    onTestFinished(() => {
      document.removeEventListener('toasts:queued', onQueued);
      region.remove();
    });
    return { requests: () => JSON.parse(region.getAttribute(REQUESTS_ATTRIBUTE) ?? '[]'), queuedEvents: () => queuedEvents };
  }

  it("asks for the destructive toast 'Unable to start checkout' with the error's message when going on fails", () => {
    navigateTo.mockImplementation(() => {
      throw new Error('Navigation blocked');
    });
    const region = requestedToasts();
    listen();
    post({ event: 'calendly.event_scheduled' }, 'https://calendly.com');
    expect(region.requests()).toEqual([{ title: 'Unable to start checkout', description: 'Navigation blocked', variant: 'error' }]);
    expect(region.queuedEvents(), "the region's starter is told").toBe(1);
  });

  it('falls back to the spec wording without a message', () => {
    navigateTo.mockImplementation(() => {
      throw new Error('');
    });
    const region = requestedToasts();
    listen();
    post({ event: 'calendly.event_scheduled' }, 'https://calendly.com');
    expect(region.requests()).toEqual([{ title: 'Unable to start checkout', description: 'Please try again or use the Payment page.', variant: 'error' }]);
  });
});

describe('the calendar embed', () => {
  const MARKUP = '<iframe src="https://calendly.com/northlight-studio/strategy-call" title="Schedule a strategy call"></iframe>';

  /** The embed as a browser with scripting on holds it: the <noscript>'s content is plain text. */
  function embed(): HTMLElement {
    const el = document.createElement('div');
    el.innerHTML = '<noscript></noscript><div data-scheduler-slot></div>';
    el.querySelector('noscript')!.textContent = MARKUP;
    document.body.append(el);
    return el;
  }

  afterEach(() => {
    document.body.innerHTML = '';
    Reflect.deleteProperty(document, 'readyState');
  });

  /** After the next animation frame has been drawn (a task queued from its callback runs after it). */
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

  it('puts the iframe over its slot once the page has loaded and painted, inert until the calendar shows', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const el = embed();
    embedCalendarAfterLoad(el, SCHEDULER, window);
    expect(el.querySelector('iframe')).toBeNull();
    window.dispatchEvent(new Event('load'));
    // A page can load before it first paints: the frame waits for the frame drawn after the load event.
    expect(el.querySelector('iframe'), 'not in the load event itself').toBeNull();
    await nextFrame();
    const frame = el.querySelector('iframe')!;
    expect(frame).toHaveAttribute('title', 'Schedule a strategy call');
    expect(frame.inert).toBe(true);
    // The slot (the booking link, e-mail and phone) stays until the calendar says it shows.
    expect(el.querySelector('[data-scheduler-slot]')).not.toBeNull();
    expect(el.dataset.calendar).toBeUndefined();
  });

  it('puts it in with the next frame when the page has already loaded, once', async () => {
    const el = embed();
    embedCalendarAfterLoad(el, SCHEDULER, window);
    await nextFrame();
    expect(el.querySelectorAll('iframe')).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    await nextFrame();
    expect(el.querySelectorAll('iframe')).toHaveLength(1);
  });

  it("shows the calendar on Calendly's own message (here: that it shows its page), from https://calendly.com only", async () => {
    const el = embed();
    embedCalendarAfterLoad(el, SCHEDULER, window);
    await nextFrame();
    post({ event: 'calendly.event_type_viewed' }, 'https://calendly.com.evil.example');
    post({ event: 'calendly.event_type_viewed' }, 'https://evil.example');
    post('calendly.event_type_viewed', 'https://calendly.com');
    expect(el.dataset.calendar).toBeUndefined();
    post({ event: 'calendly.event_type_viewed', payload: {} }, 'https://calendly.com');
    expect(el.dataset.calendar).toBe('shown');
    expect(el.querySelector('iframe')!.inert).toBe(false);
  });

  it(`says the calendar could not load when its frame has loaded and no message came within ${CALENDAR_SHOWN_WAIT_MS} ms, and still shows it should one come`, async () => {
    const el = embed();
    embedCalendarAfterLoad(el, SCHEDULER, window);
    await nextFrame();
    vi.useFakeTimers();
    try {
      vi.advanceTimersByTime(CALENDAR_SHOWN_WAIT_MS * 3);
      expect(el.dataset.calendar, 'no verdict before the frame has loaded (a lazy frame loads when scrolled to)').toBeUndefined();
      el.querySelector('iframe')!.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(CALENDAR_SHOWN_WAIT_MS - 1);
      expect(el.dataset.calendar).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(el.dataset.calendar).toBe('unavailable');
      post({ event: 'calendly.event_type_viewed' }, 'https://calendly.com');
      expect(el.dataset.calendar).toBe('shown');
    } finally {
      vi.useRealTimers();
    }
  });
});
