/**
 * Markdown safety. Reviews are Markdown (headings, lists, bold) and must never carry raw HTML,
 * images or script links, whoever wrote them: `sanitizeMarkdown` neutralises those in model
 * output, and `markdownToEmailHtml` renders for the e-mail with every HTML token escaped.
 */
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './escape.ts';

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

function sanitizeSegment(text: string): string {
  return (
    text
      // images: keep only the alt text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      // inline links with an unsafe target: keep the text
      .replace(/\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g, (whole, label: string, href: string) =>
        SAFE_HREF.test(href) ? whole : label,
      )
      // raw HTML and autolinks: escape the angle brackets (CommonMark backslash escapes),
      // leaving existing escapes and blockquote markers at the start of a line alone
      .replace(/\\[\s\S]|[<>]/g, (m: string, offset: number, s: string) => {
        if (m.length === 2) return m;
        if (m === '>' && /^[\s>]*$/.test(s.slice(0, offset))) return m;
        return `\\${m}`;
      })
  );
}

/** Makes Markdown from an untrusted writer safe to render: no HTML, no images, no unsafe links. */
export function sanitizeMarkdown(markdown: string, maxChars = 20_000): string {
  const lines = markdown.replace(/\r\n?/g, '\n').slice(0, maxChars).split('\n');
  let inFence = false;
  const out: string[] = [];
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      out.push(line);
      continue;
    }
    if (inFence) {
      out.push(line);
      continue;
    }
    // reference-style link definitions with unsafe targets are dropped
    const def = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(line);
    if (def && !SAFE_HREF.test(def[1] ?? '')) continue;
    // escape outside inline code spans only
    const pieces = line.split(/(`+[^`]*`+)/);
    out.push(pieces.map((piece, i) => (i % 2 === 1 ? piece : sanitizeSegment(piece))).join(''));
  }
  if (inFence) out.push('```');
  return out.join('\n').trim();
}

const marked = new Marked({
  async: false,
  gfm: true,
  breaks: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    image(token: Tokens.Image) {
      return escapeHtml(token.text);
    },
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
      const inner = this.parser.parseInline(token.tokens);
      if (!/^(https?:\/\/|mailto:)/i.test(token.href)) return inner;
      return `<a href="${escapeHtml(token.href)}">${inner}</a>`;
    },
  },
});

export function markdownToEmailHtml(markdown: string): string {
  return marked.parse(sanitizeMarkdown(markdown)) as string;
}
