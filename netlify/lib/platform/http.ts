/**
 * HTTP plumbing shared by every endpoint: method, content type, size, JSON and schema checks,
 * and JSON answers with `Cache-Control: no-store`. Errors never carry a stack trace.
 */
import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import { createLogger, errorMessage, type Logger } from './log.ts';

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 32 * 1024;

export const NO_STORE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export interface Issue {
  path: string;
  message: string;
}

/** An answer other than 200 that an endpoint chooses to give. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(error);
    this.name = 'HttpError';
    this.status = status;
    this.body = { error, ...extra };
    this.headers = headers;
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE_HEADERS, ...headers },
  });
}

export function errorResponse(error: HttpError): Response {
  return json(error.status, error.body, error.headers);
}

export function methodNotAllowed(allow: string): HttpError {
  return new HttpError(405, 'Method not allowed', {}, { Allow: allow });
}

function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [mediaType, ...params] = header.split(';');
  if (mediaType?.trim().toLowerCase() !== 'application/json') return false;
  for (const param of params) {
    const [name, value] = param.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value && !/^"?utf-8"?$/i.test(value.trim())) return false;
  }
  return true;
}

/** Reads at most `limit` bytes of the body; more is a 413 without reading the rest. */
export async function readBodyLimited(req: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    throw new HttpError(413, `Request body too large (max ${limit} bytes)`);
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, `Request body too large (max ${limit} bytes)`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function formatIssues(error: z.ZodError): Issue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * The checks every POST endpoint makes, in order: 405, 415, 413, 400 (JSON), 400 (schema).
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  if (req.method !== 'POST') throw methodNotAllowed('POST');
  if (!isJsonContentType(req.headers.get('content-type'))) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const bytes = await readBodyLimited(req);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'Request body must be UTF-8 encoded JSON');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new HttpError(400, 'Invalid request', { issues: formatIssues(result.error) });
  }
  return result.data;
}

export interface EndpointContext {
  req: Request;
  context: Context;
  log: Logger;
  requestId: string;
}

/**
 * Wraps an endpoint: a chosen HttpError becomes its JSON answer; anything else is logged
 * (message only) and answered 500 without details.
 */
export function endpoint(name: string, fn: (ctx: EndpointContext) => Promise<Response>) {
  return async (req: Request, context: Context): Promise<Response> => {
    const started = Date.now();
    const requestId = (context as Partial<Context> | undefined)?.requestId || crypto.randomUUID();
    const logger = createLogger({ fn: name, requestId });
    try {
      const res = await fn({ req, context: context ?? ({} as Context), log: logger, requestId });
      logger.info('request.done', { status: res.status, ms: Date.now() - started });
      return res;
    } catch (error) {
      if (error instanceof HttpError) {
        logger.info('request.refused', { status: error.status, reason: error.message, ms: Date.now() - started });
        return errorResponse(error);
      }
      if (error instanceof Error && (error.name === 'LockTimeoutError' || error.name === 'ConflictError')) {
        logger.warn('request.busy', { error: errorMessage(error), ms: Date.now() - started });
        return json(503, { error: 'We are busy right now. Please try again in a moment.' }, { 'Retry-After': '5' });
      }
      logger.error('request.failed', { error: errorMessage(error), ms: Date.now() - started });
      return json(500, { error: 'Something went wrong on our side. Please try again.' });
    }
  };
}
