import { describe, expect, it } from 'vitest';
import { markdownRenderer, siteHref } from '../../netlify/lib/mail/markdown.ts';

const ORIGIN = 'https://northlight.example';
const renderMarkdown = (markdown: string) => markdownRenderer({ target: 'page', origin: ORIGIN }).html(markdown);

describe('the review as the page shows it', () => {
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
    expect(html).toContain('&lt;img src=x onerror="alert(2)"&gt;');
  });

  it('escapes hostile HTML inside a paragraph, a list and emphasis', () => {
    const html = renderMarkdown('- <iframe src="https://evil.example"></iframe>\n- **<svg onload=alert(1)>**');
    expect(html).not.toMatch(/<iframe|<svg/i);
  });

  it('keeps links to this site, opening in a new tab, and shows other links as their text', () => {
    const html = renderMarkdown(`[book a call](${ORIGIN}/contact) and [PageSpeed](https://pagespeed.web.dev) and [mail](mailto:hello@example.com)`);
    expect(html).toContain(`<a href="${ORIGIN}/contact" rel="noopener noreferrer nofollow" target="_blank">book a call</a>`);
    expect(html).toContain('PageSpeed and mail');
    expect(html.match(/<a\b/g)).toHaveLength(1);
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

  it('drops a link title, hostile or not', () => {
    const html = renderMarkdown(`[x](${ORIGIN}/ "a\\" onmouseover=\\"alert(1)")`);
    expect(html).toBe(`<p><a href="${ORIGIN}/" rel="noopener noreferrer nofollow" target="_blank">x</a></p>\n`);
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

  it('accepts as a link target only an absolute address on this site', () => {
    expect(siteHref(`${ORIGIN}/contact?x=1`, ORIGIN)).toBe(`${ORIGIN}/contact?x=1`);
    expect(siteHref('HTTPS://NORTHLIGHT.EXAMPLE/a', ORIGIN)).toBe(`${ORIGIN}/a`);
    for (const other of ['/contact', '//northlight.example/', 'http://northlight.example/', `${ORIGIN}.evil.example/`, 'https://user@northlight.example/', ' javascript:alert(1)', '', undefined]) {
      expect(siteHref(other, ORIGIN), String(other)).toBeNull();
    }
  });
});
