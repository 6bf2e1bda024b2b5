/**
 * The review's Markdown → HTML, for the page and for the e-mail, against known Markdown/HTML XSS
 * payloads. The output is parsed as HTML (parse5, the algorithm browsers use), never matched as
 * a string: no element or attribute outside the allowlist, no link to another scheme than
 * https/http/mailto, no comment. Each wall is checked on its own as well: the Markdown layer
 * alone emits no HTML of the input, and the sanitizer alone removes what it is given.
 */
import { describe, expect, it } from 'vitest';
import { markdownRenderer, REVIEW_HTML, sanitizeReviewHtml } from '../../netlify/lib/mail/markdown.ts';
import { outsideAllowlist as problems } from './helpers/html-allowlist.ts';
import { htmlProblems } from './helpers/mail-links.ts';
import { ENTITY_ADDRESSES, XSS_CORPUS } from '../fixtures/hostile/xss-corpus.ts';

const ORIGIN = 'https://northlight.example';

const TARGETS = ['page', 'email'] as const;

describe('the allowlist', () => {
  it('holds only inert text formatting, and links', () => {
    const inert = ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a'];
    for (const target of TARGETS) {
      for (const [element, attributes] of Object.entries(REVIEW_HTML[target].allowed)) {
        expect(inert, `${target}: <${element}>`).toContain(element);
        for (const name of attributes) expect(['href', 'rel', 'target', 'start'], `${target}: ${name}`).toContain(name);
      }
    }
  });
});

describe.each(TARGETS)('the %s renderer', (target) => {
  const renderer = markdownRenderer({ target, origin: ORIGIN });
  const allowed = REVIEW_HTML[target].allowed;

  it(`has a corpus of ${XSS_CORPUS.length} payloads`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_CORPUS.map((payload) => [payload.length > 80 ? `${payload.slice(0, 60)}… (${payload.length} chars)` : payload, payload]))(
    'renders %s as inert HTML',
    (_label, payload) => {
      for (const markdown of [payload, `Before ${payload} after`, `- item\n\n  ${payload}`]) {
        expect(problems(renderer.html(markdown), allowed), markdown.slice(0, 200)).toEqual([]);
        // the Markdown layer on its own, before the sanitizer, emits no HTML of the input either
        expect(problems(renderer.markup(markdown), allowed), markdown.slice(0, 200)).toEqual([]);
      }
    },
  );

  // The text is made inert after the renderer and the sanitizer have decoded every character
  // reference, so no spelling of an address comes out linkable.
  it.each(ENTITY_ADDRESSES.map((payload) => [payload.slice(0, 80), payload]))('leaves no linkable address in %s', (_label, payload) => {
    for (const markdown of [payload, `Before ${payload} after`, `- item\n\n  ${payload}`, `# ${payload}`, `| a |\n|---|\n| ${payload} |`]) {
      const html = renderer.html(markdown);
      expect(htmlProblems(html, ORIGIN, true), `${markdown}\n→ ${html}`).toEqual([]);
      expect(problems(html, allowed), markdown).toEqual([]);
    }
  });

  it('keeps ordinary formatting', () => {
    const html = renderer.html('# Title\n\nYour site is **fast** and *clear*.\n\n- One\n- Two\n\n1. First\n\n> quoted\n\nUse `<meta charset="utf-8">`.');
    const heading = target === 'page' ? 'h3' : 'h1';
    expect(html).toContain(`<${heading}>Title</${heading}>`);
    expect(html).toContain('<strong>fast</strong>');
    expect(html).toContain('<em>clear</em>');
    expect(html).toContain('<li>One</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>&lt;meta charset="utf-8"&gt;</code>');
  });
});

describe('the sanitizer on its own', () => {
  it.each(TARGETS)('removes every element, attribute and link outside the %s allowlist', (target) => {
    for (const payload of XSS_CORPUS.slice(0, 40)) {
      const html = sanitizeReviewHtml(payload, target, ORIGIN);
      expect(problems(html, REVIEW_HTML[target].allowed), payload.slice(0, 200)).toEqual([]);
    }
  });
});
