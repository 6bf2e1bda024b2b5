import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import Toaster from '~/components/islands/Toaster';
import { TOAST } from '~/lib/config';
import { preloadToasts } from './helpers';
import { $pendingToasts, notify, notifyError, notifySuccess, takePendingToasts } from '~/stores/toasts';

beforeAll(preloadToasts);
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

describe('<Toaster>', () => {
  it('renders nothing (and loads nothing) until a toast is raised', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a queued toast in an aria-live region', async () => {
    render(<Toaster />);
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
    render(<Toaster />);
    expect(await screen.findByText('Early bird')).toBeInTheDocument();
  });

  it('styles errors as destructive', async () => {
    render(<Toaster />);
    act(() => {
      notifyError('Payment unavailable', 'Please try again later.');
    });
    const title = await screen.findByText('Payment unavailable');
    const card = title.closest('[data-toast-variant]');
    expect(card).toHaveAttribute('data-toast-variant', 'error');
    expect(card?.className).toContain('bg-danger-soft');
  });

  it('closes with the dismiss button', async () => {
    render(<Toaster />);
    act(() => {
      notify('Closable');
    });
    const title = await screen.findByText('Closable');
    const card = title.closest('[data-toast-variant]') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Closable')).not.toBeInTheDocument());
  });

  it(`dismisses on a swipe of at least ${TOAST.swipeThresholdPx} px, not on a shorter one`, async () => {
    render(<Toaster />);
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
    render(<Toaster />);
    act(() => {
      notify('Short lived', undefined, { duration: 150 });
    });
    expect(await screen.findByText('Short lived')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Short lived')).not.toBeInTheDocument(), { timeout: 2000 });
  });
});
