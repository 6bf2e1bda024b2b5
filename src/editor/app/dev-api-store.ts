/** The editor's store in development: the dev server's file API (src/editor/dev/file-api.ts). */
import {
  EDITOR_API_PATH,
  EDITOR_REQUEST_HEADER,
  EDITOR_REQUEST_HEADER_VALUE,
  PREVIEW_FLAG,
  StoreError,
  type ApiErrorBody,
  type ChangeResult,
  type ContentStore,
  type DraftPreview,
  type LoadedIndustryFile,
  type StoreErrorKind,
  type StoreListing,
  type UploadedPicture,
} from '../core/store.ts';

const KIND_OF_STATUS: Record<number, StoreErrorKind> = { 400: 'refused', 403: 'refused', 404: 'not-found', 409: 'conflict', 422: 'invalid' };

export const UNREACHABLE_MESSAGE =
  'The dev server is not answering. Start it with `npm run dev` in the project folder, then try again: your draft is kept in this browser.';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${EDITOR_API_PATH}${path}`, {
      method,
      headers: { [EDITOR_REQUEST_HEADER]: EDITOR_REQUEST_HEADER_VALUE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      cache: 'no-store',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new StoreError('unreachable', UNREACHABLE_MESSAGE);
  }
  const payload = (await response.json().catch(() => null)) as (T & Partial<ApiErrorBody>) | null;
  if (response.ok && payload) return payload;
  if (!payload?.error) throw new StoreError('unreachable', UNREACHABLE_MESSAGE);
  const kind = response.status === 409 && /already exists/.test(payload.error) ? 'exists' : (KIND_OF_STATUS[response.status] ?? 'refused');
  throw new StoreError(kind, payload.error, payload.problems ?? []);
}

const file = (name: string) => `/files/${encodeURIComponent(name)}`;

export const devApiStore: ContentStore = {
  list: () => call<StoreListing>('GET', '/files'),
  load: (name) => call<LoadedIndustryFile>('GET', file(name)),
  save: (name, source, baseVersion) => call<LoadedIndustryFile>('PUT', file(name), { source, baseVersion }),
  create: (name, source) => call<LoadedIndustryFile>('POST', '/files', { name, source }),
  apply: (change) => call<ChangeResult>('POST', '/changes', change),
  upload: async (folder, file) => {
    let response: Response;
    try {
      response = await fetch(`${EDITOR_API_PATH}/uploads?folder=${encodeURIComponent(folder)}&name=${encodeURIComponent(file.name)}`, {
        method: 'POST',
        headers: { [EDITOR_REQUEST_HEADER]: EDITOR_REQUEST_HEADER_VALUE, 'content-type': 'application/octet-stream' },
        body: file,
      });
    } catch {
      throw new StoreError('unreachable', UNREACHABLE_MESSAGE);
    }
    const payload = (await response.json().catch(() => null)) as (UploadedPicture & Partial<ApiErrorBody>) | null;
    if (response.ok && payload) return payload;
    throw new StoreError('refused', payload?.error ?? UNREACHABLE_MESSAGE);
  },
  assetUrl: (path) => `${EDITOR_API_PATH}/assets/${encodeURIComponent(path)}`,
  // The dev server's own page; the flag lets the editor frame it (src/editor/dev/integration.ts).
  previewUrl: (path, stamp) => `${path}?${PREVIEW_FLAG}=${stamp}`,
  previewDraft: (draft) => call<DraftPreview>('POST', '/preview', draft),
  ping: async () => {
    try {
      const response = await fetch(`${EDITOR_API_PATH}/health`, { headers: { [EDITOR_REQUEST_HEADER]: EDITOR_REQUEST_HEADER_VALUE }, cache: 'no-store' });
      return response.ok;
    } catch {
      return false;
    }
  },
  unreachableMessage: UNREACHABLE_MESSAGE,
};
