/**
 * What an edit changed, in the words a pull request's title and commit message use: the page
 * (its slug) and the fields whose values differ, by their path in the file (`hero.headline`,
 * `faqs`), with `prose` for the body. Computed from the two file texts, so the server names what
 * it commits, whatever the browser says.
 */
import { splitIndustryFile } from './industry-file.ts';
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
  return [prefix.length ? prefix.join('.') : 'fields'];
}

interface FileParts {
  data: unknown;
  body: string;
}

function partsOf(source: string | null): FileParts | null {
  if (source === null) return null;
  try {
    const parts = splitIndustryFile(source);
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
export function summarizeChange(name: string, before: string | null, after: string): ChangeSummary {
  const old = partsOf(before);
  const now = partsOf(after)!;
  const slug = getAt(now.data, ['slug']);
  const page = typeof slug === 'string' && slug ? `/${slug}` : name;
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

/** The title of a pull request that edits a page: `Edit /lawyers: hero.headline and seo.title`. */
export function editTitle(summary: ChangeSummary): string {
  return summary.fields.length ? `Edit ${summary.page}: ${listFields(summary.fields)}` : `Edit ${summary.page}`;
}
