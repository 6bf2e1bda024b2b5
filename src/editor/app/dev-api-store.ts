/** The editor's store in development: the dev server's file API (src/editor/dev/file-api.ts), through the one client. */
import { contentPath, DEV_API_BASE, EDITOR_REQUEST_HEADER, EDITOR_REQUEST_HEADER_VALUE, PREVIEW_FLAG } from '../core/editor-api.ts';
import { createApiStore } from './api-store.ts';

export const UNREACHABLE_MESSAGE =
  'The dev server is not answering. Start it with `npm run dev` in the project folder, then try again: your draft is kept in this browser.';

export const devApiStore = createApiStore({
  base: DEV_API_BASE,
  unreachable: () => UNREACHABLE_MESSAGE,
  noAnswer: UNREACHABLE_MESSAGE,
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
});
