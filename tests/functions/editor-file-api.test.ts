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
import { EDITOR_API_PATH, EDITOR_REQUEST_HEADER } from '~/editor/core/store';
import { diskStore, versionOf } from '~/editor/dev/disk-store';
import { handleFileApi, isLoopback } from '~/editor/dev/file-api';

const root = join(import.meta.dirname, '..', '..');
const industries = join(root, 'src/content/industries');
let project = '';
let folder = '';
let server: Server;
let base = '';

function copyProject(): void {
  rmSync(folder, { recursive: true, force: true });
  cpSync(industries, folder, { recursive: true });
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'editor-api-'));
  folder = join(project, 'src/content/industries');
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
  return fetch(`${base}${EDITOR_API_PATH}${path}`, {
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
    const listing = (await response.json()) as { files: { name: string; version: string; data: { slug: string } }[]; reserved: [string, string][]; assets: string[] };
    expect(listing.files.map((file) => file.name)).toEqual(readdirSync(industries).filter((name) => name.endsWith('.mdx')).sort());
    const lawyers = listing.files.find((file) => file.name === 'lawyers.mdx')!;
    expect(lawyers.version).toBe(versionOf(read('lawyers.mdx')));
    expect(lawyers.data.slug).toBe('lawyers');
    expect(listing.reserved).toContainEqual(['/about', 'src/pages/about.astro']);
    expect(listing.assets).toContain('src/assets/before-after/lawyers-before.png');
  });

  it('answers a page of another origin 403, and a request without the editor\'s header 403', async () => {
    const foreign = await api('/files', { headers: { ...HEADERS, origin: 'http://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: expect.stringMatching(/other sites/) });
    expect((await api('/files', { headers: { 'content-type': 'application/json' } })).status).toBe(403);
    // A page of a rebinding domain reaches 127.0.0.1 with its own name as the Host.
    const rebinding = await new Promise<number>((resolve, reject) => {
      const call = httpRequest(`${base}${EDITOR_API_PATH}/files`, { headers: { ...HEADERS, host: 'attacker.example' } }, (response) => {
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
    for (const name of ['..%2Fpackage.json', '..%2F..%2Fpackage.json', 'lawyers.md', 'Lawyers.mdx', '.hidden.mdx']) {
      const response = await api(`/files/${name}`);
      expect(response.status, name).toBe(400);
    }
    const write = await api('/files', { method: 'POST', body: { name: '../package.json', source: 'x' } });
    expect(write.status).toBe(400);
    expect(readFileSync(join(project, 'package.json'), 'utf8')).toBe('{"name":"secret"}');
  });

  it('saves a file still at the version it was loaded at, and refuses a stale save with 409', async () => {
    const loaded = (await (await api('/files/lawyers.mdx')).json()) as { source: string; version: string };
    const edited = loaded.source.replace('  order: 1\n', '  order: 11\n');
    const saved = await api('/files/lawyers.mdx', { method: 'PUT', body: { source: edited, baseVersion: loaded.version } });
    expect(saved.status).toBe(200);
    expect(read('lawyers.mdx')).toBe(edited);
    const stale = await api('/files/lawyers.mdx', { method: 'PUT', body: { source: loaded.source, baseVersion: loaded.version } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/changed on disk/);
    expect(read('lawyers.mdx')).toBe(edited);
  });

  it('checks what it writes like the build: an invalid file is refused with the schema\'s message and not written', async () => {
    const source = read('lawyers.mdx');
    const broken = source.replace('slug: "lawyers"', 'slug: "Law Firms"');
    const response = await api('/files/lawyers.mdx', { method: 'PUT', body: { source: broken, baseVersion: versionOf(source) } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; problems: { path: string[]; message: string }[] };
    expect(body.problems[0]).toMatchObject({ path: ['slug'], message: expect.stringMatching(/lowercase letters and digits/) });
    expect(read('lawyers.mdx')).toBe(source);
  });

  it('creates a new file only under a free name, refusing a copy that clashes with another file', async () => {
    const source = read('lawyers.mdx');
    const clash = await api('/files', { method: 'POST', body: { name: 'law-firms.mdx', source } });
    expect(clash.status).toBe(422);
    expect(JSON.stringify(await clash.json())).toMatch(/already the slug of src\/content\/industries\/lawyers\.mdx/);
    expect(existsSync(join(folder, 'law-firms.mdx'))).toBe(false);
    const exists = await api('/files', { method: 'POST', body: { name: 'lawyers.mdx', source } });
    expect(exists.status).toBe(409);
  });

  it('renames a file and retires one, each only from the version it was loaded at', async () => {
    const source = read('consultants.mdx');
    const renamed = source.replace('slug: "consultants"', 'slug: "consulting-firms"').replace('vanityAliases: ["/consulting"', 'vanityAliases: ["/consultants", "/consulting"');
    const response = await api('/files/consultants.mdx/rename', { method: 'POST', body: { newName: 'consulting-firms.mdx', source: renamed, baseVersion: versionOf(source) } });
    expect(response.status).toBe(200);
    expect(existsSync(join(folder, 'consultants.mdx'))).toBe(false);
    expect(read('consulting-firms.mdx')).toBe(renamed);
    const creatives = read('creatives.mdx');
    expect((await api('/files/creatives.mdx', { method: 'DELETE', body: { baseVersion: 'stale' } })).status).toBe(409);
    expect((await api('/files/creatives.mdx', { method: 'DELETE', body: { baseVersion: versionOf(creatives) } })).status).toBe(200);
    expect(existsSync(join(folder, 'creatives.mdx'))).toBe(false);
  });

  it('answers malformed requests with a 4xx JSON error and leaves no temporary file behind', async () => {
    expect((await api('/files/lawyers.mdx', { method: 'PUT', body: '{not json' })).status).toBe(400);
    expect((await api('/files/lawyers.mdx', { method: 'PUT', body: { source: 1 } })).status).toBe(400);
    expect((await api('/files/lawyers.mdx', { method: 'PUT', body: 'x', headers: { [EDITOR_REQUEST_HEADER]: '1', 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await api('/files/lawyers.mdx', { method: 'PUT', body: { source: 'x'.repeat(1_100_000), baseVersion: 'v' } })).status).toBe(413);
    expect((await api('/nothing')).status).toBe(404);
    expect(readdirSync(folder).filter((name) => !name.endsWith('.mdx'))).toEqual([]);
  });

  it('serves the project\'s images and nothing else under /assets', async () => {
    const image = await fetch(`${base}${EDITOR_API_PATH}/assets/${encodeURIComponent('src/assets/before-after/lawyers-before.png')}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const other = await fetch(`${base}${EDITOR_API_PATH}/assets/${encodeURIComponent('package.json')}`);
    expect(other.status).toBe(404);
  });
});
