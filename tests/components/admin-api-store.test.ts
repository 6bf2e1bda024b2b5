/**
 * The /admin app's calls renew the editor's sign-in one at a time: once an answer has said the
 * token is due, one call goes alone and the others wait for its renewed cookie, and a call
 * refused with a sign-in that may still hold (`retry`) is sent once more before the app asks to
 * sign in again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_API, ADMIN_RENEW_HEADER } from '../../src/editor/core/admin-api.ts';

type AdminStore = typeof import('../../src/editor/app/admin/admin-api-store.ts');

let store: AdminStore;
const log: string[] = [];

function answer(status: number, body: unknown, renewAt?: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(renewAt === undefined ? {} : { [ADMIN_RENEW_HEADER]: new Date(renewAt).toISOString() }) },
  });
}

beforeEach(async () => {
  vi.resetModules();
  store = await import('../../src/editor/app/admin/admin-api-store.ts');
  log.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('renewing the sign-in', () => {
  it('sends one call alone once the token is due, the others after its answer', async () => {
    let calls = 0;
    let inFlight = 0;
    let most = 0;
    vi.stubGlobal('fetch', async (path: string) => {
      const first = ++calls === 1;
      most = Math.max(most, ++inFlight);
      log.push(`start ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`end ${path}`);
      inFlight--;
      return answer(200, { path }, first ? Date.now() - 1 : Date.now() + 3_600_000);
    });
    // The first answer says the token is due already.
    await store.adminCall('GET', ADMIN_API.session);
    log.length = 0;
    await Promise.all([store.adminCall('GET', ADMIN_API.files), store.adminCall('GET', ADMIN_API.pulls), store.adminCall('GET', `${ADMIN_API.file}?name=a.mdx`)]);
    expect(log.slice(0, 2)).toEqual([`start ${ADMIN_API.files}`, `end ${ADMIN_API.files}`]);
    // Renewed: the two that waited then went side by side.
    expect(log.slice(2, 4)).toEqual([`start ${ADMIN_API.pulls}`, `start ${ADMIN_API.file}?name=a.mdx`]);
    expect(most).toBe(2);
  });

  it('sends calls side by side while the token is not due', async () => {
    let inFlight = 0;
    let most = 0;
    vi.stubGlobal('fetch', async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight--;
      return answer(200, {}, Date.now() + 3_600_000);
    });
    await Promise.all([store.adminCall('GET', ADMIN_API.files), store.adminCall('GET', ADMIN_API.pulls)]);
    expect(most).toBe(2);
  });

  it('tries a call refused with retry once more, and asks to sign in only when that is refused too', async () => {
    const answers = [answer(401, { error: 'Sign in again', signIn: true, retry: true }), answer(200, { ok: 1 })];
    vi.stubGlobal('fetch', async () => answers.shift()!);
    const onSignedOut = vi.fn();
    expect(await store.adminCall('GET', ADMIN_API.files, undefined, { onSignedOut })).toEqual({ ok: 1 });
    expect(onSignedOut).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', async () => answer(401, { error: 'Sign in again', signIn: true, retry: true }));
    await expect(store.adminCall('GET', ADMIN_API.files, undefined, { onSignedOut })).rejects.toThrow('Sign in again');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('uploading a picture on /admin', () => {
  it("refuses one past the platform's request limit before sending it, in the server's words", async () => {
    const { ADMIN_MAX_UPLOAD_BYTES, pictureTooLarge } = await import('../../src/lib/image-upload.ts');
    const fetch = vi.fn(async () => answer(201, { path: 'src/assets/hero/x.png', size: { width: 1, height: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const admin = store.adminApiStore({ onSignedOut: () => {}, onWrite: () => {} });
    const big = new File([new Uint8Array(ADMIN_MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' });
    await expect(admin.upload!('hero', big)).rejects.toThrow(pictureTooLarge(ADMIN_MAX_UPLOAD_BYTES));
    expect(fetch).not.toHaveBeenCalled();
    await admin.upload!('hero', new File([new Uint8Array(16)], 'small.png', { type: 'image/png' }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
