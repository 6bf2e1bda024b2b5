/**
 * What an edit changed, in the words a pull request's title and commit message use: the page
 * (its slug) and the fields whose values differ, by their path in the file (`hero.headline`,
 * `faqs`), with `prose` for the body. Computed from the two file texts, so the server names what
 * it commits, whatever the browser says.
 */
import { parseBody } from './body.ts';
import { paragraphChanges, type ParagraphChange } from './paragraphs.ts';
import { labelOfPath, type JsonSchema } from './form-schema.ts';
import { splitContentFile } from './industry-file.ts';
import { priceChanges, PRICING_FILE, type PricedItems } from '../../lib/offers.ts';
import { textFileAt } from '../../lib/content-files.ts';
import { readFrontmatter } from './frontmatter.ts';
import { deepEqual, getAt, isPlainObject } from './values.ts';

/** How many field names a title lists before it counts the rest. */
const NAMED_FIELDS = 3;
/** Objects are named down to this depth (`hero.headline`); a list or a deeper value is named as a whole. */
const NAMED_DEPTH = 2;

/** The fields whose values differ between two frontmatters, in the order of the newer file. */
export function changedFields(before: unknown, after: unknown, prefix: readonly string[] = []): string[] {
  if (deepEqual(before, after)) return [];
  if (prefix.length < NAMED_DEPTH && isPlainObject(before) && isPlainObject(after)) {
    const keys = [...Object.keys(after), ...Object.keys(before).filter((key) => !Object.hasOwn(after, key))];
    return keys.flatMap((key) => changedFields(before[key], after[key], [...prefix, key]));
  }
  // A file that is a list of entries (the FAQ, the team): the entries changed, by their place, while none was added, removed or moved.
  if (prefix.length === 0 && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.flatMap((item, i) => changedFields(before[i], item, [String(i)]));
  }
  return [prefix.length ? prefix.join('.') : 'fields'];
}

/**
 * The fields of a copy still as in the page it was copied from, named as `changedFields` names
 * them (`hero.headline`, `testimonial`, `caseStudies`). Only words count: an empty field is to be
 * written anyway, and a switch or a number is no other page's text.
 */
export function sameFields(source: unknown, copy: unknown, prefix: readonly string[] = []): string[] {
  if (!isPlainObject(source) || !isPlainObject(copy)) return [];
  return Object.keys(source).flatMap((key) => {
    const path = [...prefix, key];
    const from = source[key];
    const now = copy[key];
    if (prefix.length + 1 < NAMED_DEPTH && isPlainObject(from) && isPlainObject(now)) return sameFields(from, now, path);
    return hasText(from) && deepEqual(from, now) ? [path.join('.')] : [];
  });
}

/** Whether a value holds words (a switch or a number alone is no other page's text). */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasText);
  if (isPlainObject(value)) return Object.values(value).some(hasText);
  return false;
}

/** A field an edit changed, with its value before and after. */
export interface FieldChange {
  path: string[];
  before: unknown;
  after: unknown;
}

/** The fields an edit changed (named as `changedFields` names them), each with its old and new value: what the editor lists before a save, with an undo each. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  return changedFields(before, after)
    .filter((field) => field !== 'fields')
    .map((field) => {
      const path = field.split('.');
      return { path, before: getAt(before, path), after: getAt(after, path) };
    });
}

/** How long a value is shown in the list of changes before it is cut. */
const SHOWN_CHARACTERS = 120;

/** A value as the list of changes shows it: text in quotes, a list's items, a block's fields, "(empty)" for nothing. */
export function valueText(value: unknown): string {
  const text = (item: unknown): string => {
    if (item === undefined || item === null || item === '') return '(empty)';
    if (typeof item === 'string') return `"${item}"`;
    if (Array.isArray(item)) return item.length ? item.map(text).join(' · ') : '(none)';
    if (isPlainObject(item)) return Object.values(item).filter((entry) => entry !== undefined).map(text).join(', ');
    if (typeof item === 'boolean') return item ? 'on' : 'off';
    return String(item as number);
  };
  const whole = text(value);
  return whole.length > SHOWN_CHARACTERS ? `${whole.slice(0, SHOWN_CHARACTERS - 1)}…` : whole;
}

interface FileParts {
  data: unknown;
  body: string;
}

function partsOf(source: string | null, path = 'file.mdx'): FileParts | null {
  if (source === null) return null;
  try {
    const parts = splitContentFile(path, source);
    return { data: readFrontmatter(parts.frontmatter), body: parts.body };
  } catch {
    return { data: null, body: source };
  }
}

export interface ChangeSummary {
  /** The page's address as the newer file names it (`/lawyers`), or the file name when it has no slug. */
  page: string;
  /** The changed fields, then `prose` when the body changed. */
  fields: string[];
}

/** What changed from `before` (null: a new file) to `after`, for the file `name`. */
export function summarizeChange(name: string, before: string | null, after: string, path?: string): ChangeSummary {
  const old = partsOf(before, path);
  const now = partsOf(after, path)!;
  const slug = getAt(now.data, ['slug']);
  const shownOn = path ? textFileAt(path)?.page : undefined;
  const page = typeof slug === 'string' && slug ? (path?.startsWith('src/content/portfolio/') ? `/case/${slug}` : `/${slug}`) : (shownOn ?? name);
  if (!old) return { page, fields: [] };
  const fields = changedFields(old.data, now.data);
  if (old.body !== now.body) fields.push('prose');
  return { page, fields };
}

/** `hero.headline, seo.title and 2 more` */
export function listFields(fields: readonly string[]): string {
  if (fields.length <= NAMED_FIELDS) return fields.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return `${fields.slice(0, NAMED_FIELDS).join(', ')} and ${fields.length - NAMED_FIELDS} more`;
}

/**
 * The title of a pull request (and its commits) that edits a page, its fields named as the form
 * labels them: `Edit /lawyers: Top of the page (hero) › Headline and Prose`. Without the file's form
 * schema, by their keys (`hero.headline`).
 */
export function editTitle(summary: ChangeSummary, formSchema?: JsonSchema): string {
  const named = formSchema ? summary.fields.map((field) => (field === 'prose' ? 'Prose' : fieldLabel(formSchema, field))) : summary.fields;
  return named.length ? `Edit ${summary.page}: ${listFields(named)}` : `Edit ${summary.page}`;
}

/** A field's label as the editor's form shows it (`Hero › Headline`), from the schema's titles. */
export function fieldLabel(formSchema: JsonSchema, path: string): string {
  return labelOfPath(formSchema, path.split('.'));
}

/** A run of the prose's paragraphs an edit changed, added or removed, with its text before and after. */
export interface ProseChange extends ParagraphChange {
  /** `Prose, paragraph 3`, `Prose, paragraphs 3–4`; for a component, its name too (`Prose, paragraph 5 (Stat)`). */
  label: string;
}

/** A paragraph in words: its text on one line; a component by its name and what it shows (`Stat: 41% · more …`), not its tag. */
function paragraphWords(text: string): string {
  const block = /^<[A-Z]/.test(text) ? parseBody(text).blocks[0] : undefined;
  if (block?.kind === 'component') return `${block.name}: ${[...Object.values(block.props), block.children ?? ''].filter(Boolean).join(' · ')}`;
  return text.replace(/\s+/g, ' ').trim();
}

/** Paragraphs as the list of changes shows them: one line each, joined by ¶. */
export function paragraphsText(paragraphs: readonly string[]): string {
  return paragraphs.length ? valueText(paragraphs.map(paragraphWords).join(' ¶ ')) : '(none)';
}

/** The prose's changes paragraph by paragraph (not the whole body): each run changed, added or removed. */
export function proseChanges(before: string, after: string): ProseChange[] {
  return paragraphChanges(before, after).map((change) => {
    // Where the paragraphs are now; removed ones, where they were.
    const count = Math.max(change.to.length, change.from.length, 1);
    const first = (change.to.length ? change.atAfter : change.at) + 1;
    const place = count === 1 ? `paragraph ${first}` : `paragraphs ${first}–${first + count - 1}`;
    const component = [...change.to, ...change.from].map((text) => /^<([A-Z]\w*)/.exec(text)?.[1]).find(Boolean);
    const what = !change.from.length ? ', added' : !change.to.length ? ' before, removed' : '';
    return { ...change, label: `Prose, ${place}${component ? ` (${component})` : ''}${what}` };
  });
}

/** A prose change as one line of a pull request's list: `Prose, paragraph 3: "old" → "new"`. */
export function proseChangeLine(change: ProseChange): string {
  if (!change.from.length) return `${change.label}: ${paragraphsText(change.to)}`;
  if (!change.to.length) return `${change.label}: ${paragraphsText(change.from)}`;
  return `${change.label}: ${paragraphsText(change.from)} → ${paragraphsText(change.to)}`;
}

/** What a change of a file did, by the labels the editor shows: its fields, then its prose paragraph by paragraph (old → new). */
export function changeLabels(formSchema: JsonSchema, before: string | null, after: string, path?: string): string[] {
  const old = partsOf(before, path);
  const now = partsOf(after, path)!;
  if (!old) return [];
  const prices = path === PRICING_FILE ? priceChanges((old.data ?? {}) as PricedItems, (now.data ?? {}) as PricedItems) : [];
  return [...prices, ...changedFields(old.data, now.data).map((field) => fieldLabel(formSchema, field)), ...proseChanges(old.body, now.body).map(proseChangeLine)];
}
