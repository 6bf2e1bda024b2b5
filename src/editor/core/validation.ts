/**
 * The checks a change must pass before it is written: the build's whole-site content check
 * (src/lib/content-check.ts) over the content set as it would be after the change, every
 * industry file and case study included. The browser runs it on every edit, the dev file API and
 * the admin function again on every write, so what is written has passed it whatever the browser
 * sent.
 *
 * A change is refused for the problems it causes: any problem in a file it writes, and any new
 * problem elsewhere (a case study left naming a renamed file, another page's alias that is now
 * this page's slug). Each is shown at the field of the edited file it comes from, in words that
 * say what to do from that file's side ("/law is an alias of Lawyers: remove it there first, or
 * choose another slug"), even where the build names the other file.
 */
import {
  contentCheckCache,
  contentProblems,
  describeProblem,
  IMAGE_FIELD,
  IMAGE_FIELD_KEY,
  industryFileSchema,
  industryIdOf,
  projectPathOf,
  type ContentCheckCache,
  type ContentProblem,
  type ContentSet,
  type IndustryEntry,
  type PortfolioEntry,
  portfolioFileSchema,
  textFileSchema,
  type TextEntry,
} from '../../lib/content-check.ts';
import type { z } from 'astro/zod';
import type { RegistryField } from '../../lib/industry-registry.ts';
import type { ImageSize } from '../../lib/image-size.ts';
import { bodyIssues, parseBody } from './body.ts';
import { readFrontmatter } from './frontmatter.ts';
import { INDUSTRY_FOLDER, industryFilePath, PORTFOLIO_FOLDER, portfolioFilePath, splitContentFile, splitIndustryFile } from './industry-file.ts';
import type { FieldIssue, FieldPath } from './issues.ts';
import type { StoreListing } from './store.ts';
import { getAt } from './values.ts';

export type { FieldIssue, FieldPath } from './issues.ts';

export { IMAGE_FIELD as IMAGE_WIDGET, IMAGE_FIELD_KEY as IMAGE_WIDGET_KEY };

/** `../../assets/portfolio/brightline-legal.png` in an industry file (or in `file`) → `src/assets/portfolio/brightline-legal.png` from the project root. */
export function imagePathFromFile(path: string, file: string = industryFilePath('file.mdx')): string | null {
  return projectPathOf(path, file);
}
/** `src/assets/portfolio/brightline-legal.png` → `../../assets/portfolio/brightline-legal.png`, as the industry files (or `file`, e.g. `src/content/team.yaml`: `../assets/…`) write it. */
export function imagePathForFile(projectPath: string, file: string = industryFilePath('file.mdx')): string {
  const depth = file.split('/').length - 1;
  return `${'../'.repeat(depth - 1)}${projectPath.split('/').slice(1).join('/')}`;
}

/** The images of a listing with their pixels, as the checks read them (null: the listing did not say). */
export function imagesOf(listing: Pick<StoreListing, 'assets' | 'imageSizes'> | null): ContentSet['images'] {
  if (!listing) return null;
  return new Map(listing.assets.map((path) => [path, listing.imageSizes?.[path] ?? null] as [string, ImageSize | null]));
}

/** The industry schema with the editor's stand-in for Astro's `image()`: a path that must name one of the project's images. */
export function editorIndustrySchema(assets: readonly string[] | null = null) {
  return industryFileSchema(assets ? new Map(assets.map((path) => [path, null])) : null);
}
export type EditorIndustrySchema = ReturnType<typeof editorIndustrySchema>;

/**
 * The schema of the file the editor opens by `name`: the industry schema for an industry file, the
 * portfolio's for a case study, the file's own for the site's other content files.
 */
export function editorSchemaFor(name: string, assets: readonly string[] | null = null): z.ZodType {
  const images = assets ? new Map(assets.map((path) => [path, null] as [string, null])) : null;
  if (name.startsWith(`${PORTFOLIO_FOLDER}/`)) return portfolioFileSchema(images);
  return textFileSchema(name, images) ?? editorIndustrySchema(assets);
}

/** A content file's data and prose by its path (a YAML file is all data), null when unreadable. */
export function partsOfPath(path: string, source: string): { data: unknown; body: string | null } | null {
  try {
    const parts = splitContentFile(path, source);
    return { data: readFrontmatter(parts.frontmatter), body: /\.ya?ml$/.test(path) ? null : parts.body };
  } catch {
    return null;
  }
}

/** A file's frontmatter as plain data, null when it cannot be read. */
export function dataOfSource(source: string): unknown {
  try {
    return readFrontmatter(splitIndustryFile(source).frontmatter);
  } catch {
    return null;
  }
}
/** A file's prose, null when it has no frontmatter to split it from. */
export function bodyOfSource(source: string): string | null {
  try {
    return splitIndustryFile(source).body;
  } catch {
    return null;
  }
}

/** One cache for every site this module checks: a file unchanged since the last listing is not checked again. */
const sharedCache: ContentCheckCache = contentCheckCache();

/** The site as it is (a store's listing), ready to check changes against: built once per listing. */
export interface Site {
  set: ContentSet;
  cache: ContentCheckCache;
  /** Each industry file's page name ("Lawyers"), to name the other page of a clash. */
  names: ReadonlyMap<string, string>;
  /** Its problems as it is: a change is not held to what it did not cause. */
  before: ContentProblem[];
}

/**
 * The site of a listing. `bodies` (industry file → prose) is given where the store has them (the
 * servers); the browser lists fields only, and the prose of the files it does not edit is not
 * changed by it.
 */
export function siteOf(listing: StoreListing, bodies: ReadonlyMap<string, string> = new Map()): Site {
  const industries: IndustryEntry[] = listing.files.map((entry) => {
    const file = industryFilePath(entry.name);
    return { file, data: entry.data, body: bodies.get(file) ?? null };
  });
  const portfolio: PortfolioEntry[] = listing.portfolio.map((entry) => {
    const file = portfolioFilePath(entry.name);
    const parts = partsOfPath(file, entry.source);
    return { file, data: parts?.data ?? null, body: parts?.body ?? null };
  });
  const texts: TextEntry[] = (listing.texts ?? []).map((entry) => {
    const parts = partsOfPath(entry.name, entry.source);
    return { file: entry.name, data: parts?.data ?? null, body: parts?.body ?? null };
  });
  const set: ContentSet = { industries, portfolio, texts, reserved: new Map(listing.reserved), images: imagesOf(listing) };
  const cache = sharedCache;
  const names = new Map<string, string>();
  for (const entry of industries) {
    const name = getAt(entry.data, ['name']);
    if (typeof name === 'string' && name) names.set(entry.file, name);
  }
  return { set, cache, names, before: contentProblems(set, cache) };
}

/** A change as the checks see it: files written (their data and prose) and files removed. */
export interface Edit {
  industries?: ReadonlyArray<{ file: string; data: unknown; body: string | null }>;
  removedIndustries?: readonly string[];
  portfolio?: ReadonlyArray<{ file: string; data: unknown; body?: string | null }>;
  removedPortfolio?: readonly string[];
  texts?: ReadonlyArray<TextEntry>;
}

export interface EditCheck {
  /** Every problem the change causes, as the build would report it. */
  problems: ContentProblem[];
  /** Those at a field of the focus file, in its own terms. */
  fields: FieldIssue[];
  /** Those in the focus file's prose, where they start. */
  body: Array<{ message: string; offset: number }>;
  /** The others (a file the change makes wrong elsewhere), as the build says them. */
  elsewhere: string[];
  /** The focus file's fields that clash with another file or a page of the site (what a copy must make its own). */
  clashes: FieldPath[];
}

const sameProblem = (a: ContentProblem, b: ContentProblem) => a.file === b.file && a.message === b.message && a.path.join('.') === b.path.join('.');

/** The content set after `edit`, with every file it does not touch as it was (the same objects, so their checks are kept). */
export function setAfter(site: Site, edit: Edit): ContentSet {
  const written = new Map((edit.industries ?? []).map((entry) => [entry.file, entry]));
  const removed = new Set(edit.removedIndustries ?? []);
  const industries: IndustryEntry[] = site.set.industries.filter((entry) => !removed.has(entry.file) && !written.has(entry.file));
  for (const entry of edit.industries ?? []) industries.push({ file: entry.file, data: entry.data, body: entry.body });
  const portfolioWritten = new Map((edit.portfolio ?? []).map((entry) => [entry.file, entry]));
  const portfolioRemoved = new Set(edit.removedPortfolio ?? []);
  const portfolio: PortfolioEntry[] = site.set.portfolio
    .filter((entry) => !portfolioRemoved.has(entry.file))
    .map((entry) => {
      const next = portfolioWritten.get(entry.file);
      return next ? { file: next.file, data: next.data, body: next.body ?? entry.body ?? null } : entry;
    });
  for (const entry of edit.portfolio ?? []) {
    if (!site.set.portfolio.some((old) => old.file === entry.file)) portfolio.push({ file: entry.file, data: entry.data, body: entry.body ?? null });
  }
  const textsWritten = new Map((edit.texts ?? []).map((entry) => [entry.file, entry]));
  const texts: TextEntry[] = (site.set.texts ?? []).map((entry) => textsWritten.get(entry.file) ?? entry);
  for (const entry of edit.texts ?? []) if (!(site.set.texts ?? []).some((old) => old.file === entry.file)) texts.push(entry);
  return { ...site.set, industries, portfolio, texts };
}

/** The files a change writes or removes. */
function touchedFiles(edit: Edit): Set<string> {
  return new Set([
    ...(edit.industries ?? []).map((entry) => entry.file),
    ...(edit.removedIndustries ?? []),
    ...(edit.portfolio ?? []).map((entry) => entry.file),
    ...(edit.removedPortfolio ?? []),
    ...(edit.texts ?? []).map((entry) => entry.file),
  ]);
}

/** Checks a change against the site: what it causes, and where the focus file's editor sees it. */
export function checkEdit(site: Site, edit: Edit, focus: string | null): EditCheck {
  const touched = touchedFiles(edit);
  const after = contentProblems(setAfter(site, edit), site.cache);
  const problems = after.filter((problem) => touched.has(problem.file) || !site.before.some((old) => sameProblem(old, problem)));
  const names = new Map(site.names);
  for (const entry of edit.industries ?? []) {
    const name = getAt(entry.data, ['name']);
    if (typeof name === 'string' && name) names.set(entry.file, name);
  }
  const fields: FieldIssue[] = [];
  const body: EditCheck['body'] = [];
  const elsewhere: string[] = [];
  const clashes: FieldPath[] = [];
  for (const problem of problems) {
    const issue = focus ? issueAt(focus, problem, names) : null;
    if (issue && problem.holder !== undefined) clashes.push(issue.path);
    if (issue && issue.path[0] === 'body' && problem.file === focus && problem.offset !== undefined) body.push({ message: problem.message, offset: problem.offset });
    else if (issue) fields.push(issue);
    else elsewhere.push(describeProblem(problem));
  }
  return { problems, fields, body, elsewhere, clashes };
}

/** "Lawyers (lawyers.mdx)" */
function pageName(file: string, names: ReadonlyMap<string, string>): string {
  const name = names.get(file);
  return name ? `${name} (${industryIdOf(file)})` : industryIdOf(file);
}

const FIELD_NAMES: Record<string, string> = {
  'seo.title': 'page title',
  'seo.description': 'page description',
  'guide.title': 'guide title',
  'guide.description': 'guide description',
};

type Role = 'slug' | 'alias' | 'text';
const roleOf = (field: RegistryField): Role => (field[0] === 'slug' ? 'slug' : field[0] === 'vanityAliases' ? 'alias' : 'text');

/** What to do about a claim of `mine` that `theirs` (another page) already makes, said from this file's side. */
function clashWords(value: string, mine: RegistryField, theirs: RegistryField, other: string): string {
  const me = roleOf(mine);
  const them = roleOf(theirs);
  if (me === 'text') return `The same ${FIELD_NAMES[mine.join('.')] ?? mine.join('.')} as ${other}: write this page's own (search results, tabs and the guide e-mail show it).`;
  if (me === 'slug' && them === 'slug') return `${value} is already the page of ${other}: choose another slug.`;
  if (me === 'slug') return `${value} is an alias of ${other}: remove it there first, or choose another slug.`;
  if (them === 'slug') return `${value} is the page of ${other}: an alias must be an address no page uses. Remove it.`;
  return `${value} is already an alias of ${other}: an address can lead to one page only. Remove it here, or there first.`;
}

/** A problem as the editor of `focus` sees it: at its field and in its terms, or null when it is about another file. */
export function issueAt(focus: string, problem: ContentProblem, names: ReadonlyMap<string, string>): FieldIssue | null {
  const holder = problem.holder;
  if (problem.file === focus) {
    if (holder && 'file' in holder) return { path: problem.path, message: clashWords(problem.value ?? '', problem.path, holder.field, pageName(holder.file, names)) };
    if (holder && 'reserved' in holder) {
      const what = roleOf(problem.path) === 'slug' ? 'choose another slug' : 'an alias must be an address no page uses. Remove it';
      return { path: problem.path, message: `${problem.value} is already ${holder.reserved}: ${what}.` };
    }
    if (holder === null && roleOf(problem.path) === 'alias') {
      const own = problem.message.includes("the page's own path");
      return { path: problem.path, message: own ? `${problem.value} is this page's own address: an alias is another address that leads here. Remove it.` : `${problem.value} is listed twice: remove one.` };
    }
    return { path: problem.path, message: problem.message };
  }
  if (holder && 'file' in holder && holder.file === focus) {
    return { path: [...holder.field], message: clashWords(problem.value ?? '', holder.field, problem.path, pageName(problem.file, names)) };
  }
  return null;
}

/** A file as a store is asked to write it: its new text, or null to remove it. */
export interface WrittenFile {
  path: string;
  source: string | null;
}

export interface WriteCheck {
  /** One line per problem, as the refusal's message lists them. */
  lines: string[];
  /** The problems at the focus file's fields (the prose as `body`), and the others at no field. */
  problems: FieldIssue[];
}

/**
 * What the servers check before they write: the whole site as it would be with `files` written,
 * as the browser checked it, so what is written has passed whatever the browser sent. `focus` is
 * the industry file the change is about (its problems are named by field).
 */
export function checkWrite(site: Site, files: readonly WrittenFile[], focus: string): WriteCheck {
  const edit: Required<Edit> = { industries: [], removedIndustries: [], portfolio: [], removedPortfolio: [], texts: [] };
  const lines: string[] = [];
  const problems: FieldIssue[] = [];
  for (const file of files) {
    const isIndustry = file.path.startsWith(`${INDUSTRY_FOLDER}/`);
    if (file.source === null) {
      if (isIndustry) (edit.removedIndustries as string[]).push(file.path);
      else if (file.path.startsWith(`${PORTFOLIO_FOLDER}/`)) (edit.removedPortfolio as string[]).push(file.path);
      continue;
    }
    try {
      if (isIndustry) {
        const parts = splitIndustryFile(file.source);
        (edit.industries as Array<{ file: string; data: unknown; body: string | null }>).push({ file: file.path, data: readFrontmatter(parts.frontmatter), body: parts.body });
        for (const issue of bodyIssues(parseBody(parts.body))) {
          lines.push(`${file.path === focus ? '' : `${file.path}: `}body: ${issue.message}`);
          if (file.path === focus) problems.push({ path: ['body'], message: issue.message });
        }
      } else {
        const parts = splitContentFile(file.path, file.source);
        const entry = { file: file.path, data: readFrontmatter(parts.frontmatter), body: /\.ya?ml$/.test(file.path) ? null : parts.body };
        if (file.path.startsWith(`${PORTFOLIO_FOLDER}/`)) (edit.portfolio as Array<{ file: string; data: unknown; body: string | null }>).push(entry);
        else (edit.texts as TextEntry[]).push(entry);
      }
    } catch (error) {
      lines.push(file.path === focus ? (error as Error).message : `${file.path}: ${(error as Error).message}`);
      problems.push({ path: [], message: file.path === focus ? (error as Error).message : `${file.path}: ${(error as Error).message}` });
    }
  }
  const check = checkEdit(site, edit, focus);
  // The focus file's problems by field alone: the message starts with the file's name already.
  for (const problem of check.problems) lines.push(describeProblem(problem).replace(`${focus}: `, ''));
  problems.push(...check.fields, ...check.body.map((issue) => ({ path: ['body'], message: issue.message })), ...check.elsewhere.map((message) => ({ path: [], message })));
  return { lines: [...new Set(lines)], problems };
}
