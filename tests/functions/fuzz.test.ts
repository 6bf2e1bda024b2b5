/**
 * Fuzz: a few hundred random requests per endpoint (random methods, content types, raw bytes,
 * broken UTF-8, and JSON shaped like the real bodies with hostile values). None may get a 5xx
 * or leak a stack trace. Then generated hostile pages through the whole review pipeline (fetch,
 * measure, write, render, mail), with the deterministic writer and with a model that quotes the
 * page back: never a 5xx, never markup or a link elsewhere in the page's HTML or the e-mail,
 * never a linkable address in the review's text. Then compressed bombs (each encoding, nested,
 * stacked, with a lying Content-Length) and pages whose formatting elements multiply in the
 * parser: never a 5xx, never more CPU than CPU_PER_REVIEW_MS a review and none after the
 * answer, and measured in a process with a HEAP_LIMIT_MB heap, never out of memory. A seeded
 * generator makes failures reproducible (FUZZ_SEED; FUZZ_RUNS, FUZZ_PAGES and FUZZ_BOMBS set
 * the counts). Every server is on 127.0.0.1.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import aiFeedback from '../../netlify/functions/ai-feedback.mts';
import aiReviewAccess from '../../netlify/functions/ai-review-access.mts';
import captureLead from '../../netlify/functions/capture-lead.mts';
import contact from '../../netlify/functions/contact.mts';
import createPayment from '../../netlify/functions/create-payment.mts';
import sendGuide from '../../netlify/functions/send-guide.mts';
import stripeWebhook from '../../netlify/functions/stripe-webhook.mts';
import testCheckout from '../../netlify/functions/test-checkout.mts';
import { PAGE_TOO_COMPLEX } from '../../netlify/lib/ai-feedback/run.ts';
import { REVIEW_HTML } from '../../netlify/lib/mail/markdown.ts';
import { configureSafeFetch } from '../../netlify/lib/ai-feedback/safe-fetch.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { startFake, startFakePostmark, type FakeServer } from './helpers/fake-services.ts';
import { hostileCompressedAnswer, startRawServer, type RawServer } from '../fixtures/hostile/bombs.ts';
import { formattingPage, hostileAnswer, hostilePage } from '../fixtures/hostile/pages.ts';
import { outsideAllowlist } from './helpers/html-allowlist.ts';
import { htmlProblems, linkableText, mailProblems } from './helpers/mail-links.ts';
import { measurePagesInChild } from './helpers/measure-in-child.ts';
import { startPageServer, type PageServer } from './helpers/page-server.ts';
import { call, makeContext, type Handler } from './helpers/request.ts';
import { random } from '../fixtures/random.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const PAGES = Number(process.env.FUZZ_PAGES ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 20241121);
const BOMBS = Number(process.env.FUZZ_BOMBS ?? 24);
/** The most CPU one review of a hostile page may take (the largest plain page at the cap takes about 1.5 s). */
const CPU_PER_REVIEW_MS = 2_000;
/**
 * CPU the process may spend in the quarter second after an answer. Nothing of the page is left
 * running but the decoder call in flight (up to one brotli window, 16 MiB of output) and the
 * garbage collector's work on what the review left; a decoder left running keeps the process
 * busy the whole quarter second.
 */
const CPU_AFTER_ANSWER_MS = 125;
/** The heap the measurer gets in a process of its own for the formatting-element pages. */
const HEAP_LIMIT_MB = 256;

const NASTY_STRINGS = [
  '',
  ' ',
  'a@b.co',
  'ada@example.com',
  'Ada <ada@example.com>',
  'a@example.com,b@example.com',
  'x\r\nBcc: y@example.com',
  '<script>alert(1)</script>',
  '"; DROP TABLE leads; --',
  '../../etc/passwd',
  '/downloads/lawyers-quick-wins.pdf',
  '/downloads/website-roi-guide.pdf',
  'lawyers-quick-wins.pdf',
  'http://169.254.169.254/',
  'https://example.com/',
  'http://[::1]/',
  'javascript:alert(1)',
  'file:///etc/passwd',
  '\u0000\u0001\u0002',
  '\ud800',
  '🙂'.repeat(50),
  'x'.repeat(6000),
  '%00%0d%0a',
  '{{7*7}}',
  '${process.env}',
  '__proto__',
  'constructor',
  'lead_magnet',
  'ai_feedback',
  'Website Conversion Audit',
  '=HYPERLINK("http://evil")',
];
const KEYS = ['email', 'source', 'industry', 'page', 'metadata', 'fileName', 'downloadUrl', 'title', 'name', 'company', 'website', 'message', 'company_website', 'utm_source', 'utm_medium', 'utm_campaign', 'website_url', 'focus_area', 'amount', '__proto__', 'constructor'];

function randomValue(r: () => number, depth = 0): unknown {
  const pick = r();
  if (pick < 0.35) return NASTY_STRINGS[Math.floor(r() * NASTY_STRINGS.length)];
  if (pick < 0.45) return Math.floor(r() * 100_000) - 1000;
  if (pick < 0.5) return [49900, 0, -1, 1e308, -0, 0.5, Number.MAX_SAFE_INTEGER][Math.floor(r() * 7)];
  if (pick < 0.55) return r() < 0.5;
  if (pick < 0.6) return null;
  if (pick < 0.7 && depth < 3) return Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1));
  if (pick < 0.85 && depth < 3) return randomObject(r, depth + 1);
  return String.fromCharCode(...Array.from({ length: Math.floor(r() * 40) }, () => Math.floor(r() * 0xffff)));
}

function randomObject(r: () => number, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(r() * 8);
  for (let i = 0; i < n; i++) out[KEYS[Math.floor(r() * KEYS.length)]!] = randomValue(r, depth);
  return out;
}

function valid(name: string): Record<string, unknown> {
  switch (name) {
    case 'capture-lead':
      return { email: 'ada@example.com', source: 'lead_magnet', industry: 'lawyers', page: '/lawyers', metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: '/downloads/lawyers-quick-wins.pdf' } };
    case 'send-guide':
      return { email: 'ada@example.com', title: 'Guide', fileName: 'lawyers-quick-wins.pdf', downloadUrl: '/downloads/lawyers-quick-wins.pdf', industry: '', page: '/' };
    case 'contact':
      return { name: 'Ada', email: 'ada@example.com', company: '', website: '', message: 'Hi', company_website: '' };
    case 'ai-feedback':
      return { website_url: 'https://example.com/', focus_area: '', industry: '', email: 'ada@example.com' };
    case 'create-payment':
      return { amount: 49900, title: 'Website Conversion Audit' };
    default:
      return {};
  }
}

function randomRequest(r: () => number, name: string, path: string): Request {
  const methods = ['POST', 'POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
  const method = methods[Math.floor(r() * methods.length)]!;
  const types = ['application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', '', 'application/json; charset=latin1', 'multipart/form-data'];
  const type = types[Math.floor(r() * types.length)]!;
  const kind = r();
  let body: string | Uint8Array;
  if (kind < 0.45) {
    // the real shape with some fields replaced by hostile values
    const b = valid(name);
    for (const key of Object.keys(b)) if (r() < 0.4) b[key] = randomValue(r);
    if (r() < 0.2) Object.assign(b, randomObject(r));
    body = JSON.stringify(b);
  } else if (kind < 0.7) body = JSON.stringify(randomValue(r));
  else if (kind < 0.8) body = JSON.stringify(randomObject(r));
  else if (kind < 0.9) body = Uint8Array.from({ length: Math.floor(r() * 300) }, () => Math.floor(r() * 256));
  else body = ['{', '[', '{"email":', 'null', '""', '{}', '[]', '{"a":1}}', '\u0000', 'x'.repeat(40_000)][Math.floor(r() * 10)]!;
  const headers: Record<string, string> = {};
  if (type) headers['content-type'] = type;
  if (r() < 0.1) headers['content-length'] = String(Math.floor(r() * 100_000));
  if (r() < 0.2) headers['stripe-signature'] = `t=${Math.floor(r() * 1e10)},v1=${'ab'.repeat(32)}`;
  if (r() < 0.1) headers.cookie = `nl_ai_access=v1.${Math.floor(r() * 1e10)}.${'A'.repeat(43)}`;
  const enc = (v: unknown) => {
    try {
      return encodeURIComponent(String(v));
    } catch {
      return '%ZZ%E0%A4%A'; // lone surrogates: send a broken escape instead
    }
  };
  const query = r() < 0.3 ? `?key=${enc(randomValue(r))}&session=${enc(randomValue(r))}` : '';
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') init.body = body as BodyInit;
  if (headers['content-length']) delete headers['content-length']; // undici computes its own
  return new Request(`http://localhost:8888${path}${query}`, init);
}

const ENDPOINTS: Array<[string, string, Handler]> = [
  ['capture-lead', '/api/capture-lead', captureLead],
  ['send-guide', '/api/send-guide', sendGuide],
  ['contact', '/api/contact', contact],
  ['ai-feedback', '/api/ai-feedback', aiFeedback],
  ['create-payment', '/api/create-payment', createPayment],
  ['stripe-webhook', '/api/stripe-webhook', stripeWebhook],
  ['test-checkout', '/api/test-checkout', testCheckout],
  ['ai-review-access', '/api/ai-review-access', aiReviewAccess],
];

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  // No real DNS during fuzzing: every name is "not found".
  configureSafeFetch({ resolver: async () => Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' })) });
});
afterAll(async () => {
  configureSafeFetch({ resolver: null });
  await blobs.stop();
});
beforeEach(() => resetEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_fuzz', AI_REVIEW_ACCESS_KEY: 'fuzz-key-long-enough-to-be-accepted' }));

describe('fuzz: no input ever causes a 5xx', () => {
  for (const [name, path, handler] of ENDPOINTS) {
    it(`${name}: ${RUNS} random requests`, async () => {
      const r = random(SEED + name.length * 7919);
      const statuses = new Map<number, number>();
      for (let batch = 0; batch < RUNS; batch += 25) {
        const results = await Promise.all(
          Array.from({ length: Math.min(25, RUNS - batch) }, async (_, i) => {
            const ip = `198.18.${batch % 250}.${i}`;
            const res = await handler(randomRequest(r, name, path), makeContext(ip));
            const text = await res.text();
            return { status: res.status, text };
          }),
        );
        for (const { status, text } of results) {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          expect(status, `${name} answered ${status}: ${text.slice(0, 200)}`).toBeLessThan(500);
          expect(text).not.toMatch(/\bat (async )?\S+ \(|node_modules|\.ts:\d+/);
        }
      }
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
    });
  }
});

describe('fuzz: generated hostile pages through the review pipeline', () => {
  const ORIGIN = 'https://northlight.example';
  let site: PageServer;
  let postmark: FakeServer;
  let anthropic: FakeServer;
  let answerRandom = random(SEED + 7);
  beforeAll(async () => {
    site = await startPageServer();
    postmark = await startFakePostmark('pm-fuzz');
    // A model the page has steered: it quotes the untrusted block back, with hostile Markdown.
    anthropic = await startFake((req, res) => {
      const { messages, model } = JSON.parse(req.body) as { messages: Array<{ content: string }>; model: string };
      const quoted = /BEGIN UNTRUSTED_\w+\n([\s\S]*)\nEND UNTRUSTED_/.exec(messages[0]?.content ?? '')?.[1] ?? '';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'msg_fuzz', type: 'message', role: 'assistant', model, content: [{ type: 'text', text: hostileAnswer(answerRandom, quoted) }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } }));
    });
  });
  afterAll(async () => {
    await Promise.all([site.close(), postmark.close(), anthropic.close()]);
  });
  beforeEach(() => {
    answerRandom = random(SEED + 7);
    resetEnv({ AI_REVIEW_ALLOW_HOSTS: site.hostPort, POSTMARK_SERVER_TOKEN: 'pm-fuzz', POSTMARK_API_URL: postmark.url, URL: ORIGIN });
  });

  it.each([
    ['the deterministic writer', false],
    ['a model quoting the page', true],
  ])(`${PAGES} generated pages, reviewed by %s`, async (_writer, withModel) => {
    if (withModel) Object.assign(process.env, { ANTHROPIC_API_KEY: 'sk-ant-fuzz', ANTHROPIC_BASE_URL: anthropic.url, AI_REVIEW_DAILY_CAP: '100000' });
    const r = random(SEED + (withModel ? 2 : 1));
    const statuses = new Map<number, number>();
    for (let i = 0; i < PAGES; i++) {
      const html = hostilePage(r);
      const email = `page${i}-${withModel ? 'm' : 'f'}@fuzz${i}.example`;
      const res = await call(aiFeedback, '/api/ai-feedback', {
        // One visitor per network: the per-network daily limit is not what this run tests.
        ip: `198.${withModel ? 19 : 18}.${i % 250}.1`,
        body: { website_url: site.serve(`/page-${withModel ? 'm' : 'f'}-${i}`, html), focus_area: 'www.evil.example', industry: 'lawyers', email },
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const where = `page ${i} (FUZZ_SEED=${SEED}, ${html.length} bytes)`;
      expect(res.status, `${where}: ${JSON.stringify(res.json)?.slice(0, 300)}`).toBeLessThan(500);
      if (res.status !== 200) continue;
      const { analysis, analysisHtml } = res.json as { analysis: string; analysisHtml: string };
      expect(outsideAllowlist(analysisHtml, REVIEW_HTML.page.allowed), where).toEqual([]);
      expect(htmlProblems(analysisHtml, ORIGIN, true), where).toEqual([]);
      expect(linkableText(analysis, ORIGIN), where).toEqual([]);
      const mail = postmark.requests.map((m) => JSON.parse(m.body)).find((m) => m.To === email);
      expect(mail, where).toBeDefined();
      expect(mailProblems(mail, ORIGIN), where).toEqual([]);
    }
    // the run is not vacuous: most pages get a review, and the model path really asks the model
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(PAGES / 2);
    if (withModel) expect(anthropic.requests.length).toBeGreaterThanOrEqual(statuses.get(200) ?? 0);
  }, 240_000);
});

describe('fuzz: compressed bombs and formatting-element pages', () => {
  let raw: RawServer;
  let site: PageServer;
  beforeAll(async () => {
    [raw, site] = await Promise.all([startRawServer(), startPageServer()]);
  });
  afterAll(async () => {
    await Promise.all([raw.close(), site.close()]);
  });
  beforeEach(() => resetEnv({ AI_REVIEW_ALLOW_HOSTS: `${raw.hostPort},${site.hostPort}`, AI_REVIEW_SEND_EMAIL: 'false' }));

  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };

  /** One review from a network of its own: never a 5xx, within the CPU bound, nothing left running after. */
  async function review(url: string, network: number, where: string) {
    const start = process.cpuUsage();
    const res = await call(aiFeedback, '/api/ai-feedback', { ip: `198.${20 + Math.floor(network / 250)}.${network % 250}.1`, body: { website_url: url, focus_area: '', industry: 'lawyers', email: `bomb${network}@fuzz.example` } });
    const answerMs = cpuMs(start);
    const after = process.cpuUsage();
    await sleep(250);
    const afterMs = cpuMs(after);
    expect(res.status, `${where}: ${JSON.stringify(res.json)?.slice(0, 300)}`).toBeLessThan(500);
    expect(answerMs, `${where}: CPU to answer`).toBeLessThan(CPU_PER_REVIEW_MS);
    expect(afterMs, `${where}: CPU after the answer`).toBeLessThan(CPU_AFTER_ANSWER_MS);
    return res;
  }

  it(`${BOMBS} compressed answers (bombs, nested and stacked encodings, lying Content-Length)`, async () => {
    const r = random(SEED + 11);
    const statuses = new Map<number, number>();
    for (let i = 0; i < BOMBS; i++) {
      const answer = hostileCompressedAnswer(r);
      const where = `answer ${i}: ${answer.name} (FUZZ_SEED=${SEED}, ${answer.body.length} bytes)`;
      const res = await review(raw.serve(`/compressed-${i}`, answer), i, where);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (answer.overCap) expect(res.status, where).toBe(422);
    }
    // not vacuous: bombs were refused, and some answers were read and reviewed
    expect(statuses.get(422) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
  }, 240_000);

  it(`${BOMBS} formatting-element pages: reviewed or refused as too complex, within the CPU bound and a ${HEAP_LIMIT_MB} MB heap`, async () => {
    const r = random(SEED + 13);
    const pages = Array.from({ length: BOMBS }, () => formattingPage(r));
    const statuses = new Map<number, number>();
    for (const [i, html] of pages.entries()) {
      const where = `page ${i} (FUZZ_SEED=${SEED}, ${html.length} bytes)`;
      const res = await review(site.serve(`/formatting-${i}`, html), 500 + i, where);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect([200, 422], where).toContain(res.status);
      if (res.status === 422) expect(res.json.error, where).toBe(PAGE_TOO_COMPLEX);
    }
    expect(statuses.get(422) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(0);
    const child = measurePagesInChild(pages, { heapLimitMB: HEAP_LIMIT_MB, timeoutMs: 120_000 });
    expect(child.signal, child.stderr).toBeNull();
    expect(child.status, child.stderr).toBe(0);
    expect(child.results.map((result) => result.outcome).filter((outcome) => outcome !== 'measured' && outcome !== 'too-complex')).toEqual([]);
    expect(child.results).toHaveLength(BOMBS);
  }, 240_000);
});
