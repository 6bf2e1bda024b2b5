/**
 * A draft's Google result and share card on /admin (POST /api/admin/share-card, the editor's one
 * wire): behind the editor's sign-in, a draft that fails its checks refused with a 4xx in the
 * editor's words, a good one answered with its pages' head texts (the build's) and each card
 * drawn by the build's own drawing function, as an SVG for an <img>.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetSiteSecrets } from '../../netlify/lib/platform/secrets.ts';
import { ADMIN_API_BASE, contentPath } from '../../src/editor/core/editor-api.ts';
import { industryFilePath } from '../../src/editor/core/industry-file.ts';
import type { PageLooks } from '../../src/editor/core/page-look.ts';
import { dataOfSource } from '../../src/editor/core/validation.ts';
import { guidePath } from '../../src/lib/industry-registry.ts';
import { SHARE_CARD_SIZE } from '../../src/lib/share-card.ts';
import { useFakeGitHub } from '../fixtures/fake-github.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { EDITOR_FOLDERS, projectFiles, startFakeGitHost, type FakeGitHost } from './helpers/fake-git-host.ts';
import { StaffBrowser } from './helpers/staff-browser.ts';

const root = join(import.meta.dirname, '..', '..');
const LAWYERS = industryFilePath('lawyers.mdx');
const lawyers = dataOfSource(readFileSync(join(root, LAWYERS), 'utf8')) as { slug: string; seo: { title: string; description: string }; hero: { headline: string } };
const studio = { name: 'Northlight Studio' };
const route = `${ADMIN_API_BASE}/${contentPath['share-card']()}`;

let blobs: LocalBlobs;
let host: FakeGitHost;

beforeAll(async () => {
  blobs = await startLocalBlobs();
  host = await startFakeGitHost({ files: projectFiles(root, EDITOR_FOLDERS), users: [{ login: 'editor', id: 61_000, name: 'Eddie Editor', permission: 'write' }] });
});
afterAll(async () => {
  await host?.close();
  await blobs.stop();
});
beforeEach(() => {
  forgetSiteSecrets();
  useFakeGitHub(host);
});

const svgOf = (dataUrl: string) => {
  expect(dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64').toString('utf8');
};

describe('POST /api/admin/share-card', () => {
  it('refuses a request without a sign-in (401), drawing nothing', async () => {
    const answer = await new StaffBrowser().request(route, { method: 'POST', body: { path: LAWYERS, data: lawyers } });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ error: expect.any(String), signIn: true });
  });

  it('refuses a draft that fails its checks with a 4xx naming the field in plain words, never a 5xx', async () => {
    const editor = await new StaffBrowser().signIn(host, 'editor');
    const short = await editor.request(route, { method: 'POST', body: { path: LAWYERS, data: { ...lawyers, seo: { ...lawyers.seo, title: 'Law' } } } });
    expect(short.status).toBe(422);
    expect(short.json.error).toMatch(/Page title/);
    expect(short.json.error).toMatch(/at least 10 characters/);
    expect(short.json.error).not.toMatch(/Too small|expected/);

    for (const body of [{ path: LAWYERS, data: null }, { path: LAWYERS, data: 'text' }, { path: 'netlify.toml', data: {} }, { path: 42 }, { data: {} }]) {
      const answer = await editor.request(route, { method: 'POST', body });
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.json.error).toEqual(expect.any(String));
    }
  });

  it("answers a good draft with its pages' head texts and each card as the build draws it, the draft's words in it", async () => {
    const editor = await new StaffBrowser().signIn(host, 'editor');
    const draft = { ...lawyers, seo: { ...lawyers.seo, title: 'Attorney websites that win clients' }, hero: { ...lawyers.hero, headline: 'Zebra headline for the card' } };
    const answer = await editor.request(route, { method: 'POST', body: { path: LAWYERS, data: draft } });
    expect(answer.status).toBe(200);
    const looks = answer.json as PageLooks;
    expect(looks.pages.map((page) => page.page)).toEqual([`/${lawyers.slug}`, guidePath(lawyers.slug)]);
    const [page] = looks.pages;
    expect(page).toMatchObject({
      title: `Attorney websites that win clients | ${studio.name}`,
      description: lawyers.seo.description,
      canonical: expect.stringMatching(new RegExp(`/${lawyers.slug}$`)),
      card: { width: SHARE_CARD_SIZE.width, height: SHARE_CARD_SIZE.height, alt: expect.stringContaining('Zebra headline for the card') },
    });
    const svg = svgOf(page!.card.image);
    expect(svg).toMatch(/^<svg[^>]*width="1200"[^>]*height="630"/);
    // The text is drawn as outlines (the build's fonts read by the function): paths, no <text>.
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    // A different headline draws a different card.
    const other = await editor.request(route, { method: 'POST', body: { path: LAWYERS, data: { ...draft, hero: { ...draft.hero, headline: 'Quite another headline' } } } });
    expect(svgOf((other.json as PageLooks).pages[0]!.card.image)).not.toBe(svg);
  });

  it('answers a site page with search texts, and says so for a file with no page of its own', async () => {
    const editor = await new StaffBrowser().signIn(host, 'editor');
    const pricingPath = 'src/content/pages/pricing.yaml';
    const pricing = (await editor.request(`${ADMIN_API_BASE}/${contentPath.file(pricingPath)}`)).json as { source: string };
    const { parse } = await import('yaml');
    const answer = await editor.request(route, { method: 'POST', body: { path: pricingPath, data: parse(pricing.source) } });
    expect(answer.status).toBe(200);
    expect((answer.json as PageLooks).pages.map((page) => page.page)).toEqual(['/pricing']);
  });
});
