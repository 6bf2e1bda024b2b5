/**
 * Markdown → HTML for the AI website analysis (text written by a model from a third-party page,
 * so treated as hostile). Raw HTML in the input is escaped and shown as text, never rendered;
 * links keep only http(s) and mailto targets and carry rel="noopener noreferrer nofollow";
 * images are reduced to their alt text (no remote requests from the result); headings start
 * below the page's own (h3 and down).
 */
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './html-text.ts';

export { escapeHtml };

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
/** The result sits under the page's h1 and the section's h2. */
const HEADING_OFFSET = 2;
const MAX_HEADING = 6;

/** The href when it is an absolute http(s) URL or a mailto address, else null. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  // Browsers ignore ASCII whitespace and control characters inside a scheme; so do we.
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020\u007f]+/g, '');
  return SAFE_HREF.test(cleaned) ? cleaned : null;
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return inner;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(safe)}"${titleAttr} rel="noopener noreferrer nofollow" target="_blank">${inner}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + HEADING_OFFSET, MAX_HEADING);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown ?? '', { async: false }) as string;
}
