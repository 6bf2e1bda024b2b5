/**
 * The dev server's file API for the industry editor, under /__editor/api:
 *
 *   GET    /files                 the files (name, version, fields), reserved paths, images
 *   GET    /files/<name>          one file's text and version
 *   PUT    /files/<name>          { source, baseVersion }: overwrite if still at that version
 *   POST   /files                 { name, source }: a new file
 *   POST   /changes               { kind, files: [{ path, source, baseVersion }] }: a rename or a
 *                                 retire, every file it touches (industry files, case studies) at once
 *   GET    /assets/<path>         an image of src/assets
 *   POST   /uploads?folder=&name= a picture's bytes: checked (type by content, size, pixels) and
 *                                 written to src/assets/<folder>/ under a safe unique name
 *   POST   /preview               { path, data, body, guide } (or { path, source }): a draft to
 *                                 render with the site's own page (preview.ts); answers
 *                                 { url, prose }: the page to frame
 *   GET    /health                the dev server is there
 *
 * It answers only this machine: the connection must come from a loopback address, the Host must
 * name this machine (a DNS-rebinding page's host is refused), and every request must carry the
 * editor's custom header, which a page of another origin cannot send (its browser asks first, and
 * this API never allows it); a foreign Origin is refused outright. Every error is JSON
 * `{ error, problems? }` with a 4xx status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EDITOR_API_PATH, EDITOR_REQUEST_HEADER, EDITOR_REQUEST_HEADER_VALUE, StoreError, imageContentType, type ApiErrorBody, type ContentChange } from '../core/store.ts';
import type { DiskStore } from './disk-store.ts';
import { PreviewRefusal, previewRequestOf, type LivePreview } from './preview.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/image-upload.ts';

const MAX_BODY_BYTES = 1_000_000;
/** The most files one change touches: a retired page, its case studies and the page that keeps its addresses. */
const MAX_CHANGE_FILES = 100;
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const STATUS: Record<StoreError['kind'], number> = {
  conflict: 409,
  exists: 409,
  invalid: 422,
  'not-found': 404,
  refused: 400,
  unreachable: 502,
};

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** Refuses a request that does not come from a page of this dev server on this machine. */
export function assertLocalRequest(request: IncomingMessage, options: { api: boolean }): void {
  if (!isLoopback(request.socket.remoteAddress)) throw new HttpError(403, 'The editor answers only this computer.');
  const host = request.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (!LOCAL_HOSTNAMES.has(hostname)) throw new HttpError(403, 'The editor answers only at localhost.');
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) throw new HttpError(403, 'Requests from other sites are refused.');
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, 'Requests from other sites are refused.');
  if (options.api && request.headers[EDITOR_REQUEST_HEADER] !== EDITOR_REQUEST_HEADER_VALUE) {
    throw new HttpError(403, `The editor's API answers the editor only (header ${EDITOR_REQUEST_HEADER} missing).`);
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // A body refused part-way is not read to its end: the connection is not reused.
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  response.end(text);
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send JSON (content-type: application/json).');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large.');
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request is not valid JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A request's raw bytes (an uploaded picture), refused past the largest picture accepted. */
async function readBytes(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw new HttpError(413, `The picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: save it smaller and upload it again.`);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw new HttpError(400, `"${key}" must be a string.`);
  return value;
}

/** A change as the request gives it: its kind and files, each a path, a text or null, and a version or null. */
function changeOf(body: Record<string, unknown>): ContentChange {
  const kind = body.kind;
  if (kind !== 'rename' && kind !== 'retire' && kind !== 'delete') throw new HttpError(400, '"kind" must be "rename", "retire" or "delete".');
  if (!Array.isArray(body.files) || body.files.length === 0 || body.files.length > MAX_CHANGE_FILES) {
    throw new HttpError(400, `"files" must list 1 to ${MAX_CHANGE_FILES} files.`);
  }
  const files = body.files.map((item: unknown) => {
    const file = (item ?? {}) as Record<string, unknown>;
    const nullable = (key: string) => {
      if (file[key] !== null && typeof file[key] !== 'string') throw new HttpError(400, `Each file's "${key}" must be a string or null.`);
      return file[key] as string | null;
    };
    if (typeof file.path !== 'string') throw new HttpError(400, 'Each file\'s "path" must be a string.');
    return { path: file.path, source: nullable('source'), baseVersion: nullable('baseVersion') };
  });
  return { kind, files };
}

function decodeName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'The file name is not valid.');
  }
}

/** Handles a request under the API path; answers every request it is given. */
export async function handleFileApi(request: IncomingMessage, response: ServerResponse, store: DiskStore, preview?: LivePreview): Promise<void> {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = url.pathname.slice(EDITOR_API_PATH.length);
    // Images are shown by <img> elements, which send no custom header; they are only read.
    assertLocalRequest(request, { api: !(route.startsWith('/assets/') && request.method === 'GET') });
    const method = request.method ?? 'GET';
    const file = /^\/files\/([^/]+)$/.exec(route);

    if (route === '/health' && method === 'GET') return send(response, 200, { ok: true });
    if (route === '/files' && method === 'GET') return send(response, 200, await store.list());
    if (route === '/files' && method === 'POST') {
      const body = await readJson(request);
      return send(response, 201, await store.create(text(body, 'name'), text(body, 'source')));
    }
    if (file && method === 'GET') return send(response, 200, await store.load(decodeName(file[1]!)));
    if (file && method === 'PUT') {
      const body = await readJson(request);
      return send(response, 200, await store.save(decodeName(file[1]!), text(body, 'source'), text(body, 'baseVersion')));
    }
    if (route === '/preview' && method === 'POST' && preview) return send(response, 200, await preview.take(previewRequestOf(await readJson(request)), store));
    if (route === '/changes' && method === 'POST') return send(response, 200, await store.apply(changeOf(await readJson(request))));
    if (route === '/uploads' && method === 'POST') {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES) throw new HttpError(413, `The picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: save it smaller and upload it again.`);
      return send(response, 201, await store.upload(url.searchParams.get('folder') ?? '', url.searchParams.get('name') ?? '', await readBytes(request)));
    }
    if (route.startsWith('/assets/') && method === 'GET') {
      const path = decodeName(route.slice('/assets/'.length));
      const bytes = await store.asset(path);
      if (!bytes) throw new HttpError(404, `${path} is not an image of src/assets.`);
      response.writeHead(200, {
        'content-type': imageContentType(path),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
      response.end(bytes);
      return;
    }
    throw new HttpError(file || route === '/files' || route === '/changes' ? 405 : 404, `No ${method} ${url.pathname} in the editor's API.`);
  } catch (error) {
    if (error instanceof HttpError || error instanceof PreviewRefusal) return send(response, error.status, { error: error.message } satisfies ApiErrorBody);
    if (error instanceof StoreError) {
      const body: ApiErrorBody = { error: error.message };
      if (error.problems.length) body.problems = error.problems;
      return send(response, STATUS[error.kind], body);
    }
    // A fault of the disk or of the editor itself: still JSON, and the dev server goes on.
    console.error('[industry-editor]', error);
    return send(response, 500, { error: `The editor's file API failed: ${(error as Error).message}` });
  }
}
