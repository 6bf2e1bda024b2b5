/**
 * Small pages that make the parser build a huge tree: formatting elements left open are
 * reopened in every later block, so 30 KB asks for about two million elements (gigabytes of
 * memory with 40 KB). Parsing stops at the page's element budget and the visitor gets a 422
 * "too complex", with the slot given back; run in a process of its own under a memory limit,
 * the measurer answers within it.
 */
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { PAGE_TOO_COMPLEX } from '../../netlify/lib/ai-feedback/run.ts';
import { AI_REVIEW_REFUSAL_TITLES } from '../../src/lib/ai-feedback.ts';
import { elementBudget, extractFacts, PageTooComplexError } from '../../netlify/lib/ai-feedback/page-facts.ts';
import { formattingBomb } from '../fixtures/hostile/pages.ts';
import { measurePagesInChild } from './helpers/measure-in-child.ts';
import { startPageServer } from './helpers/page-server.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const backend = useReviewBackend({ site: startPageServer });

/** The page (30 KB) and its 40 KB version. */
const PAGES = {
  '30 KB': formattingBomb(2_000, 1_000),
  '40 KB': formattingBomb(2_000, 1_800),
};
const facts = (html: string) => extractFacts({ requestedUrl: 'https://page.example/', finalUrl: 'https://page.example/', status: 200, redirects: [], contentType: 'text/html', headers: {}, html, transferBytes: html.length, htmlBytes: html.length, ttfbMs: 1, totalMs: 1 });

/** Heap limit of the measuring process, far below what either page's full tree needs. */
const HEAP_LIMIT_MB = 128;

describe('a page whose markup builds a huge tree', () => {
  it('the pages are what they claim to be', () => {
    expect(PAGES['30 KB'].length).toBeGreaterThan(30_000);
    expect(PAGES['30 KB'].length).toBeLessThan(32_000);
    expect(PAGES['40 KB'].length).toBeGreaterThan(40_000);
    expect(PAGES['40 KB'].length).toBeLessThan(42_000);
  });

  it.each(Object.entries(PAGES))(`%s: measured in a process with a ${HEAP_LIMIT_MB} MB heap, it is refused as too complex within a second of CPU`, (_size, html) => {
    const child = measurePagesInChild([html], { heapLimitMB: HEAP_LIMIT_MB, timeoutMs: 30_000 });
    expect(child.signal, child.stderr).toBeNull();
    expect(child.status, child.stderr).toBe(0);
    expect(child.results[0]!.outcome).toBe('too-complex');
    expect(child.results[0]!.cpuMs).toBeLessThan(1_000);
  });

  it('parsing stops at the budget: one element per three characters plus the allowance', () => {
    const html = PAGES['30 KB'];
    expect(() => facts(html)).toThrow(PageTooComplexError);
    expect(() => facts(html)).toThrow(`The page builds more than ${elementBudget(html)} elements`);
  });

  it('the visitor gets a 422 with a clear message, and the slot back', async () => {
    const url = backend.site.serve('/formatting', PAGES['30 KB']);
    const ip = '198.51.100.61';
    const refused = await call(handler, '/api/ai-feedback', { ip, body: { website_url: url, focus_area: '', industry: 'lawyers', email: 'complex@example.com' } });
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ error: PAGE_TOO_COMPLEX, code: 'unprocessable', title: AI_REVIEW_REFUSAL_TITLES.page });
    const fine = backend.site.serve('/fine', '<!doctype html><html lang="en"><head><title>A law firm in Portland, Oregon</title></head><body><h1>Family lawyers</h1></body></html>');
    const ok = await call(handler, '/api/ai-feedback', { ip, body: { website_url: fine, focus_area: '', industry: 'lawyers', email: 'complex@example.com' } });
    expect(ok.status).toBe(200);
    expect(ok.json.usage.remaining).toBe(2);
  });

  it('pages with formatting elements a real site has are measured as before', () => {
    // A site that forgets to close a <font> and a <b> before 2,000 paragraphs of text.
    const sloppy = `<!doctype html><html lang="en"><head><title>Harbor and Finch, family lawyers</title></head><body><font face="Arial"><b>${'<p>We help families in Portland through divorce, custody and adoption.'.repeat(2_000)}</body></html>`;
    expect(facts(sloppy).title).toBe('Harbor and Finch, family lawyers');
  });
});
