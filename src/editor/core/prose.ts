/**
 * Prose edited in the rich-text Markdown editor, written back with the least change.
 *
 * The editor rewrites the Markdown it is given in its own style (its emphasis marks, escapes,
 * list markers), so its text differs from the file's even before any edit. Given the editor's
 * text for the block as read (the baseline) and its text now, each top-level paragraph, heading
 * or list that the editor gives back unchanged keeps the file's own text; only the ones edited
 * take the editor's. And MDX reads `{`, `}` and `<` as code, so in edited text they are escaped.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

interface TopLevel {
  nodes: string[];
  /** gaps[i] is the text before nodes[i]; gaps[nodes.length] the text after the last. */
  gaps: string[];
}

function topLevel(text: string): TopLevel {
  const tree = fromMarkdown(text);
  const nodes: string[] = [];
  const gaps: string[] = [];
  let cursor = 0;
  for (const node of tree.children) {
    const from = node.position!.start.offset!;
    const to = node.position!.end.offset!;
    gaps.push(text.slice(cursor, from));
    nodes.push(text.slice(from, to));
    cursor = to;
  }
  gaps.push(text.slice(cursor));
  return { nodes, gaps };
}

/** `{`, `}` and `<` outside code, escaped for MDX (those already escaped are left alone). */
export function escapeForMdx(markdown: string): string {
  let out = '';
  let inFence: string | null = null;
  for (const line of markdown.split(/(?<=\n)/)) {
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (inFence) {
      out += line;
      if (fence && fence[0] === inFence[0] && fence.length >= inFence.length) inFence = null;
      continue;
    }
    if (fence) {
      inFence = fence;
      out += line;
      continue;
    }
    let i = 0;
    while (i < line.length) {
      const char = line[i]!;
      if (char === '\\') {
        out += line.slice(i, i + 2);
        i += 2;
      } else if (char === '`') {
        const run = /^`+/.exec(line.slice(i))![0];
        const close = line.indexOf(run, i + run.length);
        const to = close < 0 ? i + run.length : close + run.length;
        out += line.slice(i, to);
        i = to;
      } else {
        out += char === '{' || char === '}' || char === '<' ? `\\${char}` : char;
        i++;
      }
    }
  }
  return out;
}

/**
 * The block's text after an edit: `original` where the editor's `edited` text matches its
 * `baseline`, node by node (a longest common subsequence), and the edited nodes escaped for MDX.
 */
export function mergeProse(original: string, baseline: string, edited: string): string {
  if (edited === baseline) return original;
  const escaped = escapeForMdx(edited);
  const o = topLevel(original);
  const b = topLevel(baseline);
  const e = topLevel(escaped);
  const plain = topLevel(edited);
  if (o.nodes.length !== b.nodes.length || plain.nodes.length !== e.nodes.length) return escaped.trim();
  // lcs[i][j]: common nodes of b.nodes[i..] and plain.nodes[j..].
  const n = b.nodes.length;
  const m = plain.nodes.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = b.nodes[i] === plain.nodes[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const matchOf = new Array<number | undefined>(m);
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (b.nodes[i] === plain.nodes[j]) {
      matchOf[j] = i;
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
      i++;
    } else {
      j++;
    }
  }
  let text = '';
  for (let j = 0; j < m; j++) {
    const i = matchOf[j];
    const previous = j > 0 ? matchOf[j - 1] : undefined;
    if (j > 0) text += i !== undefined && previous !== undefined && previous === i - 1 ? o.gaps[i]! : e.gaps[j]!;
    text += i !== undefined ? o.nodes[i]! : e.nodes[j]!;
  }
  return text;
}
