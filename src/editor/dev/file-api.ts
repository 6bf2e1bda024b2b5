/**
 * The dev server's file API for the content editor, under /__editor/api: the editor's one wire
 * (src/editor/core/editor-api.ts, where the routes are listed), served from the files on disk
 * (disk-store.ts). A draft's Google result and share card are page-look.ts's. An upload is written to src/assets/<folder>/ at once. One route of its own,
 * the dev server's only:
 *
 *   POST  preview   { path, data, body, guide } (or { path, source }): a draft to render with the
 *                   site's own page (preview.ts); answers { url, prose }: the page to frame
 *
 * It answers only this machine: the connection must come from a loopback address, the Host must
 * name this machine (a DNS-rebinding page's host is refused), and every request must carry the
 * editor's custom header, which a page of another origin cannot send (its browser asks first, and
 * this API never allows it); a foreign Origin is refused outright. Every error is JSON
 * EditorErrorBody with a 4xx status.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { codeOfStatus } from '../../lib/api-errors.ts';
import {
  contentRouteOf,
  DEV_API_BASE,
  EDITOR_REQUEST_HEADER,
  EDITOR_REQUEST_HEADER_VALUE,
  ROUTE_METHODS,
  STATUS_OF_KIND,
  type EditorErrorBody,
} from '../core/editor-api.ts';
import { changeRequestSchema, createRequestSchema, pageLookRequestSchema, saveRequestSchema } from '../core/editor-requests.ts';
import { PageLookRefusal, pageLooksOf } from '../core/page-look.ts';
import { shareCardSvg } from '../../lib/share-card-drawing.ts';
import { StoreError, imageContentType } from '../core/store.ts';
import type { DiskStore } from './disk-store.ts';
import { PreviewRefusal, previewRequestOf, type LivePreview } from './preview.ts';
import { MAX_UPLOAD_BYTES, PICTURE_TOO_LARGE } from '../../lib/image-upload.ts';

const MAX_BODY_BYTES = 1_000_000;
const require = createRequire(import.meta.url);
/** A share card's font files, from the project's node_modules. */
const readPackageFile = (specifier: string) => readFile(require.resolve(specifier));
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

class HttpError extends Error {
  readonly status: number;
  readonly extra: Pick<EditorErrorBody, 'issues'>;
  constructor(status: number, message: string, extra: Pick<EditorErrorBody, 'issues'> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
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

async function readJson<S extends z.ZodType>(request: IncomingMessage, schema: S): Promise<z.output<S>> {
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
  const parsed = schema.safeParse(body);
  // Said as /admin's functions say it (netlify/lib/platform/request.ts).
  if (!parsed.success) throw new HttpError(400, 'Invalid request', { issues: parsed.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) });
  return parsed.data;
}

/** A request's raw bytes (an uploaded picture), refused past the largest picture accepted. */
async function readBytes(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw new HttpError(413, PICTURE_TOO_LARGE);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Handles a request under the API path; answers every request it is given. */
export async function handleFileApi(request: IncomingMessage, response: ServerResponse, store: DiskStore, preview?: LivePreview): Promise<void> {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = contentRouteOf(url.pathname, DEV_API_BASE);
    const method = request.method ?? 'GET';
    // Images are shown by <img> elements, which send no custom header; they are only read.
    assertLocalRequest(request, { api: !(route === 'asset' && method === 'GET') });
    if (preview && url.pathname === `${DEV_API_BASE}/preview` && method === 'POST') {
      return send(response, 200, await preview.take(previewRequestOf(await readJson(request, z.record(z.string(), z.unknown()))), store));
    }
    if (!route) throw new HttpError(404, `No ${method} ${url.pathname} in the editor's API.`);
    if (!ROUTE_METHODS[route].includes(method)) throw new HttpError(405, `No ${method} ${url.pathname} in the editor's API.`);
    const query = (key: string) => url.searchParams.get(key) ?? '';

    switch (route) {
      case 'health':
        return send(response, 200, { ok: true });
      case 'files':
        return send(response, 200, await store.list());
      case 'file': {
        if (method === 'GET') return send(response, 200, await store.load(query('name')));
        if (method === 'PUT') {
          const body = await readJson(request, saveRequestSchema);
          return send(response, 200, await store.save(body.name, body.source, body.baseVersion));
        }
        const body = await readJson(request, createRequestSchema);
        return send(response, 201, await store.create(body.name, body.source));
      }
      case 'change':
        return send(response, 200, await store.apply(await readJson(request, changeRequestSchema)));
      case 'share-card': {
        const body = await readJson(request, pageLookRequestSchema);
        return send(response, 200, await pageLooksOf(body, { read: async (path) => (await store.load(path)).source, draw: (card, site) => shareCardSvg(card, site, readPackageFile) }));
      }
      case 'upload': {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > MAX_UPLOAD_BYTES) throw new HttpError(413, PICTURE_TOO_LARGE);
        return send(response, 201, await store.upload(query('folder'), query('name'), await readBytes(request)));
      }
      case 'asset': {
        const path = query('path');
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
    }
  } catch (error) {
    if (error instanceof HttpError) return send(response, error.status, { error: error.message, code: codeOfStatus(error.status), ...error.extra } satisfies EditorErrorBody);
    if (error instanceof PageLookRefusal) return send(response, error.status, { error: error.message, code: codeOfStatus(error.status) } satisfies EditorErrorBody);
    if (error instanceof PreviewRefusal) return send(response, error.status, { error: error.message, code: codeOfStatus(error.status) } satisfies EditorErrorBody);
    if (error instanceof StoreError) {
      const status = STATUS_OF_KIND[error.kind];
      const body: EditorErrorBody = { error: error.message, code: codeOfStatus(status) };
      if (error.problems.length) body.problems = error.problems;
      return send(response, status, body);
    }
    // A fault of the disk or of the editor itself: still JSON, and the dev server goes on.
    console.error('[industry-editor]', error);
    return send(response, 500, { error: `The editor's file API failed: ${(error as Error).message}`, code: 'server_error' } satisfies EditorErrorBody);
  }
}
