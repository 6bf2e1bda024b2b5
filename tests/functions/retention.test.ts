/**
 * Personal data is not kept forever: a daily scheduled purge deletes leads, inquiries, reviews,
 * sent e-mails, e-mails that could not be delivered (telling the studio) and checkouts past the
 * periods the privacy policy states (which the variables may shorten, never lengthen), and
 * `npm run leads -- delete <email>` erases one person on request; the staff inbox's entries go with
 * their records, and the daily run indexes what its index lacks.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import dataRetention, { config } from '../../netlify/functions/data-retention.mts';
import { captureLead } from '../../netlify/lib/leads/capture.ts';
import { sendMail } from '../../netlify/lib/mail/send.ts';
import { composeMail, own, paragraph } from '../../netlify/lib/mail/compose.ts';
import { purgeExpired, RETENTION_DAYS, retentionDays } from '../../netlify/lib/data/retention.ts';
import { listKeys, store, timeId } from '../../netlify/lib/platform/stores.ts';
import { emailKey } from '../../netlify/lib/limits/visitor.ts';
import { dayKeysNewestFirst, indexEntries, itemKey, readDay } from '../../netlify/lib/leads/inbox-index.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import type { ReviewRecord } from '../../netlify/lib/ai-feedback/record.ts';
import type { InquiryRecord } from '../../netlify/lib/contact/record.ts';
import type { OutboxRecord } from '../../netlify/lib/mail/record.ts';
import type { HeldChange, OrderRecord } from '../../netlify/lib/payments/records.ts';
import { resetEnv } from './helpers/env.ts';
import { runScheduled } from './helpers/request.ts';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());
beforeEach(async () => {
  resetEnv();
  for (const name of ['leads', 'inquiries', 'reviews', 'outbox', 'orders', 'checkouts', 'payments', 'inbox', 'quota', 'audit'] as const) {
    const s = store(name);
    for (const key of await listKeys(s)) await s.delete(key);
  }
});

// Records as their features keep them (typed by the features' record schemas).
async function inquiry(email: string, at: Date) {
  const id = timeId(at);
  const record: InquiryRecord = { id, receivedAt: at.toISOString(), name: 'N', email, company: '', website: '', message: 'Hello', utm: { source: '', medium: '', campaign: '' }, visitor: 'abcdef123456' };
  await store('inquiries').setJSON(id, record);
  return id;
}
async function review(email: string, at: Date) {
  const key = `${at.toISOString().slice(0, 10)}/${timeId(at)}`;
  const record: ReviewRecord = {
    id: key,
    createdAt: at.toISOString(),
    email,
    requestedUrl: 'https://example.com/',
    finalUrl: 'https://example.com/',
    focus: '',
    industry: '',
    writer: 'fallback',
    model: null,
    whitelisted: false,
    visitor: 'abcdef123456',
    analysis: '# Review',
    facts: { status: 200, responseTimeMs: 120, title: 'Example' },
  };
  await store('reviews').setJSON(key, record);
  return key;
}
async function sentMail(to: string, at: Date) {
  const id = timeId(at);
  const record: OutboxRecord = {
    id,
    createdAt: at.toISOString(),
    status: 'sent',
    reason: 'mail-off',
    message: { to, subject: 'S', text: 't', html: 'h', tag: 'guide', from: 'x@example.com' },
    attempts: 1,
    nextAttemptAt: at.toISOString(),
  };
  await store('outbox').setJSON(`sent/${id}`, record);
  return `sent/${id}`;
}
async function pendingMail(to: string, at: Date, extra: Record<string, unknown> = {}) {
  const id = timeId(at);
  await store('outbox').setJSON(`pending/${id}`, {
    id,
    createdAt: at.toISOString(),
    status: 'pending',
    reason: 'send-failed',
    message: { to, subject: `Your website review for ${to.split('@')[1]}`, text: 't', html: 'h', tag: 'review', from: 'x@example.com' },
    attempts: 31,
    lastError: 'Postmark error 406: Inactive recipient',
    nextAttemptAt: new Date().toISOString(),
    ...extra,
  });
  return `pending/${id}`;
}
async function checkout(id: string, at: Date) {
  await store('checkouts').setJSON(id, { sessionId: id, productId: 'conversion-audit', title: 'Website Conversion Audit', amount: 49900, currency: 'usd', createdAt: at.toISOString(), mode: 'stripe', visitor: 'abcdef123456' });
}
const keys = async (name: 'leads' | 'inquiries' | 'reviews' | 'outbox' | 'orders' | 'checkouts', prefix?: string) => (await listKeys(store(name), prefix)).sort();
const NOTHING = { leads: 0, inquiries: 0, reviews: 0, sentMail: 0, pendingMail: 0, checkouts: 0, heldChanges: 0, inboxEntries: 0, auditEntries: 0, pendingPictures: 0 };

describe('the scheduled purge (data-retention)', () => {
  it('runs daily', () => {
    expect(config.schedule).toBe('@daily');
  });

  it('deletes what is past its period and keeps the rest, pending mail and orders included', async () => {
    await captureLead({ email: 'old@example.com', source: 'lead_magnet', page: '/a' }, daysAgo(RETENTION_DAYS.leads + 5));
    await captureLead({ email: 'recent@example.com', source: 'lead_magnet', page: '/a' }, daysAgo(RETENTION_DAYS.leads + 5));
    await captureLead({ email: 'recent@example.com', source: 'contact', page: '/contact' }, daysAgo(10));
    const oldInquiry = await inquiry('old@example.com', daysAgo(RETENTION_DAYS.inquiries + 1));
    const newInquiry = await inquiry('recent@example.com', daysAgo(RETENTION_DAYS.inquiries - 1));
    const oldReview = await review('old@example.com', daysAgo(RETENTION_DAYS.reviews + 2));
    const newReview = await review('recent@example.com', daysAgo(RETENTION_DAYS.reviews - 2));
    const oldSent = await sentMail('old@example.com', daysAgo(RETENTION_DAYS.sentMail + 1));
    const newSent = await sentMail('recent@example.com', daysAgo(RETENTION_DAYS.sentMail - 1));
    await sendMail(composeMail({ to: 'waiting@example.com', subject: own`S`, title: own`S`, tag: 'guide', blocks: [paragraph(own`t`)] })); // pending: mail is off
    const pending = await keys('outbox', 'pending/');
    await store('orders').setJSON('cs_old', { status: 'paid', sessionId: 'cs_old', customerEmail: 'old@example.com', paidAt: daysAgo(2000).toISOString() });

    const { json } = await runScheduled(dataRetention);
    expect(json.deleted).toEqual({ ...NOTHING, leads: 1, inquiries: 1, reviews: 1, sentMail: 1 });
    expect(await keys('leads')).toEqual([emailKey('recent@example.com')]);
    expect(await keys('inquiries')).toEqual([newInquiry]);
    expect(await keys('inquiries')).not.toContain(oldInquiry);
    expect(await keys('reviews')).toEqual([newReview]);
    expect(await keys('reviews')).not.toContain(oldReview);
    expect(await keys('outbox', 'sent/')).toEqual([newSent]);
    expect(await keys('outbox', 'sent/')).not.toContain(oldSent);
    expect(await keys('outbox', 'pending/')).toEqual(pending);
    expect(await keys('orders')).toEqual(['cs_old']);
  });

  it('the variables shorten a period but cannot lengthen it past the policy', async () => {
    process.env.DATA_RETENTION_DAYS = '30';
    process.env.REVIEW_RETENTION_DAYS = '100000';
    process.env.SENT_MAIL_RETENTION_DAYS = '7';
    expect(retentionDays()).toEqual({ leads: 30, inquiries: 30, reviews: RETENTION_DAYS.reviews, sentMail: 7, pendingMail: RETENTION_DAYS.pendingMail, checkouts: RETENTION_DAYS.checkouts, heldChanges: RETENTION_DAYS.heldChanges });
    await captureLead({ email: 'month@example.com', source: 'lead_magnet', page: '/a' }, daysAgo(40));
    await captureLead({ email: 'week@example.com', source: 'lead_magnet', page: '/a' }, daysAgo(20));
    await review('x@example.com', daysAgo(RETENTION_DAYS.reviews + 1));
    await sentMail('x@example.com', daysAgo(8));
    expect((await runScheduled(dataRetention)).json.deleted).toEqual({ ...NOTHING, leads: 1, reviews: 1, sentMail: 1 });
    expect(await keys('leads')).toEqual([emailKey('week@example.com')]);
  });
});

describe("the staff's inbox", () => {
  const entries = async () => (await Promise.all((await dayKeysNewestFirst()).map((key) => readDay(key)))).flat();

  it("drops each entry with its kind's period (an order's stays), and the staff's notes on it", async () => {
    const old = daysAgo(RETENTION_DAYS.reviews + 2);
    const [review, inquiry, order] = await indexEntries([
      { kind: 'review', at: old.toISOString(), ref: 'r', email: 'a@example.com' },
      { kind: 'inquiry', at: old.toISOString(), ref: 'i', email: 'a@example.com' },
      { kind: 'order', at: daysAgo(2000).toISOString(), ref: 'cs_old', email: 'a@example.com' },
    ]);
    await store('inbox').setJSON(itemKey(review!.id), { notes: [{ at: old.toISOString(), by: 'staff', text: 'called' }] });
    expect((await runScheduled(dataRetention)).json.deleted).toEqual({ ...NOTHING, inboxEntries: 1 });
    expect((await entries()).map((entry) => entry.id).sort()).toEqual([inquiry!.id, order!.id].sort());
    expect(await listKeys(store('inbox'), 'items/')).toEqual([]);
  });

  it('indexes what the stores hold that the index lacks, once', async () => {
    const key = await inquiry('ada@example.com', daysAgo(3));
    await review('grace@example.com', daysAgo(2));
    await captureLead({ email: 'alan@example.com', source: 'lead_magnet', industry: 'lawyers', page: '/lawyers', fileName: 'lawyers-quick-wins.pdf' }, daysAgo(1));
    // a capture of an inquiry is listed as the inquiry, not as a lead of its own
    await captureLead({ email: 'ada@example.com', source: 'contact', page: '/contact' }, daysAgo(3));
    const run = await runScheduled(dataRetention);
    expect(run.json.indexed).toEqual({ indexed: 3, remaining: false });
    const listed = await entries();
    expect(listed.map((entry) => `${entry.kind} ${entry.email}`)).toEqual(['lead alan@example.com', 'review grace@example.com', 'inquiry ada@example.com']);
    expect(listed.find((entry) => entry.kind === 'inquiry')!.ref).toBe(key);
    expect((await runScheduled(dataRetention)).json.indexed).toEqual({ indexed: 0, remaining: false });
  });
});

describe('mail that cannot be delivered, and checkouts', () => {
  it(`deletes mail still undelivered after ${RETENTION_DAYS.pendingMail} days and tells the studio once, in one notice`, async () => {
    const old1 = await pendingMail('ada@example.com', daysAgo(RETENTION_DAYS.pendingMail + 1));
    const old2 = await pendingMail('grace@example.com', daysAgo(RETENTION_DAYS.pendingMail + 40), { reason: 'mail-off', attempts: 0, lastError: undefined });
    const recent = await pendingMail('recent@example.com', daysAgo(RETENTION_DAYS.pendingMail - 1));
    // the retry is sending this one right now: left for the next day
    const leased = await pendingMail('leased@example.com', daysAgo(RETENTION_DAYS.pendingMail + 2), { leaseUntil: new Date(Date.now() + 60_000).toISOString() });

    expect((await runScheduled(dataRetention)).json.deleted).toEqual({ ...NOTHING, pendingMail: 2 });
    const left = await keys('outbox', 'pending/');
    expect(left).toContain(recent);
    expect(left).toContain(leased);
    expect(left).not.toContain(old1);
    expect(left).not.toContain(old2);
    // the notice: mail is off here, so it waits in the outbox like any message
    const notices = (await Promise.all(left.map((k) => store('outbox').get(k, { type: 'json' })))).filter((r) => r.message.tag === 'outbox-expired');
    expect(notices).toHaveLength(1);
    const notice = notices[0].message;
    expect(notice.to).toBe('hello@northlight.studio');
    expect(notice.subject).toBe('2 e-mails expired undelivered');
    const text = notice.text.replaceAll('\u2060', '');
    expect(text).toContain('review to ada@example.com: "Your website review for example.com"');
    expect(text).toContain('31 attempt(s), last error: Postmark error 406: Inactive recipient');
    expect(text).toContain('review to grace@example.com');
    expect(text).toContain('none (mail was off)');
    expect(text).not.toContain('recent@example.com');
    // nothing twice: the next day's run finds nothing more to expire
    expect((await runScheduled(dataRetention)).json.deleted).toEqual(NOTHING);
    // a month on, the other two expire and so does the notice: a new notice names the two, not it
    const later = new Date(Date.now() + (RETENTION_DAYS.pendingMail + 1) * DAY);
    expect((await purgeExpired(later)).pendingMail).toBe(3);
    const [next, ...more] = await keys('outbox', 'pending/');
    expect(more).toEqual([]);
    const second = (await store('outbox').get(next!, { type: 'json' })).message;
    expect(second.subject).toBe('2 e-mails expired undelivered');
    expect(second.text.replaceAll('\u2060', '')).toMatch(/recent@example\.com[\s\S]*leased@example\.com|leased@example\.com[\s\S]*recent@example\.com/);
    expect(second.text).not.toContain('outbox-expired');
    // and a notice that expires undelivered goes without another one: no chain of notices
    expect((await purgeExpired(new Date(later.getTime() + (RETENTION_DAYS.pendingMail + 1) * DAY))).pendingMail).toBe(1);
    expect(await keys('outbox', 'pending/')).toEqual([]);
  });

  it(`deletes checkouts ${RETENTION_DAYS.checkouts} days after they were created`, async () => {
    await checkout('cs_test_old', daysAgo(RETENTION_DAYS.checkouts + 1));
    await checkout('cs_test_new', daysAgo(RETENTION_DAYS.checkouts - 1));
    expect((await runScheduled(dataRetention)).json.deleted).toEqual({ ...NOTHING, checkouts: 1 });
    expect(await keys('checkouts')).toEqual(['cs_test_new']);
  });

  it('leaves a record it cannot read where it is (and says so in the log), whatever its age', async () => {
    await store('leads').setJSON('damaged', { email: 'old@example.com', lastSeenAt: 12 });
    expect((await runScheduled(dataRetention)).json.deleted).toEqual(NOTHING);
    expect(await keys('leads')).toEqual(['damaged']);
  });

  it(`deletes a refund or dispute still held for an order that never came, ${RETENTION_DAYS.heldChanges} days after it arrived`, async () => {
    const payments = store('payments');
    const held = (eventId: string, at: Date): HeldChange => ({
      change: { kind: 'refund', eventId, paymentIntentId: 'pi_x', chargeId: 'ch_x', refund: { amount: 100, currency: 'usd', full: false, reportedAt: at.toISOString() } },
      eventType: 'charge.refunded',
      heldAt: at.toISOString(),
    });
    await payments.setJSON('held/pi_old/evt_old', held('evt_old', daysAgo(RETENTION_DAYS.heldChanges + 1)));
    await payments.setJSON('held/pi_new/evt_new', held('evt_new', daysAgo(RETENTION_DAYS.heldChanges - 1)));
    await payments.setJSON('pi_kept', { paymentIntentId: 'pi_kept', sessionId: 'cs_kept' });
    expect((await runScheduled(dataRetention)).json.deleted).toEqual({ ...NOTHING, heldChanges: 1 });
    expect((await listKeys(payments)).sort()).toEqual(['held/pi_new/evt_new', 'pi_kept']);
  });
});

describe('npm run leads -- delete <email>', () => {
  // cwd: the Blobs directory (no .netlify/state.json there: the CLI takes the directory's one site).
  const cli = (...args: string[]) => run(process.execPath, [join(repo, 'scripts/leads.mjs'), ...args, '--dir', blobs.directory], { cwd: blobs.directory });

  it("erases every lead, inquiry, review and e-mail of the person's mailbox, keeps orders and others", async () => {
    await captureLead({ email: 'ada@example.com', source: 'lead_magnet', page: '/a' });
    await captureLead({ email: 'ada+news@example.com', source: 'lead_magnet', page: '/a' });
    await captureLead({ email: 'grace@example.com', source: 'lead_magnet', page: '/a' });
    const adaInquiry = await inquiry('Ada@Example.com', daysAgo(3));
    const graceInquiry = await inquiry('grace@example.com', daysAgo(3));
    await review('ada+review@example.com', daysAgo(1));
    await sentMail('ada@example.com', daysAgo(1));
    await sendMail(composeMail({ to: 'studio@example.com', replyTo: 'ada@example.com', subject: own`New inquiry`, title: own`New inquiry`, tag: 'inquiry', blocks: [paragraph(own`t`)] }));
    const order: OrderRecord = { status: 'paid', sessionId: 'cs_ada', productId: 'conversion-audit', title: 'Website Conversion Audit', amount: 49900, currency: 'usd', customerEmail: 'ada@example.com', paymentStatus: 'paid', event: 'checkout.session.completed', eventId: 'evt_ada', livemode: false, test: true, paidAt: daysAgo(2).toISOString(), recordedAt: daysAgo(2).toISOString() };
    await store('orders').setJSON('cs_ada', order);
    // One the erasure cannot read: named for a person to check, not passed over.
    await store('inquiries').setJSON('damaged', { email: 'ada@example.com', note: 'written by hand' });

    const dry = await cli('delete', 'ADA@example.com', '--dry-run');
    expect(dry.stdout).toMatch(/leads: would delete 2/);
    expect(await keys('leads')).toHaveLength(3);

    const { stdout } = await cli('delete', 'ADA@example.com');
    expect(stdout).toMatch(/Mailbox ada@example\.com \(addresses found: ada\+news@example\.com, ada\+review@example\.com, ada@example\.com\)/);
    expect(stdout).toMatch(/leads: deleted 2/);
    expect(stdout).toMatch(/inquiries: deleted 1/);
    expect(stdout).toMatch(/reviews: deleted 1/);
    expect(stdout).toMatch(/outbox: deleted 2/);
    expect(stdout).toMatch(/orders: kept 1 for tax and accounting \(cs_ada\)/);
    expect(stdout).toMatch(/could not read 1 record\(s\), check them for this address by hand: inquiries\/damaged/);
    expect(await keys('leads')).toEqual([emailKey('grace@example.com')]);
    expect(await keys('inquiries')).toEqual([graceInquiry, 'damaged']);
    expect(await keys('inquiries')).not.toContain(adaInquiry);
    expect(await keys('reviews')).toEqual([]);
    expect(await keys('outbox')).toEqual([]);
    expect(await keys('orders')).toEqual(['cs_ada']);
  });

  it('explains its usage without an address', async () => {
    await expect(cli('delete')).rejects.toMatchObject({ stdout: expect.stringContaining('npm run leads -- delete <email>') });
  });
});

describe('the privacy policy', () => {
  it('states the retention periods the purge applies', () => {
    const policy = readFileSync(join(repo, 'src/content/legal/privacy.md'), 'utf8');
    const section = policy.split('## How long we keep data')[1]!.split('\n## ')[0]!;
    const line = (label: RegExp) => section.split('\n').find((l) => label.test(l)) ?? '';
    expect(line(/Inquiries and guide leads/)).toContain(`${RETENTION_DAYS.leads} days`);
    expect(RETENTION_DAYS.inquiries).toBe(RETENTION_DAYS.leads);
    expect(line(/AI review records/)).toContain(`${RETENTION_DAYS.reviews} days`);
    expect(line(/e-mails we send/)).toContain(`${RETENTION_DAYS.sentMail} days`);
    expect(line(/could not deliver/)).toContain(`${RETENTION_DAYS.pendingMail} days`);
    expect(line(/Checkout records/)).toContain(`${RETENTION_DAYS.checkouts} days`);
    expect(section).toMatch(/deleted automatically by a daily clean-up/);
  });
});
