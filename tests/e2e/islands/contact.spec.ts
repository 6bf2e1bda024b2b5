/**
 * /contact inquiry form: the real /api/contact call, the confirmation
 * dialog (Close, Esc, focus), the utm_* parameters, the honeypot and a failed request.
 * The contact function allows 5 inquiries an hour per visitor, so only one test per project
 * sends a real one; the others answer /api/contact locally.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '../../../src/lib/contact-form';
import { blockScheduler, expectToast, hydrated, uniqueEmail } from '../fixtures/islands';

const DIALOG_TITLE = 'Thanks — we received your inquiry';
const DIALOG_TEXT = "We'll get back to you within one business day.";

async function openContact(page: Page, search = ''): Promise<void> {
  await blockScheduler(page);
  await page.goto(`/contact${search}`);
  await hydrated(page, 'ContactForm');
}

const form = (page: Page) => page.locator('form[data-contact-form]');
/** A visible field by its label (the honeypot is aria-hidden, so it never matches). */
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: new RegExp(`^${label}\\b`) });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Send Inquiry' });

test('the spec strings are the ones the island uses', { tag: '@once' }, () => {
  expect(CONTACT_MESSAGES.dialogTitle).toBe(DIALOG_TITLE);
  expect(CONTACT_MESSAGES.dialogText).toBe(DIALOG_TEXT);
});

test('an inquiry is sent with the utm parameters, confirmed in a dialog, and Close returns focus', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await openContact(page, '?utm_source=newsletter&utm_medium=email&utm_campaign=spring-audit');
  const email = uniqueEmail(testInfo, 'contact');
  await field(page, 'Name').fill('Dana Whitfield');
  await field(page, 'Email').fill(email);
  await field(page, 'Company').fill('Whitfield Law');
  await field(page, 'Website').fill('whitfield.example');
  await field(page, 'Message').fill('We need a faster site before the spring campaign.');

  const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/contact'), { timeout: 45_000 });
  await submit(page).click();
  const request = await requestPromise;
  expect(request.postDataJSON()).toEqual({
    name: 'Dana Whitfield',
    email,
    company: 'Whitfield Law',
    website: 'whitfield.example',
    message: 'We need a faster site before the spring campaign.',
    company_website: '',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-audit',
  });
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });

  const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(DIALOG_TEXT, { exact: true })).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  // The form was reset after the successful send.
  await expect(field(page, 'Name')).toHaveValue('');

  // Modal: Tab stays out of the page behind it.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('form[data-contact-form]'))).toBe(false);

  await close.focus();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(submit(page)).toBeFocused();
});

test('Esc closes the dialog and focus returns to the submit button', { tag: '@once' }, async ({ page }) => {
  // The dialog behaves the same on phones (Close is checked there).
  await openContact(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
  );
  await field(page, 'Name').fill('Sam Ortiz');
  await field(page, 'Email').fill('sam@example.com');
  await submit(page).click();
  const dialog = page.getByRole('dialog', { name: DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit(page)).toBeFocused();
});

test('with the honeypot filled nothing is sent and no dialog opens', async ({ page }) => {
  await openContact(page);
  const sent: unknown[] = [];
  await page.route('**/api/contact', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  const honeypot = page.locator('input[name="company_website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('[aria-hidden="true"]:has(input[name="company_website"])')).toHaveCount(1);

  await field(page, 'Name').fill('Spam Bot');
  await field(page, 'Email').fill('bot@example.com');
  await honeypot.evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await submit(page).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(submit(page)).toHaveText('Send Inquiry');
  await expect(field(page, 'Name')).toHaveValue('Spam Bot');

  // Requests go out in order: once the honeypot is cleared the next submit is the first one sent.
  await honeypot.evaluate((input: HTMLInputElement) => {
    input.value = '';
  });
  const next = page.waitForRequest((r) => r.url().endsWith('/api/contact'));
  await submit(page).click();
  await next;
  await expect(page.getByRole('dialog', { name: DIALOG_TITLE })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ name: 'Spam Bot', company_website: '' });
});

test('a failed request shows the error toast and keeps what was typed', { tag: '@once' }, async ({ page }) => {
  await openContact(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'The inbox is unavailable.' }) }),
  );
  await field(page, 'Name').fill('Lee Park');
  await field(page, 'Email').fill('lee@example.com');
  await field(page, 'Message').fill('Please call me back.');
  await submit(page).click();
  await expectToast(page, CONTACT_MESSAGES.failed.title, 'The inbox is unavailable.', 'error');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(field(page, 'Name')).toHaveValue('Lee Park');
  await expect(field(page, 'Email')).toHaveValue('lee@example.com');
  await expect(field(page, 'Message')).toHaveValue('Please call me back.');
  await expect(submit(page)).toBeEnabled();
});
