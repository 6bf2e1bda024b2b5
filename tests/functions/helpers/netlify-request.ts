/** A real Request and a minimal Netlify Context, as a v2 function receives them. */
import type { Context } from '@netlify/functions';

export type Handler = (req: Request, context: Context) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  ip?: string;
  url?: string;
  deployContext?: string;
}

export function makeContext(ip = '203.0.113.10', deployContext = 'dev'): Context {
  return {
    ip,
    requestId: `req-${Math.random().toString(36).slice(2)}`,
    deploy: { context: deployContext, id: 'test', published: false },
    site: { id: 'test-site', name: 'test', url: 'http://localhost:8888' },
  } as unknown as Context;
}

export function makeRequest(path: string, options: CallOptions = {}): Request {
  const method = options.method ?? 'POST';
  const headers = new Headers(options.headers ?? {});
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new Request(options.url ?? `http://localhost:8888${path}`, {
    method,
    headers,
    ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
  });
}
