/**
 * The JSON Schema the forms are generated from, derived from a Zod schema (the industry schema,
 * a body component's props), so a field added, renamed or re-described in the schema shows in the
 * editor with nothing else to change.
 *
 * `z.toJSONSchema(schema, { io: 'input' })` describes what a file may contain (the default, the
 * output, cannot represent the copy-token transforms). It drops what a pipe checks after a
 * transform, such as the summary's 40 to 160 characters; those limits are put back here from the
 * pipe's own output schema. Defaults become a note in the help text instead of a value the form
 * would write into the file, and each field gets a readable title from its key.
 */
import { z } from 'astro/zod';

export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
};

/** Limits a pipe's output side checks, carried onto the field (the stricter bound wins). */
const LOWER_BOUNDS = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum'] as const;
const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum'] as const;
const CARRIED = ['pattern', 'format', 'enum'] as const;

function outputLimits(schema: z.ZodType): JsonSchema | null {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

function carryLimits(target: JsonSchema, from: JsonSchema): void {
  for (const key of LOWER_BOUNDS) {
    const value = from[key];
    if (typeof value === 'number') target[key] = typeof target[key] === 'number' ? Math.max(target[key] as number, value) : value;
  }
  for (const key of UPPER_BOUNDS) {
    const value = from[key];
    if (typeof value === 'number') target[key] = typeof target[key] === 'number' ? Math.min(target[key] as number, value) : value;
  }
  for (const key of CARRIED) if (from[key] !== undefined && target[key] === undefined) (target as Record<string, unknown>)[key] = from[key];
}

/** Words of keys spelled out for a reader (a field of the schema may name itself instead, with `.meta({ title })`). */
const ACRONYMS: Record<string, string> = {
  cta: 'button',
  seo: 'search results',
  roi: 'return on investment',
  faqs: 'questions',
  faq: 'questions',
  gtm: 'go-to-market',
  href: 'link',
  src: 'picture',
  alt: 'picture description',
};

/** `primaryCtaText` → "Primary button text" (a field the schema names itself keeps its title). */
export function titleFromKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

function describeDefault(value: unknown): string {
  if (Array.isArray(value) && value.length === 0) return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

function tidy(schema: JsonSchema, key: string | null): JsonSchema {
  const out: JsonSchema = { ...schema };
  delete out.$schema;
  if (key !== null && out.title === undefined) out.title = titleFromKey(key);
  for (const bound of ['minimum', 'maximum'] as const) {
    if (typeof out[bound] === 'number' && SAFE_INTEGER_BOUNDS.has(out[bound])) delete out[bound];
  }
  if ('default' in out) {
    const note = `Left out, it is ${describeDefault(out.default)}.`;
    out.description = out.description ? `${out.description}. ${note}`.replace(/\.\. /, '. ') : note;
    delete out.default;
  }
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([name, property]) => [name, tidy(property, name)]));
  }
  if (out.items && !Array.isArray(out.items)) out.items = tidy(out.items, null);
  return out;
}

/** The form's JSON Schema for a Zod schema: limits, enums, descriptions and titles from the schema itself. */
export function formSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (context) => {
      const def = (context.zodSchema as unknown as { _zod: { def: { type: string; out?: z.ZodType } } })._zod.def;
      if (def.type !== 'pipe' || !def.out) return;
      const limits = outputLimits(def.out);
      if (limits) carryLimits(context.jsonSchema as JsonSchema, limits);
    },
  }) as JsonSchema;
  return tidy(json, null);
}

/**
 * The value a new file starts with for a schema: every required field present and empty (so the
 * form shows it and the checks say what to write), lists at their minimum length, optional
 * fields left out.
 */
export function emptyValueOf(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) return typeof schema.enum[0] === 'string' ? '' : schema.enum[0];
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = emptyValueOf(schema.properties?.[key] ?? {});
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => emptyValueOf(schema.items ?? {}));
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/**
 * A field's place in the form, by its labels, as the list of problems names it: "Top of the page
 * (hero) › Headline", "Proof statistics, item 2". The labels are the form's, so from the schema.
 */
export function labelOfPath(schema: JsonSchema, path: readonly (string | number)[]): string {
  const parts: string[] = [];
  let node: JsonSchema | undefined = schema;
  for (const key of path) {
    if (typeof key === 'number' || /^\d+$/.test(key)) {
      // A list file's own entries (the FAQ's questions) are entries; a list inside one, its items.
      const last = parts.pop();
      parts.push(last === undefined ? `Entry ${Number(key) + 1}` : `${last}, item ${Number(key) + 1}`);
      node = node?.items;
      continue;
    }
    node = node?.properties?.[key];
    parts.push(node?.title ?? titleFromKey(key));
  }
  return parts.length ? parts.join(' › ') : 'The page as a whole';
}
