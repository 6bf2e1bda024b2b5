/**
 * The editor's store on the live site: the functions at /api/admin (netlify/lib/admin/), where
 * every write becomes a commit on the editor's branch and a pull request. Every call carries the
 * editor's header (the API refuses any request without it); the sign-in travels in an HttpOnly
 * cookie this code never sees.
 */
import { ADMIN_API, ADMIN_RENEW_HEADER, ADMIN_REQUEST_HEADER, ADMIN_REQUEST_HEADER_VALUE, type AdminErrorBody, type ChangedAsPullRequest, type SavedAsPullRequest } from '../../core/admin-api.ts';
import { StoreError, type ContentStore, type LoadedIndustryFile, type StoreErrorKind, type StoreListing } from '../../core/store.ts';

const KIND_OF_STATUS: Record<number, StoreErrorKind> = { 400: 'refused', 401: 'refused', 403: 'refused', 404: 'not-found', 409: 'conflict', 422: 'invalid', 429: 'refused', 503: 'unreachable' };

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

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { [ADMIN_REQUEST_HEADER]: ADMIN_REQUEST_HEADER_VALUE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const next = Date.parse(response.headers.get(ADMIN_RENEW_HEADER) ?? '');
  if (Number.isFinite(next)) renewAt = next;
  return response;
}

/** Sends a call, alone while the token is due (see renewAt). */
export async function sendInTurn(method: string, path: string, body: unknown): Promise<Response> {
  while (renewing) await renewing.catch(() => undefined);
  if (Date.now() < renewAt) return send(method, path, body);
  const mine = send(method, path, body);
  renewing = mine;
  try {
    return await mine;
  } finally {
    if (renewing === mine) renewing = null;
  }
}

/** One call of the editor's API: its JSON answer, or a StoreError with the server's message. */
export async function adminCall<T>(method: string, path: string, body?: unknown, calls?: Pick<AdminCalls, 'onSignedOut'>): Promise<T> {
  let response: Response;
  let payload: (T & Partial<AdminErrorBody>) | null;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await sendInTurn(method, path, body);
    } catch {
      throw new StoreError('unreachable', navigator.onLine ? NO_ANSWER : OFFLINE_MESSAGE);
    }
    payload = (await response.json().catch(() => null)) as (T & Partial<AdminErrorBody>) | null;
    // Refused with a sign-in that may still hold (another tab's call renewed it meanwhile): once more.
    if (response.status === 401 && payload?.retry && attempt === 0) continue;
    break;
  }
  if (response.ok && payload) return payload;
  if (!payload?.error) throw new StoreError('unreachable', NO_ANSWER);
  if (response.status === 401 && payload.signIn) calls?.onSignedOut(payload.error);
  const kind = response.status === 409 && /already exists/.test(payload.error) ? 'exists' : (KIND_OF_STATUS[response.status] ?? 'refused');
  throw new StoreError(kind, payload.error, payload.problems ?? []);
}

export function adminApiStore(calls: AdminCalls): ContentStore {
  const call = <T>(method: string, path: string, body?: unknown) => adminCall<T>(method, path, body, calls);
  const wrote = <T>(result: T): T => {
    calls.onWrite();
    return result;
  };
  return {
    list: () => call<StoreListing>('GET', ADMIN_API.files),
    load: (name) => call<LoadedIndustryFile>('GET', `${ADMIN_API.file}?name=${encodeURIComponent(name)}`),
    save: async (name, source, baseVersion) => wrote(await call<SavedAsPullRequest>('PUT', ADMIN_API.file, { name, source, baseVersion })),
    create: async (name, source) => wrote(await call<SavedAsPullRequest>('POST', ADMIN_API.file, { name, source })),
    apply: async (change) => wrote(await call<ChangedAsPullRequest>('POST', ADMIN_API.change, change)),
    assetUrl: (path) => `${ADMIN_API.asset}?path=${encodeURIComponent(path)}`,
    // The preview of a change is its pull request's Deploy Preview, listed beside the form.
    previewUrl: () => null,
    // Asked every few seconds: answered by the browser, not by a call that would reach the Git host.
    ping: async () => navigator.onLine,
    unreachableMessage: OFFLINE_MESSAGE,
  };
}
