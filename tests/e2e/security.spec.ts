/**
 * Security headers, Content-Security-Policy and caching (issue: "Security headers on every page,
 * in netlify.toml and served the same by `npm start`"), as the local Netlify emulation serves
 * them: every route and the 404 page carry the header set; the <meta> policy Astro writes allows
 * scripts only by origin and hash; a toast's runtime styles raise no violation (every route's own
 * check is in every-page.spec.ts); hashed assets are immutable, pages revalidated, API answers no-store.
 */
import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { NOT_SCHEDULED } from '../../netlify/lib/limits/scheduled';
import { SCHEDULER } from '../../src/lib/config';
import { AUDIT_PRODUCT } from '../../netlify/generated/offers';
import { E2E_STAFF_KEY } from './fixtures/staff-access';
import { ALL_ROUTES } from './site-map';
import { hydrateAll, NOT_FOUND_PATH, watchPage } from './page-watch';

const PAGES = [...ALL_ROUTES, NOT_FOUND_PATH];

/** "a b; c d" → Map { a => ['b'], c => ['d'] } */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function metaPolicy(html: string): string | undefined {
  return /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
}

function expectHeaderSet(response: APIResponse, route: string) {
  const headers = response.headers();
  const csp = parsePolicy(headers['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors'), `${route} frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${route} base-uri`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${route} object-src`).toEqual(["'none'"]);
  expect(csp.get('form-action'), `${route} form-action`).toEqual(["'self'"]);
  expect(csp.get('connect-src'), `${route} connect-src`).toEqual(["'self'"]);
  expect(csp.get('frame-src'), `${route} frame-src`).toEqual([SCHEDULER.origin]);
  // The header must not restrict scripts or styles: the per-page hashes live in the <meta> policy.
  for (const name of ['default-src', 'script-src', 'script-src-elem', 'style-src', 'style-src-elem']) {
    expect(csp.has(name), `${route}: the header CSP has ${name}`).toBe(false);
  }
  const hsts = headers['strict-transport-security'] ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${route} HSTS max-age`).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts, route).toContain('includeSubDomains');
  expect(hsts, route).toContain('preload');
  expect(headers['x-content-type-options'], route).toBe('nosniff');
  expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], route).toBe('same-origin');
  expect(headers['x-frame-options'], route).toBe('DENY');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
    expect(permissions, `${route} Permissions-Policy ${feature}`).toContain(`${feature}=()`);
  }
}

function expectRevalidated(response: APIResponse, what: string) {
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl, `${what} Cache-Control`).toMatch(/max-age=0\b/);
  expect(cacheControl, `${what} Cache-Control`).toContain('must-revalidate');
  expect(cacheControl, `${what} Cache-Control`).not.toContain('immutable');
}

test.describe('response headers', { tag: '@once' }, () => {
  // Headers do not depend on the viewport.

  for (const route of PAGES) {
    test(`${route} is served with the security headers and a strict CSP`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status(), route).toBe(route === NOT_FOUND_PATH ? 404 : 200);
      expectHeaderSet(response, route);
      expectRevalidated(response, route);

      const html = await response.text();
      const policy = metaPolicy(html);
      expect(policy, `${route} has no CSP <meta>`).toBeTruthy();
      const meta = parsePolicy(policy!);
      expect(meta.get('default-src'), route).toEqual(["'self'"]);
      expect(meta.get('base-uri'), route).toEqual(["'none'"]);
      expect(meta.get('object-src'), route).toEqual(["'none'"]);
      const scriptSrc = meta.get('script-src') ?? [];
      expect(scriptSrc, route).toContain("'self'");
      for (const name of ['script-src', 'script-src-elem', 'script-src-attr']) {
        const values = meta.get(name) ?? [];
        expect(values, `${route} ${name}`).not.toContain("'unsafe-inline'");
        expect(values, `${route} ${name}`).not.toContain("'unsafe-eval'");
      }
      // Every inline script the page runs is allowed by its hash (JSON-LD blocks are data).
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/type="application\/ld\+json"/.test(attributes!),
      );
      for (const [, , body] of inline) {
        const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
        expect(scriptSrc, `${route}: an inline script is not in script-src (${body!.slice(0, 60)}…)`).toContain(hash);
      }
      // No inline event handlers (they would need 'unsafe-inline').
      expect(html, route).not.toMatch(/<[^>]+\son[a-z]+=/i);
    });
  }

  test('hashed build assets are immutable for a year; other files revalidate', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...new Set([...html.matchAll(/["' ](\/_astro\/[^"' ?#]+)/g)].map((m) => m[1]!))];
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => /\.(avif|webp|png|jpe?g)$/.test(a))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, asset).toContain('max-age=31536000');
      expect(cacheControl, asset).toContain('immutable');
      expect(cacheControl, asset).not.toContain('must-revalidate');
    }
    for (const file of ['/favicon.svg', '/robots.txt', '/sitemap-index.xml']) {
      expectRevalidated(await request.get(file), file);
    }
  });

  test('every API answer is no-store, errors included', async ({ request }) => {
    test.slow(); // sixteen function calls through the local emulation
    const endpoints = ['ai-feedback', 'capture-lead', 'contact', 'create-payment', 'send-guide', 'stripe-webhook'];
    for (const name of endpoints) {
      for (const response of [await request.get(`/api/${name}`), await request.post(`/api/${name}`, { data: {} })]) {
        expect(response.status(), name).toBeGreaterThanOrEqual(400);
        expect(response.headers()['cache-control'], `/api/${name} ${response.status()}`).toContain('no-store');
      }
    }
    // The staff access form: its page (own strict CSP), a key in the URL (refused unchecked) and
    // a wrong key posted.
    const accessForm = await request.get('/api/ai-review-access');
    expect(accessForm.status()).toBe(200);
    expect(accessForm.headers()['cache-control']).toContain('no-store');
    expect(parsePolicy(accessForm.headers()['content-security-policy'] ?? '').get('default-src')).toEqual(["'none'"]);
    const keyInUrl = await request.get('/api/ai-review-access?key=wrong');
    expect(keyInUrl.status()).toBe(400);
    expect(keyInUrl.headers()['cache-control']).toContain('no-store');
    const denied = await request.post('/api/ai-review-access', { form: { key: 'wrong' } });
    expect(denied.status()).toBe(403);
    expect(denied.headers()['cache-control']).toContain('no-store');

    // A successful answer, and the local test checkout page it leads to (its own strict CSP).
    const payment = await request.post('/api/create-payment', { data: { amount: AUDIT_PRODUCT.amount, title: AUDIT_PRODUCT.title } });
    expect(payment.status()).toBe(200);
    expect(payment.headers()['cache-control']).toContain('no-store');
    const { url } = (await payment.json()) as { url: string };
    const checkout = await request.get(new URL(url, 'http://x').pathname + new URL(url, 'http://x').search);
    expect(checkout.status()).toBe(200);
    expect(checkout.headers()['cache-control']).toContain('no-store');
    const checkoutCsp = parsePolicy(checkout.headers()['content-security-policy'] ?? '');
    expect(checkoutCsp.get('default-src')).toEqual(["'none'"]);
    expect(checkoutCsp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(checkoutCsp.get('form-action')).toEqual(["'self'"]);
  });

  test("the scheduled functions refuse a visitor's call by URL", async ({ request }) => {
    for (const name of ['data-retention', 'inbox-digest', 'outbox-retry', 'quota-cleanup']) {
      for (const response of [await request.get(`/.netlify/functions/${name}`), await request.post(`/.netlify/functions/${name}`, { data: {} })]) {
        expect(response.status(), name).toBe(403);
        expect(await response.json()).toEqual({ error: NOT_SCHEDULED, code: 'forbidden' });
      }
    }
  });
});

// Every route's own check for CSP violations and console errors runs in
// tests/e2e/every-page.spec.ts, in the same visit as axe.
test.describe('no CSP violation and no console error', () => {
  test('a toast raises no violation', async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto('/ai-feedback');
    await hydrateAll(page);
    await page.getByRole('button', { name: /analy[sz]e/i }).first().click();
    await expect(page.getByText('Website URL Required')).toBeVisible();
    // The region's stylesheet rules applied: it is fixed-positioned over the page.
    const position = await page.locator('[data-toast-region]').evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('fixed');
    expect(await watch.violations()).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});

test.describe('staff access link', () => {
  test('posts the key from the URL fragment under its own CSP and sets the 7-day cookie', async ({ page, context }) => {
    const watch = await watchPage(page);
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
    await page.goto(`/api/ai-review-access#key=${encodeURIComponent(E2E_STAFF_KEY)}`);
    await page.waitForURL('**/ai-feedback');
    // The key went in the POST body only: no URL the browser requested carries it.
    expect(sent.some((line) => line.startsWith('POST ') && line.endsWith('/api/ai-review-access'))).toBe(true);
    expect(sent.filter((line) => line.includes(E2E_STAFF_KEY))).toEqual([]);
    const cookie = (await context.cookies()).find((c) => c.name === 'nl_ai_access');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(watch.errors).toEqual([]);
  });
});
