/**
 * A short content text may carry a link, written as in Markdown: "Compare the [pricing
 * tiers](/pricing) or [contact us](/contact)." A page may also mark a {slot} it fills with markup
 * of its own (the FAQ's "No questions match “{query}”", where its script writes what was typed).
 * Only links to this site's pages are links; anything else stays text as written.
 */
export type InlinePart = { text: string } | { link: { text: string; href: string } } | { slot: string };

const PART = /\[([^\]]+)\]\((\/[a-z0-9/#-]*)\)|(?<!\{)\{([A-Za-z]+)\}(?!\})/g;

export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(PART)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push(match[3] ? { slot: match[3] } : { link: { text: match[1]!, href: match[2]! } });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
