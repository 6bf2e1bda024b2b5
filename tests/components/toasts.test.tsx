import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '~/lib/config';
import { MAX_VISIBLE } from '~/scripts/toasts';
import { Toasts } from './helpers';
import { $pendingToasts, notify, notifyError, notifySuccess, takePendingToasts } from '~/stores/toasts';

afterEach(() => {
  $pendingToasts.set([]);
});

describe('toast queue', () => {
  it('queues toasts with the configured durations', () => {
    notify('Hello', 'World');
    notifySuccess('Done');
    notifyError('Oops', 'Broken');
    const queued = takePendingToasts();
    expect(queued.map((t) => [t.title, t.variant, t.duration])).toEqual([
      ['Hello', 'default', TOAST.durationMs],
      ['Done', 'success', TOAST.durationMs],
      ['Oops', 'error', TOAST.errorDurationMs],
    ]);
    expect(takePendingToasts()).toEqual([]);
  });
});

describe('the notification region (src/scripts/toasts.ts)', () => {
  it('is an empty live region until a toast is raised', () => {
    render(<Toasts />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('shows a queued toast in an aria-live region', async () => {
    render(<Toasts />);
    act(() => {
      notify('Analysis Complete', 'Your website analysis is ready!');
    });
    const title = await screen.findByText('Analysis Complete');
    expect(screen.getByText('Your website analysis is ready!')).toBeInTheDocument();
    const region = title.closest('section');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-label', expect.stringContaining('Notifications'));
  });

  it('shows toasts raised before it hydrated', async () => {
    notify('Early bird');
    render(<Toasts />);
    expect(await screen.findByText('Early bird')).toBeInTheDocument();
  });

  it('styles errors as destructive', async () => {
    render(<Toasts />);
    act(() => {
      notifyError('Payment unavailable', 'Please try again later.');
    });
    const title = await screen.findByText('Payment unavailable');
    const card = title.closest('[data-toast-variant]');
    expect(card).toHaveAttribute('data-toast-variant', 'error');
    expect(card?.className).toContain('bg-danger-soft');
  });

  it('closes with the dismiss button', async () => {
    render(<Toasts />);
    act(() => {
      notify('Closable');
    });
    const title = await screen.findByText('Closable');
    const card = title.closest('[data-toast-variant]') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Closable')).not.toBeInTheDocument());
  });

  it(`dismisses on a swipe of at least ${TOAST.swipeThresholdPx} px, not on a shorter one`, async () => {
    render(<Toasts />);
    act(() => {
      notify('Swipe me');
    });
    const card = (await screen.findByText('Swipe me')).closest('[data-toast-variant]') as HTMLElement;

    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 100 + TOAST.swipeThresholdPx - 5, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 100 + TOAST.swipeThresholdPx - 5, pointerId: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 100 + TOAST.swipeThresholdPx, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 100 + TOAST.swipeThresholdPx, pointerId: 1 });
    await waitFor(() => expect(screen.queryByText('Swipe me')).not.toBeInTheDocument());
  });

  it('auto-closes after the configured duration', async () => {
    render(<Toasts />);
    act(() => {
      notify('Short lived', undefined, { duration: 150 });
    });
    expect(await screen.findByText('Short lived')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Short lived')).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it('waits while the pointer is over the region, then finishes the remaining time', () => {
    vi.useFakeTimers();
    try {
      render(<Toasts />);
      act(() => {
        notify('Patient', undefined, { duration: 1000 });
      });
      const region = screen.getByRole('region', { name: 'Notifications' });
      act(() => vi.advanceTimersByTime(600));
      fireEvent.pointerEnter(region);
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.getByText('Patient')).toBeInTheDocument();
      fireEvent.pointerLeave(region);
      act(() => vi.advanceTimersByTime(300));
      expect(screen.getByText('Patient')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(150));
      expect(screen.queryByText('Patient')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it(`keeps at most ${MAX_VISIBLE} toasts, closing the oldest`, () => {
    render(<Toasts />);
    act(() => {
      for (let n = 1; n <= MAX_VISIBLE + 1; n++) notify(`Toast ${n}`);
    });
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent)).toEqual(
      Array.from({ length: MAX_VISIBLE }, (_, i) => `Toast ${i + 2}`),
    );
  });

  it('moves focus to the next toast when the focused one is dismissed', () => {
    render(<Toasts />);
    act(() => {
      notify('First');
      notify('Second');
    });
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    second!.focus();
    fireEvent.click(second!);
    expect(first).toHaveFocus();
  });
});
