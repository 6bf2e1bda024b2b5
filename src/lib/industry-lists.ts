/**
 * Lists of industries as the pages show them: each bounded at INDUSTRY_LIST_LIMIT, so that no
 * page but the "Who we serve" index grows with the number of industry files. A list past the
 * limit shows its first items (in the order given: menu order) and links the index.
 */
import { INDUSTRY_LIST_LIMIT } from './config.ts';

/** The "Who we serve" index: every industry, with its page and its guide. */
export const INDUSTRY_INDEX_PATH = '/who-we-serve';

/** Every industry's slug and name, in menu order, as JSON: what the AI review's choice looks up past its first items. */
export const INDUSTRY_CHOICES_PATH = '/who-we-serve.json';

export interface FirstOfList<T> {
  /** The items shown, at most the limit. */
  shown: readonly T[];
  /** How many there are in all: more than `shown` when the list links the index. */
  total: number;
}

/** The first `limit` items of a list, and how many it has. */
export function firstOfList<T>(items: readonly T[], limit: number = INDUSTRY_LIST_LIMIT): FirstOfList<T> {
  return { shown: items.slice(0, limit), total: items.length };
}

/** True when the list leaves items out: it then links the index. */
export function isCut(list: FirstOfList<unknown>): boolean {
  return list.total > list.shown.length;
}
