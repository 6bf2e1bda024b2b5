/**
 * The MDX body of an industry file as a list of blocks the editor can show and change one by one:
 *
 * - prose: Markdown paragraphs, headings, lists and quotes (edited in a rich-text editor);
 * - component: one of the site's body components (src/lib/schemas/mdx-components.ts) with string
 *   props and plain text inside, edited with a form made from its schema;
 * - locked: anything else (an import or export, an {expression}, HTML, another component, a
 *   component with an expression prop, code, images, tables): shown, kept byte for byte.
 *
 * Every block keeps the text it was read from and the whitespace before it; writing the body puts
 * that text back for every block that was not edited, so an edit elsewhere changes nothing else.
 */
import { parseMdxTree } from '../../lib/mdx-tree.ts';
import { isMdxComponentName, MDX_COMPONENTS, type MdxComponentName, type MdxComponentSpec } from '../../lib/schemas/mdx-components.ts';

export interface BlockBase {
  id: string;
  /** The whitespace between the previous block (or the frontmatter) and this one. */
  gap: string;
  /** The block's text as read from the file; null for a block added in the editor. */
  original: string | null;
}
export interface ProseBlock extends BlockBase {
  kind: 'prose';
  /** The Markdown as it is now. */
  markdown: string;
}
export interface ComponentBlock extends BlockBase {
  kind: 'component';
  name: MdxComponentName;
  /** String props as they are now (decoded: what the page shows). */
  props: Record<string, string>;
  /** The text between the tags as it is now (null for a self-closing component). */
  children: string | null;
  /** Where the props and text sit in `original`, to change them in place. */
  layout: ComponentLayout | null;
}
export interface LockedBlock extends BlockBase {
  kind: 'locked';
  original: string;
  /** Why the editor does not change it, in an editor's words. */
  reason: string;
}
export type BodyBlock = ProseBlock | ComponentBlock | LockedBlock;

export interface BodyModel {
  blocks: BodyBlock[];
  /** What follows the last block (usually a line break or nothing). */
  trailing: string;
}

interface AttributeLayout {
  name: string;
  /** The attribute's text (`name="value"`) within the block, and its value as read. */
  start: number;
  end: number;
  value: string;
}
export interface ComponentLayout {
  attributes: AttributeLayout[];
  /** Where a new attribute goes: just before `>` or `/>` of the opening tag. */
  openEnd: number;
  /** The text between the tags, within the block (null when self-closing). */
  children: { start: number; end: number; value: string } | null;
}

let nextId = 0;
export function newBlockId(): string {
  nextId += 1;
  return `block-${nextId}`;
}

// mdast nodes as the MDX parser makes them (only what is read here).
interface Point {
  offset?: number;
}
interface MdastNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: MdastNode[];
  children?: MdastNode[];
  position?: { start: Point; end: Point };
}

const PROSE_TYPES = new Set(['paragraph', 'heading', 'list', 'blockquote', 'thematicBreak', 'definition']);
const INLINE_MDX = new Set(['mdxJsxTextElement', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxFlowExpression', 'mdxjsEsm']);
const NOT_PROSE = new Set([...INLINE_MDX, 'image', 'imageReference', 'html', 'code', 'table', 'footnoteDefinition']);

export class BodyParseError extends Error {}

export function parseMdx(text: string): MdastNode {
  try {
    return parseMdxTree(text) as MdastNode;
  } catch (error) {
    throw new BodyParseError((error as Error).message);
  }
}

function contains(node: MdastNode, types: ReadonlySet<string>): boolean {
  return (node.children ?? []).some((child) => types.has(child.type) || contains(child, types));
}

function start(node: MdastNode): number {
  return node.position!.start.offset!;
}
function end(node: MdastNode): number {
  return node.position!.end.offset!;
}

/** The body as blocks. A body that MDX cannot read at all is one locked block. */
export function parseBody(body: string): BodyModel {
  let tree: MdastNode;
  try {
    tree = parseMdx(body);
  } catch (error) {
    if (!body.trim()) return { blocks: [], trailing: body };
    const lead = body.length - body.trimStart().length;
    const text = body.trim();
    return {
      blocks: [{ id: newBlockId(), kind: 'locked', gap: body.slice(0, lead), original: text, reason: `MDX cannot read this text: ${(error as Error).message}` }],
      trailing: body.slice(lead + text.length),
    };
  }
  const blocks: BodyBlock[] = [];
  let cursor = 0;
  let prose: { from: number; to: number; gap: string } | null = null;
  const flushProse = () => {
    if (!prose) return;
    const text = body.slice(prose.from, prose.to);
    blocks.push({ id: newBlockId(), kind: 'prose', gap: prose.gap, original: text, markdown: text });
    prose = null;
  };
  for (const node of tree.children ?? []) {
    const from = start(node);
    const to = end(node);
    const gap = body.slice(cursor, from);
    cursor = to;
    if (PROSE_TYPES.has(node.type) && !contains(node, NOT_PROSE)) {
      if (prose) prose.to = to;
      else prose = { from, to, gap };
      continue;
    }
    flushProse();
    const text = body.slice(from, to);
    blocks.push(componentBlock(node, text, gap) ?? { id: newBlockId(), kind: 'locked', gap, original: text, reason: lockedReason(node) });
  }
  flushProse();
  return { blocks, trailing: body.slice(cursor) };
}

function lockedReason(node: MdastNode): string {
  const element = node.type === 'paragraph' && node.children?.length === 1 ? node.children[0]! : node;
  switch (element.type) {
    case 'mdxjsEsm':
      return 'An import or export: code, kept as written.';
    case 'mdxFlowExpression':
      return 'An {expression}: code, kept as written.';
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (!element.name) return 'A fragment (<>…</>), kept as written.';
      if (/^[a-z]/.test(element.name)) return `HTML (<${element.name}>), kept as written.`;
      if (!isMdxComponentName(element.name)) return `<${element.name}> is not one of the site's body components; kept as written.`;
      return `This <${element.name}> has props or content the editor cannot change safely (an {expression}, a tag inside); kept as written.`;
    case 'code':
      return 'A code block, kept as written.';
    default:
      return 'Markdown the editor does not change (an image, a table, HTML or code inside it), kept as written.';
  }
}

/** The decoded text between a component's tags, for its text field: MDX's escapes of { } < removed. */
export function unescapeChildren(source: string): string {
  return source.replace(/\\([{}<])/g, '$1');
}
/** Text typed into a component's text field, written so that MDX reads { } < as characters. */
export function escapeChildren(text: string): string {
  return text.replace(/(\\*)([{}<])/g, (_, slashes: string, char: string) => (slashes.length % 2 ? `${slashes}${char}` : `${slashes}\\${char}`));
}

function componentBlock(node: MdastNode, text: string, gap: string): ComponentBlock | null {
  const element =
    node.type === 'mdxJsxFlowElement'
      ? node
      : node.type === 'paragraph' && node.children?.length === 1 && node.children[0]!.type === 'mdxJsxTextElement'
        ? node.children[0]!
        : null;
  if (!element || !element.name || !isMdxComponentName(element.name)) return null;
  if (start(element) !== start(node) || end(element) !== end(node)) return null;
  const spec: MdxComponentSpec = MDX_COMPONENTS[element.name];
  const known = Object.keys(spec.props.shape);
  const base = start(node);
  const attributes: AttributeLayout[] = [];
  for (const attribute of element.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || !attribute.name) return null;
    if (!known.includes(attribute.name) || attributes.some((a) => a.name === attribute.name)) return null;
    attributes.push({ name: attribute.name, start: start(attribute) - base, end: end(attribute) - base, value: attribute.value });
  }
  if (contains(element, INLINE_MDX)) return null;
  const tag = scanOpeningTag(text);
  if (!tag) return null;
  let children: ComponentLayout['children'] = null;
  if (!tag.selfClosing) {
    const closeStart = text.lastIndexOf(`</${element.name}`);
    if (closeStart < tag.end) return null;
    const inner = text.slice(tag.end, closeStart);
    children = { start: tag.end, end: closeStart, value: unescapeChildren(inner) };
  }
  if (spec.children === null && children && children.value.trim()) return null;
  return {
    id: newBlockId(),
    kind: 'component',
    gap,
    original: text,
    name: element.name,
    props: Object.fromEntries(attributes.map((a) => [a.name, a.value])),
    children: spec.children === null ? null : (children?.value ?? ''),
    layout: { attributes, openEnd: tag.selfClosing ? tag.end - 2 : tag.end - 1, children },
  };
}

/** The end of the opening tag (after `>`), skipping quoted attribute values. */
function scanOpeningTag(text: string): { end: number; selfClosing: boolean } | null {
  let quote = '';
  for (let i = 1; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '{') {
      return null;
    } else if (char === '>') {
      let j = i - 1;
      while (j > 0 && /\s/.test(text[j]!)) j--;
      return { end: i + 1, selfClosing: text[j] === '/' };
    }
  }
  return null;
}

/** An attribute as MDX reads it back: double quotes unless the value has some, entities for the rest. */
export function quoteAttribute(value: string): string {
  const escaped = value.replace(/&(?=[a-zA-Z0-9#]+;)/g, '&amp;');
  if (!escaped.includes('"')) return `"${escaped}"`;
  if (!escaped.includes("'")) return `'${escaped}'`;
  return `"${escaped.replace(/"/g, '&quot;')}"`;
}

/** A component written from scratch: props in its schema's order, text inside on the same line. */
export function componentSource(name: MdxComponentName, props: Record<string, string>, children: string | null): string {
  const spec: MdxComponentSpec = MDX_COMPONENTS[name];
  const attributes = Object.keys(spec.props.shape)
    .filter((key) => props[key] !== undefined && props[key] !== '')
    .map((key) => ` ${key}=${quoteAttribute(props[key]!)}`)
    .join('');
  return spec.children === null ? `<${name}${attributes} />` : `<${name}${attributes}>${escapeChildren(children ?? '')}</${name}>`;
}

/** The block's text now: as read when unchanged, else the read text with only the changed parts replaced. */
export function blockSource(block: BodyBlock): string {
  if (block.kind === 'locked') return block.original;
  if (block.kind === 'prose') return block.markdown;
  const layout = block.layout;
  if (!layout || block.original === null) return componentSource(block.name, block.props, block.children);
  const original = block.original;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const attribute of layout.attributes) {
    const value = block.props[attribute.name];
    if (value === attribute.value) continue;
    if (value === undefined || value === '') {
      // Removed with the space before it.
      let from = attribute.start;
      while (from > 0 && /\s/.test(original[from - 1]!)) from--;
      edits.push({ start: from, end: attribute.end, text: '' });
    } else {
      edits.push({ start: attribute.start, end: attribute.end, text: `${attribute.name}=${quoteAttribute(value)}` });
    }
  }
  const added = Object.keys(block.props).filter(
    (key) => block.props[key] !== undefined && block.props[key] !== '' && !layout.attributes.some((a) => a.name === key),
  );
  if (added.length) {
    let at = layout.openEnd;
    while (at > 0 && /\s/.test(original[at - 1]!)) at--;
    edits.push({ start: at, end: at, text: added.map((key) => ` ${key}=${quoteAttribute(block.props[key]!)}`).join('') });
  }
  if (layout.children && block.children !== null && block.children !== layout.children.value) {
    edits.push({ start: layout.children.start, end: layout.children.end, text: escapeChildren(block.children) });
  }
  if (!layout.children && block.children !== null && block.children !== '') {
    // A self-closing tag given text: written anew.
    return componentSource(block.name, block.props, block.children);
  }
  let text = original;
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return text;
}

export function serializeBody(model: BodyModel): string {
  return model.blocks.map((block) => block.gap + blockSource(block)).join('') + model.trailing;
}

/** Whether the block differs from what was read. */
export function isBlockEdited(block: BodyBlock): boolean {
  return block.original === null || blockSource(block) !== block.original;
}

/** A new block, separated from the one before it by a blank line. */
export function newComponentBlock(name: MdxComponentName): ComponentBlock {
  const spec: MdxComponentSpec = MDX_COMPONENTS[name];
  return { id: newBlockId(), kind: 'component', gap: '\n\n', original: null, name, props: {}, children: spec.children ? '' : null, layout: null };
}
export function newProseBlock(): ProseBlock {
  return { id: newBlockId(), kind: 'prose', gap: '\n\n', original: null, markdown: '' };
}

/** Blocks after inserting `block` at `index`; the first block's leading whitespace stays first. */
export function insertBlock(model: BodyModel, index: number, block: BodyBlock): BodyModel {
  const blocks = [...model.blocks];
  if (index === 0 && blocks[0]) {
    blocks[0] = { ...blocks[0], gap: '\n\n' };
    block = { ...block, gap: model.blocks[0]!.gap };
  } else if (blocks.length === 0) {
    block = { ...block, gap: model.trailing.startsWith('\n') ? '' : '\n' };
  }
  blocks.splice(index, 0, block);
  return { ...model, blocks };
}

export function removeBlock(model: BodyModel, index: number): BodyModel {
  const blocks = [...model.blocks];
  const [removed] = blocks.splice(index, 1);
  if (index === 0 && removed && blocks[0]) blocks[0] = { ...blocks[0], gap: removed.gap };
  return { ...model, blocks };
}

/** Swaps a block with its neighbour; each position keeps its whitespace. */
export function moveBlock(model: BodyModel, index: number, direction: -1 | 1): BodyModel {
  const other = index + direction;
  if (other < 0 || other >= model.blocks.length) return model;
  const blocks = [...model.blocks];
  const a = blocks[index]!;
  const b = blocks[other]!;
  blocks[index] = { ...b, gap: a.gap };
  blocks[other] = { ...a, gap: b.gap };
  return { ...model, blocks };
}

export function replaceBlock(model: BodyModel, index: number, block: BodyBlock): BodyModel {
  const blocks = [...model.blocks];
  blocks[index] = block;
  return { ...model, blocks };
}

export interface BlockIssue {
  blockId: string;
  /** 'children', a prop name, or '' for the block as a whole. */
  field: string;
  message: string;
}

/**
 * What is wrong with the blocks as they are: a component's props checked with its schema, its text
 * required, and every changed block read back by MDX to be sure it is what the editor meant.
 */
export function bodyIssues(model: BodyModel): BlockIssue[] {
  const issues: BlockIssue[] = [];
  for (const block of model.blocks) {
    if (block.kind === 'component') {
      const spec: MdxComponentSpec = MDX_COMPONENTS[block.name];
      const props = Object.fromEntries(Object.entries(block.props).filter(([, value]) => value !== ''));
      const result = spec.props.safeParse(props);
      if (!result.success) {
        for (const issue of result.error.issues) issues.push({ blockId: block.id, field: String(issue.path[0] ?? ''), message: `${block.name} ${issue.message}` });
      }
      if (spec.children?.required && !block.children?.trim()) {
        issues.push({ blockId: block.id, field: 'children', message: `${spec.children.label}: required` });
      }
    }
    if (block.kind !== 'locked' && isBlockEdited(block)) {
      const typed = block.kind === 'prose' ? block.markdown : (block.children ?? '');
      const code = codeLookingText(typed);
      const problem = code ?? rereadProblem(block);
      if (problem) issues.push({ blockId: block.id, field: block.kind === 'component' ? 'children' : '', message: problem });
    }
  }
  return issues;
}

function rereadProblem(block: ProseBlock | ComponentBlock): string | null {
  const text = blockSource(block);
  if (block.kind === 'prose' && !text.trim()) return null;
  let tree: MdastNode;
  try {
    tree = parseMdx(text);
  } catch (error) {
    return `MDX cannot read this: ${(error as Error).message}`;
  }
  if (block.kind === 'prose') {
    const bad = (tree.children ?? []).find((node) => !PROSE_TYPES.has(node.type) || contains(node, NOT_PROSE));
    return bad ? 'This text would turn into code or HTML on the page: write { } < as \\{ \\} \\<' : null;
  }
  const reread = parseBody(text);
  const only = reread.blocks[0];
  if (reread.blocks.length !== 1 || only?.kind !== 'component' || only.name !== block.name) {
    return `The ${block.name} would not read back as one ${block.name}`;
  }
  const expected = Object.fromEntries(Object.entries(block.props).filter(([, value]) => value !== ''));
  const same =
    JSON.stringify(Object.entries(only.props).sort()) === JSON.stringify(Object.entries(expected).sort()) &&
    (block.children ?? '') === (only.children ?? '');
  return same ? null : `The ${block.name} would not read back as typed`;
}

/** Text in code spans (`…`) and fenced code, which shows as code and is left alone. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^ {0,3}(`{3,}|~{3,})[\s\S]*?^ {0,3}\1[^\n]*$/gm, ' ').replace(/(`+)[\s\S]*?\1/g, ' ');
}

/** A tag as MDX or HTML writes one: `<Tooth size="big" />`, `<div>`, `</em>`. */
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/;
const EXPRESSION = /\{[^{}\n]*\}/;
const COPY_TOKEN = /\{\{\s*[A-Za-z]+\s*\}\}/;

/**
 * Why typed text is not what it looks like, or null. The editor writes `{`, `}` and `<` so that
 * MDX shows them as characters, so a component tag, an {expression} or HTML typed into a
 * paragraph would be published as its own source text: it is flagged at the block instead.
 */
export function codeLookingText(markdown: string): string | null {
  // Read as the page shows it: Markdown's backslash escapes (the editor's \\<, \\{, \\=…) taken off.
  const text = withoutCode(markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1'));
  const token = COPY_TOKEN.exec(text)?.[0];
  if (token) return `${token} is a copy token: tokens work in the fields, not in the prose, where it would show as typed. Write the words instead.`;
  const code = TAG.exec(text)?.[0] ?? EXPRESSION.exec(text)?.[0];
  if (!code) return null;
  const name = /^<\/?([A-Za-z][\w.]*)/.exec(code)?.[1];
  const component = name && isMdxComponentName(name) ? ` (to show a ${name}, add a ${name} block)` : '';
  return `This looks like code, which the page would show as typed: ${code.length > 60 ? `${code.slice(0, 57)}…` : code}. Use a component block${component} or remove it.`;
}

/** The block that holds the character at `offset` of the body as written, or null. */
export function blockAtOffset(model: BodyModel, offset: number): BodyBlock | null {
  let at = 0;
  for (const block of model.blocks) {
    at += block.gap.length;
    const end = at + blockSource(block).length;
    if (offset < end) return block;
    at = end;
  }
  return model.blocks.at(-1) ?? null;
}

/**
 * The code in a body: imports and exports, {expressions}, HTML, components the site does not
 * have, and a component's {expression} props, each as written (whitespace aside). What the
 * editor's blocks change (prose, and the site's components with plain text props) is not code.
 * A body MDX cannot read is all code.
 */
export function codeParts(body: string): string[] {
  let tree: MdastNode;
  try {
    tree = parseMdx(body);
  } catch {
    return [body.trim()];
  }
  const parts: string[] = [];
  const source = (node: MdastNode) => body.slice(start(node), end(node)).replace(/\s+/g, ' ').trim();
  const visit = (node: MdastNode) => {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        parts.push(source(node));
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (!node.name || !isMdxComponentName(node.name)) {
          parts.push(source(node));
          return;
        }
        const expressionProps = (node.attributes ?? []).filter((attribute) => attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value === 'object'));
        if (expressionProps.length) parts.push(`<${node.name} ${expressionProps.map(source).join(' ')}>`);
        break;
      }
      case 'html':
        parts.push(source(node));
        return;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return parts.sort();
}

/**
 * The body of `text`, keeping the blocks of `candidates` (the file as read first, then the edit)
 * whose place and text are the same: their ids and state stay, so an undo of one change leaves
 * the other blocks as they are, and a body back as read is the file's own blocks again.
 */
export function bodyOfText(text: string, ...candidates: readonly BodyModel[]): BodyModel {
  const parsed = parseBody(text);
  const used = new Set<BodyBlock>();
  const blocks = parsed.blocks.map((block) => {
    const source = blockSource(block);
    for (const model of candidates) {
      const same = model.blocks.find((candidate) => !used.has(candidate) && candidate.gap === block.gap && blockSource(candidate) === source);
      if (same) {
        used.add(same);
        return same;
      }
    }
    return block;
  });
  return { blocks, trailing: parsed.trailing };
}
