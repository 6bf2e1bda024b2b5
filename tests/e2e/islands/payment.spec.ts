/**
 * /payment: Pay Now asks /api/create-payment for the audit and opens
 * the checkout in a new tab. Without a Stripe key (the embedded default) that is the local TEST
 * MODE checkout, which returns to /payment-success or /payment-canceled. Errors: 'Payment
 * unavailable' with the server's message or 'Please try again later.'.
 */
import { expect, test, type Page } from '@playwright/test';
import { AUDIT_PRODUCT } from '../../../netlify/generated/offers';
import { PAYMENT_MESSAGES } from '../../../src/lib/payment';
import { expectToast, gate, hydrated } from '../fixtures/islands';

const CALL_TIMEOUT = 45_000;

async function openPayment(page: Page): Promise<void> {
  await page.goto('/payment');
  await hydrated(page, 'PayNowButton', { scroll: false });
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
}

test('the spec strings are the ones the island uses', { tag: '@once' }, () => {
  expect(PAYMENT_MESSAGES.unavailableTitle).toBe('Payment unavailable');
  expect(PAYMENT_MESSAGES.unavailableFallback).toBe('Please try again later.');
  expect(AUDIT_PRODUCT).toMatchObject({ amount: 49900, title: 'Website Conversion Audit' });
});

/** Clicks Pay Now and returns the new tab once it shows the local test checkout. */
async function payNow(page: Page) {
  const hold = gate();
  await page.route(
    '**/api/create-payment',
    async (route) => {
      await hold.wait;
      await route.continue();
    },
    { times: 1 },
  );
  const request = page.waitForRequest((r) => r.url().endsWith('/api/create-payment'));
  const popupPromise = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  // The tab opens inside the click (popup blockers allow that), before the checkout link exists.
  const popup = await popupPromise;
  const busy = page.getByRole('button', { name: 'Opening checkout...' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  expect((await request).postDataJSON()).toEqual({ amount: 49900, title: 'Website Conversion Audit' });
  hold.open();

  await popup.waitForURL(/\/api\/test-checkout\?session=cs_localtest_[a-f0-9]+$/, { timeout: CALL_TIMEOUT });
  await expect(popup.getByText('TEST MODE', { exact: false }).first()).toBeVisible();
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Website Conversion Audit');
  await expect(popup.getByText('$499', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  expect(page.url()).toMatch(/\/payment$/);
  return popup;
}

test('Pay Now opens the test checkout in a new tab; completing it lands on /payment-success', async ({ page }) => {
  test.setTimeout(90_000);
  await openPayment(page);
  const popup = await payNow(page);
  await popup.getByRole('button', { name: 'Complete test payment' }).click();
  await popup.waitForURL(/\/payment-success\?session_id=cs_localtest_[a-f0-9]+$/, { timeout: CALL_TIMEOUT });
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your payment was received');
  await expect(popup.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('canceling the test checkout lands on /payment-canceled', { tag: '@once' }, async ({ page }) => {
  // The tab flow is covered on phones by the completed payment.
  test.setTimeout(90_000);
  await openPayment(page);
  const popup = await payNow(page);
  await popup.getByRole('link', { name: 'Cancel' }).click();
  await popup.waitForURL(/\/payment-canceled$/);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Payment canceled');
  await expect(popup.getByText(/No charges were made/)).toBeVisible();
  await expect(popup.getByRole('main').getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/payment');
});

test('a payment error closes the blank tab and shows the toast with the server message', async ({ page }) => {
  await openPayment(page);
  await page.route('**/api/create-payment', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Payments are paused for maintenance.' }) }),
  );
  const popupPromise = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const popup = await popupPromise;
  await expectToast(page, 'Payment unavailable', 'Payments are paused for maintenance.', 'error');
  if (!popup.isClosed()) await popup.waitForEvent('close');
  expect(page.context().pages()).toEqual([page]);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
});

test('an answer without a url gives the fallback message', { tag: '@once' }, async ({ page }) => {
  // Message handling is the same on every viewport.
  await openPayment(page);
  await page.route('**/api/create-payment', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  );
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expectToast(page, 'Payment unavailable', 'Please try again later.', 'error');
  await expect.poll(() => page.context().pages().length).toBe(1);
});
