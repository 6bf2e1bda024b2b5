/**
 * Whatever goes wrong while a fetched page is measured (the page's content is the only thing
 * that differs between requests there), the visitor gets a 4xx with a clear message, never a
 * 5xx, and the quota slot the request claimed is given back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_REVIEW_REFUSAL_TITLES } from '../../src/lib/ai-feedback.ts';
import handler from '../../netlify/functions/ai-feedback.mts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { resetEnv } from './helpers/env.ts';
import { startPageServer, type PageServer } from './helpers/page-server.ts';
import { call } from './helpers/request.ts';

const measuring = vi.hoisted(() => ({ fail: false }));
vi.mock('../../netlify/lib/page-facts.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../netlify/lib/page-facts.ts')>();
  return {
    ...real,
    extractFacts: (...args: Parameters<typeof real.extractFacts>) => {
      if (measuring.fail) throw new RangeError('Maximum call stack size exceeded');
      return real.extractFacts(...args);
    },
  };
});

let blobs: LocalBlobs;
let site: PageServer;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  site = await startPageServer();
  site.serve('/', '<!doctype html><html lang="en"><head><title>A page of a law firm in Portland</title></head><body><h1>Lawyers</h1></body></html>');
});
afterAll(async () => {
  await site.close();
  await blobs.stop();
});
beforeEach(() => resetEnv({ AI_REVIEW_ALLOW_HOSTS: site.hostPort, AI_REVIEW_SEND_EMAIL: 'false' }));

const ask = (ip: string, email: string) =>
  call(handler, '/api/ai-feedback', { ip, body: { website_url: `${site.origin}/`, focus_area: '', industry: 'lawyers', email } });

describe('a page that cannot be measured', () => {
  it('is answered 422 and gives the slot back', async () => {
    measuring.fail = true;
    for (let i = 0; i < 4; i++) {
      const failed = await ask('198.51.100.77', 'measure@example.com');
      expect(failed.status).toBe(422);
      expect(failed.json).toEqual({
        error: 'We could not analyse that page. Please try your home page or another page of the site.',
        title: AI_REVIEW_REFUSAL_TITLES.page,
      });
    }
    measuring.fail = false;
    const ok = await ask('198.51.100.77', 'measure@example.com');
    expect(ok.status).toBe(200);
    expect(ok.json.usage.remaining).toBe(2);
  });
});
