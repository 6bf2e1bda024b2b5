/**
 * Pages built to break the measurer: deep nesting well under the 1.5 MB cap (a browser renders
 * them), nested elements whose text is read, deeply nested JSON-LD. The visitor gets a review,
 * never a 5xx, and a failed measurement gives the quota slot back.
 */
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { extractFacts } from '../../netlify/lib/ai-feedback/page-facts.ts';
import { safeFetchPage } from '../../netlify/lib/ai-feedback/safe-fetch.ts';
import { startPageServer } from './helpers/page-server.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const backend = useReviewBackend({ site: startPageServer });

const page = (body: string, head = '<title>Deep page of a law firm in Portland</title>') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** `depth` nested elements opened by `open`, with `inner` at the bottom. */
const nested = (open: string, depth: number, inner: string) => `${open.repeat(depth)}${inner}`;

let n = 0;
const ask = (url: string, ip = `198.51.100.${(++n % 250) + 1}`) =>
  call(handler, '/api/ai-feedback', { ip, body: { website_url: url, focus_area: '', industry: 'lawyers', email: `deep${++n}@example.com` } });

describe('a deeply nested page', () => {
  it('20,000 nested divs (100 KB) get a review, and the review used one slot', async () => {
    const url = backend.site.serve('/divs', page(nested('<div>', 20_000, '<h1>Family lawyers</h1><a href="/contact">Book a consultation</a>')));
    const ip = '198.51.100.201';
    const r = await ask(url, ip);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.analysis).toContain('# Website review');
    expect(r.json.usage.remaining).toBe(2);
  });

  it('is measured through its whole depth', async () => {
    const cases: Array<[string, string]> = [
      // just under 1.5 MB of nesting: 299,900 levels
      ['/divs-1.5mb', page(nested('<div>', 299_900, '<h1>At the bottom</h1>'))],
      // every level is a link whose text is read: links nest through table cells
      ['/links', page(nested('<a href="/x">Call us<table><tr><td>', 20_000, '<h1>At the bottom</h1>'))],
      ['/headings', page(nested('<h2>Section<table><tr><td>', 20_000, '<h1>At the bottom</h1>'))],
      ['/buttons', page(nested('<button>Book now<table><tr><td>', 20_000, '<h1>At the bottom</h1>'))],
    ];
    for (const [path, html] of cases) {
      const facts = extractFacts(await safeFetchPage(backend.site.serve(path, html)));
      expect(facts.title, path).toBe('Deep page of a law firm in Portland');
      expect(facts.h1Count, path).toBe(1);
      expect(facts.h1Texts, path).toEqual(['At the bottom']);
    }
  });

  it('deeply nested structured data is read without failing', async () => {
    const deepJson = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const graph = JSON.stringify({ '@context': 'https://schema.org', '@type': 'LegalService', '@graph': [{ '@type': 'Attorney' }] });
    const head = `<title>Deep page of a law firm in Portland</title><script type="application/ld+json">${deepJson}</script><script type="application/ld+json">${graph}</script>`;
    const facts = extractFacts(await safeFetchPage(backend.site.serve('/json-ld', page('<h1>Hello</h1>', head))));
    expect(facts.structuredData).toMatchObject({ jsonLdBlocks: 2, invalidJsonLd: 0 });
    expect(facts.structuredData.types).toEqual(['LegalService', 'Attorney']);
  });
});
