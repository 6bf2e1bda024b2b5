/**
 * The staff access key: taken from a POST form (the staff link puts it in the URL fragment,
 * which browsers do not send, and the page's script submits it), never from a query string;
 * refused when shorter than 32 characters or not random-looking (too few different
 * characters, a repeated run); `npm run access-key` prints a good one. The cookie it sets lasts
 * 7 days and carries the key version, so raising AI_REVIEW_ACCESS_VERSION revokes every cookie
 * without a new key.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import accessHandler, { FRAGMENT_SCRIPT } from '../../netlify/functions/ai-review-access.mts';
import { ACCESS_COOKIE_MAX_AGE, ACCESS_KEY_MIN_BITS, ACCESS_KEY_MIN_LENGTH, accessKeyWeakness, hasValidAccessCookie } from '../../netlify/lib/ai-feedback/staff-access.ts';
import { scriptHash } from '../../netlify/lib/platform/html-page.ts';
import { startFixtureSite } from './helpers/fixture-site.ts';
import { call, makeContext, makeRequest } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const KEY = 'k7Vq2m9XwR4tLp8sZb3nYc6hJd1fGa5e'; // 32 characters
const backend = useReviewBackend({ site: startFixtureSite, env: () => ({ AI_REVIEW_ACCESS_KEY: KEY }) });

const FORM = 'application/x-www-form-urlencoded';
const submit = (key: string, url = 'https://northlight.example/api/ai-review-access') =>
  accessHandler(
    makeRequest('/api/ai-review-access', { url, rawBody: new URLSearchParams({ key }).toString(), headers: { 'content-type': FORM } }),
    makeContext(),
  );
const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
const withCookie = (cookie: string) => new Request('https://northlight.example/api/ai-feedback', { headers: { cookie } });

let n = 0;
const review = (cookie: string) =>
  call(handler, '/api/ai-feedback', {
    ip: `198.${++n}.7.7`,
    headers: { cookie },
    body: { website_url: `${backend.site.origin}/law-firm`, focus_area: '', industry: 'lawyers', email: `staff${n}@example.com` },
  });

describe('/api/ai-review-access', () => {
  it('never takes the key from a query string, not even the right one', async () => {
    const r = await call(accessHandler, `/api/ai-review-access?key=${KEY}`, { method: 'GET' });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(/does not go in the URL/);
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('serves a form that posts the key, with a CSP that allows only its own script', async () => {
    const r = await call(accessHandler, '/api/ai-review-access', { method: 'GET' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('x-robots-tag')).toBe('noindex');
    const dom = new JSDOM(r.text);
    const form = dom.window.document.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/ai-review-access');
    const input = form.querySelector('input[name="key"]')!;
    expect(input.getAttribute('type')).toBe('password');
    expect(dom.window.document.querySelector('label[for="key"]')?.textContent).toBe('Access key');
    const scripts = [...dom.window.document.querySelectorAll('script')].map((s) => s.textContent);
    expect(scripts).toEqual([FRAGMENT_SCRIPT]);
    const csp = r.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src ${scriptHash(FRAGMENT_SCRIPT)}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
  });

  it('the staff link submits the key from the URL fragment and removes it from the address', async () => {
    const r = await call(accessHandler, '/api/ai-review-access', { method: 'GET' });
    const submitted: Array<{ key: string; action: string }> = [];
    const dom = new JSDOM(r.text, {
      url: `https://northlight.example/api/ai-review-access#key=${encodeURIComponent(KEY)}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        window.HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
          submitted.push({ key: (this.elements.namedItem('key') as HTMLInputElement).value, action: this.action });
        };
      },
    });
    expect(submitted).toEqual([{ key: KEY, action: 'https://northlight.example/api/ai-review-access' }]);
    expect(dom.window.location.href).toBe('https://northlight.example/api/ai-review-access');
    // Without a fragment the page just waits for the key.
    const plain: unknown[] = [];
    new JSDOM(r.text, {
      url: 'https://northlight.example/api/ai-review-access',
      runScripts: 'dangerously',
      beforeParse(window) {
        window.HTMLFormElement.prototype.submit = () => plain.push(1);
      },
    });
    expect(plain).toEqual([]);
  });

  it('a posted right key sets a 7-day cookie bound to the key version; a wrong one is 403', async () => {
    const wrong = await submit('x'.repeat(40));
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'Invalid access key', code: 'forbidden' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const json = await call(accessHandler, '/api/ai-review-access', { body: { key: KEY } });
    expect(json.status).toBe(415);

    const res = await submit(KEY);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ai-feedback');
    expect(ACCESS_COOKIE_MAX_AGE).toBe(7 * 24 * 3600);
    expect(res.headers.get('set-cookie')).toMatch(
      new RegExp(`^__Host-nl_ai_access=v2\\.1\\.\\d+\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=${ACCESS_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax; Secure$`),
    );
    const local = await submit(KEY, 'http://localhost:8888/api/ai-review-access');
    expect(local.headers.get('set-cookie')).not.toContain('Secure');
    expect(local.headers.get('set-cookie')).toMatch(/^nl_ai_access=v2\./);

    const cookie = cookieOf(res);
    for (let i = 0; i < 4; i++) expect((await review(cookie)).json.usage).toEqual({ whitelisted: true, remaining: null });
    // Expired after 7 days, whatever the browser does with Max-Age.
    expect(hasValidAccessCookie(withCookie(cookie), Date.now() + 6 * 86_400_000)).toBe(true);
    expect(hasValidAccessCookie(withCookie(cookie), Date.now() + 8 * 86_400_000)).toBe(false);
    // A cookie planted beside it (a sibling subdomain, plain HTTP) changes nothing; on https a
    // bare-named one is not even read.
    expect(hasValidAccessCookie(withCookie(`__Host-nl_ai_access=junk; ${cookie}`))).toBe(true);
    expect(hasValidAccessCookie(withCookie(cookie.replace('__Host-', '')))).toBe(false);
    // A cookie whose expiry was changed is refused.
    const tampered = cookie.replace(/\.(\d+)\./, (_m, exp) => `.${Number(exp) + 1000}.`);
    expect((await review(tampered)).json.usage.whitelisted).toBe(false);
    // Raising the key version revokes every cookie; the same key gives a new one.
    process.env.AI_REVIEW_ACCESS_VERSION = '2';
    expect((await review(cookie)).json.usage.whitelisted).toBe(false);
    const renewed = cookieOf(await submit(KEY));
    expect(renewed).toMatch(/^__Host-nl_ai_access=v2\.2\./);
    expect((await review(renewed)).json.usage.whitelisted).toBe(true);
    // Rotating the key revokes them too.
    process.env.AI_REVIEW_ACCESS_KEY = `${KEY}-rotated`;
    expect((await review(renewed)).json.usage.whitelisted).toBe(false);
  });

  it(`refuses a key shorter than ${ACCESS_KEY_MIN_LENGTH} characters, and says so in the log at start-up`, async () => {
    const short = KEY.slice(0, ACCESS_KEY_MIN_LENGTH - 1);
    process.env.AI_REVIEW_ACCESS_KEY = short;
    process.env.LOG_LEVEL = 'error';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      vi.resetModules();
      await import('../../netlify/functions/ai-review-access.mts');
      const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
      expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'access.key_too_short', minimum: ACCESS_KEY_MIN_LENGTH }));
    } finally {
      errors.mockRestore();
    }
    const res = await submit(short);
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  // Each is at least 32 characters long, so only the strength check can refuse it.
  const WEAK_KEYS: Array<[string, string]> = [
    ['32 identical characters', 'a'.repeat(32)],
    ['64 identical characters', 'Z'.repeat(64)],
    ['two characters in turn', 'ab'.repeat(16)],
    ['a word repeated', 'password'.repeat(4)],
    ['a long word repeated', 'Tr0ub4dor&3'.repeat(6)],
    ['16 distinct characters, one of them mostly', `${'a'.repeat(17)}bcdefghijklmnop`],
    ['lower-case letters, a few of them', 'abcdabcdefefghghabcdijijklklmnmn'],
    ['32 hex digits (128 random bits, but no more than 16 characters to tell)', '0123456789abcdef'.repeat(2)],
  ];

  it.each(WEAK_KEYS)('refuses a key of %s, and says so in the log at start-up', async (_label, weak) => {
    expect(accessKeyWeakness(weak)).not.toBeNull();
    expect(accessKeyWeakness(weak)).not.toBe('too_short');
    process.env.AI_REVIEW_ACCESS_KEY = weak;
    process.env.LOG_LEVEL = 'error';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      vi.resetModules();
      await import('../../netlify/functions/ai-review-access.mts');
      const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
      expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'access.key_too_weak', minimumBits: ACCESS_KEY_MIN_BITS }));
      // the log names the reason, never the key
      expect(JSON.stringify(logged)).not.toContain(weak);
    } finally {
      errors.mockRestore();
    }
    const res = await submit(weak);
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('accepts the random keys the docs name: 64 hex digits, base64 of 32 bytes, 32 letters and digits', () => {
    const alphanumeric = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    for (let i = 0; i < 500; i++) {
      const bytes = randomBytes(32);
      expect(accessKeyWeakness(bytes.toString('hex'))).toBeNull();
      expect(accessKeyWeakness(bytes.toString('base64'))).toBeNull();
      expect(accessKeyWeakness(bytes.toString('base64url'))).toBeNull();
    }
    // 32 characters drawn from 62: a rare draw scores under the bound, as the docs say
    let refused = 0;
    for (let i = 0; i < 500; i++) {
      const key = Array.from(randomBytes(32), (b) => alphanumeric[b % 62]).join('');
      if (accessKeyWeakness(key)) refused++;
    }
    expect(refused).toBeLessThanOrEqual(2);
    expect(accessKeyWeakness(KEY)).toBeNull();
  });

  it('npm run access-key prints a new key that the functions accept', async () => {
    const run = promisify(execFile);
    const script = join(import.meta.dirname, '../../scripts/access-key.mjs');
    const keys = await Promise.all([1, 2, 3].map(async () => (await run(process.execPath, [script])).stdout.trim()));
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(accessKeyWeakness(key)).toBeNull();
    }
    process.env.AI_REVIEW_ACCESS_KEY = keys[0]!;
    const res = await submit(keys[0]!);
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-nl_ai_access=v2\./);
  });
});
