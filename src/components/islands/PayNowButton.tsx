/**
 * Pay Now on /payment. The click opens a blank tab at once (inside the
 * click, so popup blockers allow it), then asks /api/create-payment for a checkout link for the
 * audit and points the tab at it. If the browser blocked the tab anyway, the checkout opens in
 * this tab. Error or no url: the blank tab is closed and 'Payment unavailable' is shown.
 *
 * The server HTML is a form that works on its own: it posts the audit's amount and title natively
 * to the same endpoint, which answers with the checkout itself (in this tab). So the island
 * hydrates only when the visitor reaches for the button (client:intent), and a press before then
 * still leads to the checkout.
 */
import { useState, type SubmitEvent } from 'react';
import { API_PATHS } from '~/lib/api-paths';
import type { Product } from '~/lib/offers';
import { PAYMENT_MESSAGES, checkoutUrl, paymentPayload } from '~/lib/payment';
import type { CreatePaymentResponse } from '~/lib/schemas/api';
import { notifyError } from '~/components/toasts/store';
import { apiErrorMessage, postJson, thrownMessage } from './parts/http';
import { navigateTo } from './parts/navigate';

export interface PayNowButtonProps {
  /** The product as the page shows it (the pricing file's audit): its amount and title are sent. */
  product: Pick<Product, 'amount' | 'title'>;
  label?: string;
  className?: string;
}

class PaymentError extends Error {}

export default function PayNowButton({ product: shown, label = PAYMENT_MESSAGES.button, className = '' }: PayNowButtonProps) {
  const [busy, setBusy] = useState(false);
  const product = paymentPayload(shown);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Synchronously, in the click: a tab opened later (after the fetch) would be blocked.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const { ok, data } = await postJson<CreatePaymentResponse>(API_PATHS.createPayment, product);
      const url = ok ? checkoutUrl((data as CreatePaymentResponse | null)?.url, window.location.href) : null;
      if (!url) throw new PaymentError(apiErrorMessage(data) ?? '');
      if (tab && !tab.closed) tab.location.href = url;
      else navigateTo(url);
    } catch (error) {
      tab?.close();
      notifyError(PAYMENT_MESSAGES.unavailableTitle, thrownMessage(error) ?? PAYMENT_MESSAGES.unavailableFallback);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action={API_PATHS.createPayment} onSubmit={onSubmit}>
      <input type="hidden" name="amount" value={product.amount} />
      <input type="hidden" name="title" value={product.title} />
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className={`btn-primary px-8 text-base disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {busy ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 motion-safe:animate-spin" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {PAYMENT_MESSAGES.busy}
        </>
      ) : (
        label
      )}
    </button>
    </form>
  );
}
