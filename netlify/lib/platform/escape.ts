/** Escaping for the places user-supplied text ends up: HTML, e-mail headers, Markdown, and readers that link. */

import { escapeHtml as escapeText } from '../../../src/lib/html-text.ts';

export function escapeHtml(value: unknown): string {
  return escapeText(String(value ?? ''));
}

/**
 * A single-line header value (Subject, a display name): every control character, including
 * CR and LF, becomes a space, so nothing can start a new header; then trimmed and bounded.
 */
export function headerSafe(value: string, max = 150): string {
  const cleaned = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

/** Plain text for an e-mail text part: control characters other than newline and tab removed. */
export function textSafe(value: string, max = 10_000): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
  return cleaned.length > max ? `${cleaned.slice(0, max)}…` : cleaned;
}

/** U+2060, invisible and zero-width; no address can contain it. */
const WORD_JOINER = '\u2060';

/**
 * Text from a request or a fetched page, made inert for whoever reads it next: mail clients
 * turn "https://…", "www.example.com", "example.com/x", "name@example.com" and IP addresses
 * into links, in the HTML and the text part alike. A word joiner goes on both sides of every
 * dot (and the dots IDNA reads as dots), colon and at sign that is followed by more of the
 * word, and between the slashes of "//", so no scheme, host name, top-level domain or e-mail
 * address is left for a linkifier to find (some count the joiner as part of a name: with it
 * only before the dot, "evil" + joiner + ".com" still ends in ".com"); the text reads the same.
 * Bidirectional overrides, which can make text display as something it is not, are removed.
 * Idempotent.
 */
export function inertText(value: string): string {
  return value
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/(?<!\u2060)([.:@\u3002\uff0e\uff61\uff1a\uff20])(?=[^\s\u2060])/g, `${WORD_JOINER}$1${WORD_JOINER}`)
    // "//host" is an address without a scheme
    .replace(/\/(?=\/)/g, `/${WORD_JOINER}`);
}

/**
 * Markdown from an untrusted writer (the model), made inert as a whole: inertText, and a word
 * joiner after every "<" that could open a tag or an autolink, so the stored text holds no
 * HTML for any later reader either. Markdown's own syntax is untouched; a link's address is
 * broken like any other, so the renderer shows the link as its text. Characters written as
 * references (`&#46;`, `&commat;`) are still references here: the renderer makes its decoded
 * text inert (markdown.ts).
 */
export function inertMarkdown(markdown: string): string {
  return inertText(markdown).replace(/<(?=[A-Za-z/!?])/g, `<${WORD_JOINER}`);
}

/**
 * Page-derived text placed inside Markdown: one line, Markdown and HTML punctuation
 * backslash-escaped (CommonMark), so a page title cannot inject links, HTML or formatting, and
 * inert (inertText), so no address in it can become a link.
 */
export function mdText(value: string, max = 160): string {
  const line = headerSafe(value, max);
  return inertText(line.replace(/[\\`*_{}[\]()<>#+!|~&]/g, (ch) => `\\${ch}`));
}

/** A value shown as inline code in Markdown (URLs, selectors): backticks removed, inert. */
export function mdCode(value: string, max = 200): string {
  const line = headerSafe(value, max).replace(/`/g, "'");
  return `\`${inertText(line)}\``;
}
