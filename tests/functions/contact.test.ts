import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/contact.mts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { emailKey } from '../../netlify/lib/limits/visitor.ts';
import { postmarkEnv, useMailBackend } from './helpers/mail-backend.ts';
import { call } from './helpers/request.ts';
import { contactSchema } from '../../src/lib/schemas/api.ts';

const backend = useMailBackend((postmark) => ({ ...postmarkEnv(postmark), STUDIO_INBOX: 'studio@northlight.example' }));

let n = 0;
const ip = () => `192.0.2.${++n}`;

const inquiry = (over: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Hopper & Co',
  website: 'https://hopper.example',
  message: 'We need a new site.\n<b>Soon</b>',
  company_website: '',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  ...over,
});

async function inquiries() {
  const s = store('inquiries');
  return Promise.all((await listKeys(s)).map((k) => s.get(k, { type: 'json' })));
}

describe('/api/contact', () => {
  it('with the honeypot filled answers 200 and keeps and sends nothing', async () => {
    const before = (await inquiries()).length;
    const r = await call(handler, '/api/contact', { ip: ip(), body: inquiry({ company_website: 'http://spam.example' }) });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true });
    expect((await inquiries()).length).toBe(before);
    expect(backend.postmark.requests).toHaveLength(0);
  });

  it('stores the inquiry, captures the lead and notifies the studio with reply-to', async () => {
    const r = await call(handler, '/api/contact', { ip: ip(), body: inquiry() });
    expect(r.status).toBe(200);
    const stored = (await inquiries()).find((q) => q.email === 'grace@example.com');
    expect(stored).toMatchObject({
      name: 'Grace Hopper',
      company: 'Hopper & Co',
      message: 'We need a new site.\n<b>Soon</b>',
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    });
    expect(stored.visitor).toMatch(/^[a-f0-9]{12}$/);
    const lead = await store('leads').get(emailKey('grace@example.com'), { type: 'json' });
    expect(lead.sources).toContain('contact');
    expect(backend.postmark.requests).toHaveLength(1);
    const sent = JSON.parse(backend.postmark.requests[0]!.body);
    expect(sent.To).toBe('studio@northlight.example');
    expect(sent.ReplyTo).toBe('grace@example.com');
    expect(sent.Subject).toBe('New inquiry from Grace Hopper (Hopper & Co)');
    expect(sent.HtmlBody).toContain('&lt;b&gt;Soon&lt;/b&gt;');
    expect(sent.HtmlBody).not.toContain('<b>Soon</b>');
  });

  it('requires a name and a single e-mail address', async () => {
    expect((await call(handler, '/api/contact', { ip: ip(), body: inquiry({ name: '' }) })).status).toBe(400);
    expect((await call(handler, '/api/contact', { ip: ip(), body: inquiry({ email: 'a@b.example,c@d.example' }) })).status).toBe(400);
    const header = await call(handler, '/api/contact', { ip: ip(), body: inquiry({ name: 'Eve\r\nBcc: all@example.com' }) });
    expect(header.status).toBe(200);
    const sent = JSON.parse(backend.postmark.requests.at(-1)!.body);
    expect(sent.Subject).not.toMatch(/[\r\n]/);
  });

  it('names the field the visitor typed too much into, and its limit (the form lets one type past it)', async () => {
    const max = contactSchema.shape.message.unwrap().unwrap().maxLength!;
    const r = await call(handler, '/api/contact', { ip: ip(), body: inquiry({ message: 'x'.repeat(max + 1) }) });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe(`Message is too long: at most ${max.toLocaleString('en-US')} characters, ${(max + 1).toLocaleString('en-US')} now.`);
    expect(r.json.issues).toEqual([{ path: 'message', message: r.json.error }]);
    // A field's own words stay as the schema writes them.
    expect((await call(handler, '/api/contact', { ip: ip(), body: inquiry({ name: '' }) })).json.error).toBe('Name is required');
    // A mistake of the caller's (no field a visitor types) is not put in the visitor's words.
    expect((await call(handler, '/api/contact', { ip: ip(), body: inquiry({ utm_source: 'u'.repeat(500) }) })).json.error).toBe('Invalid request');
  });

  it('goes through the outbox when mail is off', async () => {
    delete process.env.POSTMARK_SERVER_TOKEN;
    const r = await call(handler, '/api/contact', { ip: ip(), body: inquiry({ email: 'offline@example.com' }) });
    expect(r.status).toBe(200);
    const s = store('outbox');
    const queued = await Promise.all((await listKeys(s, 'pending/')).map((k) => s.get(k, { type: 'json' })));
    const mine = queued.find((m) => m.message.replyTo === 'offline@example.com');
    expect(mine).toMatchObject({ reason: 'mail-off', message: { to: 'studio@northlight.example', tag: 'inquiry' } });
  });

  it('limits a visitor to 5 inquiries an hour', async () => {
    const same = ip();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(handler, '/api/contact', { ip: same, body: inquiry({ email: `c${i}@example.com` }) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
