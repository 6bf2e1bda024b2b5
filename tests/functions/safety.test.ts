/** The escaping and sanitising helpers every user- or page-supplied string passes through. */
import { describe, expect, it } from 'vitest';
import { ipWhitelisted } from '../../netlify/lib/ai-feedback/staff-access.ts';
import { escapeHtml, headerSafe, inertMarkdown, inertText, mdCode, mdText } from '../../netlify/lib/platform/escape.ts';
import { singleRecipient } from '../../netlify/lib/mail/send.ts';
import { markdownRenderer } from '../../netlify/lib/mail/markdown.ts';
import { parseTargetUrl, UrlRefusedError } from '../../netlify/lib/ai-feedback/safe-fetch.ts';
import { normaliseIp } from '../../netlify/lib/limits/visitor.ts';

describe('escaping', () => {
  it('escapes HTML and flattens header values', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(headerSafe('Hello\r\nBcc: evil@example.com\u0000\u2028there')).toBe('Hello Bcc: evil@example.com there');
    expect(headerSafe('x'.repeat(300), 20)).toHaveLength(20);
  });

  it('keeps page text inert inside Markdown', () => {
    expect(mdText('[click](javascript:alert(1)) <b>*bold*</b> # h')).toBe(
      inertText('\\[click\\]\\(javascript:alert\\(1\\)\\) \\<b\\>\\*bold\\*\\</b\\> \\# h'),
    );
    expect(mdCode('a`b')).toBe("`a'b`");
  });

  it('leaves no address for a linkifier in text, and reads the same', () => {
    const WJ = '\u2060';
    expect(inertText('see https://evil.example/x or mail a@b.example.')).toBe(
      `see https${WJ}:${WJ}/${WJ}/evil${WJ}.${WJ}example/x or mail a${WJ}@${WJ}b${WJ}.${WJ}example.`,
    );
    expect(inertText('evil\u3002example \u202eevil.example')).toBe(`evil${WJ}\u3002${WJ}example evil${WJ}.${WJ}example`);
    expect(inertText(inertText('https://a.example'))).toBe(inertText('https://a.example'));
    expect(inertText('https://a.example').replaceAll(WJ, '')).toBe('https://a.example');
    expect(inertMarkdown('<script> and <https://a.example> and a < b')).toBe(`<${WJ}script> and <${WJ}https${WJ}:${WJ}/${WJ}/a${WJ}.${WJ}example> and a < b`);
    expect(inertText('see //evil.example')).toBe(`see /${WJ}/evil${WJ}.${WJ}example`);
  });

  it('allows exactly one plain recipient', () => {
    expect(singleRecipient('ada@example.com')).toBe('ada@example.com');
    for (const bad of ['a@example.com,b@example.com', 'Ada <ada@example.com>', 'a@example.com\r\nBcc: b@example.com', 'a@example.com;b@example.com', 'not-an-address']) {
      expect(() => singleRecipient(bad), bad).toThrow();
    }
  });
});

describe('Markdown from an untrusted writer, rendered for the e-mail', () => {
  it('shows HTML, images and links elsewhere as text but keeps formatting, code and links to this site', () => {
    const md = [
      '# Title',
      '<script>alert(1)</script>',
      '**bold** and [ok](https://northlight.example/contact) and [elsewhere](https://example.com/) and [bad](javascript:alert(1)) and [data](data:text/html,x)',
      '![pixel](https://evil.example/p.png)',
      '[ref]: javascript:alert(1)',
      '> quoted',
      'Use `<meta charset="utf-8">` here',
      '```',
      '<div>code block stays as code</div>',
      '```',
      'escaped \\<b> stays escaped, \\\\<i> does not open a tag',
    ].join('\n');
    const html = markdownRenderer({ target: 'email', origin: 'https://northlight.example' }).html(md);
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://northlight.example/contact">ok</a> and elsewhere and bad');
    expect(html).not.toMatch(/<script|<img|<i>|href="(javascript|data)/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>&lt;meta charset="utf-8"&gt;</code>');
    expect(html).toContain('&lt;div&gt;code block stays as code&lt;/div&gt;');
  });
});

describe('URL and IP parsing', () => {
  it('adds https:// to a bare domain and drops the fragment', () => {
    expect(parseTargetUrl('example.com/page#top', new Set()).href).toBe('https://example.com/page');
    expect(parseTargetUrl('  HTTPS://Example.COM  ', new Set()).href).toBe('https://example.com/');
    expect(() => parseTargetUrl('', new Set())).toThrow(UrlRefusedError);
  });

  it('normalises client IPs and matches the whitelist', () => {
    expect(normaliseIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normaliseIp('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normaliseIp('not an ip')).toBeNull();
    process.env.AI_REVIEW_WHITELIST_IPS = '203.0.113.0/24, 2001:db8::/32, 198.51.100.7, garbage';
    expect(ipWhitelisted('::ffff:203.0.113.9')).toBe(true);
    expect(ipWhitelisted('198.51.100.7')).toBe(true);
    expect(ipWhitelisted('198.51.100.8')).toBe(false);
    expect(ipWhitelisted('2001:db8:1::5')).toBe(true);
    expect(ipWhitelisted('')).toBe(false);
    delete process.env.AI_REVIEW_WHITELIST_IPS;
  });
});
