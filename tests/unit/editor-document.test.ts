/**
 * The browser editor's writer (src/editor/core): an industry file opened and written back keeps
 * every byte that was not edited. Runs over the real industry files, so a new file or a new way of
 * writing one is covered as soon as it exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  blockSource,
  insertBlock,
  moveBlock,
  newComponentBlock,
  parseBody,
  removeBlock,
  replaceBlock,
  serializeBody,
  type BodyModel,
  type ComponentBlock,
} from '~/editor/core/body';
import { composeIndustryFile, openIndustryFile, UnsafeWriteError, type IndustryDocument } from '~/editor/core/document';
import { assertOnlyTouchedLinesChanged, writeFrontmatter } from '~/editor/core/frontmatter';
import { INDUSTRY_FOLDER } from '~/editor/core/industry-file';
import { diffLines, mergeLines, splitLines } from '~/editor/core/line-diff';
import { mergeProse } from '~/editor/core/prose';
import { getAt, setAt } from '~/editor/core/values';
import { INDUSTRIES_DIR } from '~/loaders/industries';

const root = join(import.meta.dirname, '..', '..');
const folder = join(root, INDUSTRY_FOLDER);
const files = readdirSync(folder).filter((name) => name.endsWith('.mdx')).sort();
const read = (name: string) => readFileSync(join(folder, name), 'utf8');

/** Lines that differ between two texts: [removed, added]. */
function changedLines(before: string, after: string): [string[], string[]] {
  const a = splitLines(before);
  const removed: string[] = [];
  const added: string[] = [];
  for (const change of diffLines(a, splitLines(after))) {
    removed.push(...a.slice(change.start, change.start + change.deleted));
    added.push(...change.inserted);
  }
  return [removed, added];
}

function edit(document: IndustryDocument, path: (string | number)[], value: unknown): string {
  return composeIndustryFile(document, setAt(document.data, path, value), document.body).source;
}

describe('the industry files the editor opens', () => {
  it('are the loader\'s folder', () => {
    expect(INDUSTRY_FOLDER).toBe(INDUSTRIES_DIR);
    expect(files.length).toBeGreaterThanOrEqual(7);
  });

  it.each(files)('%s: opened and written back unchanged is the same bytes', (name) => {
    const source = read(name);
    const document = openIndustryFile(source);
    expect(composeIndustryFile(document, structuredClone(document.data), document.body).source).toBe(source);
    // The YAML printer itself reproduces the file, so edits never fall back to the line merge.
    expect(writeFrontmatter(document.parts.frontmatter, setAt(document.data, ['__probe'], 1)).text).toContain(document.parts.frontmatter.trimEnd());
  });

  it.each(files)('%s: a new menu.order changes that one line', (name) => {
    const document = openIndustryFile(read(name));
    const order = getAt(document.data, ['menu', 'order']) as number;
    const [removed, added] = changedLines(document.source, edit(document, ['menu', 'order'], order + 40));
    expect(removed).toEqual([`  order: ${order}\n`]);
    expect(added).toEqual([`  order: ${order + 40}\n`]);
  });
});

describe('frontmatter edits', () => {
  const document = openIndustryFile(read('lawyers.mdx'));

  it('keep the quoting of the edited string and of everything else', () => {
    const [removed, added] = changedLines(document.source, edit(document, ['hero', 'headline'], 'He said "hello" – ok'));
    expect(removed).toHaveLength(1);
    expect(added).toEqual(['  headline: "He said \\"hello\\" – ok"\n']);
  });

  it('keep a flow list in its form', () => {
    const aliases = getAt(document.data, ['vanityAliases']) as string[];
    const [, added] = changedLines(document.source, edit(document, ['vanityAliases'], [...aliases, '/counsel']));
    expect(added).toEqual([`vanityAliases: [${[...aliases, '/counsel'].map((a) => `"${a}"`).join(', ')}]\n`]);
  });

  it('add, remove and reorder list items touching only those items', () => {
    const proof = getAt(document.data, ['proof']) as string[];
    const [removed, added] = changedLines(document.source, edit(document, ['proof'], [proof[1], proof[0], ...proof.slice(2), 'New proof']));
    expect(added).toContain('  - "New proof"\n');
    expect(removed.length).toBeLessThanOrEqual(2);
    const [dropped] = changedLines(document.source, edit(document, ['proof'], proof.slice(1)));
    expect(dropped).toEqual([`  - "${proof[0]}"\n`]);
  });

  it('add an optional block in the file\'s string style, after the field before it', () => {
    const data = document.data as Record<string, unknown>;
    const entries = Object.entries(data);
    const at = entries.findIndex(([key]) => key === 'subProfessions') + 1;
    const next = Object.fromEntries([...entries.slice(0, at), ['roiVsRetainers', { title: 'T', body: 'B' }], ...entries.slice(at)]);
    const source = composeIndustryFile(document, next, document.body).source;
    const [removed, added] = changedLines(document.source, source);
    expect(removed).toEqual([]);
    expect(added).toEqual(['roiVsRetainers:\n', '  title: "T"\n', '  body: "B"\n']);
    expect(source.indexOf('roiVsRetainers')).toBeGreaterThan(source.indexOf('subProfessions'));
    expect(source.indexOf('roiVsRetainers')).toBeLessThan(source.indexOf('caseStudies'));
  });

  it('remove an optional block with exactly its own lines', () => {
    const local = openIndustryFile(read('local-businesses.mdx'));
    const { comparison, ...rest } = local.data as Record<string, unknown>;
    expect(comparison).toBeDefined();
    const [removed, added] = changedLines(local.source, composeIndustryFile(local, rest, local.body).source);
    expect(added).toEqual([]);
    expect(removed[0]).toBe('comparison:\n');
    expect(removed.slice(1).every((line) => line.startsWith('  '))).toBe(true);
    expect(removed.length).toBe(local.parts.frontmatter.split('\n').filter((_line, i, lines) => {
      const start = lines.indexOf('comparison:');
      const end = lines.findIndex((other, j) => j > start && /^\S/.test(other));
      return i >= start && i < end;
    }).length);
  });

  it('keep comments and a layout the YAML printer would write differently', () => {
    const text = '# the audience\nindustry:   "Lawyers"   # shown on the page\nmenu:\n  order: 1\n  label: \'Lawyers\'\n';
    const { text: written, touched } = writeFrontmatter(text, { industry: 'Lawyers', menu: { order: 2, label: 'Lawyers' } });
    expect(written).toBe(text.replace('order: 1', 'order: 2'));
    expect(touched).toEqual([['menu', 'order']]);
  });

  it('refuse a rewrite that changes a line no edit touched', () => {
    expect(() => assertOnlyTouchedLinesChanged('a: 1\nb: 2\n', 'a: 1\nb: 3\n', [['a']])).toThrow(/line 2/);
    expect(() => assertOnlyTouchedLinesChanged('a: 1\nb: 2\n', 'a: 1\nb: 3\n', [['b']])).not.toThrow();
  });
});

describe('line merge', () => {
  it('carries a change over to text laid out differently, and refuses one it cannot place', () => {
    expect(mergeLines('a\nb\nc\n', 'a\nB  \nc\n', 'a\nb\nC\n')).toBe('a\nB  \nC\n');
    expect(() => mergeLines('a\nb\nc\n', 'a\nB\nc\n', 'a\nx\nc\n')).toThrow();
  });
});

const STRANGE_BODY = `
Intro with **bold** text.

import { Chart } from './chart.js'

<Stat value="41%" label="more paid engagements" />

{new Date().getFullYear()}

<Chart/>

<div class="raw">Some <em>HTML</em></div>

<Note title="Good to know">Final *sign-off* stays with you.</Note>

<CtaButton>Tell us</CtaButton>
`;

describe('the body as blocks', () => {
  it('reads prose, the site\'s components and locked blocks, and writes them back byte for byte', () => {
    const body = parseBody(STRANGE_BODY);
    expect(body.blocks.map((block) => (block.kind === 'component' ? block.name : block.kind))).toEqual([
      'prose',
      'locked',
      'Stat',
      'locked',
      'locked',
      'locked',
      'Note',
      'CtaButton',
    ]);
    expect(serializeBody(body)).toBe(STRANGE_BODY);
  });

  it('changes only the edited prop when a component is edited, leaving locked blocks as they were', () => {
    const body = parseBody(STRANGE_BODY);
    const index = body.blocks.findIndex((block) => block.kind === 'component' && block.name === 'Stat');
    const stat = body.blocks[index] as ComponentBlock;
    const edited = replaceBlock(body, index, { ...stat, props: { ...stat.props, value: '52%' } });
    const [removed, added] = changedLines(STRANGE_BODY, serializeBody(edited));
    expect(removed).toEqual(['<Stat value="41%" label="more paid engagements" />\n']);
    expect(added).toEqual(['<Stat value="52%" label="more paid engagements" />\n']);
  });

  it('writes props and text MDX reads back as typed', () => {
    const body = parseBody(STRANGE_BODY);
    const index = body.blocks.findIndex((block) => block.kind === 'component' && block.name === 'Note');
    const note = body.blocks[index] as ComponentBlock;
    const edited = replaceBlock(body, index, { ...note, props: { title: 'Say "hi" & <go>' }, children: 'Costs {less} < more' });
    const text = blockSource(edited.blocks[index]!);
    expect(text).toBe('<Note title=\'Say "hi" & <go>\'>Costs \\{less\\} \\< more</Note>');
    const reread = parseBody(text).blocks[0] as ComponentBlock;
    expect(reread.props).toEqual({ title: 'Say "hi" & <go>' });
    expect(reread.children).toBe('Costs {less} < more');
  });

  it('adds, moves and removes blocks, keeping the whitespace of each position', () => {
    let body: BodyModel = parseBody('\nFirst.\n\n<Stat value="1" label="a" />\n');
    body = insertBlock(body, 2, { ...newComponentBlock('Stat'), props: { value: '2', label: 'b' } });
    expect(serializeBody(body)).toBe('\nFirst.\n\n<Stat value="1" label="a" />\n\n<Stat value="2" label="b" />\n');
    body = moveBlock(body, 2, -1);
    expect(serializeBody(body)).toBe('\nFirst.\n\n<Stat value="2" label="b" />\n\n<Stat value="1" label="a" />\n');
    body = removeBlock(body, 0);
    expect(serializeBody(body)).toBe('\n<Stat value="2" label="b" />\n\n<Stat value="1" label="a" />\n');
  });

  it('keeps the file\'s text for paragraphs the rich-text editor gave back unchanged', () => {
    const original = 'One *a*.\n\nTwo *b*.\n\nThree.';
    const baseline = 'One _a_.\n\nTwo _b_.\n\nThree.';
    expect(mergeProse(original, baseline, baseline)).toBe(original);
    expect(mergeProse(original, baseline, 'One _a_.\n\nTwo _b_ {x}.\n\nThree.')).toBe('One *a*.\n\nTwo _b_ \\{x\\}.\n\nThree.');
    expect(mergeProse(original, baseline, 'One _a_.\n\nThree.')).toBe('One *a*.\n\nThree.');
  });

  it.each(files)('%s: a Stat or Note edit changes only its line', (name) => {
    const document = openIndustryFile(read(name));
    const index = document.body.blocks.findIndex((block) => block.kind === 'component' && 'value' in block.props);
    if (index < 0) return;
    const stat = document.body.blocks[index] as ComponentBlock;
    const source = composeIndustryFile(document, document.data, replaceBlock(document.body, index, { ...stat, props: { ...stat.props, value: '99%' } })).source;
    const [removed, added] = changedLines(document.source, source);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0]!.replace(`value="${stat.props.value}"`, 'value="99%"')]);
  });
});

describe('writing is refused', () => {
  it('when the edited prose would not be valid MDX', () => {
    const document = openIndustryFile(read('lawyers.mdx'));
    const index = document.body.blocks.findIndex((block) => block.kind === 'prose');
    const prose = document.body.blocks[index]!;
    const broken = replaceBlock(document.body, index, { ...prose, kind: 'prose', markdown: 'A <broken tag' } as never);
    expect(() => composeIndustryFile(document, document.data, broken)).toThrow(UnsafeWriteError);
  });
});
