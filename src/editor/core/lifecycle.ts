/**
 * New, renamed and retired industry files, as docs/editing.md describes them for a code editor:
 *
 * - new from the template: every required field present and empty, from the schema;
 * - new as a copy of a file: its text, with every field that must be unique cleared; which ones is
 *   asked of the checks across files themselves (the copy is checked against its original), so a
 *   field that becomes unique in the registry is cleared with nothing to change here;
 * - rename: the new slug, the old address kept as an alias, and the file named after the slug;
 * - retire: what disappears with the file, read from the registry's record of it.
 */
import { industryRecord, type IndustryData } from '../../lib/industry-registry.ts';
import { emptyValueOf, formSchemaOf, type JsonSchema } from './form-schema.ts';
import { printFrontmatter, readFrontmatter, writeFrontmatter } from './frontmatter.ts';
import { industryFilePath, joinIndustryFile, splitIndustryFile } from './industry-file.ts';
import { crossFileIssues, type CheckContext, type EditorIndustrySchema } from './validation.ts';
import { getAt, isPlainObject, setAt } from './values.ts';

/** The text of a new file from the template: the schema's required fields, empty, and no prose yet. */
export function templateSource(schema: EditorIndustrySchema): string {
  const data = emptyValueOf(formSchemaOf(schema));
  return `---\n${printFrontmatter(data)}---\n`;
}

/** The file name a slug gives: `dental-practices` → `dental-practices.mdx`. */
export function fileNameForSlug(slug: string): string {
  return `${slug}.mdx`;
}

/**
 * A copy of `source` to be saved as `name`, with every field the checks across files refuse in a
 * copy (its slug, aliases, titles and descriptions) emptied. Returns the cleared fields too.
 */
export function copySource(
  schema: EditorIndustrySchema,
  source: string,
  name: string,
  context: Omit<CheckContext, 'file'>,
): { source: string; cleared: string[] } {
  const parts = splitIndustryFile(source);
  let data = readFrontmatter(parts.frontmatter);
  const file = industryFilePath(name);
  const formSchema = formSchemaOf(schema);
  const cleared = new Set<string>();
  // Each pass may reveal the next clash only once the one before it is gone (e.g. aliases after the slug).
  for (let pass = 0; pass < 5; pass++) {
    const issues = crossFileIssues(schema, data, { ...context, file });
    const fields = [...new Set(issues.map((issue) => issue.path.filter((key) => typeof key === 'string').join('.')))].filter(
      (field) => field && !cleared.has(field),
    );
    if (fields.length === 0) break;
    for (const field of fields) {
      const path = field.split('.');
      data = setAt(data, path, emptyValueOf(schemaAt(formSchema, path)));
      cleared.add(field);
    }
  }
  return { source: joinIndustryFile({ ...parts, frontmatter: writeFrontmatter(parts.frontmatter, data).text }), cleared: [...cleared] };
}

function schemaAt(schema: JsonSchema, path: readonly string[]): JsonSchema {
  let current: JsonSchema = schema;
  for (const key of path) current = current.properties?.[key] ?? current.items ?? {};
  return current;
}

/** The renamed file's data: the new slug, and the old address among the aliases (once). */
export function renamedData(data: unknown, newSlug: string): unknown {
  if (!isPlainObject(data)) return data;
  const oldSlug = data.slug;
  let next = setAt(data, ['slug'], newSlug);
  if (typeof oldSlug === 'string' && oldSlug !== newSlug) {
    const aliases = getAt(data, ['vanityAliases']);
    const list = Array.isArray(aliases) ? aliases : [];
    const withOld = list.includes(`/${oldSlug}`) ? list : [...list, `/${oldSlug}`];
    next = setAt(next, ['vanityAliases'], withOld.filter((alias) => alias !== `/${newSlug}`));
  }
  return next;
}

export interface Disappearance {
  what: string;
  where: string;
}

/** What visitors lose when the file is deleted, from the registry's record of it. */
export function retireConsequences(output: unknown, name: string): Disappearance[] {
  const record = industryRecord(output as IndustryData, industryFilePath(name));
  const list: Disappearance[] = [
    { what: `The page "${record.name}"`, where: record.path },
    {
      what: record.menu.header ? 'Its entries in the header and phone menus and the footer' : 'Its entry in the footer',
      where: `"${record.menu.label}"`,
    },
    { what: 'Its card on the home page', where: '/' },
    { what: 'Its quick-win guide page', where: record.guide.path },
    { what: 'Its guide PDF, which the guide e-mails link to', where: record.guide.downloadUrl },
    { what: record.guide.featured ? 'Its guide card and link on the resources page' : 'Its guide link on the resources page', where: '/resources' },
    { what: `"${record.name}" in the AI website review's industry choice`, where: '/ai-feedback' },
    { what: 'Its share cards and sitemap entry', where: `/og${record.path}.png` },
  ];
  if (record.vanityAliases.length) {
    list.push({ what: 'Its redirects, which will answer "Page not found"', where: record.vanityAliases.join(', ') });
  }
  return list;
}
