/**
 * The editor's store on the live site: the functions at /api/admin (netlify/lib/admin/), where
 * every write becomes a commit on the editor's branch and a pull request, through the one client
 * (../api-store.ts). What is /admin's own is here: the sign-in travels in an HttpOnly cookie this
 * code never sees, and its token is renewed by one call at a time (sendInTurn).
 */
import { ADMIN_API_BASE } from '../../core/editor-api.ts';
import { ADMIN_RENEW_HEADER } from '../../core/admin-api.ts';
import type { ContentStore } from '../../core/store.ts';
import { ADMIN_MAX_UPLOAD_BYTES } from '../../../lib/image-upload.ts';
import { apiCall, createApiStore, requestInit, type CallOptions } from '../api-store.ts';

export const OFFLINE_MESSAGE = 'This browser is offline. Your draft is kept in this browser: save again once you are back online.';
const NO_ANSWER = 'The site did not answer. Try again in a moment: your draft is kept in this browser.';

export interface AdminCalls {
  /** The sign-in ended (401): the app asks to sign in again. */
  onSignedOut(message: string): void;
  /** A write went through: the list of pull requests is read again. */
  onWrite(): void;
}

/**
 * When the sign-in's token is next due for renewal, as the last answer said (ms since the
 * epoch), and the call that is renewing it. The API renews a due token on whichever call comes
 * first, and the Git host's refresh token can be spent once: from the time an answer gave, one
 * call goes alone and the others wait for its answer, which carries the renewed cookie.
 */
let renewAt = Number.POSITIVE_INFINITY;
let renewing: Promise<Response> | null = null;

async function send(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, credentials: 'same-origin' });
  const next = Date.parse(response.headers.get(ADMIN_RENEW_HEADER) ?? '');
  if (Number.isFinite(next)) renewAt = next;
  return response;
}

/** Sends a request, alone while the token is due (see renewAt). */
async function inTurn(url: string, init: RequestInit): Promise<Response> {
  while (renewing) await renewing.catch(() => undefined);
  if (Date.now() < renewAt) return send(url, init);
  const mine = send(url, init);
  renewing = mine;
  try {
    return await mine;
  } finally {
    if (renewing === mine) renewing = null;
  }
}

/** Sends a call in turn and answers its response as it is (the sign-in's own answers). */
export function sendInTurn(method: string, path: string, body: unknown): Promise<Response> {
  return inTurn(path, requestInit(method, body));
}

const adminOptions = (onSignedOut?: (message: string) => void): CallOptions => ({
  send: inTurn,
  unreachable: () => (navigator.onLine ? NO_ANSWER : OFFLINE_MESSAGE),
  noAnswer: NO_ANSWER,
  ...(onSignedOut ? { onSignedOut } : {}),
});

/** One call of /admin's API (its sign-in routes, the pull requests, the inbox): its JSON answer, or a StoreError. */
export function adminCall<T>(method: string, path: string, body?: unknown, calls?: Pick<AdminCalls, 'onSignedOut'>): Promise<T> {
  return apiCall<T>(method, path, body, adminOptions(calls?.onSignedOut));
}

export function adminApiStore(calls: AdminCalls): ContentStore {
  return createApiStore({
    ...adminOptions(calls.onSignedOut),
    base: ADMIN_API_BASE,
    onWrite: calls.onWrite,
    maxUploadBytes: ADMIN_MAX_UPLOAD_BYTES,
    // The preview of a change is its pull request's Deploy Preview, listed beside the form.
    previewUrl: () => null,
    // Asked every few seconds: answered by the browser, not by a call that would reach the Git host.
    ping: async () => navigator.onLine,
    unreachableMessage: OFFLINE_MESSAGE,
  });
}
