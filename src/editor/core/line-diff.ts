/**
 * Line diffs, for two jobs of the writer: carrying a change made to a normalised copy of a text
 * over to the text as it was written (a three-way merge), and proving that a rewrite changed only
 * the lines it meant to.
 */

export interface LineChange {
  /** First line of `before` replaced (0-based) and how many. */
  start: number;
  deleted: number;
  /** The lines put in their place. */
  inserted: string[];
}

/** Lines with their line breaks, so that joining them gives the text back byte for byte. */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The changes that turn `before` into `after`, as hunks in order (a longest-common-subsequence diff). */
export function diffLines(before: readonly string[], after: readonly string[]): LineChange[] {
  // Common head and tail first: an edit usually touches a few lines of a long file.
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  ) {
    tail++;
  }
  const a = before.slice(head, before.length - tail);
  const b = after.slice(head, after.length - tail);
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const changes: LineChange[] = [];
  let open: LineChange | null = null;
  let i = 0;
  let j = 0;
  const change = () => (open ??= { start: head + i, deleted: 0, inserted: [] });
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      if (open) changes.push(open);
      open = null;
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      change().inserted.push(b[j]!);
      j++;
    } else {
      change().deleted++;
      i++;
    }
  }
  if (open) changes.push(open);
  return changes;
}

export class MergeConflictError extends Error {}

/**
 * `ours` with the changes that turn `base` into `theirs`: each hunk of base → theirs is put where
 * the same base lines sit in `ours`. A hunk whose base lines differ in `ours` cannot be placed
 * and throws; the caller then refuses to write rather than guess.
 */
export function mergeLines(base: string, ours: string, theirs: string): string {
  const baseLines = splitLines(base);
  const ourLines = splitLines(ours);
  const edits = diffLines(baseLines, splitLines(theirs));
  if (edits.length === 0) return ours;
  // Where each base line is in ours (undefined: changed or removed in ours).
  const position = new Array<number | undefined>(baseLines.length + 1);
  let offset = 0;
  let cursor = 0;
  for (const change of diffLines(baseLines, ourLines)) {
    for (; cursor < change.start; cursor++) position[cursor] = cursor + offset;
    cursor = change.start + change.deleted;
    offset += change.inserted.length - change.deleted;
  }
  for (; cursor <= baseLines.length; cursor++) position[cursor] = cursor + offset;
  const result = [...ourLines];
  // From the end, so earlier positions stay valid.
  for (const edit of [...edits].reverse()) {
    const at = position[edit.start];
    for (let line = edit.start; line < edit.start + edit.deleted; line++) {
      if (position[line] === undefined) throw new MergeConflictError(`line ${line + 1} was rewritten differently`);
    }
    const end = edit.deleted ? position[edit.start + edit.deleted - 1] : at;
    if (at === undefined || end === undefined || (edit.deleted && end - at !== edit.deleted - 1)) {
      throw new MergeConflictError(`line ${edit.start + 1} cannot be placed`);
    }
    result.splice(at, edit.deleted, ...edit.inserted);
  }
  return result.join('');
}
