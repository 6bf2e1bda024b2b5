/**
 * A page as a Google result shows it: its title, its address (site › path) and its description,
 * each cut where Google cuts it. Google cuts by width, not by count: the title at about 600 px of
 * Arial 20 px, the description (desktop) at about 920 px of Arial 14 px, at a word's end, with
 * "…". Widths come from Arial's advance widths (a table, in thousandths of the font size), so the
 * cut is computed without a browser, the same in the editor and in its tests.
 */

/** Arial's advance widths, in 1/1000 em, of the printable ASCII characters (space to ~). */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 : ; < = > ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [ \ ] ^ _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p-z { | } ~
] as const;

/** Arial's widths of the typographic characters editors write (quotes, dashes, the ellipsis). */
const OTHER_WIDTHS: Readonly<Record<string, number>> = {
  '\u00a0': 278, // no-break space
  '\u2018': 222,
  '\u2019': 222,
  '\u201c': 333,
  '\u201d': 333,
  '\u2013': 556, // en dash
  '\u2014': 1000, // em dash
  '\u2026': 1000, // …
  '\u2022': 350, // •
  '\u203a': 333, // ›
  '\u00b7': 278, // ·
  '\u00a9': 737, // ©
  '\u00ae': 737, // ®
  '\u2122': 1000, // ™
  '\u20ac': 556, // €
  '\u00a3': 556, // £
};

/** A character Arial has but the tables do not list: about an average letter. */
const UNKNOWN_WIDTH = 556;

/** The width of one character in 1/1000 em: an accented letter as wide as its letter. */
function charWidth(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32]!;
  const other = OTHER_WIDTHS[char];
  if (other !== undefined) return other;
  const base = char.normalize('NFD').charAt(0);
  const baseCode = base.charCodeAt(0);
  if (base !== char && baseCode >= 32 && baseCode <= 126) return ASCII_WIDTHS[baseCode - 32]!;
  // Wide scripts (CJK, emoji) take about a full em.
  return code >= 0x2e80 ? 1000 : UNKNOWN_WIDTH;
}

/** The width of a text in Arial at `fontSize` pixels. */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return (units * fontSize) / 1000;
}

/** How Google sets each part of a result (desktop). */
export const GOOGLE_TITLE = { fontSize: 20, maxWidth: 600 } as const;
export const GOOGLE_DESCRIPTION = { fontSize: 14, maxWidth: 920 } as const;

export const ELLIPSIS = '…';

/** A text as shown in a limited width: `shown` ends in "…" when `cut`. */
export interface FittedText {
  shown: string;
  cut: boolean;
  /** The whole text's width, in pixels. */
  width: number;
}

/**
 * The text as it fits in `maxWidth` pixels of Arial at `fontSize`: whole when it fits, otherwise
 * cut after the last whole word that leaves room for "…" (inside a word only when the first word
 * alone is too wide), with the spaces and separators before the cut dropped.
 */
export function fitText(text: string, limits: { fontSize: number; maxWidth: number }): FittedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  const width = textWidth(clean, limits.fontSize);
  if (width <= limits.maxWidth) return { shown: clean, cut: false, width };
  const room = limits.maxWidth - textWidth(ELLIPSIS, limits.fontSize);
  const chars = [...clean];
  let fits = 0;
  let used = 0;
  for (const char of chars) {
    const next = used + textWidth(char, limits.fontSize);
    if (next > room) break;
    used = next;
    fits++;
  }
  let kept = chars.slice(0, fits).join('');
  // A cut inside a word goes back to the word's start, unless the word is all there is.
  const breaksWord = chars[fits] !== undefined && chars[fits] !== ' ' && !kept.endsWith(' ');
  if (breaksWord) {
    const lastSpace = kept.lastIndexOf(' ');
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  kept = kept.replace(/[\s,;:|\-–—·•›]+$/u, '');
  return { shown: `${kept}${ELLIPSIS}`, cut: true, width };
}

/** A page as its Google result shows it. */
export interface SearchResult {
  /** The site's name, above the address. */
  siteName: string;
  /** The address as Google writes it: https://host › first › second. */
  address: string;
  title: FittedText;
  description: FittedText;
}

/** The address line of a result: the origin, then each part of the path after "›". */
export function searchAddress(url: string): string {
  const parsed = new URL(url);
  const parts = parsed.pathname.split('/').filter(Boolean).map((part) => decodeURIComponent(part));
  return [parsed.origin, ...parts].join(' › ');
}

/** A page's Google result from what its <head> says: the full <title>, the description, the canonical URL. */
export function searchResult(head: { title: string; description: string; canonical: string }, siteName: string): SearchResult {
  return {
    siteName,
    address: searchAddress(head.canonical),
    title: fitText(head.title, GOOGLE_TITLE),
    description: fitText(head.description, GOOGLE_DESCRIPTION),
  };
}
