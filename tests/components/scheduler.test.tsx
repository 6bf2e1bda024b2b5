/**
 * The scheduling calendar's listener (src/scripts/scheduler.ts): only Calendly's "event
 * scheduled" message from exactly https://calendly.com goes on to /payment; a failure shows the
 * spec's destructive toast in the page's notification region.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchScheduler } from '~/scripts/scheduler';
import { $pendingToasts } from '~/stores/toasts';
import { Toasts } from './helpers';

const navigateTo = vi.fn<(url: string) => void>();

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  navigateTo.mockReset();
  $pendingToasts.set([]);
});

function listen() {
  stop = watchScheduler({ next: '/payment', navigate: navigateTo }, window);
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

  it("shows 'Unable to start checkout' with the error's message when going on fails", async () => {
    navigateTo.mockImplementation(() => {
      throw new Error('Navigation blocked');
    });
    render(<Toasts />);
    listen();
    post({ event: 'calendly.event_scheduled' }, 'https://calendly.com');
    expect(await screen.findByText('Unable to start checkout')).toBeInTheDocument();
    expect(screen.getByText('Navigation blocked')).toBeInTheDocument();
    expect(screen.getByText('Unable to start checkout').closest('[data-toast-variant]')).toHaveAttribute(
      'data-toast-variant',
      'error',
    );
  });

  it('falls back to the spec wording without a message', async () => {
    navigateTo.mockImplementation(() => {
      throw new Error('');
    });
    render(<Toasts />);
    listen();
    post({ event: 'calendly.event_scheduled' }, 'https://calendly.com');
    expect(await screen.findByText('Please try again or use the Payment page.')).toBeInTheDocument();
  });
});
