import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/capture-lead.mts';
import { LEAD_PER_MAILBOX_DAILY } from '../../netlify/lib/guides/limits.ts';
import { store } from '../../netlify/lib/platform/stores.ts';
import { emailKey } from '../../netlify/lib/limits/visitor.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { call } from './helpers/request.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => resetEnv());

const valid = {
  email: 'Ada@Example.com',
  source: 'lead_magnet',
  industry: 'lawyers',
  page: '/lawyers',
  metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: '/downloads/lawyers-quick-wins.pdf' },
};

describe('the request checks every endpoint shares', () => {
  it('answers 405 with Allow for other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const r = await call(handler, '/api/capture-lead', { method });
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('POST');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.json).toEqual({ error: 'Method not allowed', code: 'method_not_allowed' });
    }
  });

  it('answers 415 to anything but JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']) {
      const r = await call(handler, '/api/capture-lead', { rawBody: JSON.stringify(valid), headers: { 'content-type': type } });
      expect(r.status, type).toBe(415);
    }
    const none = await call(handler, '/api/capture-lead', { rawBody: JSON.stringify(valid) , headers: {} });
    expect([415]).toContain(none.status);
  });

  it('answers 413 above 32 KB, declared or streamed', async () => {
    const big = JSON.stringify({ ...valid, industry: 'x'.repeat(40_000) });
    const r = await call(handler, '/api/capture-lead', { rawBody: big, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
        controller.close();
      },
    });
    const req = new Request('http://localhost/api/capture-lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await handler(req, { ip: '203.0.113.1' } as never);
    expect(res.status).toBe(413);
  });

  it('answers 400 to broken JSON and lists schema issues', async () => {
    const broken = await call(handler, '/api/capture-lead', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.json.error).toMatch(/JSON/);
    expect(broken.text).not.toMatch(/at .*\.ts/);
    const bad = await call(handler, '/api/capture-lead', { body: { ...valid, email: 'nope', source: 'other' } });
    expect(bad.status).toBe(400);
    // The error says what the visitor typed wrong; the caller's own mistake (the source) is in the issues.
    expect(bad.json.error).toBe('Please enter a valid email address');
    expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'source']);
  });

  it('refuses lists of addresses and display names', async () => {
    for (const email of ['a@example.com,b@example.com', 'Ada <ada@example.com>', 'a@example.com\r\nBcc: x@example.com', 'a@example.com; b@example.com']) {
      const r = await call(handler, '/api/capture-lead', { body: { ...valid, email } });
      expect(r.status, email).toBe(400);
    }
  });

  it('refuses a download that is not one of the guides', async () => {
    for (const metadata of [
      { downloadUrl: 'https://evil.example/x.pdf' },
      { downloadUrl: '/downloads/not-a-guide.pdf' },
      { fileName: 'not-a-guide.pdf' },
      { fileName: 'website-roi-guide.pdf', downloadUrl: '/downloads/lawyers-quick-wins.pdf' },
    ]) {
      const r = await call(handler, '/api/capture-lead', { body: { ...valid, metadata } });
      expect(r.status, JSON.stringify(metadata)).toBe(400);
      expect(r.json.error).toBeTruthy();
    }
  });
});

describe('/api/capture-lead', () => {
  it('stores one record per normalised address, captures appended, repeats idempotent', async () => {
    const first = await call(handler, '/api/capture-lead', { body: valid });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ ok: true });
    expect(first.headers.get('cache-control')).toBe('no-store');

    await call(handler, '/api/capture-lead', { body: { ...valid, email: ' ada@EXAMPLE.com ' } });
    await call(handler, '/api/capture-lead', { body: valid });
    let record = await store('leads').get(emailKey('ada@example.com'), { type: 'json' });
    expect(record.email).toBe('ada@example.com');
    expect(record.captures).toHaveLength(1);
    expect(record.captureCount).toBe(1);

    await call(handler, '/api/capture-lead', {
      body: { ...valid, industry: 'accountants', page: '/resources', metadata: { fileName: 'website-roi-guide.pdf', downloadUrl: '/downloads/website-roi-guide.pdf' } },
    });
    record = await store('leads').get(emailKey('ada@example.com'), { type: 'json' });
    expect(record.captures).toHaveLength(2);
    expect(record.captures[1]).toMatchObject({ source: 'lead_magnet', industry: 'accountants', page: '/resources', downloadUrl: '/downloads/website-roi-guide.pdf' });
    expect(record.captures[1].at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps every capture under concurrent submissions for one address', async () => {
    // As many as one mailbox may make in a day, each from its own visitor.
    const pages = Array.from({ length: LEAD_PER_MAILBOX_DAILY }, (_, i) => `/page-${i}`);
    const results = await Promise.all(
      pages.map((page, i) => call(handler, '/api/capture-lead', { ip: `203.0.${i + 1}.20`, body: { ...valid, email: 'many@example.com', page } })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const record = await store('leads').get(emailKey('many@example.com'), { type: 'json' });
    expect(record.captures.map((c: { page: string }) => c.page).sort()).toEqual([...pages].sort());
  });
});
