/**
 * The prose body as paragraphs, the unit the editor lists its changes by (and merges by): a prose
 * block cut at its blank lines, any other block (a component, code kept as written) one paragraph.
 * Each keeps the whitespace before it, so paragraphs put back together give the body's bytes.
 */
import { parseBody } from './body.ts';
import { diffLines } from './line-diff.ts';

/** A paragraph of the prose: its text, and the whitespace before it (kept when it is written back). */
export interface Paragraph {
  gap: string;
  text: string;
}

/** The prose as paragraphs: the body's blocks, a prose block cut at its blank lines; `trailing` follows the last. */
export function paragraphsOf(body: string): { paragraphs: Paragraph[]; trailing: string } {
  const model = parseBody(body);
  const paragraphs: Paragraph[] = [];
  for (const block of model.blocks) {
    const text = block.original ?? '';
    if (block.kind !== 'prose') {
      paragraphs.push({ gap: block.gap, text });
      continue;
    }
    // A blank line (spaces allowed) ends a paragraph; the blank lines go with the next one as its gap.
    const parts = text.split(/(\n[ \t]*\n\s*)/);
    paragraphs.push({ gap: block.gap, text: parts[0]! });
    for (let i = 1; i < parts.length; i += 2) paragraphs.push({ gap: parts[i]!, text: parts[i + 1]! });
  }
  return { paragraphs, trailing: model.trailing };
}

/** The paragraphs back as body text; a paragraph that was first of its body gets a blank line before it when it is not first now. */
export function joinParagraphs(paragraphs: readonly Paragraph[], lead: string, trailing: string): string {
  return (
    paragraphs
      .map((paragraph, i) => (i === 0 ? lead : /\n[ \t]*\n/.test(paragraph.gap) ? paragraph.gap : '\n\n') + paragraph.text)
      .join('') + trailing
  );
}

/** A run of paragraphs changed between two bodies: `from` paragraphs at `at` in the older (0-based) became `to`. */
export interface ParagraphChange {
  at: number;
  /** Where the new paragraphs start in the newer body. */
  atAfter: number;
  from: string[];
  to: string[];
}

/** The paragraphs changed, added or removed between two bodies, in order. */
export function paragraphChanges(before: string, after: string): ParagraphChange[] {
  if (before === after) return [];
  const a = paragraphsOf(before).paragraphs.map((paragraph) => paragraph.text);
  const b = paragraphsOf(after).paragraphs.map((paragraph) => paragraph.text);
  let offset = 0;
  return diffLines(a, b).map((hunk) => {
    const change = { at: hunk.start, atAfter: hunk.start + offset, from: a.slice(hunk.start, hunk.start + hunk.deleted), to: hunk.inserted };
    offset += hunk.inserted.length - hunk.deleted;
    return change;
  });
}

/** `after` with one of its paragraph changes from `before` undone: those paragraphs back as they were, the rest as it is. */
export function undoParagraphChange(before: string, after: string, change: ParagraphChange): string {
  const old = paragraphsOf(before);
  const now = paragraphsOf(after);
  const paragraphs = [...now.paragraphs];
  paragraphs.splice(change.atAfter, change.to.length, ...old.paragraphs.slice(change.at, change.at + change.from.length));
  const lead = (change.atAfter === 0 ? old.paragraphs[0]?.gap : now.paragraphs[0]?.gap) ?? now.paragraphs[0]?.gap ?? '';
  const last = change.atAfter + change.to.length >= now.paragraphs.length && change.at + change.from.length >= old.paragraphs.length;
  return joinParagraphs(paragraphs, lead, last ? old.trailing : now.trailing);
}
