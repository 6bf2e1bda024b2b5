import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMarkdown, safeHref } from '~/lib/markdown';

describe('safe markdown', () => {
  it('renders ordinary formatting', () => {
    const html = renderMarkdown('# Summary\n\nYour site is **fast**.\n\n- One\n- Two');
    expect(html).toContain('<h3>Summary</h3>');
    expect(html).toContain('<strong>fast</strong>');
    expect(html).toContain('<li>One</li>');
  });

  it('demotes headings below the page heading levels', () => {
    expect(renderMarkdown('## Next steps')).toContain('<h4>Next steps</h4>');
    expect(renderMarkdown('###### Deep')).toContain('<h6>Deep</h6>');
  });

  it('escapes raw HTML blocks and inline HTML instead of rendering them', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nText <img src=x onerror="alert(2)"> end');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('escapes hostile HTML inside a paragraph, a list and emphasis', () => {
    const html = renderMarkdown('- <iframe src="https://evil.example"></iframe>\n- **<svg onload=alert(1)>**');
    expect(html).not.toMatch(/<iframe|<svg/i);
  });

  it('keeps http(s) and mailto links with a safe rel', () => {
    const html = renderMarkdown('[PageSpeed](https://pagespeed.web.dev) and [mail](mailto:hello@example.com)');
    expect(html).toContain(
      '<a href="https://pagespeed.web.dev" rel="noopener noreferrer nofollow" target="_blank">PageSpeed</a>',
    );
    expect(html).toContain('href="mailto:hello@example.com"');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x]( javascript:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox)',
    '[x](/relative/path)',
    '<javascript:alert(1)>',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
  ])('drops the link of %s but keeps its text', (input) => {
    const html = renderMarkdown(input);
    expect(html).not.toMatch(/<a\b/i);
    expect(html).not.toMatch(/href=/i);
  });

  it('escapes a hostile link title', () => {
    const html = renderMarkdown('[x](https://example.com "a\\" onmouseover=\\"alert(1)")');
    expect(html).not.toMatch(/" onmouseover=/);
    expect(html).toContain('&quot;');
  });

  it('reduces images to their alt text', () => {
    const html = renderMarkdown('![tracking <b>pixel</b>](https://evil.example/p.gif) ![y](javascript:alert(1))');
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('tracking');
  });

  it('escapes code as text', () => {
    expect(renderMarkdown('`<b>x</b>`')).toContain('<code>&lt;b&gt;x&lt;/b&gt;</code>');
  });

  it('handles empty input', () => {
    expect(renderMarkdown('')).toBe('');
  });

  it('exposes its helpers', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});
