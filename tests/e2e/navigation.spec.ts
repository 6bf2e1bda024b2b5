import { expect, test } from '@playwright/test';

test.describe('desktop navigation', { tag: '@desktop' }, () => {

  test('skip link is the first focusable element and moves focus to main', async ({ page }) => {
    await page.goto('/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the current page is marked and the two header buttons are there', async ({ page }) => {
    await page.goto('/pricing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current', 'page');
    const header = page.locator('header[data-site-header]');
    await expect(header.getByRole('link', { name: 'Free AI Website Review' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Schedule a Strategy Call' })).toHaveAttribute('href', '/contact');
  });

  test('a 1280 px screen with a classic 17 px scrollbar (1263 px of page) still gets the desktop header', async ({ page }) => {
    await page.setViewportSize({ width: 1263, height: 800 });
    await page.goto('/professional-services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(page.getByLabel('Menu')).toBeHidden();
    const header = page.locator('header[data-site-header]');
    await expect(header.getByRole('link', { name: 'Free AI Website Review' })).toBeVisible();
    // Nothing in the bar wraps or spills: it is one 64 px row.
    expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height <= 65)).toBe(true);
    // Every industry page counts as Who We Serve, /professional-services too (not in the dropdown).
    await expect(nav.locator('summary')).toHaveClass(/text-brand/);
  });

  test('Who We Serve dropdown opens and closes by keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Who We Serve' });
    const lawyers = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lawyers' });
    await expect(lawyers).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(lawyers).toBeVisible();
    for (const name of ['Accountants', 'Consultants', 'Local Businesses', 'Nonprofits', 'Creatives']) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(lawyers).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(lawyers).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(lawyers).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lawyers$/);
  });

  test('the fixed header stays in view when scrolling', async ({ page }) => {
    await page.goto('/services');
    await page.mouse.wheel(0, 2000);
    await expect(page.locator('header[data-site-header]')).toBeInViewport();
  });
});

test.describe('mobile navigation', { tag: '@phone' }, () => {

  test('menu opens by touch, holds the links plus Make Payment, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    await page.getByLabel('Menu').tap();
    await expect(mobileNav).toBeVisible();
    for (const name of ['Services', 'Pricing', 'Case Studies', 'FAQ', 'About', 'Lawyers', 'Creatives', 'Make Payment']) {
      await expect(mobileNav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(mobileNav.getByRole('link', { name: 'Book Your Strategy Call' })).toHaveAttribute('href', '/contact');
    await mobileNav.getByRole('link', { name: 'Pricing', exact: true }).tap();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('menu works by keyboard: Enter opens, Escape closes', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByLabel('Menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('sticky call-to-action bar shows on phones, but not on /contact', async ({ page }) => {
    await page.goto('/services');
    const bar = page.locator('[data-sticky-cta]');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Book Your Strategy Call' })).toHaveAttribute('data-cta', 'sticky');
    await page.goto('/contact');
    await expect(page.locator('[data-sticky-cta]')).toHaveCount(0);
  });
});

test('footer has contact details, services, who we serve, booking and legal links', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer[data-site-footer]');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: /\+1/ })).toHaveAttribute('href', /^tel:/);
  for (const name of ['Website Tune-Up', 'Brand Refresh', 'Premium Brand Experience']) {
    await expect(footer.getByRole('link', { name })).toBeAttached();
  }
  await expect(footer.getByRole('link', { name: 'Brand & Performance Audit' })).toHaveAttribute('href', '/payment');
  await expect(footer.getByRole('link', { name: /Professional Services/ })).toHaveAttribute('href', '/professional-services');
  await expect(footer.getByRole('link', { name: 'Book a Strategy Call' })).toHaveAttribute('data-cta', 'footer');
  await expect(footer).toContainText('© 2024');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
});

test('legal pages have an anchor table of contents that reaches each section', async ({ page }) => {
  await page.goto('/privacy');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(8);
  const href = await links.nth(3).getAttribute('href');
  await links.nth(3).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(href!)).toBeInViewport();
});
