/**
 * The mobile sticky call-to-action bar: on phones, with the data-cta="sticky"
 * link, in view while scrolling; not on /contact; hidden on desktop.
 */
import { expect, test } from '@playwright/test';
import { scrollToFraction } from '../fixtures/islands';

test('phones: the bar stays in view with its sticky call to action, and /contact has none', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/lawyers');
  const bar = page.locator('[data-sticky-cta]');
  await expect(bar).toBeVisible();
  const cta = bar.locator('[data-cta="sticky"]');
  await expect(cta).toHaveText('Book Your Strategy Call');
  await expect(cta).toHaveAttribute('href', '/contact');
  await expect(bar.getByRole('link', { name: 'Free AI Review' })).toHaveAttribute('href', '/ai-feedback');
  await scrollToFraction(page, 0.5);
  await expect(bar).toBeInViewport({ ratio: 1 });
  await scrollToFraction(page, 1);
  await expect(bar).toBeInViewport({ ratio: 1 });

  await cta.click();
  await page.waitForURL(/\/contact$/);
  await expect(page.locator('[data-sticky-cta]')).toHaveCount(0);
});

test('desktop: the bar is hidden', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/lawyers');
  await expect(page.locator('[data-sticky-cta]')).toBeHidden();
  await scrollToFraction(page, 1);
  await expect(page.locator('[data-sticky-cta]')).toBeHidden();
});
