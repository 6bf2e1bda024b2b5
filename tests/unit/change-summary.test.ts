/**
 * What a pull request of the editor on the live site is titled: the page, then the fields that
 * differ between the two file texts (the server computes it, whatever the browser says).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFields, editTitle, listFields, summarizeChange } from '~/editor/core/change-summary';
import { formSchemaOf, labelOfPath } from '~/editor/core/form-schema';
import { editorSchemaFor } from '~/editor/core/validation';

const lawyers = readFileSync(join(import.meta.dirname, '../../src/content/industries/lawyers.mdx'), 'utf8');

describe('the summary of a change', () => {
  it('names the page by its slug and the fields by their path, then the prose', () => {
    const edited = lawyers.replace(/^ {2}headline: ".*"$/m, '  headline: "New"').replace('order: 1', 'order: 2') + '\nOne more paragraph.\n';
    const summary = summarizeChange('lawyers.mdx', lawyers, edited);
    expect(summary).toEqual({ page: '/lawyers', fields: ['menu.order', 'hero.headline', 'prose'] });
    expect(editTitle(summary)).toBe('Edit /lawyers: menu.order, hero.headline and prose');
  });

  it('titles a pull request with the fields as the form labels them', () => {
    const edited = lawyers.replace(/^ {2}headline: ".*"$/m, '  headline: "New"').replace('order: 1', 'order: 2') + '\nOne more paragraph.\n';
    const formSchema = formSchemaOf(editorSchemaFor('src/content/industries/lawyers.mdx'));
    const label = (path: string) => labelOfPath(formSchema, path.split('.'));
    expect(editTitle(summarizeChange('lawyers.mdx', lawyers, edited), formSchema)).toBe(`Edit /lawyers: ${label('menu.order')}, ${label('hero.headline')} and Prose`);
    expect(label('hero.headline')).toBe('Top of the page (hero) › Headline');
  });

  it('names a list as a whole, and counts the fields past three', () => {
    expect(changedFields({ a: [1], b: { c: 1, d: 2 } }, { a: [2], b: { c: 1, d: 3 } })).toEqual(['a', 'b.d']);
    expect(listFields(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
  });

  it('titles a file with no change, or a new file, by its page alone', () => {
    expect(editTitle(summarizeChange('lawyers.mdx', lawyers, lawyers))).toBe('Edit /lawyers');
    expect(summarizeChange('lawyers.mdx', null, lawyers)).toEqual({ page: '/lawyers', fields: [] });
  });
});
