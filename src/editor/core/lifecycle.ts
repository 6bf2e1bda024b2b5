/**
 * New, renamed and retired industry files, as docs/editing.md describes them, each a change the
 * whole-site check passes before anything is written:
 *
 * - new from the template: every required field present and empty, from the schema;
 * - new as a copy of a file: its text, with every field that must be unique cleared; which ones is
 *   asked of the checks across files themselves (the copy is checked against its original), so a
 *   field that becomes unique in the registry is cleared with nothing to change here;
 * - rename: the new slug, the old address kept as an alias (and the new one, when it was one of
 *   the page's own aliases, moved out of them), the file named after the slug, and every case
 *   study that names the file pointed at its new name, in one change;
 * - retire: what disappears with the file, read from the registry's record of it; the case studies
 *   that name it moved to another industry, and its addresses optionally kept as aliases of
 *   another page, in one change.
 */
import { industryRecord, type IndustryData } from '../../lib/industry-registry.ts';
import { composeIndustryFile, type IndustryDocument } from './document.ts';
import type { BodyModel } from './body.ts';
import { serializeBody } from './body.ts';
import { emptyValueOf, formSchemaOf, type JsonSchema } from './form-schema.ts';
import { printFrontmatter, readFrontmatter, writeFrontmatter } from './frontmatter.ts';
import { industryFilePath, joinIndustryFile, portfolioFilePath, splitContentFile, splitIndustryFile } from './industry-file.ts';
import type { ContentChange, FileChange, StoreListing } from './store.ts';
import { checkEdit, type EditCheck, type EditorIndustrySchema, type Site } from './validation.ts';
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
export function copySource(schema: EditorIndustrySchema, source: string, name: string, site: Site): { source: string; cleared: string[] } {
  const parts = splitIndustryFile(source);
  let data = readFrontmatter(parts.frontmatter);
  const file = industryFilePath(name);
  const formSchema = formSchemaOf(schema);
  const cleared = new Set<string>();
  // Each pass may reveal the next clash only once the one before it is gone (e.g. aliases after the slug).
  for (let pass = 0; pass < 5; pass++) {
    const { clashes } = checkEdit(site, { industries: [{ file, data, body: null }] }, file);
    const fields = [...new Set(clashes.map((path) => path.filter((key) => typeof key === 'string').join('.')))].filter((field) => field && !cleared.has(field));
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

/** The aliases of a file's data, as a list of strings (holes for what is not one). */
function aliasesOf(data: unknown): unknown[] {
  const aliases = getAt(data, ['vanityAliases']);
  return Array.isArray(aliases) ? aliases : [];
}

/** The renamed file's data: the new slug, the old address among the aliases (once), the new one out of them. */
export function renamedData(data: unknown, newSlug: string): unknown {
  if (!isPlainObject(data)) return data;
  const oldSlug = data.slug;
  let next = setAt(data, ['slug'], newSlug);
  if (typeof oldSlug === 'string' && oldSlug !== newSlug) {
    const list = aliasesOf(data);
    const withOld = list.includes(`/${oldSlug}`) ? list : [...list, `/${oldSlug}`];
    next = setAt(next, ['vanityAliases'], withOld.filter((alias) => alias !== `/${newSlug}`));
  }
  return next;
}

/** A case study's fields, by its project path: a YAML file is all fields, an MDX file's are its frontmatter. */
function caseStudyData(path: string, source: string): unknown {
  return readFrontmatter(splitContentFile(path, source).frontmatter);
}

/** A case study's `industry`, rewritten in its own text (only that line changes). */
export function repointedCaseStudy(path: string, source: string, industry: string): string {
  const parts = splitContentFile(path, source);
  const data = readFrontmatter(parts.frontmatter);
  return joinIndustryFile({ ...parts, frontmatter: writeFrontmatter(parts.frontmatter, setAt(data, ['industry'], industry)).text });
}

/** The case studies of the listing that name the industry file `name`. */
export function caseStudiesOf(listing: Pick<StoreListing, 'portfolio'>, name: string): StoreListing['portfolio'] {
  return listing.portfolio.filter((entry) => getAt(caseStudyDataOrNull(portfolioFilePath(entry.name), entry.source), ['industry']) === name);
}

/** A case study's fields, or null when they cannot be read (the whole-site check names that file). */
export function caseStudyDataOrNull(path: string, source: string): unknown {
  try {
    return caseStudyData(path, source);
  } catch {
    return null;
  }
}

/** The file being edited, as the lifecycle plans need it. */
export interface OpenFile {
  name: string;
  version: string;
  document: IndustryDocument;
  data: unknown;
  body: BodyModel;
}

export interface Plan {
  /** The change to hand the store, when the checks pass; null while something is to fix. */
  change: ContentChange | null;
  /** The change as it would be written whatever the checks say (null when it cannot be written at all): what a store must refuse by itself. */
  attempted: ContentChange | null;
  /** What the checks say of the change. */
  check: EditCheck;
  /** Problems of the plan itself (a file that exists, an unchosen case study), before the checks. */
  problems: string[];
}

export interface RenamePlan extends Plan {
  newName: string;
  /** The alias that becomes the page's address, when the new slug was one of its own aliases. */
  movedAlias: string | null;
  /** The case studies pointed at the new file name. */
  caseStudies: string[];
}

/**
 * A rename to `newSlug`: the file's unsaved edits with the new slug (the old address kept as an
 * alias, the new one moved out of the aliases), written as `<newSlug>.mdx`, and every case study
 * naming the file pointed at that name, all in one change.
 */
export function planRename(site: Site, listing: StoreListing, open: OpenFile, newSlug: string): RenamePlan {
  const oldName = open.name;
  const newName = fileNameForSlug(newSlug);
  const data = renamedData(open.data, newSlug);
  const movedAlias = aliasesOf(open.data).includes(`/${newSlug}`) ? `/${newSlug}` : null;
  const problems: string[] = [];
  // A name another file has: checked under its own name (so the other file is not taken for it), and refused.
  const taken = newName !== oldName && listing.files.some((file) => file.name === newName);
  if (taken) problems.push(`${newName} already exists: choose another slug.`);
  const studies = caseStudiesOf(listing, oldName);
  const repointed = newName === oldName || taken ? [] : studies.map((entry) => ({ entry, source: repointedCaseStudy(portfolioFilePath(entry.name), entry.source, newName) }));
  const file = industryFilePath(taken ? oldName : newName);
  let source: string | null = null;
  try {
    source = composeIndustryFile(open.document, data, open.body).source;
  } catch (error) {
    problems.push((error as Error).message);
  }
  const check = checkEdit(
    site,
    {
      industries: [{ file, data, body: serializeBody(open.body) }],
      removedIndustries: newName === oldName || taken ? [] : [industryFilePath(oldName)],
      portfolio: repointed.map(({ entry, source: text }) => ({ file: portfolioFilePath(entry.name), data: caseStudyData(portfolioFilePath(entry.name), text) })),
    },
    file,
  );
  const files: FileChange[] =
    source === null
      ? []
      : newName === oldName
        ? [{ path: file, source, baseVersion: open.version }]
        : [
            { path: file, source, baseVersion: null },
            { path: industryFilePath(oldName), source: null, baseVersion: open.version },
            ...repointed.map(({ entry, source: text }) => ({ path: portfolioFilePath(entry.name), source: text, baseVersion: entry.version })),
          ];
  const ok = problems.length === 0 && check.problems.length === 0 && source !== null;
  const attempted: ContentChange | null = files.length ? { kind: 'rename', files } : null;
  return { change: ok ? attempted : null, attempted, check, problems, newName, movedAlias, caseStudies: repointed.map(({ entry }) => entry.name) };
}

/** Another industry file, as a retire's redirect target needs it (loaded from the store). */
export interface TargetFile {
  name: string;
  version: string;
  source: string;
}

export interface RetirePlan extends Plan {
  /** The case studies that name the file, each with the industry it moves to (null: not chosen yet). */
  caseStudies: Array<{ name: string; title: string; movesTo: string | null }>;
  /** The addresses the target page takes over as aliases. */
  keptAddresses: string[];
}

/** The addresses of a page: its own, then its aliases. */
function addressesOf(data: unknown): string[] {
  const slug = getAt(data, ['slug']);
  return [...(typeof slug === 'string' && slug ? [`/${slug}`] : []), ...aliasesOf(data).filter((alias): alias is string => typeof alias === 'string')];
}

/**
 * A retire of `name`: the file deleted, each case study naming it moved to the industry chosen in
 * `movesTo` (the retire is refused until each has one), and, with a `target`, the page's address
 * and aliases added to the target's aliases so that old links land there; all in one change.
 */
export function planRetire(
  site: Site,
  listing: StoreListing,
  retired: { name: string; version: string; data: unknown },
  movesTo: Readonly<Record<string, string>>,
  target: TargetFile | null,
): RetirePlan {
  const problems: string[] = [];
  const studies = caseStudiesOf(listing, retired.name).map((entry) => {
    const title = getAt(caseStudyDataOrNull(portfolioFilePath(entry.name), entry.source), ['client']);
    const to = movesTo[entry.name];
    const valid = typeof to === 'string' && to !== retired.name && listing.files.some((file) => file.name === to);
    return { entry, title: typeof title === 'string' ? title : entry.name, movesTo: valid ? to : null };
  });
  for (const study of studies) {
    if (!study.movesTo) problems.push(`Choose the industry the case study ${study.title} (${study.entry.name}) moves to.`);
  }
  const portfolio = studies
    .filter((study) => study.movesTo)
    .map((study) => ({ entry: study.entry, source: repointedCaseStudy(portfolioFilePath(study.entry.name), study.entry.source, study.movesTo!) }));
  const keptAddresses = target ? addressesOf(retired.data) : [];
  let targetWrite: { file: string; data: unknown; body: string | null; source: string } | null = null;
  if (target) {
    const parts = splitIndustryFile(target.source);
    const data = readFrontmatter(parts.frontmatter);
    const aliases = aliasesOf(data);
    const next = setAt(data, ['vanityAliases'], [...aliases, ...keptAddresses.filter((address) => !aliases.includes(address))]);
    targetWrite = {
      file: industryFilePath(target.name),
      data: next,
      body: parts.body,
      source: joinIndustryFile({ ...parts, frontmatter: writeFrontmatter(parts.frontmatter, next).text }),
    };
  }
  const retiredFile = industryFilePath(retired.name);
  const check = checkEdit(
    site,
    {
      industries: targetWrite ? [{ file: targetWrite.file, data: targetWrite.data, body: targetWrite.body }] : [],
      removedIndustries: [retiredFile],
      portfolio: portfolio.map(({ entry, source }) => ({ file: portfolioFilePath(entry.name), data: caseStudyData(portfolioFilePath(entry.name), source) })),
    },
    targetWrite?.file ?? null,
  );
  const files: FileChange[] = [
    { path: retiredFile, source: null, baseVersion: retired.version },
    ...portfolio.map(({ entry, source }) => ({ path: portfolioFilePath(entry.name), source, baseVersion: entry.version })),
    ...(targetWrite && target ? [{ path: targetWrite.file, source: targetWrite.source, baseVersion: target.version }] : []),
  ];
  const ok = problems.length === 0 && check.problems.length === 0;
  // A case study not moved yet is asked for above: the build's words for it would say it twice.
  const unmoved = studies.filter((study) => !study.movesTo).map((study) => `${portfolioFilePath(study.entry.name)}: `);
  check.elsewhere = check.elsewhere.filter((line) => !unmoved.some((prefix) => line.startsWith(prefix)));
  return {
    change: ok ? { kind: 'retire', files } : null,
    attempted: { kind: 'retire', files },
    check,
    problems,
    caseStudies: studies.map((study) => ({ name: study.entry.name, title: study.title, movesTo: study.movesTo })),
    keptAddresses,
  };
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
    list.push({ what: 'Its redirects, which will answer "Page not found" unless another page keeps them', where: record.vanityAliases.join(', ') });
  }
  return list;
}
