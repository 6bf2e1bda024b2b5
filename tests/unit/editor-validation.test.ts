/**
 * The browser editor checks a file as the build does (src/editor/core/validation.ts): the industry
 * schema's own messages at the field, and the checks across files at the field they name. Its
 * forms come from the same schema (form-schema.ts), limits included; and new, renamed and retired
 * files follow docs/editing.md (lifecycle.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openIndustryFile } from '~/editor/core/document';
import { formSchemaOf, emptyValueOf, titleFromKey } from '~/editor/core/form-schema';
import { readFrontmatter } from '~/editor/core/frontmatter';
import { INDUSTRY_FOLDER, industryFilePath, splitIndustryFile } from '~/editor/core/industry-file';
import { copySource, renamedData, retireConsequences, templateSource } from '~/editor/core/lifecycle';
import {
  checkIndustryData,
  checkIndustrySource,
  editorIndustrySchema,
  imagePathForFile,
  imagePathFromFile,
  type CheckContext,
} from '~/editor/core/validation';
import { getAt, setAt } from '~/editor/core/values';
import { ICON_NAMES } from '~/lib/icons';
import { reservedPaths } from '~/lib/industry-registry';
import { checkMdxProps, MDX_COMPONENTS } from '~/lib/schemas/mdx-components';

const root = join(import.meta.dirname, '..', '..');
const folder = join(root, INDUSTRY_FOLDER);
const names = readdirSync(folder).filter((name) => name.endsWith('.mdx')).sort();
const sources = new Map(names.map((name) => [name, readFileSync(join(folder, name), 'utf8')]));
const assets = readdirSync(join(root, 'src/assets'), { recursive: true, encoding: 'utf8' }).map((file) => `src/assets/${file}`);
const reserved = [...reservedPaths(readdirSync(join(root, 'src/pages')), readdirSync(join(root, 'public')))];
const others = names.map((name) => ({ file: industryFilePath(name), data: readFrontmatter(splitIndustryFile(sources.get(name)!).frontmatter) }));
const schema = editorIndustrySchema(assets);
const context = (name: string): CheckContext => ({ file: industryFilePath(name), others, reserved, assets });
const lawyers = openIndustryFile(sources.get('lawyers.mdx')!);

function issuesAfter(path: (string | number)[], value: unknown, name = 'lawyers.mdx') {
  return checkIndustryData(schema, setAt(lawyers.data, path, value), context(name)).issues;
}

describe('checks of an edited file', () => {
  it.each(names)('%s passes as it is', (name) => {
    expect(checkIndustrySource(sources.get(name)!, { name, others, reserved, assets })).toEqual({ fields: [], body: [] });
  });

  it('refuses a 39-character summary with the schema\'s message, at the field', () => {
    expect(issuesAfter(['summary'], 'x'.repeat(39))).toEqual([{ path: ['summary'], message: 'Too small: expected string to have >=40 characters' }]);
  });

  it('gives a slug with spaces and capitals the build\'s message', () => {
    const [issue] = issuesAfter(['slug'], 'Law Firms');
    expect(issue?.path).toEqual(['slug']);
    expect(issue?.message).toBe(schema.shape.slug.safeParse('Law Firms').error?.issues[0]?.message);
    expect(issue?.message).toMatch(/lowercase letters and digits/);
  });

  it('flags a comparison row with the wrong number of values at that row', () => {
    const local = openIndustryFile(sources.get('local-businesses.mdx')!);
    const rows = getAt(local.data, ['comparison', 'rows']) as { values: string[] }[];
    const data = setAt(local.data, ['comparison', 'rows', 2, 'values'], rows[2]!.values.slice(1));
    const issues = checkIndustryData(schema, data, context('local-businesses.mdx')).issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toEqual(['comparison', 'rows', 2, 'values']);
    expect(issues[0]!.message).toMatch(/has \d values for \d columns/);
  });

  it('refuses a fourth review emphasis and a sixth guide item', () => {
    expect(issuesAfter(['review', 'emphasis'], ['trust', 'seo', 'mobile', 'content'])[0]?.path).toEqual(['review', 'emphasis']);
    const items = getAt(lawyers.data, ['guide', 'items']) as unknown[];
    expect(issuesAfter(['guide', 'items'], [...items, items[0]])[0]?.message).toBe('A quick-win guide has exactly five items');
  });

  it('names an image that is not in src/assets', () => {
    const [issue] = issuesAfter(['beforeAfter', 0, 'afterImage'], '../../assets/nowhere.png');
    expect(issue?.path).toEqual(['beforeAfter', 0, 'afterImage']);
    expect(imagePathFromFile('../../assets/before-after/a.png')).toBe('src/assets/before-after/a.png');
    expect(imagePathForFile('src/assets/before-after/a.png')).toBe('../../assets/before-after/a.png');
  });

  it('reports clashes with other files at the field, naming the other file', () => {
    const copy = 'law-firms.mdx';
    const issues = checkIndustryData(schema, lawyers.data, context(copy)).issues;
    const fields = issues.map((issue) => issue.path.join('.'));
    expect(fields).toContain('slug');
    expect(fields).toContain('vanityAliases.0');
    expect(fields).toContain('seo.title');
    expect(fields).toContain('guide.description');
    expect(issues.find((issue) => issue.path[0] === 'slug')?.message).toMatch(/already the slug of src\/content\/industries\/lawyers\.mdx/);
    expect(issuesAfter(['slug'], 'about')[0]?.message).toMatch(/src\/pages\/about\.astro/);
  });
});

describe('the form schema', () => {
  const form = formSchemaOf(schema);
  const field = (...path: string[]) => path.reduce((node, key) => node.properties![key]!, form);

  it('has every field of the schema, with its description as help and a title', () => {
    expect(Object.keys(form.properties!)).toEqual(Object.keys(schema.shape));
    expect(field('summary').description).toBe(schema.shape.summary.description);
    expect(field('menu', 'order').title).toBe('Order');
    expect(titleFromKey('primaryCtaText')).toBe('Primary CTA text');
  });

  it('puts back the limits a pipe checks after its transform', () => {
    expect(field('summary')).toMatchObject({ type: 'string', minLength: 40, maxLength: 160 });
  });

  it('has enums as choices, list limits, and no default the form would write', () => {
    expect(field('icon').enum).toEqual([...ICON_NAMES]);
    expect(field('review', 'emphasis')).toMatchObject({ minItems: 1, maxItems: 3 });
    expect(field('guide', 'items')).toMatchObject({ minItems: 5, maxItems: 5 });
    expect(JSON.stringify(form)).not.toContain('"default"');
    expect(field('menu', 'header').description).toMatch(/Left out, it is on/);
    expect(field('beforeAfter').items!.properties!.beforeImage!['x-editor-widget']).toBe('image');
  });

  it('describes each body component from the schema the component checks its props with', () => {
    for (const [name, spec] of Object.entries(MDX_COMPONENTS)) {
      expect(Object.keys(formSchemaOf(spec.props).properties ?? {}), name).toEqual(Object.keys(spec.props.shape));
    }
    expect(() => checkMdxProps('Stat', { value: '', label: 'x' })).toThrow('<Stat value="" label="x">: needs a value');
    expect(() => checkMdxProps('CtaButton', { href: 'https://example.com' })).toThrow(/the href is a path on this site/);
    expect(() => checkMdxProps('Note', { titel: 'x' })).toThrow(/Note has no prop "titel"/);
  });
});

describe('new, renamed and retired files', () => {
  it('starts a new file from the template with every required field, empty', () => {
    const template = openIndustryFile(templateSource(schema));
    expect(Object.keys(template.data as object)).toEqual(formSchemaOf(schema).required);
    expect(template.body.blocks).toEqual([]);
    expect(emptyValueOf(formSchemaOf(schema).properties!.guide!)).toMatchObject({ items: Array.from({ length: 5 }, () => expect.any(Object)) });
  });

  it('copies a file with the fields that must be unique cleared, so the copy clashes with nothing', () => {
    const { source, cleared } = copySource(schema, sources.get('lawyers.mdx')!, 'dentists.mdx', { others, reserved, assets });
    expect(cleared.sort()).toEqual(['guide.description', 'guide.title', 'seo.description', 'seo.title', 'slug', 'vanityAliases']);
    const copy = openIndustryFile(source);
    expect(getAt(copy.data, ['slug'])).toBe('');
    expect(getAt(copy.data, ['vanityAliases'])).toEqual([]);
    expect(getAt(copy.data, ['hero'])).toEqual(getAt(lawyers.data, ['hero']));
    const filled = setAt(setAt(copy.data, ['slug'], 'dentists'), ['seo', 'title'], 'Dentist websites that fill the book');
    const issues = checkIndustryData(schema, filled, context('dentists.mdx')).issues.map((issue) => issue.path.join('.'));
    expect(issues.sort()).toEqual(['guide.description', 'guide.title', 'seo.description']);
  });

  it('renames with the old address kept as an alias', () => {
    const data = renamedData(lawyers.data, 'law-firms-and-attorneys');
    expect(getAt(data, ['slug'])).toBe('law-firms-and-attorneys');
    expect(getAt(data, ['vanityAliases'])).toEqual([...(getAt(lawyers.data, ['vanityAliases']) as string[]), '/lawyers']);
  });

  it('lists what disappears with a retired file', () => {
    const output = checkIndustryData(schema, lawyers.data, context('lawyers.mdx')).output;
    const list = retireConsequences(output, 'lawyers.mdx').map((item) => item.where);
    expect(list).toEqual(expect.arrayContaining(['/lawyers', '/guides/lawyers-quick-wins', '/downloads/lawyers-quick-wins.pdf', '/ai-feedback']));
    expect(list).toContain((getAt(lawyers.data, ['vanityAliases']) as string[]).join(', '));
  });
});
