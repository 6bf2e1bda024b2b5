/**
 * The content schemas' own words for a value that does not fit, where a field gives none of its
 * own: what to do, in plain words, with the count the editor sees ("Write at least 40 characters —
 * 12 so far"), instead of Zod's ("Too small: expected string to have >=40 characters"). A message
 * a field writes itself (a slug's form, a picture's size) always wins over these.
 *
 * Given to a parse as its error map: `schema.safeParse(data, { error: plainMessage })`.
 */
import type { z } from 'astro/zod';

type RawIssue = z.core.$ZodRawIssue;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A value a form leaves out or a file leaves empty (`headline:` reads as null). */
const isMissing = (input: unknown) => input === undefined || input === null;

const lengthOf = (input: unknown): number => (typeof input === 'string' || Array.isArray(input) ? input.length : 0);

/** The choices of an enum, listed when they are few enough to read. */
function choices(values: readonly unknown[]): string {
  return values.length <= 8 ? `Choose one of: ${values.map(String).join(', ')}.` : 'Choose one of the listed options.';
}

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string | undefined {
  const minimum = Number(issue.minimum);
  const now = lengthOf(issue.input);
  switch (issue.origin) {
    case 'string':
      if (minimum <= 1 || now === 0) return minimum <= 1 ? 'Write something here: it cannot be left empty.' : `Write at least ${plural(minimum, 'character', 'characters')} — none so far.`;
      return `Write at least ${plural(minimum, 'character', 'characters')} — ${now} so far.`;
    case 'array':
    case 'set':
      if (issue.exact) return `Keep exactly ${plural(minimum, 'item', 'items')} — ${now} now.`;
      return `Add at least ${plural(minimum, 'item', 'items')} — ${now} so far.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Write a number greater than ${minimum}.` : `Write a number of at least ${minimum}.`;
    default:
      return undefined;
  }
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string | undefined {
  const maximum = Number(issue.maximum);
  const now = lengthOf(issue.input);
  switch (issue.origin) {
    case 'string':
      return `Shorten it to at most ${plural(maximum, 'character', 'characters')} — ${now} now.`;
    case 'array':
    case 'set':
      if (issue.exact) return `Keep exactly ${plural(maximum, 'item', 'items')} — ${now} now.`;
      return `Keep at most ${plural(maximum, 'item', 'items')} — ${now} now: remove ${now - maximum}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Write a number less than ${maximum}.` : `Write a number of at most ${maximum}.`;
    default:
      return undefined;
  }
}

function wrongType(issue: Extract<RawIssue, { code: 'invalid_type' }>): string | undefined {
  const missing = isMissing(issue.input);
  switch (issue.expected) {
    case 'string':
      return missing ? 'Write something here: it cannot be left empty.' : 'Write it as text.';
    case 'number':
      return missing ? 'Write a number here.' : 'Write a number, in digits (e.g. 3).';
    case 'int':
      return missing ? 'Write a whole number here.' : 'Write a whole number, in digits (e.g. 3).';
    case 'boolean':
      return 'Tick it or leave it unticked.';
    case 'array':
      return missing ? 'Add at least one item.' : 'This should be a list: add its items one by one.';
    case 'object':
      return missing ? 'Fill in this block: the page needs it.' : 'This should be a block of fields: fill in each of them.';
    case 'date':
      return 'Write a date as year-month-day, e.g. 2026-11-28.';
    default:
      return undefined;
  }
}

/** What to do about a value that does not fit, or undefined for Zod's own words (a kind of problem these texts do not know). */
export function plainMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_type':
      return wrongType(issue);
    case 'invalid_value':
      return choices(issue.values);
    case 'invalid_format':
      return issue.format === 'regex' ? 'Write it in the form the help text describes.' : `Write a valid ${issue.format}.`;
    case 'unrecognized_keys':
      return `${issue.keys.map((key) => `"${key}"`).join(', ')} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} of this page: remove ${issue.keys.length === 1 ? 'it' : 'them'} from the file.`;
    case 'invalid_union':
      return 'Write it in one of the forms the help text describes.';
    default:
      return undefined;
  }
}
