/**
 * The browser editor exists only in `astro dev`: the built site (what `npm start` and Netlify
 * serve) has no /__editor page and no file API.
 */
import { expect, test } from '@playwright/test';
import { contentPath, DEV_API_BASE, EDITOR_PATH, EDITOR_REQUEST_HEADER } from '../../src/editor/core/editor-api.ts';

test('/__editor and its file API answer 404 on the built site', async ({ request }) => {
  for (const path of [EDITOR_PATH, `${EDITOR_PATH}/`, `${DEV_API_BASE}/${contentPath.files()}`, `${DEV_API_BASE}/${contentPath.file('lawyers.mdx')}`]) {
    const response = await request.get(path, { headers: { [EDITOR_REQUEST_HEADER]: '1' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  const write = await request.put(`${DEV_API_BASE}/${contentPath.file()}`, {
    headers: { [EDITOR_REQUEST_HEADER]: '1', 'content-type': 'application/json' },
    data: { name: 'lawyers.mdx', source: 'x', baseVersion: 'x' },
  });
  expect([404, 405]).toContain(write.status());
});
