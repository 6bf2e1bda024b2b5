/**
 * The editor's three-way merge (src/editor/core/merge.ts): an edit made while someone else saved
 * the same file keeps both changes where they touch different fields or paragraphs, and asks only
 * for a field both changed differently. Written onto the other save's text, which keeps its bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeBody } from '~/editor/core/body';
import { openIndustryFile } from '~/editor/core/document';
import { INDUSTRY_FOLDER } from '~/editor/core/industry-file';
import { mergeEdits, mergeFile } from '~/editor/core/merge';
import { paragraphChanges, paragraphsOf } from '~/editor/core/paragraphs';
import { getAt, setAt } from '~/editor/core/values';

const lawyers = readFileSync(join(import.meta.dirname, '..', '..', INDUSTRY_FOLDER, 'lawyers.mdx'), 'utf8');
const base = openIndustryFile(lawyers);
const bodyOf = (source: string) => openIndustryFile(source).parts.body;
const replaced = (source: string, from: string, to: string) => {
  expect(source).toContain(from);
  return source.replace(from, to);
};

describe('mergeEdits: fields', () => {
  const data = { hero: { headline: 'A', subheadline: 'B' }, faqs: [{ q: 'one', a: '1' }, { q: 'two', a: '2' }], slug: 'x' };
  const side = (change: (value: unknown) => unknown) => ({ data: change(data), body: '' });
  const baseSide = { data, body: '' };

  it('takes each side’s change of a field the other left alone', () => {
    const merged = mergeEdits(baseSide, side((d) => setAt(d, ['hero', 'headline'], 'Mine')), side((d) => setAt(d, ['hero', 'subheadline'], 'Theirs')));
    expect(merged.conflicts).toEqual([]);
    expect(merged.fields()).toEqual({ ...data, hero: { headline: 'Mine', subheadline: 'Theirs' } });
    expect(merged.mine).toEqual([['hero', 'headline']]);
    expect(merged.theirs).toEqual([['hero', 'subheadline']]);
  });

  it('takes the same change on both sides once, without asking', () => {
    const both = side((d) => setAt(d, ['hero', 'headline'], 'Same'));
    const merged = mergeEdits(baseSide, both, both);
    expect(merged.conflicts).toEqual([]);
    expect(getAt(merged.fields(), ['hero', 'headline'])).toBe('Same');
  });

  it('asks only for a field both changed differently, and writes the side chosen', () => {
    const merged = mergeEdits(
      baseSide,
      side((d) => setAt(setAt(d, ['hero', 'headline'], 'Mine'), ['slug', ], 'x')),
      side((d) => setAt(setAt(d, ['hero', 'headline'], 'Theirs'), ['hero', 'subheadline'], 'T')),
    );
    expect(merged.conflicts).toEqual([{ id: 'field:hero.headline', path: ['hero', 'headline'], kind: 'field', base: 'A', mine: 'Mine', theirs: 'Theirs' }]);
    expect(getAt(merged.fields(), ['hero', 'headline'])).toBe('Theirs');
    expect(merged.fields({ 'field:hero.headline': 'mine' })).toEqual({ ...data, hero: { headline: 'Mine', subheadline: 'T' } });
  });

  it('merges a list item by item while its items stay in place', () => {
    const merged = mergeEdits(baseSide, side((d) => setAt(d, ['faqs', 0, 'a'], 'first')), side((d) => setAt(d, ['faqs', 1, 'q'], 'second')));
    expect(merged.conflicts).toEqual([]);
    expect(merged.fields()).toEqual({ ...data, faqs: [{ q: 'one', a: 'first' }, { q: 'second', a: '2' }] });
  });

  it('keeps a list one side added to while the other left it alone', () => {
    const added = side((d) => setAt(d, ['faqs', 2], { q: 'three', a: '3' }));
    const merged = mergeEdits(baseSide, added, side((d) => setAt(d, ['slug'], 'y')));
    expect(merged.conflicts).toEqual([]);
    expect(getAt(merged.fields(), ['faqs', 2, 'q'])).toBe('three');
    expect(getAt(merged.fields(), ['slug'])).toBe('y');
  });

  it('asks for a whole list when one side added or removed items and the other changed one', () => {
    const removed = side((d) => setAt(d, ['faqs'], [data.faqs[1]]));
    const merged = mergeEdits(baseSide, removed, side((d) => setAt(d, ['faqs', 0, 'a'], 'changed')));
    expect(merged.conflicts.map((conflict) => conflict.path)).toEqual([['faqs']]);
  });
});

describe('mergeEdits: prose by paragraph', () => {
  const body = '\nFirst paragraph.\n\nSecond paragraph.\n\nThird paragraph.\n';
  const sides = (mine: string, theirs: string) => mergeEdits({ data: {}, body }, { data: {}, body: mine }, { data: {}, body: theirs });

  it('takes paragraphs changed on one side each', () => {
    const merged = sides(body.replace('First', 'My first'), body.replace('Third', 'Their third'));
    expect(merged.conflicts).toEqual([]);
    expect(merged.body()).toBe('\nMy first paragraph.\n\nSecond paragraph.\n\nTheir third paragraph.\n');
  });

  it('keeps a paragraph added on one side and one removed on the other', () => {
    const merged = sides(body.replace('Third paragraph.', 'Third paragraph.\n\nA fourth.'), body.replace('Second paragraph.\n\n', ''));
    expect(merged.conflicts).toEqual([]);
    expect(merged.body()).toBe('\nFirst paragraph.\n\nThird paragraph.\n\nA fourth.\n');
  });

  it('asks for a paragraph both changed differently', () => {
    const merged = sides(body.replace('Second', 'My second'), body.replace('Second', 'Their second'));
    expect(merged.conflicts).toMatchObject([{ kind: 'prose', path: ['prose', 2], base: 'Second paragraph.', mine: 'My second paragraph.', theirs: 'Their second paragraph.' }]);
    expect(merged.body()).toBe(body.replace('Second', 'Their second'));
    expect(merged.body({ [merged.conflicts[0]!.id]: 'mine' })).toBe(body.replace('Second', 'My second'));
  });

  it('lists the paragraphs changed, added and removed', () => {
    expect(paragraphChanges(body, body.replace('Second', 'New second').replace('Third paragraph.', 'Third paragraph.\n\nAdded.'))).toEqual([
      { at: 1, atAfter: 1, from: ['Second paragraph.'], to: ['New second paragraph.'] },
      { at: 3, atAfter: 3, from: [], to: ['Added.'] },
    ]);
    expect(paragraphsOf(body).paragraphs.map((paragraph) => paragraph.text)).toEqual(['First paragraph.', 'Second paragraph.', 'Third paragraph.']);
  });
});

describe('mergeFile: onto their text', () => {
  const theirSource = replaced(lawyers, 'order: 1\n', 'order:   1   # kept as they wrote it\n');
  const theirs = replaced(theirSource, '"Lawyers"\nicon', '"Law firms"\nicon');

  it('writes my field onto their text, keeping every byte of their save', () => {
    const mine = { data: setAt(base.data, ['hero', 'headline'], 'My headline'), body: serializeBody(base.body) };
    const merge = mergeFile(base, mine, theirs);
    expect(merge.result.conflicts).toEqual([]);
    const source = merge.compose();
    expect(source).toBe(replaced(theirs, 'headline: "A law firm website that earns trust before the first consultation"', 'headline: "My headline"'));
  });

  it('writes my prose paragraph beside their change of another', () => {
    const paragraphs = paragraphsOf(base.parts.body).paragraphs.filter((paragraph) => /^[A-Z]/.test(paragraph.text));
    expect(paragraphs.length).toBeGreaterThan(1);
    const [first, last] = [paragraphs[0]!.text, paragraphs.at(-1)!.text];
    const mineBody = replaced(base.parts.body, first, `${first} Mine.`);
    const theirsWithProse = replaced(theirs, last, `${last} Theirs.`);
    const source = mergeFile(base, { data: base.data, body: mineBody }, theirsWithProse).compose();
    expect(bodyOf(source)).toBe(replaced(bodyOf(theirsWithProse), first, `${first} Mine.`));
    expect(source.slice(0, source.indexOf(bodyOf(source)))).toBe(theirsWithProse.slice(0, theirsWithProse.indexOf(bodyOf(theirsWithProse))));
  });
});
