/**
 * A three-way merge of an edit with a save made meanwhile, field by field: `base` is the file as
 * the editor opened it, `theirs` the file saved since (on disk, or on the branch), `mine` the
 * draft. A field changed on one side only takes that side; the same change on both is taken once;
 * a field changed differently on both is a conflict the editor decides. Fields are the form's:
 * the frontmatter's values down to their leaves, a list item by item while no side added, removed
 * or moved items of a list the other side changed (else the list is one field); the prose body
 * paragraph by paragraph.
 *
 * Pure data: the caller writes the merged values onto THEIR text with the byte-preserving writer
 * (document.ts), so what the other person saved keeps its bytes.
 */
import { parseBody } from './body.ts';
import { joinParagraphs, paragraphsOf, type Paragraph } from './paragraphs.ts';
import { composeIndustryFile, openIndustryFile, type IndustryDocument } from './document.ts';
import { labelOfPath, type JsonSchema } from './form-schema.ts';
import { diffLines } from './line-diff.ts';
import { deepEqual, isPlainObject, setAt } from './values.ts';

/** One field (or run of paragraphs) changed differently on both sides: its value before, in the draft, and as saved meanwhile. */
export interface MergeConflict {
  /** Stable within one merge: the choices are given by it. */
  id: string;
  /** The frontmatter path, or `['prose', n]` for the prose from paragraph n (1-based, in the file as opened). */
  path: (string | number)[];
  kind: 'field' | 'prose';
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

type Segment = { kind: 'same'; paragraphs: Paragraph[] } | { kind: 'conflict'; id: string; mine: Paragraph[]; theirs: Paragraph[] };

export interface MergeResult {
  /** The merged fields, with THEIR value at each conflict until it is decided. */
  data: unknown;
  /** The fields (paths) whose change was taken from each side, and those both sides changed alike. */
  theirs: string[][];
  mine: string[][];
  conflicts: MergeConflict[];
  /** The merged prose with each conflict decided (`mine` or `theirs`; undecided: theirs). */
  body(choices?: Readonly<Record<string, 'mine' | 'theirs'>>): string;
  /** The merged fields with each conflict decided. */
  fields(choices?: Readonly<Record<string, 'mine' | 'theirs'>>): unknown;
}

export interface MergeSide {
  data: unknown;
  body: string;
}

const PROSE = 'prose';

/** Merges `mine` and `theirs`, both made from `base`. */
export function mergeEdits(base: MergeSide, mine: MergeSide, theirs: MergeSide): MergeResult {
  const conflicts: MergeConflict[] = [];
  const tookTheirs: string[][] = [];
  const tookMine: string[][] = [];
  const data = mergeValue(base.data, mine.data, theirs.data, [], { conflicts, tookMine, tookTheirs });
  const prose = mergeProse(base.body, mine.body, theirs.body, conflicts, tookMine, tookTheirs);
  const fieldConflicts = conflicts.filter((conflict) => conflict.kind === 'field');
  return {
    data,
    theirs: tookTheirs,
    mine: tookMine,
    conflicts,
    body: prose,
    fields(choices = {}) {
      let merged = data;
      for (const conflict of fieldConflicts) if (choices[conflict.id] === 'mine') merged = setAt(merged, conflict.path, conflict.mine);
      return merged;
    },
  };
}

interface Collect {
  conflicts: MergeConflict[];
  tookMine: string[][];
  tookTheirs: string[][];
}

function mergeValue(base: unknown, mine: unknown, theirs: unknown, path: (string | number)[], collect: Collect): unknown {
  if (deepEqual(mine, theirs)) return theirs;
  if (deepEqual(base, mine)) {
    collect.tookTheirs.push(path.map(String));
    return theirs;
  }
  if (deepEqual(base, theirs)) {
    collect.tookMine.push(path.map(String));
    return mine;
  }
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) {
    const keys = [...Object.keys(theirs), ...Object.keys(mine).filter((key) => !Object.hasOwn(theirs, key))];
    const merged: Record<string, unknown> = {};
    for (const key of keys) {
      const value = mergeValue(base[key], mine[key], theirs[key], [...path, key], collect);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  // A list merges item by item while its items stay where they were on both sides.
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs) && base.length === mine.length && base.length === theirs.length) {
    return theirs.map((item, i) => mergeValue(base[i], mine[i], item, [...path, i], collect));
  }
  collect.conflicts.push({ id: `field:${path.join('.')}`, path, kind: 'field', base, mine, theirs });
  return theirs;
}

/** The prose merged by paragraph: the merged text for the given choices. */
function mergeProse(base: string, mine: string, theirs: string, conflicts: MergeConflict[], tookMine: string[][], tookTheirs: string[][]) {
  if (mine === theirs) return () => theirs;
  if (base === theirs) {
    tookMine.push([PROSE]);
    return () => mine;
  }
  if (base === mine) {
    tookTheirs.push([PROSE]);
    return () => theirs;
  }
  const b = paragraphsOf(base);
  const m = paragraphsOf(mine);
  const t = paragraphsOf(theirs);
  const texts = (paragraphs: readonly Paragraph[]) => paragraphs.map((paragraph) => paragraph.text);
  const hunksOf = (side: 'mine' | 'theirs', other: Paragraph[]): Hunk[] => {
    let offset = 0;
    return diffLines(texts(b.paragraphs), texts(other)).map((hunk) => {
      const at = hunk.start + offset;
      offset += hunk.inserted.length - hunk.deleted;
      return { start: hunk.start, end: hunk.start + hunk.deleted, side, paragraphs: other.slice(at, at + hunk.inserted.length) };
    });
  };
  const hunks = [...hunksOf('mine', m.paragraphs), ...hunksOf('theirs', t.paragraphs)].sort((x, y) => x.start - y.start || x.end - y.end);
  const segments: Segment[] = [];
  let cursor = 0;
  let i = 0;
  const changedAt = (side: 'mine' | 'theirs', start: number, count: number) => {
    const label = count <= 1 ? [PROSE, `paragraph ${start + 1}`] : [PROSE, `paragraphs ${start + 1}–${start + count}`];
    (side === 'mine' ? tookMine : tookTheirs).push(label);
  };
  while (i < hunks.length) {
    // A group: hunks whose base ranges overlap or touch (two insertions at one place touch).
    const start = hunks[i]!.start;
    let end = hunks[i]!.end;
    const group = [hunks[i]!];
    i++;
    // Two changes next to each other stay apart, but an insertion where the other side changes or inserts is one place.
    const joins = (next: Hunk) => next.start < end || next.start === start || (next.start === end && (next.end === end || group.some((hunk) => hunk.end === end && hunk.start === end)));
    while (i < hunks.length && joins(hunks[i]!)) {
      end = Math.max(end, hunks[i]!.end);
      group.push(hunks[i]!);
      i++;
    }
    segments.push({ kind: 'same', paragraphs: t.paragraphs.slice(...theirsRange(hunks, cursor, start)) });
    // Each side's text for the base range [start, end): its hunks in the range, the base between them.
    const sideText = (side: 'mine' | 'theirs'): Paragraph[] => {
      const own = group.filter((hunk) => hunk.side === side);
      const out: Paragraph[] = [];
      let at = start;
      for (const hunk of own) {
        out.push(...b.paragraphs.slice(at, hunk.start), ...hunk.paragraphs);
        at = hunk.end;
      }
      out.push(...b.paragraphs.slice(at, end));
      return out;
    };
    const sides = new Set(group.map((hunk) => hunk.side));
    const mineText = sideText('mine');
    const theirText = sideText('theirs');
    if (sides.size === 1) {
      const side = [...sides][0]!;
      segments.push({ kind: 'same', paragraphs: side === 'mine' ? mineText : theirText });
      changedAt(side, start, Math.max(end - start, 1));
    } else if (deepEqual(texts(mineText), texts(theirText))) {
      segments.push({ kind: 'same', paragraphs: theirText });
    } else {
      const id = `prose:${start}`;
      conflicts.push({
        id,
        path: [PROSE, start + 1],
        kind: 'prose',
        base: texts(b.paragraphs.slice(start, end)).join('\n\n'),
        mine: texts(mineText).join('\n\n'),
        theirs: texts(theirText).join('\n\n'),
      });
      segments.push({ kind: 'conflict', id, mine: mineText, theirs: theirText });
    }
    cursor = end;
  }
  segments.push({ kind: 'same', paragraphs: t.paragraphs.slice(...theirsRange(hunks, cursor, b.paragraphs.length)) });
  const lead = t.paragraphs[0]?.gap ?? b.paragraphs[0]?.gap ?? '';
  const trailing = t.trailing !== b.trailing ? t.trailing : m.trailing;
  return (choices: Readonly<Record<string, 'mine' | 'theirs'>> = {}) => {
    const paragraphs = segments.flatMap((segment) => (segment.kind === 'same' ? segment.paragraphs : choices[segment.id] === 'mine' ? segment.mine : segment.theirs));
    return joinParagraphs(paragraphs, lead, trailing);
  };
}

type Hunk = { side: 'mine' | 'theirs'; start: number; end: number; paragraphs: Paragraph[] };

/** Where the base paragraphs [from, to), unchanged on both sides, are in THEIR body (so their bytes, gaps included, are kept). */
function theirsRange(hunks: readonly Hunk[], from: number, to: number): [number, number] {
  let offset = 0;
  for (const hunk of hunks) if (hunk.side === 'theirs' && hunk.end <= from) offset += hunk.paragraphs.length - (hunk.end - hunk.start);
  return [from + offset, to + offset];
}

/** A merge of a whole file: the draft onto THEIR text. */
export interface FileMerge {
  result: MergeResult;
  /** The file text with the conflicts decided: their text, rewritten only where the merge differs from it. */
  compose(choices?: Readonly<Record<string, 'mine' | 'theirs'>>): string;
}

/** Merges the draft (`data`, `body` as text) made from `base` with the file saved since as `theirsSource`. */
export function mergeFile(base: IndustryDocument, mine: MergeSide, theirsSource: string): FileMerge {
  const theirs = openIndustryFile(theirsSource, base.path);
  const result = mergeEdits({ data: base.data, body: base.parts.body }, mine, { data: theirs.data, body: theirs.parts.body });
  return {
    result,
    compose: (choices = {}) => {
      const body = result.body(choices);
      return composeIndustryFile(theirs, result.fields(choices), body === theirs.parts.body ? theirs.body : parseBody(body)).source;
    },
  };
}

/** A field or paragraph of a merge as the form names it (`Hero › Headline`, `Prose, paragraph 3`). */
export function mergeLabel(formSchema: JsonSchema, path: readonly (string | number)[]): string {
  if (path[0] === PROSE) return path.length === 1 ? 'the prose' : typeof path[1] === 'number' ? `Prose, paragraph ${path[1]}` : `Prose, ${path[1]}`;
  return labelOfPath(formSchema, path);
}
