/**
 * Which problems the form shows: those of the fields an editor has touched (typed in, or left), and
 * every one once a save was tried. A blank new page is not a wall of messages before anything is
 * typed; a save still says everything that stands in its way.
 */
import type { FieldPath } from './issues.ts';

/** What has been touched in the open file, and whether a save was tried (then every problem shows). */
export interface Touched {
  all: boolean;
  /** Field paths, as `hero.headline`, `proof.2`. */
  fields: ReadonlySet<string>;
}

export const pathKey = (path: readonly (string | number)[]): string => path.join('.');

/** The form library's id of a field (`root_hero_headline`, `root_proof_2`) → its path. */
export function pathOfFieldId(id: string, prefix = 'root'): FieldPath {
  if (id !== prefix && !id.startsWith(`${prefix}_`)) return [];
  return id
    .slice(prefix.length + 1)
    .split('_')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`);

/**
 * Whether a problem at `path` shows: a save was tried, or a touched field is the problem's field,
 * holds it (a list whose item was edited) or is held by it (a list too short, whose item was
 * edited). A problem of the file as a whole waits for a save.
 */
export function isShown(path: readonly (string | number)[], touched: Touched): boolean {
  if (touched.all) return true;
  if (path.length === 0) return false;
  const key = pathKey(path);
  for (const field of touched.fields) if (within(key, field) || within(field, key)) return true;
  return false;
}

export function touch(touched: Touched, path: readonly (string | number)[]): Touched {
  const key = pathKey(path);
  if (!key || touched.fields.has(key)) return touched;
  return { all: touched.all, fields: new Set([...touched.fields, key]) };
}
