/**
 * The dev server's file API for the browser editor (src/editor/dev/file-api.ts), served on
 * 127.0.0.1 over a copy of the project's content in a temporary folder: what it answers, what it
 * refuses, and that it writes only industry files, whole, checked like the build checks them.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentPath, DEV_API_BASE, EDITOR_REQUEST_HEADER } from '~/editor/core/editor-api';
import type { StoreListing } from '~/editor/core/store';
import { diskStore, versionOf } from '~/editor/dev/disk-store';
import { handleFileApi, isLoopback } from '~/editor/dev/file-api';

const root = join(import.meta.dirname, '..', '..');
const industries = join(root, 'src/content/industries');
const portfolio = join(root, 'src/content/portfolio');
let project = '';
let folder = '';
let studies = '';
let server: Server;
let base = '';

function copyProject(): void {
  rmSync(folder, { recursive: true, force: true });
  cpSync(industries, folder, { recursive: true });
  rmSync(studies, { recursive: true, force: true });
  cpSync(portfolio, studies, { recursive: true });
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'editor-api-'));
  folder = join(project, 'src/content/industries');
  studies = join(project, 'src/content/portfolio');
  mkdirSync(join(project, 'src'), { recursive: true });
  cpSync(join(root, 'src/assets'), join(project, 'src/assets'), { recursive: true });
  cpSync(join(root, 'src/pages'), join(project, 'src/pages'), { recursive: true });
  cpSync(join(root, 'public'), join(project, 'public'), { recursive: true });
  writeFileSync(join(project, 'package.json'), '{"name":"secret"}');
  const store = diskStore(project);
  server = createServer((request, response) => void handleFileApi(request, response, store));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(project, { recursive: true, force: true });
});

beforeEach(copyProject);

const HEADERS = { [EDITOR_REQUEST_HEADER]: '1', 'content-type': 'application/json' };

function api(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(`${base}${DEV_API_BASE}${path}`, {
    method: init.method ?? 'GET',
    headers: init.headers ?? HEADERS,
    ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
}

const read = (name: string) => readFileSync(join(folder, name), 'utf8');

describe('the editor file API', () => {
  it('lists the industry files with their versions and fields, the reserved paths and the images', async () => {
    const response = await api('/files');
    expect(response.status).toBe(200);
    const listing = (await response.json()) as StoreListing;
    expect(listing.files.map((file) => file.name)).toEqual(readdirSync(industries).filter((name) => name.endsWith('.mdx')).sort());
    const lawyers = listing.files.find((file) => file.name === 'lawyers.mdx')!;
    expect(lawyers.version).toBe(versionOf(read('lawyers.mdx')));
    expect((lawyers.data as { slug: string }).slug).toBe('lawyers');
    expect(listing.reserved).toContainEqual(['/about', 'src/pages/about.astro']);
    expect(listing.assets).toContain('src/assets/before-after/lawyers-before.png');
    expect(listing.imageSizes['src/assets/hero/lawyers.png']).toEqual({ width: 1600, height: 1000 });
    expect(listing.portfolio.map((entry) => entry.name)).toEqual(readdirSync(portfolio).sort());
  });

  it('answers a page of another origin 403, and a request without the editor\'s header 403', async () => {
    const foreign = await api('/files', { headers: { ...HEADERS, origin: 'http://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: expect.stringMatching(/other sites/), code: 'forbidden' });
    expect((await api('/files', { headers: { 'content-type': 'application/json' } })).status).toBe(403);
    // A page of a rebinding domain reaches 127.0.0.1 with its own name as the Host.
    const rebinding = await new Promise<number>((resolve, reject) => {
      const call = httpRequest(`${base}${DEV_API_BASE}/files`, { headers: { ...HEADERS, host: 'attacker.example' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      call.on('error', reject);
      call.end();
    });
    expect(rebinding).toBe(403);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.20')).toBe(false);
  });

  it('refuses any name that is not an industry file: ../package.json is 400', async () => {
    for (const name of ['../package.json', '../../package.json', 'lawyers.md', 'Lawyers.mdx', '.hidden.mdx']) {
      const response = await api(`/file?name=${encodeURIComponent(name)}`);
      expect(response.status, name).toBe(400);
    }
    const write = await api('/file', { method: 'POST', body: { name: '../package.json', source: 'x' } });
    expect(write.status).toBe(400);
    expect(readFileSync(join(project, 'package.json'), 'utf8')).toBe('{"name":"secret"}');
  });

  it('saves a file still at the version it was loaded at, and refuses a stale save with 409', async () => {
    const loaded = (await (await api('/file?name=lawyers.mdx')).json()) as { source: string; version: string };
    const edited = loaded.source.replace('  order: 1\n', '  order: 11\n');
    const saved = await api('/file', { method: 'PUT', body: { name: 'lawyers.mdx', source: edited, baseVersion: loaded.version } });
    expect(saved.status).toBe(200);
    expect(read('lawyers.mdx')).toBe(edited);
    const stale = await api('/file', { method: 'PUT', body: { name: 'lawyers.mdx', source: loaded.source, baseVersion: loaded.version } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/changed on disk/);
    expect(read('lawyers.mdx')).toBe(edited);
  });

  it('checks what it writes like the build: an invalid file is refused with the schema\'s message and not written', async () => {
    const source = read('lawyers.mdx');
    const broken = source.replace('slug: "lawyers"', 'slug: "Law Firms"');
    const response = await api('/file', { method: 'PUT', body: { name: 'lawyers.mdx', source: broken, baseVersion: versionOf(source) } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; problems: { path: string[]; message: string }[] };
    expect(body.problems[0]).toMatchObject({ path: ['slug'], message: expect.stringMatching(/lowercase letters and digits/) });
    expect(read('lawyers.mdx')).toBe(source);
  });

  it('creates a new file only under a free name, refusing a copy that clashes with another file', async () => {
    const source = read('lawyers.mdx');
    const clash = await api('/file', { method: 'POST', body: { name: 'law-firms.mdx', source } });
    expect(clash.status).toBe(422);
    expect(JSON.stringify(await clash.json())).toMatch(/\/lawyers is already the page of Lawyers \(lawyers\.mdx\): choose another slug/);
    expect(existsSync(join(folder, 'law-firms.mdx'))).toBe(false);
    const exists = await api('/file', { method: 'POST', body: { name: 'lawyers.mdx', source } });
    expect(exists.status).toBe(409);
  });

  it('renames a file with the case studies that name it, in one change, only from the versions read', async () => {
    const source = read('lawyers.mdx');
    const renamed = source.replace('slug: "lawyers"', 'slug: "law-firms-and-attorneys"').replace('vanityAliases: ["/law-firms"', 'vanityAliases: ["/lawyers", "/law-firms"');
    const study = (name: string) => readFileSync(join(studies, name), 'utf8');
    const files = [
      { path: 'src/content/industries/law-firms-and-attorneys.mdx', source: renamed, baseVersion: null },
      { path: 'src/content/industries/lawyers.mdx', source: null, baseVersion: versionOf(source) },
    ];
    // Without its case studies the change would leave them naming a file that is gone: refused, nothing written.
    const alone = await api('/change', { method: 'POST', body: { kind: 'rename', files } });
    expect(alone.status).toBe(422);
    expect(((await alone.json()) as { error: string }).error).toMatch(/whitfield-law\.mdx: industry: "lawyers\.mdx" is not an industry file/);
    expect(read('lawyers.mdx')).toBe(source);
    expect(existsSync(join(folder, 'law-firms-and-attorneys.mdx'))).toBe(false);

    const withStudies = [
      ...files,
      ...['brightline-legal.yaml', 'whitfield-law.mdx'].map((name) => ({
        path: `src/content/portfolio/${name}`,
        source: study(name).replace('industry: lawyers.mdx', 'industry: law-firms-and-attorneys.mdx'),
        baseVersion: versionOf(study(name)),
      })),
    ];
    const stale = await api('/change', { method: 'POST', body: { kind: 'rename', files: withStudies.map((file, i) => (i === 3 ? { ...file, baseVersion: 'stale' } : file)) } });
    expect(stale.status).toBe(409);
    expect(read('lawyers.mdx')).toBe(source);
    const done = await api('/change', { method: 'POST', body: { kind: 'rename', files: withStudies } });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { message: string }).message).toBe('lawyers.mdx is now law-firms-and-attorneys.mdx, and 2 case studies point at it.');
    expect(existsSync(join(folder, 'lawyers.mdx'))).toBe(false);
    expect(read('law-firms-and-attorneys.mdx')).toBe(renamed);
    expect(study('whitfield-law.mdx')).toMatch(/^industry: law-firms-and-attorneys\.mdx$/m);
  });

  it('retires a file only with its case studies moved to another industry, and refuses a path outside the content', async () => {
    const creatives = read('lawyers.mdx');
    const retire = { path: 'src/content/industries/lawyers.mdx', source: null, baseVersion: versionOf(creatives) };
    expect((await api('/change', { method: 'POST', body: { kind: 'retire', files: [retire] } })).status).toBe(422);
    expect(existsSync(join(folder, 'lawyers.mdx'))).toBe(true);
    const outside = await api('/change', { method: 'POST', body: { kind: 'retire', files: [retire, { path: 'package.json', source: '{}', baseVersion: null }] } });
    expect(outside.status).toBe(400);
    expect(readFileSync(join(project, 'package.json'), 'utf8')).toBe('{"name":"secret"}');
    const moved = ['brightline-legal.yaml', 'whitfield-law.mdx'].map((name) => {
      const text = readFileSync(join(studies, name), 'utf8');
      return { path: `src/content/portfolio/${name}`, source: text.replace('industry: lawyers.mdx', 'industry: professional-services.mdx'), baseVersion: versionOf(text) };
    });
    const done = await api('/change', { method: 'POST', body: { kind: 'retire', files: [retire, ...moved] } });
    expect(done.status).toBe(200);
    expect(existsSync(join(folder, 'lawyers.mdx'))).toBe(false);
    expect((await api('/change', { method: 'POST', body: { kind: 'nope', files: [retire] } })).status).toBe(400);
  });

  it('answers malformed requests with a 4xx JSON error and leaves no temporary file behind', async () => {
    expect((await api('/file', { method: 'PUT', body: '{not json' })).status).toBe(400);
    expect((await api('/file', { method: 'PUT', body: { name: 'lawyers.mdx', source: 1 } })).status).toBe(400);
    expect((await api('/file', { method: 'PUT', body: 'x', headers: { [EDITOR_REQUEST_HEADER]: '1', 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await api('/file', { method: 'PUT', body: { name: 'lawyers.mdx', source: 'x'.repeat(1_100_000), baseVersion: 'v' } })).status).toBe(413);
    expect((await api('/nothing')).status).toBe(404);
    expect(readdirSync(folder).filter((name) => !name.endsWith('.mdx'))).toEqual([]);
    expect(readdirSync(studies).filter((name) => !/\.(yaml|mdx)$/.test(name))).toEqual([]);
  });

  it('serves the project\'s images and nothing else under /assets', async () => {
    const image = await fetch(`${base}${DEV_API_BASE}/${contentPath.asset('src/assets/before-after/lawyers-before.png')}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const other = await fetch(`${base}${DEV_API_BASE}/${contentPath.asset('package.json')}`);
    expect(other.status).toBe(404);
  });
});

describe('the editor file API, for the other collections and pictures', () => {
  const faqPath = 'src/content/faq.yaml';
  const photo = readFileSync(join(root, 'src/assets/team/maya-okafor.png'));
  const upload = (folder: string, name: string, bytes: Uint8Array) =>
    fetch(`${base}${DEV_API_BASE}/${contentPath.upload(folder, name)}`, {
      method: 'POST',
      headers: { [EDITOR_REQUEST_HEADER]: '1', 'content-type': 'application/octet-stream' },
      body: Buffer.from(bytes),
    });

  it('saves a FAQ answer changing only its lines, refuses one the schema refuses, and never creates a page of the site', async () => {
    writeFileSync(join(project, faqPath), readFileSync(join(root, faqPath)));
    const listing = (await (await api('/files')).json()) as StoreListing;
    expect(listing.texts!.map((entry) => entry.name)).toEqual([faqPath]);
    const loaded = (await (await api(`/file?name=${encodeURIComponent(faqPath)}`)).json()) as { source: string; version: string };
    const source = loaded.source.replace('q: Do I own my website when it is finished?', 'q: Is the website mine once it is finished?');
    const saved = await api('/file', { method: 'PUT', body: { name: faqPath, source, baseVersion: loaded.version } });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(project, faqPath), 'utf8')).toBe(source);
    const tooLong = source.replace('q: Is the website mine once it is finished?', `q: ${'Why '.repeat(40)}?`);
    const refused = await api('/file', { method: 'PUT', body: { name: faqPath, source: tooLong, baseVersion: versionOf(source) } });
    expect(refused.status).toBe(422);
    expect(readFileSync(join(project, faqPath), 'utf8')).toBe(source);
    const created = await api('/file', { method: 'POST', body: { name: 'src/content/pages/home.yaml', source: 'hero: {}\n' } });
    expect(created.status).toBe(400);
    expect(existsSync(join(project, 'src/content/pages/home.yaml'))).toBe(false);
    rmSync(join(project, faqPath));
  });

  it('writes an uploaded picture to its folder under a safe unique name, and refuses the wrong files with nothing written', async () => {
    const team = join(project, 'src/assets/team');
    const before = readdirSync(team);
    const svg = await upload('team', 'logo.png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.status).toBe(400);
    expect(((await svg.json()) as { error: string }).error).toMatch(/SVG files are not accepted/);
    expect((await upload('team', 'photo.jpg', photo)).status).toBe(400);
    expect((await upload('../../src', 'photo.png', photo)).status).toBe(400);
    expect(readdirSync(team)).toEqual(before);

    const done = await upload('team', '../../Sam Lee.png', photo);
    expect(done.status).toBe(201);
    const { path, size } = (await done.json()) as { path: string; size: { width: number; height: number } };
    expect(path).toMatch(/^src\/assets\/team\/sam-lee-[0-9a-f]{8}\.png$/);
    expect(size).toMatchObject({ width: 600, height: 600 });
    expect(readFileSync(join(project, path))).toEqual(photo);
    const listing = (await (await api('/files')).json()) as StoreListing;
    expect(listing.assets).toContain(path);
    expect(listing.imageSizes[path]).toMatchObject({ width: 600, height: 600 });
  });
});
