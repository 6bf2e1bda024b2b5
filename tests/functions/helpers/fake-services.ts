/**
 * Fake Postmark, Stripe and Anthropic APIs on 127.0.0.1. The real SDKs are pointed at them
 * (POSTMARK_API_URL, STRIPE_API_URL, ANTHROPIC_BASE_URL) and each fake records what it
 * received so the tests can check it, and can be told to fail.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeServer {
  url: string;
  port: number;
  requests: Received[];
  /** Answer the next `count` requests (or all, with Infinity) with this status. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

type Respond = (req: Received, res: ServerResponse) => void;

export async function startFake(respond: Respond): Promise<FakeServer> {
  const requests: Received[] = [];
  let failures = 0;
  let failStatus = 500;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received: Received = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      if (failures > 0) {
        failures--;
        res.writeHead(failStatus, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ErrorCode: 500, Message: 'Injected failure', error: { message: 'Injected failure', type: 'api_error' } }));
        return;
      }
      respond(received, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function startFakePostmark(token = 'pm-test-token'): Promise<FakeServer> {
  return startFake((req, res) => {
    if (req.headers['x-postmark-server-token'] !== token) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ErrorCode: 10, Message: 'Bad or missing Server API token.' }));
      return;
    }
    if (req.method !== 'POST' || req.path !== '/email') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ErrorCode: 404, Message: 'Not found' }));
      return;
    }
    const body = JSON.parse(req.body) as { To: string };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        To: body.To,
        SubmittedAt: new Date().toISOString(),
        MessageID: `msg-${Math.random().toString(36).slice(2)}`,
        ErrorCode: 0,
        Message: 'OK',
      }),
    );
  });
}

/**
 * Stripe's API as far as the site uses it: creating a Checkout Session (a request repeating an
 * Idempotency-Key gets the first answer again, as Stripe's does), and listing the sessions of a
 * PaymentIntent (`sessionsByPaymentIntent`: PaymentIntent id → session id).
 */
export function startFakeStripe(secretKey = 'sk_test_fake', sessionsByPaymentIntent: Record<string, string> = {}): Promise<FakeServer> {
  const answered = new Map<string, string>();
  return startFake((req, res) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      return;
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'];
      const id = `cs_test_${Math.random().toString(36).slice(2, 12)}`;
      const body = (typeof key === 'string' && answered.get(key)) || JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, mode: 'payment' });
      if (typeof key === 'string') answered.set(key, body);
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake', ...(typeof key === 'string' ? { 'idempotency-key': key } : {}) });
      res.end(body);
      return;
    }
    const url = new URL(req.path, 'http://stripe.local');
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const paymentIntent = url.searchParams.get('payment_intent') ?? '';
      const id = sessionsByPaymentIntent[paymentIntent];
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify({ object: 'list', url: '/v1/checkout/sessions', has_more: false, data: id ? [{ id, object: 'checkout.session', payment_intent: paymentIntent, mode: 'payment' }] : [] }));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
  });
}

export function startFakeAnthropic(answer: () => string, apiKey = 'sk-ant-test'): Promise<FakeServer> {
  return startFake((req, res) => {
    // SDK 1.x sends the API key as a bearer token (older SDKs used x-api-key).
    if (req.headers.authorization !== `Bearer ${apiKey}` || !req.headers['anthropic-version']) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } }));
      return;
    }
    if (req.method !== 'POST' || !req.path.startsWith('/v1/messages')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'not found' } }));
      return;
    }
    const body = JSON.parse(req.body) as { model: string };
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    res.end(
      JSON.stringify({
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [{ type: 'text', text: answer() }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 200 },
      }),
    );
  });
}

/** Parses Stripe's form encoding into a flat record (keys like line_items[0][quantity]). */
export function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}
