import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PayNowButton from '~/components/islands/PayNowButton';
import { navigateTo } from '~/components/islands/parts/navigate';
import { createPaymentSchema } from '~/lib/schemas/api';
import { $pendingToasts } from '~/components/toasts/store';
import { jsonResponse, mockFetch, sentBody, Toasts } from './helpers';
import { AUDIT_PRODUCT } from '../../netlify/generated/offers.ts';

/** The audit as /payment hands it to the island (from the pricing file). */
const audit = { amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title };

vi.mock('~/components/islands/parts/navigate', () => ({ navigateTo: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(navigateTo).mockReset();
  $pendingToasts.set([]);
});

function fakeTab() {
  return { opener: {} as unknown, closed: false, close: vi.fn(), location: { href: 'about:blank' } };
}

function renderWithToaster() {
  return render(
    <>
      <PayNowButton product={audit} />
      <Toasts />
    </>,
  );
}

describe('<PayNowButton>', () => {
  it('opens a blank tab in the click, then points it at the checkout url', async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetch = mockFetch(jsonResponse({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }));
    render(<PayNowButton product={audit} />);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(tab.opener).toBeNull();
    expect(fetch.mock.calls[0]![0]).toBe('/api/create-payment');
    expect(sentBody(fetch)).toEqual({ amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title });
    expect(createPaymentSchema.safeParse(sentBody(fetch)).success).toBe(true);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('opens the tab before the request is sent', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    vi.spyOn(window, 'open').mockImplementation(() => {
      order.push('open');
      return fakeTab() as unknown as Window;
    });
    mockFetch(() => {
      order.push('fetch');
      return jsonResponse({ url: 'https://checkout.example/x' });
    });
    render(<PayNowButton product={audit} />);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(order).toEqual(['open', 'fetch']));
  });

  it('goes to the checkout in the same tab when the popup was blocked', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    mockFetch(jsonResponse({ url: 'https://checkout.example/session' }));
    render(<PayNowButton product={audit} />);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://checkout.example/session'));
  });

  it('shows it is busy while waiting', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    let answer: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<PayNowButton product={audit} />);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const button = screen.getByRole('button', { name: 'Opening checkout...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse({ url: 'https://checkout.example/x' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
  });

  it("closes the tab and shows 'Payment unavailable' with the server's error", async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockFetch(jsonResponse({ error: 'Stripe is not configured' }, 500));
    renderWithToaster();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment unavailable')).toBeInTheDocument();
    expect(screen.getByText('Stripe is not configured')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("says 'Please try again later.' when the answer has no url", async () => {
    const user = userEvent.setup();
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockFetch(jsonResponse({}));
    renderWithToaster();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('refuses a non-http checkout url', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    mockFetch(jsonResponse({ url: 'javascript:alert(1)' }));
    renderWithToaster();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment unavailable')).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    mockFetch(new TypeError('Failed to fetch'));
    renderWithToaster();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
  });
});
