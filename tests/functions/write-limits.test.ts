/**
 * capture-lead and contact store (and contact mails the studio) for anyone who asks: each is
 * limited per visitor and per mailbox, with send-guide's 429: { error, limit } and the same
 * headers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import captureLead from '../../netlify/functions/capture-lead.mts';
import contact from '../../netlify/functions/contact.mts';
import sendGuide from '../../netlify/functions/send-guide.mts';
import { CONTACT_PER_MAILBOX_DAILY, CONTACT_PER_VISITOR_HOURLY } from '../../netlify/lib/contact/limits.ts';
import { GUIDE_PER_MAILBOX_DAILY, LEAD_PER_MAILBOX_DAILY, LEAD_PER_VISITOR_HOURLY } from '../../netlify/lib/guides/limits.ts';
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
beforeEach(() => resetEnv({ AI_REVIEW_SEND_EMAIL: 'false' }));

let n = 0;
const freshIp = () => `203.0.${++n}.30`;
const lead = (email: string) => ({
  email,
  source: 'lead_magnet',
  industry: 'lawyers',
  page: '/lawyers',
  metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: '/downloads/lawyers-quick-wins.pdf' },
});
const guide = (email: string) => ({
  email,
  title: lawyersGuide.title,
  fileName: lawyersGuide.fileName,
  downloadUrl: lawyersGuide.downloadUrl,
  industry: 'lawyers',
  page: '/lawyers',
});
const inquiry = (email: string, i = 0) => ({
  name: 'Flood',
  email,
  company: '',
  website: '',
  message: `Message number ${i}`,
  company_website: '',
});

async function statuses(handler: Handler, path: string, count: number, ip: (i: number) => string, body: (i: number) => unknown) {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await call(handler, path, { ip: ip(i), body: body(i) }));
  return results;
}

/** A 429 the way send-guide answers it: status, body shape and every header but the length. */
function shape(r: Awaited<ReturnType<typeof call>>) {
  const headers = [...r.headers].filter(([name]) => name !== 'content-length');
  return { status: r.status, keys: Object.keys(r.json).sort(), headers };
}

describe('/api/capture-lead limits', () => {
  it(`${LEAD_PER_VISITOR_HOURLY} per hour per visitor, then 429`, async () => {
    const ip = freshIp();
    const results = await statuses(captureLead, '/api/capture-lead', LEAD_PER_VISITOR_HOURLY + 2, () => ip, (i) => lead(`reader${i}@example.com`));
    expect(results.map((r) => r.status)).toEqual([...Array(LEAD_PER_VISITOR_HOURLY).fill(200), 429, 429]);
    expect(results.at(-1)!.json).toEqual({ error: expect.any(String), code: 'rate_limited', limit: LEAD_PER_VISITOR_HOURLY });
  });

  it(`${LEAD_PER_MAILBOX_DAILY} per day per mailbox, whatever the visitor or the +tag`, async () => {
    const results = await statuses(captureLead, '/api/capture-lead', LEAD_PER_MAILBOX_DAILY + 1, freshIp, (i) => lead(`target+${i}@example.com`));
    expect(results.map((r) => r.status)).toEqual([...Array(LEAD_PER_MAILBOX_DAILY).fill(200), 429]);
    expect(results.at(-1)!.json.limit).toBe(LEAD_PER_MAILBOX_DAILY);
  });

  it("answers with send-guide's 429", async () => {
    const guides = await statuses(sendGuide, '/api/send-guide', GUIDE_PER_MAILBOX_DAILY + 1, freshIp, () => guide('shape@example.com'));
    const leads = await statuses(captureLead, '/api/capture-lead', LEAD_PER_MAILBOX_DAILY + 1, freshIp, () => lead('shape@example.com'));
    expect(shape(leads.at(-1)!)).toEqual(shape(guides.at(-1)!));
  });
});

describe('/api/contact limits', () => {
  it(`${CONTACT_PER_MAILBOX_DAILY} per day per mailbox across visitors, then 429, nothing more stored or sent`, async () => {
    const results = await statuses(contact, '/api/contact', CONTACT_PER_MAILBOX_DAILY + 2, freshIp, (i) => inquiry(`spammer+${i}@example.com`, i));
    expect(results.map((r) => r.status)).toEqual([...Array(CONTACT_PER_MAILBOX_DAILY).fill(200), 429, 429]);
    expect(results.at(-1)!.json).toEqual({ error: expect.stringMatching(/Too many messages/), code: 'rate_limited', limit: CONTACT_PER_MAILBOX_DAILY });
    const s = store('inquiries');
    const kept = await Promise.all((await listKeys(s)).map((k) => s.get(k, { type: 'json' })));
    expect(kept.filter((q) => q.email.startsWith('spammer+'))).toHaveLength(CONTACT_PER_MAILBOX_DAILY);
    const outbox = store('outbox');
    const mails = await Promise.all((await listKeys(outbox, 'pending/')).map((k) => outbox.get(k, { type: 'json' })));
    expect(mails.filter((m) => m.message.replyTo?.startsWith('spammer+'))).toHaveLength(CONTACT_PER_MAILBOX_DAILY);
  });

  it(`still ${CONTACT_PER_VISITOR_HOURLY} per hour per visitor, and answers with send-guide's 429`, async () => {
    const ip = freshIp();
    const results = await statuses(contact, '/api/contact', CONTACT_PER_VISITOR_HOURLY + 1, () => ip, (i) => inquiry(`visitor${i}@example.com`, i));
    expect(results.map((r) => r.status)).toEqual([...Array(CONTACT_PER_VISITOR_HOURLY).fill(200), 429]);
    const guides = await statuses(sendGuide, '/api/send-guide', GUIDE_PER_MAILBOX_DAILY + 1, freshIp, () => guide('shape2@example.com'));
    expect(shape(results.at(-1)!)).toEqual(shape(guides.at(-1)!));
  });
});
