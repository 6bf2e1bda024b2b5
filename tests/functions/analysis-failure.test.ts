/**
 * Whatever goes wrong while a fetched page is measured (the page's content is the only thing
 * that differs between requests there), the visitor gets a 4xx with a clear message, never a
 * 5xx, and the quota slot the request claimed is given back.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_REVIEW_REFUSAL_TITLES } from '../../src/lib/ai-feedback.ts';
import handler from '../../netlify/functions/ai-feedback.mts';
import { startPageServer } from './helpers/page-server.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const measuring = vi.hoisted(() => ({ fail: false }));
vi.mock('../../netlify/lib/ai-feedback/page-facts.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../netlify/lib/ai-feedback/page-facts.ts')>();
  return {
    ...real,
    extractFacts: (...args: Parameters<typeof real.extractFacts>) => {
      if (measuring.fail) throw new RangeError('Maximum call stack size exceeded');
      return real.extractFacts(...args);
    },
  };
});

const backend = useReviewBackend({ site: startPageServer });
beforeAll(() => {
  backend.site.serve('/', '<!doctype html><html lang="en"><head><title>A page of a law firm in Portland</title></head><body><h1>Lawyers</h1></body></html>');
});

const ask = (ip: string, email: string) =>
  call(handler, '/api/ai-feedback', { ip, body: { website_url: `${backend.site.origin}/`, focus_area: '', industry: 'lawyers', email } });

describe('a page that cannot be measured', () => {
  it('is answered 422 and gives the slot back', async () => {
    measuring.fail = true;
    for (let i = 0; i < 4; i++) {
      const failed = await ask('198.51.100.77', 'measure@example.com');
      expect(failed.status).toBe(422);
      expect(failed.json).toEqual({
        error: 'We could not analyse that page. Please try your home page or another page of the site.',
        code: 'unprocessable',
        title: AI_REVIEW_REFUSAL_TITLES.page,
      });
    }
    measuring.fail = false;
    const ok = await ask('198.51.100.77', 'measure@example.com');
    expect(ok.status).toBe(200);
    expect(ok.json.usage.remaining).toBe(2);
  });
});
