/** Escaping for the places user-supplied text ends up: HTML, e-mail headers, Markdown. */

import { escapeHtml as escapeText } from '../../src/lib/html-text.ts';

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

/**
 * Page-derived text placed inside Markdown: one line, Markdown and HTML punctuation
 * backslash-escaped (CommonMark), so a page title cannot inject links, HTML or formatting.
 */
export function mdText(value: string, max = 160): string {
  const line = headerSafe(value, max);
  return line.replace(/[\\`*_{}[\]()<>#+!|~&]/g, (ch) => `\\${ch}`);
}

/** A value shown as inline code in Markdown (URLs, selectors): backticks removed. */
export function mdCode(value: string, max = 200): string {
  const line = headerSafe(value, max).replace(/`/g, "'");
  return `\`${line}\``;
}
