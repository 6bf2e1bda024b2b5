/**
 * The editor speaks to a person who does not write code: every problem in plain words that say
 * what to do, with the count where there is one; labels and help texts from the schema with no
 * code paths, file names or developer abbreviations; a problem named by its field's labels; and
 * no message on a field nobody has touched until a save is tried.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openIndustryFile } from '~/editor/core/document';
import { fieldChanges, sameFields, valueText } from '~/editor/core/change-summary';
import { INDUSTRY_FORM_ORDER, orderedKeys } from '~/editor/core/form-order';
import { formSchemaOf, labelOfPath, type JsonSchema } from '~/editor/core/form-schema';
import { industryFilePath } from '~/editor/core/industry-file';
import { isShown, pathOfFieldId, touch, type Touched } from '~/editor/core/shown-issues';
import { checkEdit, editorIndustrySchema, siteOf } from '~/editor/core/validation';
import { setAt } from '~/editor/core/values';
import { templateSource } from '~/editor/core/lifecycle';

const root = join(import.meta.dirname, '..', '..');
const lawyers = openIndustryFile(readFileSync(join(root, 'src/content/industries/lawyers.mdx'), 'utf8'));
const schema = editorIndustrySchema();
const form = formSchemaOf(schema);
const site = siteOf({ files: [], portfolio: [], reserved: [], assets: [], imageSizes: {} });
const FILE = industryFilePath('lawyers.mdx');

/** The messages at `path` after setting it to `value` in the lawyers' page. */
function messagesAt(path: (string | number)[], value: unknown): string[] {
  const data = setAt(lawyers.data, path, value);
  return checkEdit(site, { industries: [{ file: FILE, data, body: null }] }, FILE)
    .fields.filter((issue) => issue.path.join('.') === path.join('.'))
    .map((issue) => issue.message);
}

/** Zod's and JSON Schema's own words, which a person editing a page should never read. */
const DEVELOPER_WORDS = /expected|received|Too small|Too big|Invalid input|Invalid option|Unrecognized key|>=|<=|NaN|undefined|null/;

describe('the words of a problem', () => {
  it('says how many characters to write and how many there are so far', () => {
    expect(messagesAt(['summary'], 'x'.repeat(12))).toEqual(['Write at least 40 characters — 12 so far.']);
    expect(messagesAt(['seo', 'title'], 'x'.repeat(75))).toEqual(['Shorten it to at most 70 characters — 75 now.']);
  });

  it('says what to do for every kind of problem, never in Zod\'s words', () => {
    const cases: Array<[(string | number)[], unknown, RegExp]> = [
      [['hero', 'headline'], '', /^Write something here: it cannot be left empty\.$/],
      [['name'], null, /^Write something here/],
      [['proof'], ['Only one'], /^Add at least 3 items — 1 so far\.$/],
      [['review', 'emphasis'], ['speed', 'trust', 'seo', 'mobile'], /^Keep at most 3 items — 4 now: remove 1\.$/],
      [['menu', 'order'], 'three', /^Write a number/],
      [['menu', 'order'], 1.5, /^Write a whole number/],
      [['menu', 'header'], 'yes', /^Tick it or leave it unticked\.$/],
      [['founderCard'], 'boss', /^Choose one of: primary, secondary, value-first\.$/],
      [['testimonial'], undefined, /^Fill in this block/],
    ];
    for (const [path, value, expected] of cases) {
      const messages = messagesAt(path, value);
      expect(messages, path.join('.')).toHaveLength(1);
      expect(messages[0], path.join('.')).toMatch(expected);
      expect(messages[0], path.join('.')).not.toMatch(DEVELOPER_WORDS);
    }
    const unknown = checkEdit(site, { industries: [{ file: FILE, data: { ...(lawyers.data as object), colour: 'red' }, body: null }] }, FILE).fields;
    expect(unknown.filter((issue) => issue.path.length === 0)).toEqual([{ path: [], message: '"colour" is not a field of this page: remove it from the file.' }]);
  });

  it('keeps a message a field writes itself (the slug\'s form)', () => {
    expect(messagesAt(['slug'], 'Law Firms')[0]).toMatch(/lowercase letters and digits/);
  });

  it('leaves no Zod words anywhere on an empty new page', () => {
    const blank = openIndustryFile(templateSource(schema));
    const issues = checkEdit(site, { industries: [{ file: FILE, data: blank.data, body: null }] }, FILE).fields;
    expect(issues.length).toBeGreaterThan(20);
    for (const issue of issues) expect(issue.message, issue.path.join('.')).not.toMatch(DEVELOPER_WORDS);
  });
});

describe('labels and help texts', () => {
  const texts: Array<{ path: string; title: string | undefined; description: string | undefined }> = [];
  const walk = (node: JsonSchema, path: string) => {
    texts.push({ path, title: node.title, description: node.description });
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, path ? `${path}.${key}` : key);
    if (node.items) walk(node.items, `${path}[]`);
  };
  walk(form, '');

  it('name no code path, file, HTML tag or field key', () => {
    for (const { path, description } of texts) {
      if (!description) continue;
      expect(description, path).not.toMatch(/src\/|\.astro|\.mdx|\.\.\/|<\w+>|Meta description/);
      // A field's key path (`menu.label`), not a word or a site's name.
      const keyPaths = (description.match(/\b[a-z]+\.[a-z]\w*/g) ?? []).filter((match) => !['e.g', 'i.e', 'schema.org'].includes(match));
      expect(keyPaths, path).toEqual([]);
    }
  });

  it('spell labels out: no abbreviation a developer would write', () => {
    const labels = texts.map((text) => text.title).filter((title): title is string => Boolean(title));
    expect(labels.length).toBeGreaterThan(60);
    for (const label of labels) expect(label).not.toMatch(/\b(GTM|Src|Href|Alt|CTA|SEO|Q|A|Faqs?|Gtm|ROI)\b/);
  });

  it('name a problem\'s field by its labels in the form, items by their number', () => {
    const hero = form.properties!.hero!;
    expect(labelOfPath(form, ['hero', 'headline'])).toBe(`${hero.title} › ${hero.properties!.headline!.title}`);
    expect(labelOfPath(form, ['proof', 2])).toBe(`${form.properties!.proof!.title}, item 3`);
    expect(labelOfPath(form, ['faqs', 0, 'q'])).toBe(`${form.properties!.faqs!.title}, item 1 › Question`);
    expect(labelOfPath(form, [])).toBe('The page as a whole');
  });
});

describe('which problems show', () => {
  const none: Touched = { all: false, fields: new Set() };

  it('none on an untouched form; those of a touched field, its list or its items; all after a save was tried', () => {
    expect(isShown(['hero', 'headline'], none)).toBe(false);
    const typed = touch(none, pathOfFieldId('root_hero_headline'));
    expect(isShown(['hero', 'headline'], typed)).toBe(true);
    expect(isShown(['hero', 'subheadline'], typed)).toBe(false);
    expect(isShown(['hero', 'head'], typed)).toBe(false);
    const item = touch(none, pathOfFieldId('root_proof_2'));
    expect(isShown(['proof'], item)).toBe(true);
    expect(isShown(['proof', 2], item)).toBe(true);
    expect(isShown(['proof', 1], item)).toBe(false);
    expect(isShown([], typed)).toBe(false);
    expect(isShown([], { all: true, fields: new Set() })).toBe(true);
    expect(pathOfFieldId('root_faqs_0_q')).toEqual(['faqs', 0, 'q']);
  });
});

describe('the form\'s order', () => {
  it('names every field of the page once, the hero first', () => {
    expect([...INDUSTRY_FORM_ORDER].sort()).toEqual(Object.keys(schema.shape).sort());
    expect(orderedKeys(Object.keys(schema.shape))[0]).toBe('hero');
  });

  it('follows the sections of the industry page as the page lays them out', () => {
    const page = readFileSync(join(root, 'src/pages/[industry].astro'), 'utf8');
    const template = page.slice(page.indexOf('<IndustryHero'));
    const onThePage = INDUSTRY_FORM_ORDER.slice(0, INDUSTRY_FORM_ORDER.indexOf('name')).map((key) => ({
      key,
      at: key === 'founderCard' ? template.indexOf('founderCardOf(data)') : template.indexOf(`data.${key}`),
    }));
    for (const { key, at } of onThePage) expect(at, key).toBeGreaterThanOrEqual(0);
    expect(onThePage.map(({ key }) => key)).toEqual([...onThePage].sort((a, b) => a.at - b.at).map(({ key }) => key));
  });
});

describe('the list of changes before a save', () => {
  it('lists each changed field with its old and new value, in words', () => {
    const edited = setAt(setAt(lawyers.data, ['hero', 'headline'], 'A new headline'), ['menu', 'order'], 7);
    const changes = fieldChanges(lawyers.data, edited);
    expect(changes.map((change) => change.path.join('.'))).toEqual(['menu.order', 'hero.headline']);
    const headline = changes.find((change) => change.path.join('.') === 'hero.headline')!;
    expect(valueText(headline.after)).toBe('"A new headline"');
    expect(valueText(headline.before)).toBe(`"${(lawyers.data as { hero: { headline: string } }).hero.headline}"`);
    expect(valueText(undefined)).toBe('(empty)');
    expect(valueText(['/law', '/attorneys'])).toBe('"/law" · "/attorneys"');
    expect(valueText('x'.repeat(300))).toHaveLength(120);
    expect(fieldChanges(lawyers.data, lawyers.data)).toEqual([]);
  });
});

describe('a copy\'s fields still as in the page it copies', () => {
  it('lists the fields with the same words, not the empty ones or the switches, until they are changed', () => {
    const copy = setAt(setAt(lawyers.data, ['slug'], ''), ['hero', 'headline'], 'Dental practice websites');
    const same = sameFields(lawyers.data, copy);
    expect(same).toContain('testimonial.quote');
    expect(same).toContain('hero.subheadline');
    expect(same).toContain('guide.items');
    expect(same).not.toContain('hero.headline');
    expect(same).not.toContain('slug');
    expect(same).not.toContain('menu.order');
    expect(same).not.toContain('menu.header');
  });
});
