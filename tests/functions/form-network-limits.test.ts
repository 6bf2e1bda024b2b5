/**
 * The forms per network: one IPv6 /48 is 256 visitors (/56s), and one IPv4 /24 is 256 visitors
 * too, each with its own hourly allowance and any number of fresh mailboxes. contact,
 * send-guide and capture-lead also count the network (visitor.ts's networkId), so one network
 * gets a few visitors' worth an hour, whatever the number of addresses it holds, while another
 * network still gets through.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import captureLead from '../../netlify/functions/capture-lead.mts';
import contact from '../../netlify/functions/contact.mts';
import sendGuide from '../../netlify/functions/send-guide.mts';
import { contactLimits } from '../../netlify/lib/contact/limits.ts';
import { guideLimits, leadLimits } from '../../netlify/lib/guides/limits.ts';
import type { FormLimits } from '../../netlify/lib/limits/forms.ts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { call, type Handler } from './helpers/request.ts';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';

const lawyersGuide = INDUSTRIES.find((industry) => industry.slug === 'lawyers')!.guide;

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());
// Mail off: every message goes to the outbox, where the test counts them.
beforeEach(() => resetEnv({ AI_REVIEW_SEND_EMAIL: 'false' }));

const formLimits = { contact: contactLimits, guide: guideLimits, lead: leadLimits } satisfies Record<string, FormLimits>;

interface Form {
  name: keyof typeof formLimits;
  handler: Handler;
  path: string;
  body: (email: string, i: number) => unknown;
}

const FORMS: Form[] = [
  {
    name: 'contact',
    handler: contact,
    path: '/api/contact',
    body: (email, i) => ({ name: 'Office', email, company: '', website: '', message: `Inquiry ${i}`, company_website: '' }),
  },
  {
    name: 'guide',
    handler: sendGuide,
    path: '/api/send-guide',
    body: (email) => ({ email, title: lawyersGuide.title, fileName: lawyersGuide.fileName, downloadUrl: lawyersGuide.downloadUrl, industry: 'lawyers', page: '/lawyers' }),
  },
  {
    name: 'lead',
    handler: captureLead,
    path: '/api/capture-lead',
    body: (email) => ({ email, source: 'lead_magnet', industry: 'lawyers', page: '/lawyers', metadata: { fileName: lawyersGuide.fileName, downloadUrl: lawyersGuide.downloadUrl } }),
  },
];

/** Each form gets networks of its own: 2001:db8:<n>::/48 and 10.<n>.<n>.0/24 style prefixes. */
let networkCounter = 0x4a00;
const nextNetwork = () => ++networkCounter;

async function send(form: Form, count: number, ip: (i: number) => string, tag: string) {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await call(form.handler, form.path, { ip: ip(i), body: form.body(`${tag}${i}@example.com`, i) }));
  return results;
}

async function outboxCount(prefix: string): Promise<number> {
  const s = store('outbox');
  const mails = await Promise.all((await listKeys(s, 'pending/')).map((k) => s.get(k, { type: 'json' })));
  return mails.filter((m) => (m.message.replyTo ?? m.message.to).startsWith(prefix)).length;
}

describe.each(FORMS)('/api/$name per network', (form) => {
  const { visitor, network } = formLimits[form.name];

  it('a network allows a few visitors\' worth an hour, at least one full visitor', () => {
    expect(network.window).toBe('hour');
    expect(network.limit).toBeGreaterThanOrEqual(visitor.limit);
  });

  it('many visitors (/56s) of one IPv6 /48, each with fresh mailboxes, get the network limit, then 429', async () => {
    const n = nextNetwork();
    const tag = `${form.name}-v6-${n}-`;
    const count = network.limit + 5;
    // Every request from a /56 of its own (2001:db8:NNNN:XX00::/56), so no visitor limit is reached.
    const results = await send(form, count, (i) => `2001:db8:${n.toString(16)}:${(i << 8).toString(16)}::${i + 1}`, tag);
    expect(results.map((r) => r.status)).toEqual([...Array(network.limit).fill(200), ...Array(5).fill(429)]);
    expect(results.at(-1)!.json).toEqual({ error: formLimits[form.name].message, code: 'rate_limited', limit: network.limit });
    if (form.name !== 'lead') expect(await outboxCount(tag)).toBe(network.limit);

    // Another /48 is not affected.
    const other = await call(form.handler, form.path, { ip: `2001:db8:${(n + 0x100).toString(16)}::1`, body: form.body(`${tag}other@example.com`, 0) });
    expect(other.status).toBe(200);
  });

  it('many addresses of one IPv4 /24 get the network limit, then 429', async () => {
    const n = nextNetwork() & 0xff;
    const tag = `${form.name}-v4-${n}-`;
    const count = network.limit + 3;
    const results = await send(form, count, (i) => `100.${n}.7.${i + 1}`, tag);
    expect(results.map((r) => r.status)).toEqual([...Array(network.limit).fill(200), ...Array(3).fill(429)]);
    expect(results.at(-1)!.json.limit).toBe(network.limit);

    const neighbour = await call(form.handler, form.path, { ip: `100.${n}.8.1`, body: form.body(`${tag}neighbour@example.com`, 0) });
    expect(neighbour.status).toBe(200);
  });

  it('an office behind one NAT (one address) is held by the visitor limit, not the network one', async () => {
    const n = nextNetwork() & 0xff;
    const results = await send(form, visitor.limit + 1, () => `100.${n}.9.9`, `${form.name}-office-${n}-`);
    expect(results.map((r) => r.status)).toEqual([...Array(visitor.limit).fill(200), 429]);
    expect(results.at(-1)!.json.limit).toBe(visitor.limit);
    // A colleague on the next address of the same /24 still gets through.
    const colleague = await call(form.handler, form.path, { ip: `100.${n}.9.10`, body: form.body(`${form.name}-colleague-${n}@example.com`, 0) });
    expect(colleague.status).toBe(200);
  });
});
