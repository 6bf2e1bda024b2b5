/**
 * The Calendly embed on /contact and /book: the iframe's address and
 * height per breakpoint, and the message listener, which goes to /payment only for
 * `calendly.event_scheduled` from exactly https://calendly.com; what stands in the calendar's
 * place until it has loaded (the scheduling page, e-mail and phone) and when it cannot. Nothing
 * here reaches calendly.com: its requests are refused (blocked, as by an extension or a company
 * network) or answered by a local stub page that speaks as Calendly's calendar does, and some
 * messages are dispatched as if from the frame.
 */
import { expect, test, type Page } from '@playwright/test';
import { CALENDAR_HEIGHTS, SCHEDULER } from '../../../src/lib/config';
import { STUDIO } from '../../../netlify/generated/studio.ts';
import { CALENDAR_SHOWN_WAIT_MS, SCHEDULER_MESSAGES } from '../../../src/lib/scheduler';
import { blockScheduler } from '../fixtures/islands';

test('the spec strings and constants are the ones the listener uses', { tag: '@once' }, () => {
  expect(SCHEDULER_MESSAGES).toEqual({
    checkoutFailedTitle: 'Unable to start checkout',
    checkoutFailedFallback: 'Please try again or use the Payment page.',
  });
  expect(CALENDAR_HEIGHTS).toEqual({ contact: [480, 520, 560], book: 720 });
  expect(SCHEDULER.origin).toBe('https://calendly.com');
});

async function openScheduler(page: Page, path: string): Promise<void> {
  await blockScheduler(page);
  await page.goto(path);
  // The listener is a module script of the page (no island): it has run once the page loaded.
}

/**
 * Dispatches a message event as the iframe would, and reports whether the page started to
 * navigate (the Navigation API's navigate event fires synchronously inside location.assign).
 */
async function postAsIframe(page: Page, origin: string, data: unknown): Promise<string | null> {
  return page.evaluate(
    ({ origin, data }) => {
      let destination: string | null = null;
      const nav = (window as unknown as { navigation: EventTarget }).navigation;
      const record = (event: Event) => {
        destination = (event as unknown as { destination: { url: string } }).destination.url;
      };
      nav.addEventListener('navigate', record);
      window.dispatchEvent(new MessageEvent('message', { origin, data }));
      nav.removeEventListener('navigate', record);
      return destination;
    },
    { origin, data },
  );
}

const iframeHeight = (page: Page) =>
  page.locator('[data-scheduler] iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height));
/** The bordered embed around the calendar (its slot before the page has loaded). */
const embedHeight = (page: Page) => page.locator('[data-scheduler]').evaluate((el) => Math.round(el.getBoundingClientRect().height));

for (const path of ['/contact', '/book']) {
  // Phones: checked on /contact.
  test(`${path}: only calendly.event_scheduled from https://calendly.com goes to /payment`, { tag: path === '/book' ? '@once' : [] }, async ({ page }) => {
    await openScheduler(page, path);
    const iframe = page.locator('[data-scheduler] iframe');
    const src = new URL((await iframe.getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe(SCHEDULER.url);
    expect(src.searchParams.get('hide_event_type_details')).toBe('1');
    expect(src.searchParams.get('hide_gdpr_banner')).toBe('1');
    await expect(iframe).toHaveAttribute('title', 'Schedule a strategy call with Northlight Studio');

    // Ignored: another origin, a look-alike origin, another Calendly event, a bare string.
    expect(await postAsIframe(page, 'https://evil.example', { event: 'calendly.event_scheduled' })).toBeNull();
    expect(await postAsIframe(page, 'https://calendly.com.evil.example', { event: 'calendly.event_scheduled' })).toBeNull();
    expect(await postAsIframe(page, 'https://calendly.com', { event: 'calendly.profile_page_viewed' })).toBeNull();
    expect(await postAsIframe(page, 'https://calendly.com', 'calendly.event_scheduled')).toBeNull();
    expect(new URL(page.url()).pathname).toBe(path);

    // The real signal.
    const destination = await postAsIframe(page, 'https://calendly.com', {
      event: 'calendly.event_scheduled',
      payload: { event: { uri: 'https://api.calendly.com/scheduled_events/X' } },
    });
    expect(new URL(destination!).pathname).toBe('/payment');
    await page.waitForURL(/\/payment$/);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  });
}

/** Where the page would go after scheduling, as the markup says; an address the browser cannot go to breaks the move. */
async function breakPaymentAddress(page: Page): Promise<void> {
  await page.route(/\/(contact|book)$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('data-next="/payment"', 'data-next="http://["');
    await route.fulfill({ response, body: html });
  });
}

for (const path of ['/contact', '/book']) {
  // Phones: checked on /book.
  test(`${path}: when the move to /payment fails, the destructive toast 'Unable to start checkout' shows`, { tag: path === '/contact' ? '@once' : [] }, async ({ page }) => {
    await blockScheduler(page);
    await breakPaymentAddress(page);
    const toastScripts: string[] = [];
    page.on('request', (request) => {
      if (/ToastRegion/.test(request.url())) toastScripts.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('load');
    // /book keeps the region's script inert until a toast needs it; /contact starts it once loaded.
    if (path === '/book') expect(toastScripts, '/book: the notification script loaded with the page').toHaveLength(0);
    else await expect.poll(() => toastScripts.length, `${path}: the notification script after the load event`).toBe(1);

    await postAsIframe(page, 'https://calendly.com', { event: 'calendly.event_scheduled' });
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute('data-toast-variant', 'error');
    await expect(toast.getByText(SCHEDULER_MESSAGES.checkoutFailedTitle, { exact: true })).toBeVisible();
    // The browser's own message: the address it could not go to.
    await expect(toast.locator('[data-toast-description]')).toContainText('http://[');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(toastScripts).toHaveLength(1);
  });
}

test('/contact calendar is 480, 520 and 560 px high by breakpoint', async ({ page, isMobile }) => {
  await openScheduler(page, '/contact');
  if (isMobile) {
    expect(await iframeHeight(page)).toBe(480);
    return;
  }
  expect(await iframeHeight(page)).toBe(560);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(() => iframeHeight(page)).toBe(520);
  await page.setViewportSize({ width: 600, height: 900 });
  await expect.poll(() => iframeHeight(page)).toBe(480);
});

test('/book calendar is 720 px high, with a new-tab link to Calendly and a link to /payment', async ({ page, isMobile }) => {
  await openScheduler(page, '/book');
  expect(await iframeHeight(page)).toBe(720);
  if (!isMobile) {
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => iframeHeight(page)).toBe(720);
  }
  const newTab = page.getByRole('link', { name: /Open the calendar in a new tab/ });
  await expect(newTab).toHaveAttribute('href', SCHEDULER.url);
  await expect(newTab).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', '/payment');
});

test('the calendar arrives after the page has loaded, into a slot of its size: nothing moves', async ({ page, isMobile }) => {
  await blockScheduler(page);
  // What the page looked like before the load event: the embed's height, and no iframe yet.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const embed = document.querySelector('[data-scheduler]')!;
      (window as unknown as { __beforeLoad: unknown }).__beforeLoad = {
        height: Math.round(embed.getBoundingClientRect().height),
        iframes: document.querySelectorAll('iframe').length,
      };
    });
  });
  for (const [path, height] of [
    ['/contact', isMobile ? 480 : 560],
    ['/book', 720],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('[data-scheduler] iframe')).toHaveCount(1);
    const before = await page.evaluate(() => (window as unknown as { __beforeLoad: { height: number; iframes: number } }).__beforeLoad);
    expect(before.iframes, `${path}: no third-party document while the page loads`).toBe(0);
    expect(await embedHeight(page), `${path}: the embed keeps its height`).toBe(before.height);
    expect(await iframeHeight(page)).toBe(height);
  }
});

/** The booking page, e-mail and phone that stand in the calendar's place. */
async function expectFallback(page: Page): Promise<void> {
  const slot = page.locator('[data-scheduler-slot]');
  await expect(slot).toBeVisible();
  await expect(slot.getByRole('link', { name: /Open the scheduling page/ })).toHaveAttribute('href', SCHEDULER.url);
  await expect(slot.getByRole('link', { name: STUDIO.email })).toHaveAttribute('href', `mailto:${STUDIO.email}`);
  await expect(slot.getByRole('link', { name: STUDIO.phone })).toHaveAttribute('href', STUDIO.phoneHref);
}

for (const path of ['/contact', '/book']) {
  // Phones: checked on /contact.
  const tag = path === '/book' ? '@desktop' : [];
  test(`${path}: a blocked calendar never shows a broken frame: the scheduling page, e-mail and phone stand in its place`, { tag }, async ({ page }) => {
    await blockScheduler(page);
    await page.clock.install();
    await page.goto(path);
    const embed = page.locator('[data-scheduler]');
    await embed.scrollIntoViewIfNeeded();
    const height = await embedHeight(page);
    const frame = embed.locator('iframe');
    await expect(frame).toHaveCount(1);
    // Loading: the frame is there but transparent and out of reach; the stand-in shows.
    await expectFallback(page);
    await expect(page.getByText('The calendar is loading.', { exact: false })).toBeVisible();
    expect(await frame.evaluate((el) => ({ opacity: getComputedStyle(el).opacity, inert: (el as HTMLIFrameElement).inert }))).toEqual({ opacity: '0', inert: true });
    // Its frame loaded the browser's error page and no word came from the calendar: once the
    // wait has passed after that load, it says so.
    await expect
      .poll(async () => {
        await page.clock.runFor(CALENDAR_SHOWN_WAIT_MS);
        return embed.getAttribute('data-calendar');
      }, { timeout: 20_000 })
      .toBe('unavailable');
    await expect(page.getByText('The calendar could not load here.', { exact: false })).toBeVisible();
    await expect(page.getByText('The calendar is loading.', { exact: false })).toBeHidden();
    await expectFallback(page);
    expect(await embedHeight(page), 'nothing moved').toBe(height);
    // The stand-in's link is reachable and not under the transparent frame.
    await page.locator('[data-scheduler-slot] a').first().click({ trial: true });
  });
}

/** A stand-in for Calendly's scheduling page: says it shows, and "schedules" when its button is pressed. */
const STUB_CALENDAR = `<!doctype html><html lang="en"><title>Stub calendar</title>
<body style="margin:0;background:#e6f3ef;font:16px sans-serif"><p>Stub calendar</p><button id="book">Confirm</button>
<script>
  parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*');
  document.getElementById('book').onclick = () =>
    parent.postMessage({ event: 'calendly.event_scheduled', payload: { event: { uri: 'https://api.calendly.com/scheduled_events/STUB' } } }, '*');
</script></body></html>`;

test('a calendar that loads takes its place without moving anything, then a scheduled call goes on to /payment', async ({ page }) => {
  const requested: string[] = [];
  await page.route('https://calendly.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: STUB_CALENDAR });
  });
  await page.goto('/contact');
  const embed = page.locator('[data-scheduler]');
  await embed.scrollIntoViewIfNeeded();
  const height = await embedHeight(page);
  await expect(embed).toHaveAttribute('data-calendar', 'shown');
  const frame = embed.locator('iframe');
  expect(await frame.evaluate((el) => ({ opacity: getComputedStyle(el).opacity, inert: (el as HTMLIFrameElement).inert }))).toEqual({ opacity: '1', inert: false });
  await expect(page.locator('[data-scheduler-slot]')).toBeHidden();
  expect(await embedHeight(page), 'nothing moved').toBe(height);
  // The frame's address is Calendly's inline embed, whose messages need embed_domain.
  const src = new URL(requested[0]!);
  expect(src.searchParams.get('embed_type')).toBe('Inline');
  expect(src.searchParams.get('embed_domain')).toBe(new URL(STUDIO.url).host);

  await page.frameLocator('[data-scheduler] iframe').getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/payment$/);
});

test('without JavaScript the calendar is there, at its height', { tag: '@once' }, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await blockScheduler(page);
  await page.goto('/book');
  const iframe = page.locator('[data-scheduler] iframe');
  await expect(iframe).toHaveAttribute('title', 'Schedule a strategy call with Northlight Studio');
  expect(await iframeHeight(page)).toBe(720);
  // The slot that holds the calendar's place for the script takes no room.
  await expect(page.locator('[data-scheduler-slot]')).toBeHidden();
  expect(await embedHeight(page)).toBe(722);
  await context.close();
});
