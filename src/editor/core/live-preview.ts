/**
 * The live preview's pure parts, shared by the dev server (which renders a draft with the site's
 * own pages) and the editor app (which shows it and links it to the form):
 *
 * - which collection a content file feeds, and which page of the dev server shows its draft;
 * - the pictures a draft names (paths as written, relative to the file), to resolve them as the
 *   loaders do;
 * - the texts of a draft by field path, to find the field an element of the page shows (a click
 *   in the preview) and the element that shows a field (focus in the form).
 */
import { PAGE_FILES, type PageFiles } from '../../lib/schemas/pages.ts';
import { projectPathOf } from '../../lib/content-check.ts';
import { isYamlPath, textFileAt } from '../../lib/content-files.ts';
import { guidePath } from '../../lib/industry-registry.ts';
import { contentFileOf } from './industry-file.ts';
import { IMAGE_EXTENSIONS } from './store.ts';
import type { FieldPath } from './frontmatter.ts';

/** What a file's draft feeds: its collection, and whether the file is a list of entries or one entry. */
export interface DraftTarget {
  collection: string;
  list: boolean;
}

const PAGE_FILE_COLLECTIONS = new Map<string, keyof PageFiles>(Object.entries(PAGE_FILES).map(([key, { file }]) => [file, key as keyof PageFiles]));

/** The collection a content file of the editor feeds (src/content.config.ts), or null for a file the editor does not open. */
export function draftTargetOf(path: string): DraftTarget | null {
  const file = contentFileOf(path);
  if (!file) return null;
  if (file.kind === 'industry') return { collection: 'industries', list: false };
  if (file.kind === 'portfolio') return { collection: 'portfolio', list: false };
  const pageFile = PAGE_FILE_COLLECTIONS.get(path);
  if (pageFile) return { collection: pageFile, list: false };
  if (path.startsWith('src/content/legal/')) return { collection: 'legal', list: false };
  // The other YAML files are collections named after the file (faq.yaml: faq; pricing.yaml: the one entry of pricing).
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '');
  return { collection: name, list: isYamlPath(path) && textFileAt(path)?.kind === 'list' };
}

/**
 * The page of the dev server that shows a file's draft: an industry file's own page (or its guide
 * page), routed by the slug it is saved under; a file not saved yet borrows the route of a saved
 * one (`anySavedSlug`), which renders the draft in its place. Null when no single page shows it.
 */
export function draftPageOf(path: string, options: { savedSlug: string | null; anySavedSlug: string | null; guide: boolean }): string | null {
  const file = contentFileOf(path);
  if (!file) return null;
  if (file.kind === 'industry') {
    const slug = options.savedSlug ?? options.anySavedSlug;
    if (!slug) return null;
    return options.guide ? guidePath(slug) : `/${slug}`;
  }
  if (file.kind === 'portfolio') return null;
  return textFileAt(path)?.page ?? null;
}

/** Each picture a draft names: the value as written and its project path (src/assets/…). */
export function picturesOf(data: unknown, filePath: string): Array<{ written: string; path: string }> {
  const found = new Map<string, string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (!IMAGE_EXTENSIONS.test(value) || /^[a-z]+:/i.test(value) || value.startsWith('/')) return;
      const path = projectPathOf(value, filePath);
      if (path?.startsWith('src/assets/')) found.set(value, path);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(data);
  return [...found].map(([written, path]) => ({ written, path }));
}

/** The draft with each picture path replaced by what `pictures` gives for it (the image's metadata), as the loaders give it. */
export function withPictures(data: unknown, pictures: ReadonlyMap<string, unknown>): unknown {
  if (typeof data === 'string') return pictures.has(data) ? pictures.get(data) : data;
  if (Array.isArray(data)) return data.map((item) => withPictures(item, pictures));
  // Plain objects only: a date (a legal page's `updated`) is kept as the schema made it.
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withPictures(value, pictures)]));
  }
  return data;
}

/** A text as the page shows it, to compare: markdown emphasis and links unwrapped, spaces collapsed, case ignored. */
export function comparableText(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A field's text as the page shows it. */
export interface FieldText {
  path: FieldPath;
  text: string;
}

/** Texts shorter than this say too little to tell their field (a "Yes", a price). */
const MIN_FIELD_TEXT = 4;

/**
 * Every text field of a draft with the text a page would show for it (comparable), in the form's
 * order. Paths, slugs, addresses and pictures are left out: a visitor does not read them as text.
 */
export function fieldTextsOf(data: unknown, at: FieldPath = []): FieldText[] {
  if (typeof data === 'string') {
    if (IMAGE_EXTENSIONS.test(data) || /^(https?:|mailto:|tel:|\/|#)/.test(data) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(data)) return [];
    const text = comparableText(data);
    return text.length >= MIN_FIELD_TEXT ? [{ path: at, text }] : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => fieldTextsOf(item, [...at, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => fieldTextsOf(value, [...at, key]));
  return [];
}

/**
 * The field an element of the page shows, from its text: the field whose text is the element's
 * whole text, else the field of which it is a part long enough to tell (a paragraph of several),
 * else the longest field text it holds that makes at least half of it (a heading with a filled
 * slot around it), else null. `fields` in the form's order: the first of equal texts wins.
 */
export function fieldOfText(fields: readonly FieldText[], shown: string): FieldPath | null {
  const text = comparableText(shown);
  if (text.length < MIN_FIELD_TEXT) return null;
  const exact = fields.find((field) => field.text === text);
  if (exact) return exact.path;
  // A part of a longer field (one paragraph of several): the field that holds it, if it says enough to tell.
  if (text.length >= 20) {
    const holder = fields.find((field) => field.text.includes(text));
    if (holder) return holder.path;
  }
  let best: FieldText | null = null;
  for (const field of fields) {
    // A field's text shown with a token filled or a slot around it: the element's text contains it whole.
    if (text.includes(field.text) && field.text.length * 2 >= text.length && (!best || field.text.length > best.text.length)) best = field;
  }
  return best?.path ?? null;
}

/** Whether an element's text shows the field's text (the element to scroll to when the field has focus). */
export function showsField(field: FieldText, shown: string): boolean {
  const text = comparableText(shown);
  return text === field.text || (text.includes(field.text) && field.text.length * 2 >= text.length);
}

/** The field path the form's ids are made of: `hero.headline`, `faqs.2.q`. */
export function fieldPathKey(path: FieldPath): string {
  return path.join('.');
}
