/**
 * Answering a request, one way for every endpoint: a refusal is an HttpError (`{ error, code }`,
 * src/lib/api-errors.ts), logged and answered the same way wherever it is thrown; a busy store
 * is a 503 and anything else a 500, neither with details. Every answer is JSON with
 * `Cache-Control: no-store`. Reading the request is request.ts's.
 */
import type { Context } from '@netlify/functions';
import { codeOfStatus, type ApiErrorBody, type ApiErrorCode } from '../../../src/lib/api-errors.ts';
import { LockTimeoutError } from './lock.ts';
import { createLogger, errorMessage, type Logger } from './log.ts';
import { ConflictError } from './stores.ts';

export const NO_STORE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * An answer other than 200 that an endpoint chooses to give: `{ error, code, …extra }`, the code
 * the status gives unless `extra.code` names another (src/lib/api-errors.ts).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly body: Record<string, unknown> & ApiErrorBody;
  readonly headers: Record<string, string>;
  constructor(status: number, error: string, extra: Record<string, unknown> & { code?: ApiErrorCode } = {}, headers: Record<string, string> = {}) {
    super(error);
    this.name = 'HttpError';
    this.status = status;
    this.code = extra.code ?? codeOfStatus(status);
    this.body = { error, ...extra, code: this.code };
    this.headers = headers;
  }
}

/** A store that stayed busy (a lock not given up in time, or compare-and-swap lost too often). */
export function isBusy(error: unknown): boolean {
  return error instanceof LockTimeoutError || error instanceof ConflictError;
}

/** What a busy store and an unexpected failure answer, whatever the endpoint. */
export const BUSY = new HttpError(503, 'We are busy right now. Please try again in a moment.', { code: 'busy' }, { 'Retry-After': '5' });
export const FAILED = new HttpError(500, 'Something went wrong on our side. Please try again.', { code: 'server_error' });

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
      if (isBusy(error)) {
        logger.warn('request.busy', { error: errorMessage(error), ms: Date.now() - started });
        return errorResponse(BUSY);
      }
      logger.error('request.failed', { error: errorMessage(error), ms: Date.now() - started });
      return errorResponse(FAILED);
    }
  };
}
