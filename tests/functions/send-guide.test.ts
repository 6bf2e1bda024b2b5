import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/send-guide.mts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { postmarkEnv, useMailBackend } from './helpers/mail-backend.ts';
import { call } from './helpers/request.ts';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { ROI_GUIDE } from '../../src/lib/config.ts';

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const backend = useMailBackend((postmark) => ({
  ...postmarkEnv(postmark),
  MAIL_FROM: 'Northlight Studio <hello@northlight.studio>',
  URL: 'https://northlight.example',
}));

const lawyers = INDUSTRIES.find((industry) => industry.slug === 'lawyers')!;
const body = (over: Record<string, unknown> = {}) => ({
  email: 'reader@example.com',
  title: lawyers.guide.title,
  fileName: lawyers.guide.fileName,
  downloadUrl: lawyers.guide.downloadUrl,
  industry: 'lawyers',
  page: '/lawyers',
  ...over,
});

async function outbox() {
  const s = store('outbox');
  const keys = await listKeys(s, 'pending/');
  return Promise.all(keys.map((k) => s.get(k, { type: 'json' })));
}

describe('/api/send-guide', () => {
  it("mails exactly one recipient the catalogue's guide: its title and the absolute link on the site", async () => {
    const r = await call(handler, '/api/send-guide', { ip: freshIp(), body: body({ email: 'one@example.com' }) });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true });
    expect(backend.postmark.requests).toHaveLength(1);
    const sent = JSON.parse(backend.postmark.requests[0]!.body);
    expect(sent.To).toBe('one@example.com');
    expect(sent.Cc).toBeUndefined();
    expect(sent.Bcc).toBeUndefined();
    expect(sent.From).toBe('Northlight Studio <hello@northlight.studio>');
    expect(sent.Subject).toBe(`Your guide: ${lawyers.guide.title}`);
    expect(sent.HtmlBody).toContain('href="https://northlight.example/downloads/lawyers-quick-wins.pdf"');
    expect(sent.TextBody).toContain('https://northlight.example/downloads/lawyers-quick-wins.pdf');
    expect(sent.MessageStream).toBe('outbound');
  });

  it('sends every guide of the catalogue: each industry file\'s and the ROI guide', async () => {
    const guides = [...INDUSTRIES.map((industry) => industry.guide), ROI_GUIDE];
    for (const [i, guide] of guides.entries()) {
      const request = { title: guide.title, fileName: guide.fileName, downloadUrl: guide.downloadUrl };
      const r = await call(handler, '/api/send-guide', { ip: freshIp(), body: body({ ...request, email: `all${i}@example.com` }) });
      expect(r.status, guide.fileName).toBe(200);
    }
    expect(backend.postmark.requests.map((req) => JSON.parse(req.body).Subject)).toEqual(guides.map((g) => `Your guide: ${g.title}`));
  });

  it('refuses a title, file or link that is not one guide of the catalogue, and mails nothing', async () => {
    const other = INDUSTRIES.find((industry) => industry.slug !== 'lawyers')!.guide;
    for (const over of [
      { title: 'Guide <script>alert(1)</script> & "more"\r\nBcc: victim@example.com' },
      { title: `${lawyers.guide.title} — visit https://evil.example` },
      { title: other.title },
      { fileName: other.fileName },
      { downloadUrl: other.downloadUrl },
    ]) {
      const r = await call(handler, '/api/send-guide', { ip: freshIp(), body: body(over) });
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.json.error).toMatch(/Unknown guide/);
    }
    expect(backend.postmark.requests).toHaveLength(0);
  });

  it('links to the request origin when URL is unset', async () => {
    delete process.env.URL;
    await call(handler, '/api/send-guide', { ip: freshIp(), body: body({ email: 'origin@example.com' }) });
    const sent = JSON.parse(backend.postmark.requests[0]!.body);
    expect(sent.TextBody).toContain('http://localhost:8888/downloads/lawyers-quick-wins.pdf');
  });

  it('refuses links that are not the site guides and several recipients', async () => {
    for (const downloadUrl of ['https://evil.example/malware.pdf', '//evil.example/x.pdf', '/downloads/../secret.pdf', '/downloads/unknown.pdf', 'javascript:alert(1)']) {
      const r = await call(handler, '/api/send-guide', { ip: freshIp(), body: body({ downloadUrl }) });
      expect(r.status, downloadUrl).toBe(400);
    }
    for (const email of ['a@example.com, b@example.com', 'Reader <reader@example.com>', 'reader@example.com\nbcc:x@example.com']) {
      const r = await call(handler, '/api/send-guide', { ip: freshIp(), body: body({ email }) });
      expect(r.status, email).toBe(400);
    }
    expect(backend.postmark.requests).toHaveLength(0);
  });

  it('limits 3 per day per address and 10 per hour per visitor', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call(handler, '/api/send-guide', { ip: freshIp(), body: body({ email: 'limited@example.com' }) })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const ip = freshIp();
    const perVisitor = await Promise.all(
      Array.from({ length: 14 }, (_, i) => call(handler, '/api/send-guide', { ip, body: body({ email: `v${i}@example.com` }) })),
    );
    expect(perVisitor.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = perVisitor.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json.limit).toBe(10);
  });

  it('queues the message in the outbox when Postmark fails', async () => {
    backend.postmark.failNext(1, 500);
    const r = await call(handler, '/api/send-guide', { ip: freshIp(), body: body({ email: 'failing@example.com' }) });
    expect(r.status).toBe(200);
    const queued = (await outbox()).filter((m) => m.message.to === 'failing@example.com');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'pending', reason: 'send-failed', attempts: 1 });
    expect(queued[0].lastError).toMatch(/Injected failure|500/);
    expect(queued[0].message.html).toContain('https://northlight.example/downloads/lawyers-quick-wins.pdf');
  });

  it('queues the message in the outbox when mail is off', async () => {
    delete process.env.POSTMARK_SERVER_TOKEN;
    const r = await call(handler, '/api/send-guide', { ip: freshIp(), body: body({ email: 'nomail@example.com' }) });
    expect(r.status).toBe(200);
    expect(backend.postmark.requests).toHaveLength(0);
    const queued = (await outbox()).filter((m) => m.message.to === 'nomail@example.com');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ reason: 'mail-off', attempts: 0 });
  });
});
