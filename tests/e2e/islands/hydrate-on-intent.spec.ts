/**
 * Islands that hydrate on the visitor's first intent (client:intent): a page that is only loaded
 * runs none of React, the first touch starts it and loses nothing, and the forms work before
 * (and without) their islands, posting natively to the same endpoints.
 */
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MESSAGES } from '../../../src/lib/contact-form';
import { blockScheduler, island, uniqueEmail } from '../fixtures/islands';

/** Every script request the page makes from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

test('a loaded /contact runs no React until the visitor reaches for the form; what they type first is kept', async ({ page }) => {
  await blockScheduler(page);
  const scripts = scriptRequests(page);
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const form = island(page, 'ContactForm');
  await expect(form).toHaveAttribute('ssr', '');
  expect(scripts.filter((url) => /\/_astro\/(react|ContactForm)\./.test(url)), 'framework scripts at load').toEqual([]);

  // The first touch: the field takes the text at once, the island hydrates behind it.
  const name = page.locator('form[data-contact-form] input[name="name"]');
  await name.click();
  await page.keyboard.type('Dana');
  await expect(form).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await expect(name).toHaveValue('Dana');
  expect(scripts.some((url) => /\/_astro\/react\./.test(url))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form sends the inquiry and the page confirms it', { tag: '@once' }, async ({ page }, testInfo) => {
    await page.goto('/contact');
    const form = page.locator('form[data-contact-form]');
    await form.getByRole('textbox', { name: /^Name\b/ }).fill('Noa Script');
    await form.getByRole('textbox', { name: /^Email\b/ }).fill(uniqueEmail(testInfo, 'nojs-contact'));
    await form.getByRole('textbox', { name: /^Message\b/ }).fill('Sent from a browser without JavaScript.');
    await form.getByRole('button', { name: CONTACT_MESSAGES.submit }).click();
    await expect(page).toHaveURL(/\/contact#inquiry-sent$/);
    const confirmation = page.locator('#inquiry-sent');
    await expect(confirmation.getByText(CONTACT_MESSAGES.dialogTitle)).toBeVisible();
    await expect(confirmation.getByText(CONTACT_MESSAGES.dialogText)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('contact-sent-without-js.png') });
  });

  test('an incomplete contact form is refused by a page that leads back', { tag: '@once' }, async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form[data-contact-form]');
    // The browser's own validation would stop an empty name: a name of spaces passes it, not the server.
    await form.getByRole('textbox', { name: /^Name\b/ }).fill('   ');
    await form.getByRole('textbox', { name: /^Email\b/ }).fill('spaces@example.com');
    await form.getByRole('button', { name: CONTACT_MESSAGES.submit }).click();
    await expect(page.getByRole('heading', { name: CONTACT_MESSAGES.failed.title })).toBeVisible();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the contact form' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Pay Now leads to the checkout', { tag: '@once' }, async ({ page }) => {
    await page.goto('/payment');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/api\/test-checkout\?session=/);
    await expect(page.getByText('TEST MODE')).toBeVisible();
  });

  test('the FAQ shows every question and no search box that could not search', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('searchbox')).toBeHidden();
    expect(await page.locator('details').count()).toBeGreaterThan(3);
  });
});
