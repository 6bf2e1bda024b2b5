/**
 * The review's Markdown → HTML, on the server only: the function returns the page's HTML
 * (`analysisHtml`) and builds the e-mail's, so no browser downloads a Markdown parser or a
 * sanitizer. The Markdown comes from a model that read a third-party page, or from the
 * deterministic writer quoting that page: hostile either way. Two walls, each sufficient alone:
 *
 * 1. The Markdown layer never emits HTML of its input. marked's HTML tokenizers (block HTML and
 *    inline tags) and both autolink tokenizers are switched off, so `<…>` is plain text, escaped
 *    like any other (marked's raw-text state after an inline <pre>, <script>, <style> or
 *    <textarea> tag, in which it emits text unescaped, is never entered). Images render as
 *    their alt text; a link renders only when it points at this site's origin, anything else as
 *    its text; code blocks carry no class; task-list boxes are text; table cells no attributes.
 * 2. sanitize-html cleans that output with an allowlist (REVIEW_HTML: text formatting, lists,
 *    tables, code, links; the page's headings start at h3), links again only to this site's
 *    origin, before it is inserted into the page or the e-mail.
 *
 * The text of the result is made inert last (inertHtmlText): marked and the sanitizer decode
 * character references (`&#58;`, `&colon;`, `&#x2e`…) into the characters an address is made
 * of, after any filter of the Markdown's literal text has run, so only the final text shows
 * what a mail client will read.
 *
 * Markdown nested deeper than marked's stack (thousands of `>` or `- `) throws inside marked;
 * such a text is shown as escaped paragraphs instead.
 */
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml, plainTextHtml } from '../../../src/lib/html-text.ts';
import { inertText } from '../platform/escape.ts';

export type MarkdownTarget = 'page' | 'email';

/** The longest Markdown rendered; the model writes at most 2,000 tokens, the fallback ~6,000 characters. */
export const MAX_MARKDOWN_CHARS = 20_000;

const TEXT_ELEMENTS = ['p', 'br', 'hr', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const textOnly = Object.fromEntries(TEXT_ELEMENTS.map((name) => [name, [] as readonly string[]]));

/**
 * Per target: what the HTML may contain (element → its attributes), how far headings move down,
 * and the attributes every link gets.
 */
export const REVIEW_HTML: Record<
  MarkdownTarget,
  { allowed: Record<string, readonly string[]>; headingOffset: number; linkAttributes: Record<string, string> }
> = {
  // Under the page's h1 and the result section's h2: the review's headings start at h3.
  page: {
    allowed: { ...textOnly, h3: [], h4: [], h5: [], h6: [], ol: ['start'], a: ['href', 'rel', 'target'] },
    headingOffset: 2,
    linkAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
  },
  email: {
    allowed: { ...textOnly, h1: [], h2: [], h3: [], h4: [], h5: [], h6: [], ol: ['start'], a: ['href'] },
    headingOffset: 0,
    linkAttributes: {},
  },
};

/** The href, normalised, when it is an absolute address on this site's origin; else null. */
export function siteHref(href: string | null | undefined, origin: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href);
    if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * HTML as sanitize-html writes it (text escaped, no `>` inside a tag) with its text made inert:
 * every dot, colon and at sign that the decoded text holds inside a word, and every "//", gets
 * inertText's word joiners, also where the next character is in the text after an inline tag
 * (`evil.<em>com</em>`). Tags and attributes are left as they are.
 */
export function inertHtmlText(html: string): string {
  // Even indexes are text, odd ones tags.
  const parts = html.split(/(<[^>]*>)/);
  for (let i = 0; i < parts.length; i += 2) {
    // The first character of the following text decides whether a trailing dot joins a word.
    let next = '';
    for (let j = i + 2; j < parts.length && !next; j += 2) {
      if (/^<\/?(?:p|li|ul|ol|h\d|pre|blockquote|table|thead|tbody|tr|th|td|br|hr)\b/i.test(parts[j - 1]!)) break;
      next = parts[j]!.charAt(0);
    }
    const text = parts[i]!;
    parts[i] = next ? inertText(text + next).slice(0, -next.length) : inertText(text);
  }
  return parts.join('');
}

/** The second wall: only REVIEW_HTML[target]'s elements and attributes, links only to `origin`; text inert. */
export function sanitizeReviewHtml(html: string, target: MarkdownTarget, origin: string): string {
  const { allowed, linkAttributes } = REVIEW_HTML[target];
  const clean = sanitizeHtml(html, {
    allowedTags: Object.keys(allowed),
    allowedAttributes: Object.fromEntries(Object.entries(allowed).map(([name, attributes]) => [name, [...attributes]])),
    allowedSchemes: ['https', 'http'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    parseStyleAttributes: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // A link to anywhere but this site becomes an element outside the allowlist: dropped,
      // its text kept.
      a: (tagName, attribs) => {
        const href = siteHref(attribs.href, origin);
        return href ? { tagName, attribs: { href, ...linkAttributes } } : { tagName: 'dropped-link', attribs: {} };
      },
    },
  });
  return inertHtmlText(clean);
}

export interface MarkdownRenderer {
  /** What is inserted into the page or the e-mail: the Markdown layer's HTML, sanitised. */
  html(markdown: string): string;
  /** The Markdown layer's own HTML, before the sanitizer (the tests check each wall alone). */
  markup(markdown: string): string;
}

/** The one renderer factory: for the page (`analysisHtml`) or for the e-mail, on `origin`. */
export function markdownRenderer({ target, origin }: { target: MarkdownTarget; origin: string }): MarkdownRenderer {
  const { headingOffset, linkAttributes } = REVIEW_HTML[target];
  const linkAttrs = Object.entries(linkAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const marked = new Marked({
    async: false,
    gfm: true,
    breaks: false,
    // Returning undefined means "no token here": the text is read as text.
    tokenizer: {
      html: () => undefined,
      tag: () => undefined,
      autolink: () => undefined,
      url: () => undefined,
    },
    // marked passes text through unescaped only in its raw-text state, which the switched-off
    // tag tokenizer can no longer enter; should it ever, the text is escaped all the same.
    walkTokens(token) {
      if (token.type === 'text' && 'escaped' in token) token.escaped = false;
    },
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
      link({ href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = siteHref(href, origin);
        return safe ? `<a href="${escapeHtml(safe)}"${linkAttrs}>${inner}</a>` : inner;
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.min(depth + headingOffset, 6);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      code({ text }: Tokens.Code) {
        return `<pre><code>${escapeHtml(text.replace(/\n$/, ''))}\n</code></pre>\n`;
      },
      checkbox({ checked }: Tokens.Checkbox) {
        return checked ? '[x] ' : '[ ] ';
      },
      tablecell({ tokens, header }: Tokens.TableCell) {
        const tag = header ? 'th' : 'td';
        return `<${tag}>${this.parser.parseInline(tokens)}</${tag}>\n`;
      },
    },
  });
  const markup = (markdown: string): string => {
    const text = (markdown ?? '').slice(0, MAX_MARKDOWN_CHARS);
    try {
      return marked.parse(text, { async: false });
    } catch {
      return plainTextHtml(text);
    }
  };
  return {
    markup,
    html: (markdown) => sanitizeReviewHtml(markup(markdown), target, origin),
  };
}

