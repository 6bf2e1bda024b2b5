/** The editor's store in development: the dev server's file API (src/editor/dev/file-api.ts), through the one client. */
import { contentPath, DEV_API_BASE, EDITOR_REQUEST_HEADER, EDITOR_REQUEST_HEADER_VALUE, PREVIEW_FLAG } from '../core/editor-api.ts';
import type { ContentStore, DraftPreview } from '../core/store.ts';
import { apiCall, createApiStore, type CallOptions } from './api-store.ts';

export const UNREACHABLE_MESSAGE =
  'The dev server is not answering. Start it with `npm run dev` in the project folder, then try again: your draft is kept in this browser.';

const calls: CallOptions = { unreachable: () => UNREACHABLE_MESSAGE, noAnswer: UNREACHABLE_MESSAGE };

export const devApiStore: ContentStore = {
  ...createApiStore({
    base: DEV_API_BASE,
    ...calls,
    unreachableMessage: UNREACHABLE_MESSAGE,
    // The dev server's own page; the flag lets the editor frame it (src/editor/dev/integration.ts).
    previewUrl: (path, stamp) => `${path}?${PREVIEW_FLAG}=${stamp}`,
    ping: async () => {
      try {
        const response = await fetch(`${DEV_API_BASE}/${contentPath.health()}`, { headers: { [EDITOR_REQUEST_HEADER]: EDITOR_REQUEST_HEADER_VALUE }, cache: 'no-store' });
        return response.ok;
      } catch {
        return false;
      }
    },
  }),
  // The live preview of the unsaved draft: a route of the dev server only (src/editor/dev/preview.ts).
  previewDraft: (draft) => apiCall<DraftPreview>('POST', `${DEV_API_BASE}/preview`, draft, calls),
};
