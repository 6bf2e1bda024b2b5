/**
 * What the model is told, read at a fake Anthropic API: every string the page controls (title,
 * description, headings, button and link texts, Open Graph, canonical, JSON-LD types, script
 * hosts, phone numbers, language, charset, headers, the URL) is inside the untrusted-data block;
 * outside it are only numbers and yes/no values the server computed.
 */
import { describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { startPageServer } from './helpers/page-server.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const MARK = 'pagemark';
/** Every place the measurer reads a string from, each carrying the marker. */
const MARKED_PAGE = `<!doctype html>
<html lang="en-${MARK}"><head>
<meta charset="${MARK}-8">
<title>Tax help for small firms ${MARK} title</title>
<meta name="description" content="Bookkeeping and tax returns for small firms, ${MARK} description, written to be long enough.">
<meta name="viewport" content="width=device-width, initial-scale=1, ${MARK}=1">
<meta name="robots" content="index, ${MARK}">
<meta property="og:title" content="${MARK} og title"><meta property="og:description" content="${MARK} og description">
<meta property="og:image" content="https://${MARK}-og.example/card.png"><meta property="og:url" content="https://${MARK}-og.example/">
<meta property="og:type" content="${MARK}-type"><meta name="twitter:card" content="${MARK}-card">
<link rel="canonical" href="https://${MARK}-canonical.example/">
<script src="https://${MARK}-tracker.example/t.js"></script>
<script type="application/ld+json">{"@type": "${MARK}Service"}</script>
</head><body>
<h1>${MARK} heading one</h1><h2>${MARK} heading two</h2>
<a href="tel:+1-555-${MARK}">Call ${MARK} now</a>
<button>Book ${MARK}</button>
<form><label for="e">Email</label><input id="e" type="email"><input type="submit" value="Send ${MARK}"></form>
<p>${MARK} body text about our clients and testimonials.</p>
</body></html>`;

const REVIEW = `# Review\n\n${'A review long enough to be accepted as one. '.repeat(10)}`;

const backend = useReviewBackend({ site: startPageServer, model: () => REVIEW });

/** Leaves of a JSON value that are neither numbers, booleans nor null, with their paths. */
function stringLeaves(value: unknown, path = '$'): string[] {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, `${path}[${i}]`));
  if (typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, `${path}.${k}`));
  return [`${path} = ${JSON.stringify(value)}`];
}

describe('the prompt', () => {
  it('has every page-derived string inside the untrusted-data block and only numbers and yes/no outside', async () => {
    const url = backend.site.serve(`/${MARK}-page?ref=${MARK}`, MARKED_PAGE, { 'cache-control': `max-age=60, ${MARK}` });
    const r = await call(handler, '/api/ai-feedback', {
      ip: '198.51.100.90',
      body: { website_url: url, focus_area: `${MARK} focus`, industry: 'accountants', email: 'boundary@example.com' },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(backend.anthropic.requests).toHaveLength(1);
    const body = JSON.parse(backend.anthropic.requests[0]!.body);
    const system: string = typeof body.system === 'string' ? body.system : body.system.map((b: { text: string }) => b.text).join('');
    const tag = /BEGIN (UNTRUSTED_[A-F0-9]{24})/.exec(system)![1]!;
    const user: string = body.messages[0].content;
    const [before, rest] = user.split(`BEGIN ${tag}`) as [string, string];
    const [inside, after] = rest.split(`END ${tag}`) as [string, string];
    expect(rest.split(`END ${tag}`)).toHaveLength(2);

    const outside = `${system}\n${before}\n${after}`;
    expect(outside.toLowerCase()).not.toContain(MARK);
    for (const line of `${before}\n${after}`.split('\n').filter((l) => l.trim().startsWith('{'))) {
      expect(stringLeaves(JSON.parse(line))).toEqual([]);
    }

    // and the page's strings do reach the model, as data
    for (const text of [
      `${MARK} title`,
      `${MARK} description`,
      `${MARK} heading one`,
      `Call ${MARK} now`,
      `Book ${MARK}`,
      `Send ${MARK}`,
      `${MARK} og title`,
      `https://${MARK}-canonical.example/`,
      `${MARK}Service`,
      `${MARK}-tracker.example`,
      `${MARK} body text`,
      `${MARK} focus`,
    ]) {
      expect(inside, text).toContain(text);
    }
  });

  it('stays bounded when every field of the page is huge', async () => {
    const huge = 'w'.repeat(20_000);
    const links = Array.from({ length: 15 }, (_, i) => `<a href="https://h${i}.example/${huge}">Book ${i} ${huge}</a><script src="https://s${i}-${'h'.repeat(60)}.example/x.js"></script><h2>${huge}</h2>`).join('');
    const html = MARKED_PAGE.replaceAll(MARK, huge).replace('</body>', `${links}</body>`);
    const url = backend.site.serve('/huge', html, { 'cache-control': 'c'.repeat(8_000) });
    const r = await call(handler, '/api/ai-feedback', {
      ip: '198.51.100.91',
      body: { website_url: url, focus_area: 'x'.repeat(500), industry: 'accountants', email: 'huge@example.com' },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const body = JSON.parse(backend.anthropic.requests.at(-1)!.body);
    // the page is about 1 MB; what the model reads of it stays small
    expect(html.length).toBeGreaterThan(1_000_000);
    expect(body.messages[0].content.length).toBeLessThan(40_000);
  });
});
