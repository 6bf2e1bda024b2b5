/**
 * The checks an edited industry file must pass, the same the build runs: the industry schema of
 * src/lib/schemas/content.ts, then the checks across files of src/lib/industry-registry.ts (a
 * slug or alias used twice or hiding a page, a page title or guide text copied from another
 * file). The browser runs them on every change, and the file API runs them again on every write,
 * so what reaches the disk has passed them whatever the browser sent.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { industrySchema } from '../../lib/schemas/content.ts';
import { registryProblems, type IndustryPaths } from '../../lib/industry-registry.ts';
import { bodyIssues, parseBody, type BlockIssue } from './body.ts';
import { readFrontmatter } from './frontmatter.ts';
import { industryFilePath, splitIndustryFile } from './industry-file.ts';
import { getAt, isPlainObject } from './values.ts';

export type FieldPath = (string | number)[];

export interface FieldIssue {
  path: FieldPath;
  message: string;
}

/** The JSON-schema keyword that tells the form a string is an image file picked from src/assets. */
export const IMAGE_WIDGET_KEY = 'x-editor-widget';
export const IMAGE_WIDGET = 'image';

/** Where the industry files sit, as image paths in them are written relative to it. */
const INDUSTRY_FILE_DIR = ['src', 'content', 'industries'];

/** `../../assets/portfolio/brightline-legal.png` in an industry file → `src/assets/portfolio/brightline-legal.png` from the project root. */
export function imagePathFromFile(path: string): string | null {
  const parts = [...INDUSTRY_FILE_DIR];
  for (const segment of path.split('/')) {
    if (segment === '..') {
      if (!parts.pop()) return null;
    } else if (segment !== '.' && segment !== '') {
      parts.push(segment);
    }
  }
  return parts.join('/');
}
/** `src/assets/portfolio/brightline-legal.png` → `../../assets/portfolio/brightline-legal.png`, as the industry files write it. */
export function imagePathForFile(projectPath: string): string {
  return `${'../'.repeat(INDUSTRY_FILE_DIR.length - 1)}${projectPath.split('/').slice(1).join('/')}`;
}

/**
 * The industry schema with the editor's stand-in for Astro's `image()`: the path as written, which
 * must name one of the project's images (when the list of images is known).
 */
export function editorIndustrySchema(assets: readonly string[] | null = null) {
  const known = assets ? new Set(assets) : null;
  const image = () =>
    z
      .string()
      .min(1, 'Choose an image from src/assets')
      .meta({ [IMAGE_WIDGET_KEY]: IMAGE_WIDGET })
      .superRefine((path, ctx) => {
        const file = imagePathFromFile(path);
        if (known && (!file || !known.has(file))) {
          ctx.addIssue({ code: 'custom', message: `Image "${path}" does not exist. Choose one of the images in src/assets.` });
        }
      });
  return industrySchema({ image: image as unknown as SchemaContext['image'] });
}
export type EditorIndustrySchema = ReturnType<typeof editorIndustrySchema>;

/** The other files' frontmatter, the site's reserved paths and its images: what the checks across files need. */
export interface CheckContext {
  /** This file's path from the project root, as messages name it. */
  file: string;
  others: ReadonlyArray<{ file: string; data: unknown }>;
  reserved: ReadonlyArray<readonly [string, string]>;
  assets: readonly string[] | null;
}

/**
 * The file's fields as far as each top-level field passes the schema (the rest left out), so the
 * checks across files run on a file that is not complete yet, e.g. a new one.
 */
function checkedFields(schema: EditorIndustrySchema, data: unknown): Record<string, unknown> {
  if (!isPlainObject(data)) return {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const result = field.safeParse(data[key]);
    if (result.success && result.data !== undefined) fields[key] = result.data;
  }
  return fields;
}

function registryEntry(schema: EditorIndustrySchema, file: string, data: unknown): IndustryPaths | null {
  const fields = checkedFields(schema, data);
  if (typeof fields.slug !== 'string') return null;
  return { ...(fields as unknown as IndustryPaths), file };
}

/** Where a message of the checks across files points: the field it starts with, and the alias it names. */
function registryIssue(message: string, file: string, data: unknown): FieldIssue {
  const text = message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
  const field = /^([A-Za-z][\w]*(?:\.[A-Za-z][\w]*)*)/.exec(text)?.[1];
  if (!field) return { path: [], message: text };
  const path: FieldPath = field.split('.');
  const listed = /^[\w.]+ has "([^"]*)"/.exec(text)?.[1];
  const list = getAt(data, path);
  if (listed !== undefined && Array.isArray(list)) {
    const index = text.includes(' twice') ? list.lastIndexOf(listed) : list.indexOf(listed);
    if (index >= 0) path.push(index);
  }
  return { path, message: text };
}

/** Problems across files that this file causes (it is checked last, so it is the one named). */
export function crossFileIssues(schema: EditorIndustrySchema, data: unknown, context: CheckContext): FieldIssue[] {
  const self = registryEntry(schema, context.file, data);
  if (!self) return [];
  const others = context.others
    .filter((other) => other.file !== context.file)
    .map((other) => registryEntry(schema, other.file, other.data))
    .filter((entry): entry is IndustryPaths => entry !== null);
  return registryProblems([...others, self], new Map(context.reserved))
    .filter((problem) => problem.startsWith(`${context.file}: `))
    .map((problem) => registryIssue(problem, context.file, data));
}

export interface DataCheck {
  issues: FieldIssue[];
  /** The file's fields as the build reads them, when they pass. */
  output?: unknown;
}

/** The schema's issues at their fields, then (when the fields pass) the problems across files. */
export function checkIndustryData(schema: EditorIndustrySchema, data: unknown, context: CheckContext): DataCheck {
  const result = schema.safeParse(data);
  const issues: FieldIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)), message: issue.message }));
  issues.push(...crossFileIssues(schema, data, context));
  return result.success ? { issues, output: result.data } : { issues };
}

export interface SourceCheck {
  /** A file that cannot be read at all (no frontmatter, broken YAML). */
  formatError?: string;
  fields: FieldIssue[];
  body: BlockIssue[];
}

/** The whole file as the file API checks it before writing: its fields, the checks across files and its body. */
export function checkIndustrySource(source: string, context: Omit<CheckContext, 'file'> & { name: string }): SourceCheck {
  const file = industryFilePath(context.name);
  try {
    const parts = splitIndustryFile(source);
    const data = readFrontmatter(parts.frontmatter);
    const schema = editorIndustrySchema(context.assets);
    const { issues } = checkIndustryData(schema, data, { ...context, file });
    const body = parseBody(parts.body);
    const bodyProblems = bodyIssues(body);
    for (const block of body.blocks) {
      if (block.kind === 'locked' && block.reason.startsWith('MDX cannot read')) bodyProblems.push({ blockId: block.id, field: '', message: block.reason });
    }
    return { fields: issues, body: bodyProblems };
  } catch (error) {
    return { formatError: (error as Error).message, fields: [], body: [] };
  }
}

/** One line per problem, as an error message names them: `menu.order: Expected number`. */
export function describeIssues(check: SourceCheck): string[] {
  if (check.formatError) return [check.formatError];
  return [
    ...check.fields.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)),
    ...check.body.map((issue) => `body: ${issue.message}`),
  ];
}
