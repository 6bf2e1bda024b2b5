/**
 * The frontmatter of an industry file, read and rewritten with the `yaml` package's Document API,
 * so that a save changes only what was edited: the file's comments, quoting style, key order,
 * flow or block lists and line breaks stay as they were written.
 *
 * A rewrite patches the parsed document in place, node by node, where the new data differs from
 * the old, and reports the path of every node it touched. Should the YAML printer write an
 * untouched part differently from the file (a layout it does not reproduce), the patch is carried
 * over to the file's own text as a line merge; and `assertOnlyTouchedLinesChanged` checks the
 * result, so a rewrite that would change anything else is refused.
 */
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Node as YamlNode,
  Pair,
  YAMLMap,
  YAMLSeq,
  visit,
  LineCounter,
} from 'yaml';
import { diffLines, mergeLines, splitLines } from './line-diff.ts';
import { deepEqual, isPlainObject } from './values.ts';

export type FieldPath = readonly (string | number)[];

/** How the industry files are printed: long strings on one line, flow lists as `["a", "b"]`. */
const PRINT_OPTIONS = { lineWidth: 0, flowCollectionPadding: false } as const;

export class FrontmatterError extends Error {}

function parse(text: string): Document.Parsed {
  const doc = parseDocument(text, { keepSourceTokens: false });
  const problem = doc.errors[0];
  if (problem) throw new FrontmatterError(`The fields between the --- lines are not valid YAML: ${problem.message}`);
  return doc;
}

/** The frontmatter as plain data (what the schema checks). */
export function readFrontmatter(text: string): unknown {
  return parse(text).toJS() ?? {};
}

export interface FrontmatterRewrite {
  text: string;
  /** The fields whose nodes were changed, added or removed (a list's own path when its items moved). */
  touched: FieldPath[];
}

/** The frontmatter text with `data` in place of what it held, changed only where the data differs. */
export function writeFrontmatter(text: string, data: unknown): FrontmatterRewrite {
  const doc = parse(text);
  const before: unknown = doc.toJS() ?? {};
  const printedAsIs = doc.toString(PRINT_OPTIONS);
  const touched: FieldPath[] = [];
  const style = { string: dominantStringStyle(doc) };
  doc.contents = patch(doc, doc.contents as YamlNode | null, before, data, [], touched, style) as typeof doc.contents;
  if (touched.length === 0) return { text, touched };
  const printed = doc.toString(PRINT_OPTIONS);
  if (printedAsIs === text) return { text: printed, touched };
  try {
    return { text: mergeLines(printedAsIs, text, printed), touched };
  } catch (error) {
    // A text the printer writes differently from the file (a folded block wrapped by hand): each
    // edited value is written in place of its own text instead, in its own style.
    const spliced = spliceScalars(text, data, touched);
    if (spliced === null) throw error;
    return { text: spliced, touched };
  }
}

/** A string as the YAML of a scalar in `type`'s style, where that style can hold it; double-quoted otherwise. */
function scalarText(value: unknown, type: Scalar.Type | undefined, indent: string, endsWithBreak: boolean): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  const quoted = JSON.stringify(value);
  if (value.includes('\n') || value !== value.trim() || value === '') return quoted;
  switch (type) {
    case Scalar.BLOCK_FOLDED:
    case Scalar.BLOCK_LITERAL:
      return `${type === Scalar.BLOCK_FOLDED ? '>' : '|'}-\n${indent}${value}${endsWithBreak ? '\n' : ''}`;
    case Scalar.QUOTE_SINGLE:
      return `'${value.replace(/'/g, "''")}'`;
    case Scalar.PLAIN: {
      const reread = parseDocument(`x: ${value}`).toJS() as { x?: unknown } | null;
      return reread?.x === value && !value.includes(' #') ? value : quoted;
    }
    default:
      return quoted;
  }
}

/**
 * The file's text with each touched scalar (a value that was a string or number and still is)
 * replaced in place by its new value; null when a touched field is not such a scalar.
 */
function spliceScalars(text: string, data: unknown, touched: readonly FieldPath[]): string | null {
  const doc = parseDocument(text);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const path of touched) {
    const node = doc.getIn(path, true) as YamlNode | undefined;
    if (!isScalar(node) || !node.range) return null;
    let next: unknown = data;
    for (const key of path) next = next === null || typeof next !== 'object' ? undefined : (next as Record<string | number, unknown>)[key];
    const [start, end] = node.range;
    const old = text.slice(start, end);
    const contentLine = /\n([ \t]+)\S/.exec(old);
    const replacement = scalarText(next, node.type, contentLine?.[1] ?? '  ', old.endsWith('\n'));
    if (replacement === null) return null;
    edits.push({ start, end, text: replacement });
  }
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** A new frontmatter text for `data`, printed as the industry files are: double-quoted strings. */
export function printFrontmatter(data: unknown): string {
  const doc = new Document();
  doc.contents = createNode(doc, data, { string: Scalar.QUOTE_DOUBLE }, false) as typeof doc.contents;
  return doc.toString(PRINT_OPTIONS);
}

interface Style {
  string: Scalar.Type;
}

/** The quoting most of the file's strings use, for strings the editor adds. */
function dominantStringStyle(doc: Document): Scalar.Type {
  const counts = new Map<Scalar.Type, number>();
  visit(doc, {
    Pair(_, pair) {
      const value = pair.value;
      if (isScalar(value) && typeof value.value === 'string' && value.type) {
        counts.set(value.type, (counts.get(value.type) ?? 0) + 1);
      }
    },
    Seq(_, seq) {
      for (const item of seq.items) {
        if (isScalar(item) && typeof item.value === 'string' && item.type) counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
      }
    },
  });
  let best: Scalar.Type = Scalar.QUOTE_DOUBLE;
  let most = 0;
  for (const [type, count] of counts) {
    if (count > most) [best, most] = [type, count];
  }
  return best === Scalar.PLAIN || best === Scalar.QUOTE_SINGLE || best === Scalar.QUOTE_DOUBLE ? best : Scalar.QUOTE_DOUBLE;
}

function createNode(doc: Document, value: unknown, style: Style, flow: boolean): YamlNode {
  const node = doc.createNode(value) as YamlNode;
  visit(node, {
    Scalar(key, scalar) {
      if (key === 'key') scalar.type = Scalar.PLAIN;
      else if (typeof scalar.value === 'string') scalar.type = style.string;
    },
    Seq(_, seq) {
      // A list of plain values where the file wrote one as ["a", "b"] stays in that form.
      seq.flow = flow && seq.items.every((item) => isScalar(item));
    },
    Map(_, map) {
      map.flow = false;
    },
  });
  return node;
}

function keyOf(pair: Pair): unknown {
  return isScalar(pair.key) ? pair.key.value : pair.key;
}

function patch(
  doc: Document,
  node: YamlNode | null,
  before: unknown,
  after: unknown,
  path: FieldPath,
  touched: FieldPath[],
  style: Style,
): YamlNode | null {
  if (deepEqual(before, after)) return node;
  if (isMap(node) && isPlainObject(before) && isPlainObject(after)) {
    patchMap(doc, node, before, after, path, touched, style);
    return node;
  }
  if (isSeq(node) && Array.isArray(before) && Array.isArray(after)) {
    patchSeq(doc, node, before, after, path, touched, style);
    return node;
  }
  touched.push(path);
  if (isScalar(node) && after !== null && typeof after !== 'object' && typeof node.value === typeof after) {
    node.value = after;
    return node;
  }
  return createNode(doc, after, style, isSeq(node) && Boolean(node.flow));
}

function patchMap(
  doc: Document,
  map: YAMLMap,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  path: FieldPath,
  touched: FieldPath[],
  style: Style,
): void {
  for (const pair of [...map.items]) {
    const key = keyOf(pair);
    if (typeof key === 'string' && after[key] === undefined && before[key] !== undefined) {
      map.items.splice(map.items.indexOf(pair), 1);
      touched.push([...path, key]);
    }
  }
  let previous = -1;
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const index = map.items.findIndex((pair) => keyOf(pair) === key);
    if (index >= 0) {
      const pair = map.items[index]!;
      pair.value = patch(doc, pair.value as YamlNode | null, before[key], value, [...path, key], touched, style);
      previous = index;
      continue;
    }
    // A new key goes after the key that precedes it in the data (the schema's order).
    const key_ = doc.createNode(key) as Scalar;
    key_.type = Scalar.PLAIN;
    const pair = new Pair(key_, createNode(doc, value, style, false));
    map.items.splice(previous + 1, 0, pair);
    previous += 1;
    touched.push([...path, key]);
  }
}

function patchSeq(
  doc: Document,
  seq: YAMLSeq,
  before: unknown[],
  after: unknown[],
  path: FieldPath,
  touched: FieldPath[],
  style: Style,
): void {
  const nodes = seq.items as (YamlNode | null)[];
  // Items that are unchanged keep their node (and its comments) wherever they moved to.
  const source = new Array<number | undefined>(after.length);
  const used = new Set<number>();
  after.forEach((value, j) => {
    const i = before.findIndex((old, index) => !used.has(index) && deepEqual(old, value));
    if (i >= 0) {
      source[j] = i;
      used.add(i);
    }
  });
  // Edited items take the next unused old node in order, and are patched inside it.
  const unused = before.map((_, i) => i).filter((i) => !used.has(i));
  const items: (YamlNode | null)[] = after.map((value, j) => {
    const i = source[j];
    if (i !== undefined) return nodes[i] ?? null;
    const reuse = unused.shift();
    if (reuse !== undefined) {
      source[j] = reuse;
      return patch(doc, nodes[reuse] ?? null, before[reuse], value, [...path, j], touched, style);
    }
    touched.push([...path, j]);
    return createNode(doc, value, style, Boolean(seq.flow));
  });
  const reordered = after.length !== before.length || source.some((i, j) => i !== j);
  if (reordered) touched.push(path);
  seq.items = items;
}

export class UntouchedChangeError extends Error {}

/**
 * Throws unless every line that differs between the two frontmatter texts lies within a field the
 * rewrite touched (in the old text for removed lines, in the new one for added lines).
 */
export function assertOnlyTouchedLinesChanged(beforeText: string, afterText: string, touched: readonly FieldPath[]): void {
  const beforeLines = splitLines(beforeText);
  const afterLines = splitLines(afterText);
  const allowedBefore = touchedLines(beforeText, touched);
  const allowedAfter = touchedLines(afterText, touched);
  let shift = 0;
  for (const change of diffLines(beforeLines, afterLines)) {
    for (let line = change.start; line < change.start + change.deleted; line++) {
      if (!allowedBefore.has(line)) throw new UntouchedChangeError(`line ${line + 1} ("${beforeLines[line]!.trim()}") would change though it was not edited`);
    }
    const first = change.start + shift;
    for (let line = first; line < first + change.inserted.length; line++) {
      if (!allowedAfter.has(line)) throw new UntouchedChangeError(`a line ("${afterLines[line]!.trim()}") would be written where nothing was edited`);
    }
    shift += change.inserted.length - change.deleted;
  }
}

/** Line numbers (0-based) covered by the touched fields' keys and values in `text`. */
function touchedLines(text: string, touched: readonly FieldPath[]): Set<number> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const lines = new Set<number>();
  const lineOf = (offset: number) => lineCounter.linePos(offset).line - 1;
  const cover = (start: number, end: number) => {
    const last = lineOf(Math.max(start, end - 1));
    for (let line = lineOf(start); line <= last; line++) lines.add(line);
  };
  for (const path of touched) {
    if (path.length === 0) {
      cover(0, text.length);
      continue;
    }
    const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
    const last = path[path.length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => keyOf(item) === last);
      const keyRange = pair && (pair.key as YamlNode | null)?.range;
      const valueRange = pair && (pair.value as YamlNode | null)?.range;
      if (keyRange) cover(keyRange[0], valueRange?.[2] ?? keyRange[1]);
    } else if (isSeq(parent) && typeof last === 'number') {
      const item = parent.items[last] as YamlNode | undefined;
      if (item?.range) cover(item.range[0], item.range[2]);
    }
  }
  return lines;
}
