/**
 * The staff's inbox at /api/admin/inbox (netlify/lib/inbox/) against the fake GitHub, local Blobs
 * and a fake Postmark: who is staff (repository admins, STAFF_GITHUB_LOGINS) and that nobody else
 * gets anything; an inquiry sent through the contact form seen, answered, noted and replied to; a
 * person's data found, exported and erased from every store, the audit log keeping the erasure
 * without the address; lists and searches over 10,000 items.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import capture from '../../netlify/functions/capture-lead.mts';
import contact from '../../netlify/functions/contact.mts';
import digestFunction from '../../netlify/functions/inbox-digest.mts';
import sendGuide from '../../netlify/functions/send-guide.mts';
import { keepReview, type Analysis } from '../../netlify/lib/ai-feedback/run.ts';
import { composeDigest } from '../../netlify/lib/inbox/digest.ts';
import { dayKeysNewestFirst } from '../../netlify/lib/leads/inbox-index.ts';
import { emailKey, mailboxKey } from '../../netlify/lib/limits/visitor.ts';
import { recordPaidOrder } from '../../netlify/lib/payments/checkout.ts';
import type { OrderRecord } from '../../netlify/lib/payments/records.ts';
import { createLogger } from '../../netlify/lib/platform/log.ts';
import { listKeys, store, STORE_NAMES } from '../../netlify/lib/platform/stores.ts';
import { STAFF_LIMITS } from '../../netlify/lib/inbox/staff.ts';
import { MAX_DAYS_PER_REQUEST } from '../../netlify/lib/inbox/listing.ts';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { EDITOR_REQUEST_HEADER } from '../../src/editor/core/editor-api.ts';
import { INBOX_API, type AuditPage, type InboxItem, type InboxPage, type PersonData } from '../../src/lib/inbox-api.ts';
import { seedInboxItems } from '../fixtures/inbox-items.ts';
import { EDITOR_FOLDERS, projectFiles, startFakeGitHost, type FakeGitHost } from './helpers/fake-git-host.ts';
import { fakeGitHubEnv, useFakeGitHub } from '../fixtures/fake-github.ts';
import { postmarkEnv, useMailBackend } from './helpers/mail-backend.ts';
import { call, runScheduled } from './helpers/request.ts';
import { SITE, StaffBrowser } from './helpers/staff-browser.ts';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const STUDIO = 'hello@northlight.studio';
let host: FakeGitHost;
let mailOn = true;

beforeAll(async () => {
  host = await startFakeGitHost({
    files: projectFiles(root, EDITOR_FOLDERS),
    users: [
      { login: 'editor', id: 2001, name: 'Eddie Editor', permission: 'write' },
      { login: 'owner', id: 2002, name: 'Olive Owner', permission: 'admin' },
      { login: 'Staffer', id: 2003, name: 'Sam Staff', permission: 'write' },
      { login: 'listed-reader', id: 2004, name: 'Rita Reader', permission: 'read' },
    ],
  });
});
afterAll(async () => host?.close());

const backend = useMailBackend((postmark) => ({
  ...(mailOn ? postmarkEnv(postmark) : {}),
  MAIL_FROM: `Northlight Studio <${STUDIO}>`,
  STUDIO_INBOX: STUDIO,
  ...fakeGitHubEnv(host),
  // Listed with an @ and in another case: logins are matched as GitHub does, case-insensitively.
  STAFF_GITHUB_LOGINS: '@staffer, listed-reader',
}));

async function emptyStores(): Promise<void> {
  for (const name of STORE_NAMES) {
    if (name === 'secrets') continue;
    const s = store(name);
    for (const key of await listKeys(s)) await s.delete(key);
  }
}

beforeEach(async () => {
  mailOn = true;
  await emptyStores();
});

const lawyers = INDUSTRIES.find((industry) => industry.slug === 'lawyers')!;
let ips = 0;
const visitorIp = () => `203.0.113.${(ips++ % 200) + 1}`;

/** What a person leaves with the site through its forms: an inquiry, a guide request (capture and mail). */
async function visitorWrites(email: string, name: string) {
  const inquiry = await call(contact, '/api/contact', {
    ip: visitorIp(),
    body: { name, email, company: 'Lovelace Analytical', website: 'https://lovelace.example', message: 'We need a faster site.\nCan you help by March?', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
  });
  expect(inquiry.status).toBe(200);
  const guide = { email, industry: 'lawyers', page: '/lawyers' };
  expect((await call(capture, '/api/capture-lead', { ip: visitorIp(), body: { ...guide, source: 'lead_magnet', metadata: { fileName: lawyers.guide.fileName, downloadUrl: lawyers.guide.downloadUrl } } })).status).toBe(200);
  expect((await call(sendGuide, '/api/send-guide', { ip: visitorIp(), body: { ...guide, title: lawyers.guide.title, fileName: lawyers.guide.fileName, downloadUrl: lawyers.guide.downloadUrl } })).status).toBe(200);
}

async function reviewFor(email: string) {
  const facts = { host: 'lovelace.example', requestedUrl: 'https://lovelace.example/', finalUrl: 'https://lovelace.example/', status: 200, responseTimeMs: 210, title: 'Lovelace', text: 'page text' };
  const analysis = { markdown: '# Your review\n\nThree fixes.', writer: 'fallback', model: null, facts } as unknown as Analysis;
  await keepReview(analysis, { email, focus: 'speed', industry: 'lawyers', whitelisted: false, visitor: 'abcdef1234567890', origin: SITE }, createLogger());
}

async function orderFor(email: string) {
  const now = new Date().toISOString();
  const order: OrderRecord = { status: 'paid', sessionId: 'cs_test_ada', productId: 'conversion-audit', title: 'Website Conversion Audit', amount: 49900, currency: 'usd', customerEmail: email, paymentStatus: 'paid', event: 'checkout.session.completed', eventId: 'evt_ada', livemode: false, test: true, paidAt: now, recordedAt: now, paymentIntentId: 'pi_3Ada' };
  await recordPaidOrder(order, createLogger());
}

/** Every inbox call as the app makes it: path, method and a valid body. */
const EVERY_CALL: Array<[string, 'GET' | 'POST', unknown?]> = [
  [INBOX_API.access, 'GET'],
  [INBOX_API.items, 'POST', {}],
  [INBOX_API.export, 'POST', {}],
  [INBOX_API.item, 'POST', { id: '20260101T000000000Z-abcdef1234' }],
  [INBOX_API.status, 'POST', { id: '20260101T000000000Z-abcdef1234', status: 'answered' }],
  [INBOX_API.note, 'POST', { id: '20260101T000000000Z-abcdef1234', text: 'x' }],
  [INBOX_API.reply, 'POST', { id: '20260101T000000000Z-abcdef1234', subject: 's', text: 't' }],
  [INBOX_API.outbox, 'GET'],
  [INBOX_API.retry, 'POST', { id: '20260101T000000000Z-abcdef1234' }],
  [INBOX_API.person, 'POST', { email: 'ada@example.com' }],
  [INBOX_API.personExport, 'POST', { email: 'ada@example.com', format: 'csv' }],
  [INBOX_API.erase, 'POST', { email: 'ada@example.com', confirm: 'ada@example.com' }],
  [`${INBOX_API.dashboard}?days=30`, 'GET'],
  [INBOX_API.audit, 'GET'],
];

const send = (browser: StaffBrowser, [path, method, body]: (typeof EVERY_CALL)[number]) => browser.request(path, { method, ...(body === undefined ? {} : { body }) });

describe('who sees the inbox', () => {
  it('an editor who is not staff gets 403 on every call, sees nothing, changes nothing, and nothing is audited', async () => {
    await visitorWrites('ada@example.com', 'Ada Lovelace');
    const before = await listKeys(store('inbox'));
    const editor = await new StaffBrowser().signIn(host, 'editor');
    for (const route of EVERY_CALL) {
      const answer = await send(editor, route);
      expect(answer.status, `${route[1]} ${route[0]}`).toBe(403);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(answer.json).toMatchObject({ code: 'forbidden', error: expect.stringContaining('@editor is not on the studio') });
      expect(answer.text).not.toContain('ada@example.com');
    }
    expect(await listKeys(store('inbox'))).toEqual(before);
    expect(await listKeys(store('audit'))).toEqual([]);
    expect(await listKeys(store('leads'))).toEqual([emailKey('ada@example.com')]);
  });

  it("the repository's admins and the listed logins are staff; a listed login without write access cannot sign in at all", async () => {
    for (const login of ['owner', 'Staffer']) {
      const staff = await new StaffBrowser().signIn(host, login);
      const access = await staff.request(INBOX_API.access);
      expect(access.status, login).toBe(200);
      expect(access.json).toMatchObject({ login, mailConfigured: true, digest: true });
    }
    host.signInAs('listed-reader');
    const reader = new StaffBrowser();
    const start = await reader.request('/api/admin/login', { app: false });
    const back = new URL((await fetch(start.headers.get('location')!, { redirect: 'manual' })).headers.get('location')!);
    expect((await reader.request(`${back.pathname}${back.search}`, { app: false })).status).toBe(403);
    expect((await reader.request(INBOX_API.access)).status).toBe(401);
  });

  it("refuses what is not the app's own call: no header, another site's Origin, no sign-in, another method, a bad body", async () => {
    const staff = await new StaffBrowser().signIn(host, 'owner');
    const noHeader = await staff.request(INBOX_API.access, { app: false });
    expect(noHeader.status).toBe(403);
    expect(noHeader.json.error).toContain(EDITOR_REQUEST_HEADER);
    expect((await staff.request(INBOX_API.access, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await new StaffBrowser().request(INBOX_API.items, { body: {} })).json).toMatchObject({ code: 'sign_in' });
    expect((await staff.request(INBOX_API.items, { method: 'GET' })).status).toBe(405);
    const bad = await staff.request(INBOX_API.items, { body: { kind: 'everything', limit: 10_000 } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['kind', 'limit']);
    expect((await staff.request(INBOX_API.item, { body: { id: '../../secrets' } })).status).toBe(400);
    expect((await staff.request(INBOX_API.item, { body: { id: '20200101T000000000Z-abcdef1234' } })).status).toBe(404);
    expect((await staff.request(`${INBOX_API.dashboard}?days=365`)).status).toBe(400);
    expect((await staff.request(`${INBOX_API_PATH_FOR_TEST}/nothing`)).status).toBe(404);
  });

  it('counts each staff member against their own hourly limit', async () => {
    const staff = await new StaffBrowser().signIn(host, 'owner');
    const limiter = STAFF_LIMITS.data.limiter;
    for (let slot = 1; slot <= limiter.limit; slot++) await limiter.claim('2002');
    const refused = await staff.request(INBOX_API.personExport, { body: { email: 'ada@example.com', format: 'json' } });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'rate_limited', limit: limiter.limit });
    // Another staff member is not held by it.
    const other = await new StaffBrowser().signIn(host, 'Staffer');
    expect((await other.request(INBOX_API.personExport, { body: { email: 'ada@example.com', format: 'json' } })).status).toBe(200);
  });
});

const INBOX_API_PATH_FOR_TEST = INBOX_API.access.replace(/\/access$/, '');

describe('an inquiry, from the contact form to an answer', () => {
  it('is listed, opened with every field, marked answered, noted, replied to through Postmark, and each step audited', async () => {
    await visitorWrites('Ada@Example.com', 'Ada Lovelace');
    const staff = await new StaffBrowser().signIn(host, 'Staffer');
    const page = (await staff.request(INBOX_API.items, { body: {} })).json as InboxPage;
    expect(page.items.map((item) => item.kind)).toEqual(['lead', 'inquiry']);
    const row = page.items[1]!;
    expect(row).toMatchObject({ status: 'new', email: 'ada@example.com', name: 'Ada Lovelace', utmSource: 'newsletter', page: '/contact', mails: 1 });
    // The guide's mail is noted on the guide request it belongs to.
    expect(page.items[0]).toMatchObject({ kind: 'lead', text: lawyers.guide.fileName, industry: 'lawyers', mails: 1 });

    const item = (await staff.request(INBOX_API.item, { body: { id: row.id } })).json as InboxItem;
    const fields = Object.fromEntries(item.fields.map((field) => [field.label, field.value]));
    expect(fields).toMatchObject({ Name: 'Ada Lovelace', 'E-mail': 'ada@example.com', Company: 'Lovelace Analytical', Message: 'We need a faster site.\nCan you help by March?', 'UTM campaign': 'spring' });
    expect(item.mails).toEqual([expect.objectContaining({ tag: 'inquiry', to: 'studio', state: 'sent' })]);

    expect(((await staff.request(INBOX_API.status, { body: { id: row.id, status: 'answered' } })).json as InboxItem).row.status).toBe('answered');
    const noted = (await staff.request(INBOX_API.note, { body: { id: row.id, text: 'Called her back, wants a quote.' } })).json as InboxItem;
    expect(noted.notes).toEqual([expect.objectContaining({ by: 'Staffer', text: 'Called her back, wants a quote.' })]);
    expect(noted.history).toEqual([expect.objectContaining({ by: 'Staffer', status: 'answered' })]);

    backend.postmark.requests.length = 0;
    const replied = await staff.request(INBOX_API.reply, { body: { id: row.id, subject: 'Re: your inquiry', text: 'Happy to help, Ada. See https://calendly.com/northlight' } });
    expect(replied.status).toBe(200);
    expect(backend.postmark.requests).toHaveLength(1);
    const sent = JSON.parse(backend.postmark.requests[0]!.body);
    expect(sent).toMatchObject({ To: 'ada@example.com', From: `Northlight Studio <${STUDIO}>`, ReplyTo: STUDIO, Subject: 'Re: your inquiry', Tag: 'reply' });
    // Her words quoted; staff's text inert like every outside value (no link a mail client would make).
    expect(sent.TextBody.replaceAll('\u2060', '')).toContain('Can you help by March?');
    expect(sent.TextBody.replaceAll('\u2060', '')).toContain('Happy to help, Ada.');
    expect(sent.HtmlBody).not.toMatch(/href="https:\/\/calendly/);
    const answered = replied.json as InboxItem;
    expect(answered.replies).toEqual([expect.objectContaining({ by: 'Staffer', subject: 'Re: your inquiry', mail: expect.objectContaining({ state: 'sent', tag: 'reply', to: 'person' }) })]);
    expect(answered.row.mails).toBe(2);

    const log = (await staff.request(INBOX_API.audit)).json as AuditPage;
    expect(log.entries.map((entry) => entry.action)).toEqual(['replied', 'added-note', 'changed-status', 'viewed-item']);
    expect(log.entries.every((entry) => entry.by === 'Staffer' && entry.item === row.id)).toBe(true);
    expect(JSON.stringify(log)).not.toContain('ada@');
  });

  it('a reply while mail is off waits in the outbox, is shown as waiting, and is sent by a retry once mail is on', async () => {
    mailOn = false;
    await emptyStores();
    useFakeGitHub(host, { STAFF_GITHUB_LOGINS: 'staffer' });
    await visitorWrites('grace@example.com', 'Grace Hopper');
    const staff = await new StaffBrowser().signIn(host, 'Staffer');
    const inquiry = ((await staff.request(INBOX_API.items, { body: { kind: 'inquiry' } })).json as InboxPage).items[0]!;
    const item = (await staff.request(INBOX_API.reply, { body: { id: inquiry.id, subject: 'Re: hello', text: 'Yes.' } })).json as InboxItem;
    const waiting = item.replies[0]!.mail;
    expect(waiting).toMatchObject({ state: 'waiting', subject: 'Re: hello' });
    const outbox = (await staff.request(INBOX_API.outbox)).json;
    expect(outbox).toMatchObject({ mailConfigured: false });
    expect(outbox.messages.map((m: { tag: string }) => m.tag).sort()).toEqual(['guide', 'inquiry', 'reply']);
    const off = await staff.request(INBOX_API.retry, { body: { id: waiting.outboxId } });
    expect(off.status).toBe(409);
    expect(off.json.error).toContain('POSTMARK_SERVER_TOKEN');

    Object.assign(process.env, postmarkEnv(backend.postmark));
    backend.postmark.failNext(1);
    expect((await staff.request(INBOX_API.retry, { body: { id: waiting.outboxId } })).json).toMatchObject({ result: 'failed' });
    const failed = ((await staff.request(INBOX_API.item, { body: { id: inquiry.id } })).json as InboxItem).replies[0]!.mail;
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, lastError: expect.stringContaining('Injected failure') });
    expect((await staff.request(INBOX_API.retry, { body: { id: waiting.outboxId } })).json).toMatchObject({ result: 'sent' });
    const done = ((await staff.request(INBOX_API.item, { body: { id: inquiry.id } })).json as InboxItem).replies[0]!.mail;
    expect(done).toMatchObject({ state: 'sent', attempts: 2 });
  });
});

describe("a person's data", () => {
  /** Every blob of every store, as text with the word joiners of inert mail taken out. */
  async function everything(): Promise<Array<{ store: string; key: string; text: string }>> {
    const found = [];
    for (const name of STORE_NAMES) {
      const s = store(name);
      for (const key of await listKeys(s)) found.push({ store: name, key, text: String(await s.get(key, { type: 'text' })).replace(/[\u2060\u200b]/g, '').toLowerCase() });
    }
    return found;
  }

  it('is found, exported as JSON and CSV, then erased from every store; the audit log keeps the erasure without the address', async () => {
    mailOn = false;
    await emptyStores();
    useFakeGitHub(host, { STAFF_GITHUB_LOGINS: 'staffer' });
    // Ada, under three forms of her address; and Grace, who stays.
    await visitorWrites('ada@example.com', '=HYPERLINK("https://evil.example","Ada")');
    await reviewFor('ada+review@example.com');
    await orderFor('Ada@example.com');
    await visitorWrites('grace@example.com', 'Grace Hopper');
    const staff = await new StaffBrowser().signIn(host, 'Staffer');
    const adaInquiry = ((await staff.request(INBOX_API.items, { body: { q: 'ada@', kind: 'inquiry' } })).json as InboxPage).items[0]!;
    await staff.request(INBOX_API.reply, { body: { id: adaInquiry.id, subject: 'Re: your site', text: 'Hello Ada' } });
    await staff.request(INBOX_API.note, { body: { id: adaInquiry.id, text: 'Ada prefers mornings' } });
    // The digest names her too (mail is off: it waits in the outbox).
    expect((await runScheduled(digestFunction)).status).toBe(200);

    const person = (await staff.request(INBOX_API.person, { body: { email: 'ADA+anything@example.com' } })).json as PersonData;
    expect(person.mailbox).toBe('ada@example.com');
    expect(person.addresses).toEqual(['ada+review@example.com', 'ada@example.com']);
    expect(person.items.map((item) => item.kind).sort()).toEqual(['inquiry', 'lead', 'order', 'review']);
    expect(person.leads.map((lead) => lead.email).sort()).toEqual(['ada+review@example.com', 'ada@example.com']);
    expect(person.orders).toBe(1);

    const json = (await staff.request(INBOX_API.personExport, { body: { email: 'ada@example.com', format: 'json' } })).json;
    expect(json.fileName).toMatch(/^person-ada-example-com-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(json.content);
    expect(document.items).toHaveLength(4);
    const exportedInquiry = document.items.find((item: { kind: string }) => item.kind === 'inquiry');
    expect(exportedInquiry.record).toMatchObject({ message: 'We need a faster site.\nCan you help by March?', utm: { campaign: 'spring' } });
    expect(exportedInquiry.staff.notes[0].text).toBe('Ada prefers mornings');
    expect(exportedInquiry.staff.replies[0].text).toBe('Hello Ada');
    expect(exportedInquiry.mails.map((mail: { message?: { subject: string } }) => mail.message?.subject)).toContain('Re: your site');
    const csv = (await staff.request(INBOX_API.personExport, { body: { email: 'ada@example.com', format: 'csv' } })).json;
    expect(csv.contentType).toMatch(/^text\/csv/);
    const lines = csv.content.trim().split('\r\n');
    expect(lines[0]).toBe('kind,at,status,email,name,company,text,website,industry,page,utm_source,source,amount,currency,mails,notes');
    expect(lines).toHaveLength(5);
    // A name that is a formula is text in a spreadsheet.
    expect(csv.content).toContain(`"'=HYPERLINK(""https://evil.example"",""Ada"")"`);

    expect((await staff.request(INBOX_API.erase, { body: { email: 'ada@example.com', confirm: 'grace@example.com' } })).status).toBe(400);
    const erased = await staff.request(INBOX_API.erase, { body: { email: 'ada@example.com', confirm: 'ADA@example.com' } });
    expect(erased.status).toBe(200);
    expect(erased.json).toMatchObject({ ordersKept: 1, unreadable: [], deleted: { leads: 2, inquiries: 1, reviews: 1, inbox: 4 } });
    expect(erased.json.deleted.outbox).toBeGreaterThanOrEqual(4);
    expect(erased.json.deleted.quota).toBeGreaterThanOrEqual(3);

    // Nothing names her anywhere but the order kept for the accounts.
    const mailbox = mailboxKey('ada@example.com');
    const leftovers = (await everything()).filter(({ store: name, key, text }) => name !== 'orders' && (text.includes('ada@example') || text.includes('ada+review@') || key.includes(mailbox) || key.includes(emailKey('ada@example.com')) || text.includes('hyperlink')));
    expect(leftovers).toEqual([]);
    expect(await listKeys(store('orders'))).toEqual(['cs_test_ada']);
    // Grace is untouched.
    const grace = (await staff.request(INBOX_API.person, { body: { email: 'grace@example.com' } })).json as PersonData;
    expect(grace.items.map((item) => item.kind).sort()).toEqual(['inquiry', 'lead']);
    expect((await staff.request(INBOX_API.items, { body: {} })).json.items.map((item: { email: string }) => item.email)).toEqual(['grace@example.com', 'grace@example.com']);

    const log = (await staff.request(INBOX_API.audit)).json as AuditPage;
    const erasure = log.entries.find((entry) => entry.action === 'erased-person')!;
    expect(erasure).toMatchObject({ by: 'Staffer', person: expect.stringMatching(/^p-[0-9a-f]{16}$/), detail: expect.stringContaining('orders kept: 1') });
    // The same person, the same reference, from the view to the erasure; no address in the log.
    expect(log.entries.filter((entry) => entry.person === erasure.person).map((entry) => entry.action)).toEqual(['erased-person', 'exported-person', 'exported-person', 'viewed-person']);
    expect(log.entries.find((entry) => entry.action === 'viewed-person' && entry.person !== erasure.person)).toBeDefined();
    expect(JSON.stringify(log)).not.toMatch(/ada|grace|example\.com/i);
  });

  it('the inbox exports what a filter matches as CSV, and says so in the audit log', async () => {
    await visitorWrites('ada@example.com', 'Ada Lovelace');
    await visitorWrites('grace@example.com', 'Grace Hopper');
    const staff = await new StaffBrowser().signIn(host, 'owner');
    const file = (await staff.request(INBOX_API.export, { body: { kind: 'inquiry' } })).json;
    expect(file.fileName).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = file.content.trim().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).every((line: string) => line.startsWith('inquiry,'))).toBe(true);
    expect(((await staff.request(INBOX_API.audit)).json as AuditPage).entries[0]).toMatchObject({ action: 'exported-list', detail: '2 item(s) as CSV', by: 'owner' });
  });
});

describe('lists over 10,000 items', () => {
  it('pages newest first without repeats, searches and filters, and a search that matches little goes on day by day', { timeout: 180_000 }, async () => {
    const seeded = await seedInboxItems({ count: 10_000, days: 365, records: false });
    expect((await dayKeysNewestFirst()).length).toBeGreaterThan(MAX_DAYS_PER_REQUEST);
    const staff = await new StaffBrowser().signIn(host, 'owner');

    // Five pages, newest first, each where the last stopped.
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const answer = (await staff.request(INBOX_API.items, { body: { ...(cursor ? { cursor } : {}) } })).json as InboxPage;
      expect(answer.items).toHaveLength(25);
      seen.push(...answer.items.map((item) => item.at));
      cursor = answer.cursor!;
    }
    expect(seen).toEqual(seeded.slice(0, 125).map((entry) => entry.at));

    // A filter: only inquiries from the newsletter, newest first.
    const newsletter = (await staff.request(INBOX_API.items, { body: { kind: 'inquiry', utmSource: 'Newsletter', limit: 10 } })).json as InboxPage;
    const expected = seeded.filter((entry) => entry.kind === 'inquiry' && entry.utmSource === 'newsletter');
    expect(newsletter.items.map((item) => item.at)).toEqual(expected.slice(0, 10).map((entry) => entry.at));

    // One person, far back: the search reads at most MAX_DAYS_PER_REQUEST days per request and goes on.
    const target = seeded.filter((entry) => entry.kind === 'inquiry').at(-1)!;
    let found: InboxPage | null = null;
    let requests = 0;
    let next: string | undefined;
    do {
      const answer = (await staff.request(INBOX_API.items, { body: { q: `${target.email.split('@')[0]} partners`, ...(next ? { cursor: next } : {}) } })).json as InboxPage;
      requests++;
      if (answer.items.length) found = answer;
      else expect(answer.more).toBe(true);
      next = answer.cursor ?? undefined;
    } while (!found && next);
    expect(found!.items.map((item) => item.email)).toEqual([target.email]);
    expect(requests).toBeGreaterThan(1);

    // A date range reads only its days.
    const day = seeded[500]!.at.slice(0, 10);
    const onDay = (await staff.request(INBOX_API.items, { body: { from: day, to: day, limit: 100 } })).json as InboxPage;
    expect(onDay.items.map((item) => item.at)).toEqual(seeded.filter((entry) => entry.at.slice(0, 10) === day).map((entry) => entry.at));
    expect(onDay.cursor).toBeNull();
  });
});

describe('the morning digest', () => {
  it("mails the studio yesterday's counts by kind and the inquiries waiting longest for an answer, from what the store holds", async () => {
    // A Wednesday morning: every inquiry of five or more days ago has waited over a working day.
    const now = new Date('2026-11-25T07:00:00Z');
    const seeded = await seedInboxItems({ count: 60, days: 9, now, seed: 7 });
    const yesterday = '2026-11-24';
    const expected = { inquiry: 0, lead: 0, review: 0, order: 0 };
    for (const entry of seeded) if (entry.at.startsWith(yesterday)) expected[entry.kind]++;
    const oldest = seeded.filter((entry) => entry.kind === 'inquiry').sort((a, b) => a.at.localeCompare(b.at))[0]!;
    // Older than Monday: more than a working day ago, so the digest lists it first.
    expect(oldest.at < '2026-11-23').toBe(true);

    const mail = (await composeDigest(now, SITE))!;
    const total = Object.values(expected).reduce((sum, count) => sum + count, 0);
    expect(mail.subject).toMatch(new RegExp(`^Yesterday on the website \\(${yesterday}\\): ${total} new, \\d+ waiting for an answer$`));
    for (const [label, count] of [['Inquiries', expected.inquiry], ['Guide leads', expected.lead], ['AI reviews', expected.review], ['Orders', expected.order]] as const) {
      expect(mail.text).toContain(`${label}: ${count}`);
    }
    expect(mail.text).toContain(`Inquiry from ${oldest.name}`);

    // The scheduled function sends it to the studio through the outbox.
    expect((await runScheduled(digestFunction)).status).toBe(200);
    const sent = backend.postmark.requests.map((request) => JSON.parse(request.body) as { To: string; Subject: string });
    expect(sent.filter((message) => message.To === STUDIO && message.Subject.startsWith('Yesterday on the website'))).toHaveLength(1);
  });
});
