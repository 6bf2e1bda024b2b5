/**
 * The editor's one wire (src/editor/core/editor-api.ts), asked of both of its servers with the
 * same table: the dev server's file API (src/editor/dev/, over a scratch copy of the project on
 * disk) and /admin's functions (netlify/lib/admin/, signed in, over a fake GitHub). Each row is
 * one request the browser app (or an attacker) sends; both servers must answer it with the same
 * status and the same shape of body, so the one client (src/editor/app/api-store.ts) reads either.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSiteSecrets } from '../../netlify/lib/platform/secrets.ts';
import { ADMIN_API_BASE, contentPath, DEV_API_BASE, EDITOR_REQUEST_HEADER, EDITOR_REQUEST_HEADER_VALUE, type EditorErrorBody } from '../../src/editor/core/editor-api.ts';
import { diskStore } from '../../src/editor/dev/disk-store.ts';
import { handleFileApi } from '../../src/editor/dev/file-api.ts';
import { useFakeGitHub } from '../fixtures/fake-github.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { EDITOR_FOLDERS, projectFiles, startFakeGitHost, type FakeGitHost } from './helpers/fake-git-host.ts';
import { StaffBrowser } from './helpers/staff-browser.ts';

const root = join(import.meta.dirname, '..', '..');
const LAWYERS = readFileSync(join(root, 'src/content/industries/lawyers.mdx'), 'utf8');

interface Ask {
  method?: string;
  body?: unknown;
  raw?: Uint8Array;
  /** Sent without the editor's header (an <img>, or a page of another site). */
  bare?: boolean;
  origin?: string;
}
interface Answer {
  status: number;
  type: string;
  json: any;
}
/** One server of the wire: a request by its path under the base. */
type Server_ = (path: string, ask?: Ask) => Promise<Answer>;

let blobs: LocalBlobs;
let host: FakeGitHost;
let devServer: Server;
let project = '';
const servers: Record<'dev' | 'admin', Server_> = {} as never;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'editor-wire-'));
  for (const folder of ['src/content', 'src/assets', 'src/pages', 'public']) {
    mkdirSync(join(project, folder), { recursive: true });
    cpSync(join(root, folder), join(project, folder), { recursive: true });
  }
  const store = diskStore(project);
  devServer = createServer((request, response) => void handleFileApi(request, response, store));
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  const devOrigin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  servers.dev = async (path, ask = {}) => {
    const response = await fetch(`${devOrigin}${DEV_API_BASE}/${path}`, {
      method: ask.method ?? 'GET',
      headers: {
        ...(ask.bare ? {} : { [EDITOR_REQUEST_HEADER]: EDITOR_REQUEST_HEADER_VALUE }),
        ...(ask.origin ? { origin: ask.origin } : {}),
        ...(ask.raw ? { 'content-type': 'application/octet-stream' } : ask.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(ask.raw ? { body: new Blob([Buffer.from(ask.raw)]) } : ask.body === undefined ? {} : { body: JSON.stringify(ask.body) }),
    });
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, type, json: type.includes('json') ? await response.json() : null };
  };

  blobs = await startLocalBlobs();
  host = await startFakeGitHost({ files: projectFiles(root, EDITOR_FOLDERS) });
  forgetSiteSecrets();
  useFakeGitHub(host);
  const browser = await new StaffBrowser().signIn(host, 'editor');
  servers.admin = async (path, ask = {}) => {
    const result = await browser.request(`${ADMIN_API_BASE}/${path}`, {
      method: ask.method ?? 'GET',
      app: !ask.bare,
      ...(ask.origin ? { headers: { origin: ask.origin } } : {}),
      ...(ask.raw ? { rawBody: ask.raw, headers: { 'content-type': 'application/octet-stream', ...(ask.origin ? { origin: ask.origin } : {}) } } : ask.body === undefined ? {} : { body: ask.body }),
    });
    return { status: result.status, type: result.headers.get('content-type') ?? '', json: result.json };
  };
});

afterAll(async () => {
  await new Promise((resolve) => devServer.close(resolve));
  rmSync(project, { recursive: true, force: true });
  await host?.close();
  await blobs?.stop();
});

/** The keys an error body may have, on either server. */
const ERROR_KEYS: ReadonlyArray<keyof EditorErrorBody> = ['error', 'code', 'problems', 'issues', 'version', 'signIn', 'retry', 'setup'];

const png = readFileSync(join(root, 'src/assets/team/maya-okafor.png'));

interface Row {
  what: string;
  path: string;
  ask?: Ask;
  status: number;
  /** The error's code, or what a good answer holds. */
  code?: EditorErrorBody['code'];
  error?: RegExp;
  answer?: (json: any, type: string) => void;
}

const ROWS: Row[] = [
  { what: 'the server answers', path: contentPath.health(), status: 200, answer: (json) => expect(json).toEqual({ ok: true }) },
  {
    what: 'the listing',
    path: contentPath.files(),
    status: 200,
    answer: (json) => {
      expect(json.files.map((file: { name: string }) => file.name)).toContain('lawyers.mdx');
      expect(json.assets).toContain('src/assets/hero/lawyers.png');
      expect(json.imageSizes['src/assets/hero/lawyers.png']).toEqual({ width: 1600, height: 1000 });
    },
  },
  { what: 'one file', path: contentPath.file('lawyers.mdx'), status: 200, answer: (json) => expect(json).toMatchObject({ name: 'lawyers.mdx', source: LAWYERS, version: expect.any(String) }) },
  { what: 'an image, asked by <img> without the header', path: contentPath.asset('src/assets/hero/lawyers.png'), ask: { bare: true }, status: 200, answer: (_json, type) => expect(type).toBe('image/png') },
  { what: 'no header', path: contentPath.files(), ask: { bare: true }, status: 403, code: 'forbidden', error: new RegExp(EDITOR_REQUEST_HEADER) },
  { what: 'a page of another site', path: contentPath.files(), ask: { origin: 'https://evil.example' }, status: 403, code: 'forbidden', error: /other sites/ },
  { what: 'a name outside the content', path: contentPath.file('../package.json'), status: 400, code: 'invalid_request' },
  { what: 'an image outside src/assets', path: contentPath.asset('package.json'), ask: { bare: true }, status: 404, code: 'not_found' },
  { what: 'a file that does not exist', path: contentPath.file('nobody-here.mdx'), status: 404, code: 'not_found' },
  { what: 'a write from a stale version', path: contentPath.file(), ask: { method: 'PUT', body: { name: 'lawyers.mdx', source: LAWYERS.replace('lawyers', 'lawyers'), baseVersion: 'an-old-version' } }, status: 409, code: 'conflict', error: /changed/ },
  {
    what: 'a write the content check refuses, with the field at fault',
    path: contentPath.file(),
    ask: { method: 'PUT', body: { name: 'lawyers.mdx', source: LAWYERS.replace('slug: "lawyers"', 'slug: "Law Firms"'), baseVersion: 'filled-in-below' } },
    status: 422,
    code: 'unprocessable',
    answer: (json) => expect(json.problems[0]).toMatchObject({ path: ['slug'] }),
  },
  { what: 'a new file whose name is taken', path: contentPath.file(), ask: { method: 'POST', body: { name: 'lawyers.mdx', source: LAWYERS } }, status: 409, code: 'conflict', error: /already exists/ },
  { what: 'a body of the wrong shape', path: contentPath.file(), ask: { method: 'PUT', body: { name: 'lawyers.mdx', source: 1 } }, status: 400, code: 'invalid_request' },
  { what: 'a change of an unknown kind', path: contentPath.change(), ask: { method: 'POST', body: { kind: 'nope', files: [] } }, status: 400, code: 'invalid_request' },
  { what: 'a method the route does not have', path: contentPath.files(), ask: { method: 'DELETE' }, status: 405, code: 'method_not_allowed' },
  {
    what: 'an SVG upload',
    path: contentPath.upload('hero', 'logo.svg'),
    ask: { method: 'POST', raw: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    status: 400,
    code: 'invalid_request',
    error: /SVG/,
  },
  { what: 'an upload to a folder pictures do not go to', path: contentPath.upload('../../public', 'a.png'), ask: { method: 'POST', raw: png }, status: 400, code: 'invalid_request', error: /folders/ },
];

describe.each(['dev', 'admin'] as const)('the wire, answered by the %s server', (name) => {
  it.each(ROWS)('$what: $status', async (row) => {
    let ask = row.ask;
    // The content check's refusal needs the file's version as this server gives it.
    if (ask?.body && (ask.body as { baseVersion?: string }).baseVersion === 'filled-in-below') {
      const version = (await servers[name](contentPath.file('lawyers.mdx'))).json.version as string;
      ask = { ...ask, body: { ...(ask.body as object), baseVersion: version } };
    }
    const answer = await servers[name](row.path, ask);
    expect(answer.status, JSON.stringify(answer.json)).toBe(row.status);
    if (row.status >= 400) {
      expect(answer.type).toMatch(/application\/json/);
      expect(answer.json.error).toEqual(expect.any(String));
      expect(answer.json.code).toBe(row.code);
      for (const key of Object.keys(answer.json)) expect(ERROR_KEYS, `${key} in an error body`).toContain(key);
      if (row.error) expect(answer.json.error).toMatch(row.error);
    }
    row.answer?.(answer.json, answer.type);
  });
});
