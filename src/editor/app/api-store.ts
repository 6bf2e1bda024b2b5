/**
 * The editor's one client of its one wire (src/editor/core/editor-api.ts), for both apps: the dev
 * server's file API (main.tsx) and /admin's functions (admin/admin-api-store.ts). What differs is
 * passed in: the base path, how a request is sent (/admin's sign-in renews in turn), what "no
 * answer" says, the preview, the ping, and /admin's sign-in and write hooks.
 */
import {
  contentPath,
  EDITOR_REQUEST_HEADER,
  EDITOR_REQUEST_HEADER_VALUE,
  kindOfRefusal,
  type EditorErrorBody,
} from '../core/editor-api.ts';
import { pictureTooLarge } from '../../lib/image-upload.ts';
import type { PageLooks } from '../core/page-look-types.ts';
import { StoreError, type ChangeResult, type ContentStore, type LoadedIndustryFile, type StoreListing, type UploadedPicture } from '../core/store.ts';

/** Sends one request (fetch, or /admin's sender that lets one call renew the sign-in first). */
export type Sender = (url: string, init: RequestInit) => Promise<Response>;

export interface CallOptions {
  send?: Sender;
  /** What a call that reached no server says (asked when it happens: /admin tells offline from silent). */
  unreachable(): string;
  /** What an answer that is not the API's says (a proxy's page, a crash). */
  noAnswer: string;
  /** /admin: the sign-in ended (401 with `signIn`): the app asks to sign in again. */
  onSignedOut?(message: string): void;
}

/** The request a call sends: the editor's header, and a JSON body or a file's bytes. */
export function requestInit(method: string, body: unknown): RequestInit {
  const raw = body instanceof Blob;
  return {
    method,
    cache: 'no-store',
    headers: {
      [EDITOR_REQUEST_HEADER]: EDITOR_REQUEST_HEADER_VALUE,
      ...(body === undefined ? {} : { 'content-type': raw ? 'application/octet-stream' : 'application/json' }),
    },
    ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
  };
}

/** One call: its JSON answer, or a StoreError with the server's message and the fields at fault. */
export async function apiCall<T>(method: string, url: string, body: unknown, options: CallOptions): Promise<T> {
  const send = options.send ?? ((target, init) => fetch(target, init));
  let response: Response;
  let payload: (T & Partial<EditorErrorBody>) | null;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await send(url, requestInit(method, body));
    } catch {
      throw new StoreError('unreachable', options.unreachable());
    }
    payload = (await response.json().catch(() => null)) as (T & Partial<EditorErrorBody>) | null;
    // Refused with a sign-in that may still hold (another tab's call renewed it meanwhile): once more.
    if (response.status === 401 && payload?.retry && attempt === 0) continue;
    break;
  }
  if (response.ok && payload) return payload;
  if (!payload?.error) throw new StoreError('unreachable', options.noAnswer);
  if (response.status === 401 && payload.signIn) options.onSignedOut?.(payload.error);
  throw new StoreError(kindOfRefusal(response.status, payload as EditorErrorBody), payload.error, payload.problems ?? []);
}

export interface ApiStoreOptions extends CallOptions {
  /** Where the content routes are: /__editor/api or /api/admin. */
  base: string;
  unreachableMessage: string;
  previewUrl: ContentStore['previewUrl'];
  ping: ContentStore['ping'];
  /** /admin: a write went through (the list of pull requests is read again). */
  onWrite?(): void;
  /** The largest picture the server takes, when smaller than the check's own (/admin: its platform's request limit). */
  maxUploadBytes?: number;
}

export function createApiStore(options: ApiStoreOptions): ContentStore {
  const url = (path: string) => `${options.base}/${path}`;
  const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(method, url(path), body, options);
  const wrote = <T>(result: T): T => {
    options.onWrite?.();
    return result;
  };
  return {
    list: () => call<StoreListing>('GET', contentPath.files()),
    load: (name) => call<LoadedIndustryFile>('GET', contentPath.file(name)),
    save: async (name, source, baseVersion) => wrote(await call<LoadedIndustryFile>('PUT', contentPath.file(), { name, source, baseVersion })),
    create: async (name, source) => wrote(await call<LoadedIndustryFile>('POST', contentPath.file(), { name, source })),
    apply: async (change) => wrote(await call<ChangeResult>('POST', contentPath.change(), change)),
    upload: async (folder, file) => {
      // Refused here with the server's words: past the platform's limit the request gets no answer of the server's.
      if (options.maxUploadBytes !== undefined && file.size > options.maxUploadBytes) throw new StoreError('refused', pictureTooLarge(options.maxUploadBytes));
      return call<UploadedPicture>('POST', contentPath.upload(folder, file.name), file);
    },
    pageLooks: (request) => call<PageLooks>('POST', contentPath['share-card'](), request),
    assetUrl: (path) => url(contentPath.asset(path)),
    previewUrl: options.previewUrl,
    ping: options.ping,
    unreachableMessage: options.unreachableMessage,
  };
}
