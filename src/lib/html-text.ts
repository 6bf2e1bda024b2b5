/**
 * Text into HTML, escaped: shared by the Markdown renderer, the AI review's plain-text fallback
 * (the safe renderer runs on the server, so the page ships no Markdown parser) and the e-mails.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** Paragraphs (split at blank lines) of escaped text, single line breaks kept. */
export function plainTextHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
