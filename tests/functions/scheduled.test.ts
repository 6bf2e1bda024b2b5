import { describe, expect, it } from 'vitest';
import dataRetention from '../../netlify/functions/data-retention.mts';
import inboxDigest from '../../netlify/functions/inbox-digest.mts';
import adminPublish from '../../netlify/functions/admin-publish.mts';
import outboxRetry from '../../netlify/functions/outbox-retry.mts';
import quotaCleanup, { config as cleanupConfig } from '../../netlify/functions/quota-cleanup.mts';
import { config as retryConfig } from '../../netlify/functions/outbox-retry.mts';
import { retryOutbox, sendMail } from '../../netlify/lib/mail/send.ts';
import { composeMail, own, paragraph } from '../../netlify/lib/mail/compose.ts';
import { NOT_SCHEDULED, RUN_BUDGET_SPENT } from '../../netlify/lib/limits/scheduled.ts';
import { listKeys, store } from '../../netlify/lib/platform/stores.ts';
import { postmarkEnv, useMailBackend } from './helpers/mail-backend.ts';
import { call, runScheduled } from './helpers/request.ts';

// Mail starts switched off: tests turn the fake Postmark on when they need it.
const backend = useMailBackend();

const message = (to: string) => composeMail({ to, subject: own`Hello`, title: own`Hello`, tag: 'test', blocks: [paragraph(own`Hi`)] });

describe('outbox retry (scheduled)', () => {
  it('is scheduled', () => {
    expect(retryConfig.schedule).toBe('*/15 * * * *');
    expect(cleanupConfig.schedule).toBe('@daily');
  });

  it('keeps messages while mail is off, then sends them with backoff and marks them sent', async () => {
    await sendMail(message('one@example.com'));
    await sendMail(message('two@example.com'));
    expect(await retryOutbox()).toMatchObject({ skipped: 'mail not configured' });

    Object.assign(process.env, postmarkEnv(backend.postmark));
    backend.postmark.failNext(1, 500);
    const first = await retryOutbox(new Date());
    expect(first).toMatchObject({ sent: 1, failed: 1 });
    const outbox = store('outbox');
    const pending = await Promise.all((await listKeys(outbox, 'pending/')).map((k) => outbox.get(k, { type: 'json' })));
    expect(pending).toHaveLength(1);
    expect(pending[0].attempts).toBe(1);
    const next = new Date(pending[0].nextAttemptAt).getTime();
    expect(next - Date.now()).toBeGreaterThan(4 * 60_000);

    // Not yet due: nothing happens.
    expect(await retryOutbox(new Date())).toMatchObject({ sent: 0, failed: 0, waiting: 1 });
    // Due: sent and moved to sent/.
    const later = await retryOutbox(new Date(next + 1000));
    expect(later).toMatchObject({ sent: 1 });
    expect(await listKeys(outbox, 'pending/')).toEqual([]);
    const sent = await Promise.all((await listKeys(outbox, 'sent/')).map((k) => outbox.get(k, { type: 'json' })));
    expect(sent.map((m) => m.message.to).sort()).toEqual(['one@example.com', 'two@example.com']);
    expect(sent.every((m) => m.status === 'sent' && m.messageId)).toBe(true);
    // Three attempts in all: the injected failure, then one success for each message.
    expect(backend.postmark.requests).toHaveLength(3);
    expect(new Set(backend.postmark.requests.map((r) => JSON.parse(r.body).To))).toEqual(new Set(['one@example.com', 'two@example.com']));
  });

  it('the scheduled functions answer the scheduler with their run summary', async () => {
    expect((await runScheduled(outboxRetry)).status).toBe(200);
    const clean = await runScheduled(quotaCleanup);
    expect(clean.json).toMatchObject({ deleted: expect.any(Number) });
  });
});

describe('scheduled functions run for the scheduler only', () => {
  const tasks = { 'outbox-retry': outboxRetry, 'quota-cleanup': quotaCleanup, 'data-retention': dataRetention, 'inbox-digest': inboxDigest, 'admin-publish': adminPublish };

  for (const [name, task] of Object.entries(tasks)) {
    it(`${name} refuses a visitor's request with 403/405 and does nothing`, async () => {
      await sendMail(message(`${name}@example.com`));
      Object.assign(process.env, postmarkEnv(backend.postmark));
      const plain = [
        await call(task, `/.netlify/functions/${name}`, { method: 'GET' }),
        await call(task, `/.netlify/functions/${name}`, { body: {} }),
        // what `npm start`'s dev server passes on for a visitor's URL call: the marks, not the body
        await call(task, `/.netlify/functions/${name}`, { method: 'POST', headers: { 'x-nf-event': 'schedule', 'user-agent': 'Netlify Clockwork' } }),
        await call(task, `/.netlify/functions/${name}`, { body: { next_run: new Date().toISOString() } }),
      ];
      expect(plain.map((r) => r.status)).toEqual([405, 403, 403, 403]);
      for (const r of plain.slice(1)) expect(r.json).toEqual({ error: NOT_SCHEDULED, code: 'forbidden' });
      expect(backend.postmark.requests).toHaveLength(0);
      expect(await listKeys(store('outbox'), 'pending/')).not.toEqual([]);
    });
  }

  it('a call that imitates the scheduler runs at most as often as the schedule allows', async () => {
    Object.assign(process.env, postmarkEnv(backend.postmark));
    const first = await runScheduled(quotaCleanup);
    expect(first.status).toBe(200);
    const again = [await runScheduled(quotaCleanup, { keepBudget: true }), await runScheduled(quotaCleanup, { keepBudget: true })];
    expect(again.map((r) => r.status)).toEqual([200, 429]);
    expect(again[1]!.json).toEqual({ error: RUN_BUDGET_SPENT, code: 'rate_limited' });
  });
});
