/**
 * A picture uploaded on /admin (POST /api/admin/upload, the editor's one wire): checked as the dev
 * server checks it (src/lib/image-upload.ts), kept as the signed-in editor's pending picture
 * (netlify/lib/admin/pending-pictures.ts), shown in their listing and previews only, and committed
 * with the page that shows it in ONE commit of the pull request; refused with a clear 4xx and
 * nothing kept when it is not a picture the site takes.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMITTED_PICTURE_DAYS, PENDING_PICTURE_DAYS, sweepPendingPictures } from '../../netlify/lib/admin/pending-pictures.ts';
import { editorBranch } from '../../netlify/lib/admin/pull-requests.ts';
import { forgetSiteSecrets } from '../../netlify/lib/platform/secrets.ts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { ADMIN_API_BASE, contentPath } from '../../src/editor/core/editor-api.ts';
import { industryFilePath } from '../../src/editor/core/industry-file.ts';
import { ADMIN_MAX_UPLOAD_BYTES, pictureTooLarge } from '../../src/lib/image-upload.ts';
import { useFakeGitHub } from '../fixtures/fake-github.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { EDITOR_FOLDERS, projectFiles, startFakeGitHost, type FakeGitHost } from './helpers/fake-git-host.ts';
import { StaffBrowser } from './helpers/staff-browser.ts';

const root = join(import.meta.dirname, '..', '..');
const LAWYERS = industryFilePath('lawyers.mdx');
/** A landscape picture wide enough for a hero (the site's own). */
const HERO = readFileSync(join(root, 'src/assets/hero/lawyers.png'));
const api = (path: string) => `${ADMIN_API_BASE}/${path}`;

let blobs: LocalBlobs;
let host: FakeGitHost;
let run = 0;

beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(async () => {
  await host?.close();
  await blobs.stop();
});

beforeEach(async () => {
  await host?.close();
  run++;
  // Editors of their own each test: pending pictures are kept by the editor's id.
  host = await startFakeGitHost({
    files: projectFiles(root, EDITOR_FOLDERS),
    users: [
      { login: 'editor', id: 50_000 + run * 2, name: 'Eddie Editor', permission: 'write' },
      { login: 'other', id: 50_001 + run * 2, name: 'Olga Other', permission: 'write' },
    ],
  });
  forgetSiteSecrets();
  useFakeGitHub(host);
});

const upload = (browser: StaffBrowser, folder: string, name: string, bytes: Uint8Array) =>
  browser.request(api(contentPath.upload(folder, name)), { method: 'POST', rawBody: bytes, headers: { 'content-type': 'application/octet-stream' } });

const keysOf = async (id: number) => listKeys(store('pictures'), `${id}/`);

describe('uploading a picture on /admin', () => {
  it('keeps an accepted PNG as the editor\'s pending picture: listed with its pixels, shown by asset?path=, and to no other editor', async () => {
    const editor = await new StaffBrowser().signIn(host, 'editor');
    const uploaded = await upload(editor, 'hero', 'Our Office.png', HERO);
    expect(uploaded.status).toBe(201);
    expect(uploaded.json).toEqual({ path: expect.stringMatching(/^src\/assets\/hero\/our-office-[0-9a-f]{8}\.png$/), size: { width: 1600, height: 1000 } });
    const path = uploaded.json.path as string;

    const listing = (await editor.request(api(contentPath.files()))).json;
    expect(listing.assets).toContain(path);
    expect(listing.imageSizes[path]).toEqual({ width: 1600, height: 1000 });
    const shown = await editor.request(api(contentPath.asset(path)), { app: false });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');

    // Nothing is committed by an upload alone.
    expect(host.commitsOn(editorBranch('editor', 'lawyers.mdx'))).toEqual([]);
    expect([...host.branches.keys()]).toEqual([host.defaultBranch]);

    const other = await new StaffBrowser().signIn(host, 'other');
    expect((await other.request(api(contentPath.files()))).json.assets).not.toContain(path);
    expect((await other.request(api(contentPath.asset(path)), { app: false })).status).toBe(404);
  });

  it('commits the picture with the page that shows it, in ONE commit of the pull request, and not again on the next save', async () => {
    const editor = await new StaffBrowser().signIn(host, 'editor');
    const path = (await upload(editor, 'hero', 'office.png', HERO)).json.path as string;
    const file = (await editor.request(api(contentPath.file('lawyers.mdx')))).json;
    const source = (file.source as string).replace('src: "../../assets/hero/lawyers.png"', `src: "../../${path.replace(/^src\//, '')}"`);
    expect(source).not.toBe(file.source);

    const saved = await editor.request(api(contentPath.file()), { method: 'PUT', body: { name: 'lawyers.mdx', source, baseVersion: file.version } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const branch = editorBranch('editor', 'lawyers.mdx');
    const commits = host.commitsOn(branch);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.changed).toEqual([path, LAWYERS].sort());
    expect(host.bytesAt(commits[0]!.sha, path)?.equals(HERO)).toBe(true);
    expect(host.fileAt(branch, LAWYERS)).toBe(source);
    expect(host.pulls).toHaveLength(1);
    expect(host.pulls[0]!.body).toContain(`\`${path}\` (new picture)`);

    // The picture stays the editor's to show and check while the pull request waits: the next save
    // of the page is accepted and commits the page alone.
    expect((await editor.request(api(contentPath.files()))).json.assets).toContain(path);
    const again = source.replace(/^  headline: ".*"$/m, '  headline: "Websites for law firms that clients trust"');
    const second = await editor.request(api(contentPath.file()), { method: 'PUT', body: { name: 'lawyers.mdx', source: again, baseVersion: saved.json.version } });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(host.commitsOn(branch)).toHaveLength(2);
    expect(host.commitsOn(branch)[1]!.changed).toEqual([LAWYERS]);

    // Merged (a fast-forward): the base has it, and it is pending no more.
    host.branches.set(host.defaultBranch, host.branches.get(branch)!);
    expect(host.bytesAt(host.branches.get(host.defaultBranch)!, path)?.equals(HERO)).toBe(true);
    await editor.request(api(contentPath.files()));
    expect(await keysOf(50_000 + run * 2)).toEqual([]);
  });

  it('refuses what the dev server refuses, with its words, and keeps nothing', async () => {
    const editor = await new StaffBrowser().signIn(host, 'editor');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(0)]);
    const renamed = await upload(editor, 'hero', 'photo.png', jpeg);
    expect(renamed.status).toBe(400);
    expect(renamed.json.error).toMatch(/JPEG picture named \.png/);

    // Past what Netlify lets reach a function (6 MB, the bytes base64-encoded): refused in our words.
    const huge = new Uint8Array(ADMIN_MAX_UPLOAD_BYTES + 1);
    huge.set(HERO.subarray(0, 64));
    const tooLarge = await upload(editor, 'hero', 'huge.png', huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toBe(pictureTooLarge(ADMIN_MAX_UPLOAD_BYTES));
    expect(Math.ceil((ADMIN_MAX_UPLOAD_BYTES * 4) / 3)).toBeLessThan(6 * 1024 * 1024);

    const svg = await upload(editor, 'hero', 'logo.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'));
    expect(svg.status).toBe(400);
    expect(svg.json.error).toMatch(/SVG files are not accepted/);

    const elsewhere = await upload(editor, '../../netlify', 'x.png', HERO);
    expect(elsewhere.status).toBe(400);

    const noHeader = await editor.request(api(contentPath.upload('hero', 'x.png')), { method: 'POST', rawBody: HERO, app: false, headers: { 'content-type': 'application/octet-stream' } });
    expect(noHeader.status).toBe(403);

    for (const answer of [renamed, tooLarge, svg, elsewhere, noHeader]) expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await keysOf(50_000 + run * 2)).toEqual([]);
    expect([...host.branches.keys()]).toEqual([host.defaultBranch]);
  });

  it('drops a picture never saved with after the days it may wait, one in a pull request after longer', async () => {
    const editor = await new StaffBrowser().signIn(host, 'editor');
    await upload(editor, 'team', 'me.png', readFileSync(join(root, 'src/assets/team/maya-okafor.png')));
    expect(await keysOf(50_000 + run * 2)).toHaveLength(1);
    await sweepPendingPictures(new Date(Date.now() + (PENDING_PICTURE_DAYS - 1) * 86_400_000));
    expect(await keysOf(50_000 + run * 2)).toHaveLength(1);
    await sweepPendingPictures(new Date(Date.now() + (PENDING_PICTURE_DAYS + 1) * 86_400_000));
    expect(await keysOf(50_000 + run * 2)).toEqual([]);
    expect(COMMITTED_PICTURE_DAYS).toBeGreaterThan(PENDING_PICTURE_DAYS);
  });
});
