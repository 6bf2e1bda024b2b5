/**
 * The whole-site content check: what the build refuses in the content an editor can change (the
 * industry files and the case studies that name them), as one pure function over a content set.
 *
 * - each industry file against the industry schema (src/lib/schemas/content.ts), its images
 *   against the project's images and their rules by their real pixels (a hero picture landscape
 *   and at least 1000 pixels wide, a before/after pair of one shape), and its prose as MDX reads
 *   it (a component the site does not have, a component's props);
 * - each case study against the portfolio schema, and the industry file it names;
 * - across files: slugs and aliases claimed twice or hiding a page of the site, titles copied
 *   from another file (industry-registry.ts).
 *
 * - the site's other content files (content-files.ts) against their schemas, a team photo's
 *   shape, each list's entry ids, and a link to a case study page (`/case/<slug>`) in any file
 *   that no case study has.
 *
 * The build runs the same function: Astro parses each file with the same schemas, and the
 * industries loader runs `contentProblems` over every content file on disk after every load
 * (src/loaders/site-check.ts), so a file changed by hand is held to the editor's rules, in its
 * words. The editor runs `contentProblems` in the browser on every change, and the dev file API
 * and the admin function run it again before they write, over the whole set as it would be
 * after the change (src/editor/core/validation.ts).
 */
import { z } from 'astro/zod';
import type { reference, SchemaContext } from 'astro:content';
import type { ImageSize } from './image-size.ts';
import { parseMdxTree, type MdxNode } from './mdx-tree.ts';
import { registryClashes, type IndustryPaths, type RegistryClash } from './industry-registry.ts';
import { checkMdxProps, isMdxComponentName, MDX_COMPONENT_NAMES } from './schemas/mdx-components.ts';
import { HERO_IMAGE_MIN_WIDTH, industrySchema, portfolioSchema, TEAM_PHOTO_MIN_SIZE } from './schemas/content.ts';
import { plainMessage } from './schemas/messages.ts';
import { textFileAt } from './content-files.ts';

export type FieldPath = (string | number)[];

export interface ContentProblem {
  /** The file at fault, from the project root (`src/content/industries/lawyers.mdx`). */
  file: string;
  /** The field at fault (`['vanityAliases', 3]`); `['body']` for the prose; `[]` for the file as a whole. */
  path: FieldPath;
  /** What is wrong and what to do, as the build says it. */
  message: string;
  /** A clash across files: what already holds the address or text (another file's field, or a page of the site). */
  holder?: RegistryClash['holder'];
  /** The address or text claimed twice, or the industry file a case study names. */
  value?: string;
  /** In the prose: where the problem starts (characters from the start of the body). */
  offset?: number;
}

export interface IndustryEntry {
  /** `src/content/industries/<name>.mdx` */
  file: string;
  /** Its frontmatter as read (not yet checked). */
  data: unknown;
  /** Its prose after the frontmatter; null when not known (then not checked). */
  body: string | null;
}

export interface PortfolioEntry {
  /** `src/content/portfolio/<name>.yaml` (a card) or `.mdx` (a card with its story) */
  file: string;
  data: unknown;
  /** An MDX case study's story after the frontmatter; null or absent when not known. */
  body?: string | null;
}

/** One of the other content files (content-files.ts): the site's pages, the lists, the prices. */
export interface TextEntry {
  /** From the project root: `src/content/faq.yaml`. */
  file: string;
  /** A YAML file's data; a Markdown file's frontmatter. */
  data: unknown;
  /** A Markdown file's text after the frontmatter (null for YAML, or when not known). */
  body: string | null;
}

export interface ContentSet {
  industries: readonly IndustryEntry[];
  portfolio: readonly PortfolioEntry[];
  /** Paths the site's pages and files take (reservedPaths). */
  reserved: ReadonlyMap<string, string>;
  /** The project's images (`src/assets/…`) with their pixel sizes; null when not known (images are then not checked). */
  images: ReadonlyMap<string, ImageSize | null> | null;
  /** The other content files an editor changes (content-files.ts); absent when not known. */
  texts?: readonly TextEntry[];
}

export const INDUSTRIES_FOLDER = 'src/content/industries';
export const PORTFOLIO_FOLDER = 'src/content/portfolio';

/** The name of an industry file, `lawyers.mdx`: what a case study's `industry` names (the collection's entry id). */
export function industryIdOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

/** `../../assets/hero/lawyers.png` written in `src/content/industries/lawyers.mdx` → `src/assets/hero/lawyers.png`; null if it leaves the project. */
export function projectPathOf(written: string, fromFile: string): string | null {
  const parts = fromFile.split('/').slice(0, -1);
  for (const segment of written.split('/')) {
    if (segment === '..') {
      if (!parts.pop()) return null;
    } else if (segment !== '.' && segment !== '') {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

/** The JSON-schema keyword that tells the editor's form a string is an image picked from src/assets. */
export const IMAGE_FIELD_KEY = 'x-editor-widget';
export const IMAGE_FIELD = 'image';

/**
 * Astro's `image()` outside Astro: the path as written, which must name one of the project's
 * images (when they are known). Its pixels are checked by `imageRuleProblems`.
 */
export function imageField(images: ContentSet['images'], fromFile: string): SchemaContext['image'] {
  const field = () =>
    z
      .string()
      .min(1, 'Choose a picture.')
      .meta({ [IMAGE_FIELD_KEY]: IMAGE_FIELD })
      .superRefine((written, ctx) => {
        const file = projectPathOf(written, fromFile);
        if (images && (!file || !images.has(file))) {
          ctx.addIssue({ code: 'custom', message: `The picture "${written}" is not among the project's pictures (src/assets): choose one of them.` });
        }
      });
  return field as unknown as SchemaContext['image'];
}

/** Astro's `reference()` outside Astro: the entry id as written (that it exists is a check across files). */
const referenceField = (() => z.string()) as unknown as typeof reference;

/** Schemas built once per list of images (a schema is hundreds of objects; the checks run on every keystroke). */
const industrySchemas = new WeakMap<object, ReturnType<typeof industrySchema>>();
const portfolioSchemas = new WeakMap<object, ReturnType<typeof portfolioSchema>>();
const NO_IMAGES = {};

/** The industry schema as the checks outside Astro run it: images from `images` (an industry file's paths are relative to its folder). */
export function industryFileSchema(images: ContentSet['images']) {
  const key = images ?? NO_IMAGES;
  let schema = industrySchemas.get(key);
  if (!schema) industrySchemas.set(key, (schema = industrySchema({ image: imageField(images, `${INDUSTRIES_FOLDER}/file.mdx`) })));
  return schema;
}
export type IndustryFileSchema = ReturnType<typeof industryFileSchema>;

export function portfolioFileSchema(images: ContentSet['images']) {
  const key = images ?? NO_IMAGES;
  let schema = portfolioSchemas.get(key);
  if (!schema) portfolioSchemas.set(key, (schema = portfolioSchema({ image: imageField(images, `${PORTFOLIO_FOLDER}/file.yaml`), reference: referenceField })));
  return schema;
}

const issuePath = (path: readonly PropertyKey[]): FieldPath => path.map((key) => (typeof key === 'symbol' ? String(key) : key));

/** What a picture must be, by its place: the hero picture and the before/after pairs. */
export function imageRuleProblems(
  data: unknown,
  sizeOf: (written: string) => ImageSize | null | undefined,
): Array<{ path: FieldPath; message: string }> {
  const problems: Array<{ path: FieldPath; message: string }> = [];
  if (!data || typeof data !== 'object') return problems;
  const record = data as { hero?: { image?: { src?: unknown } }; beforeAfter?: unknown };
  const hero = record.hero?.image?.src;
  if (typeof hero === 'string') {
    const size = sizeOf(hero);
    if (size && (size.width < HERO_IMAGE_MIN_WIDTH || size.width <= size.height)) {
      problems.push({
        path: ['hero', 'image', 'src'],
        message: `This picture is ${size.width}×${size.height} pixels: a hero picture is landscape (wider than tall) and at least ${HERO_IMAGE_MIN_WIDTH} pixels wide. Choose another picture.`,
      });
    }
  }
  if (Array.isArray(record.beforeAfter)) {
    record.beforeAfter.forEach((pair: unknown, index) => {
      const { beforeImage, afterImage } = (pair ?? {}) as { beforeImage?: unknown; afterImage?: unknown };
      if (typeof beforeImage !== 'string' || typeof afterImage !== 'string') return;
      const before = sizeOf(beforeImage);
      const after = sizeOf(afterImage);
      // One per cent of difference in proportion is a pixel of rounding, not another shape.
      if (before && after && Math.abs(before.width / before.height - (after.width / after.height)) > 0.01 * (before.width / before.height)) {
        problems.push({
          path: ['beforeAfter', index, 'afterImage'],
          message: `The before picture is ${before.width}×${before.height} pixels and the after picture ${after.width}×${after.height}: the slider lays one over the other, so they need the same proportions. Choose a matching pair.`,
        });
      }
    });
  }
  return problems;
}

/**
 * The fields of an industry file that pass the schema one by one (the rest left out), so the
 * checks across files run on a file that is not complete yet. An alias that does not pass is
 * left as a hole, so the others keep their place in the list.
 */
export function checkedFields(schema: IndustryFileSchema, data: unknown): Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const record = data as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const result = field.safeParse(record[key]);
    if (result.success && result.data !== undefined) fields[key] = result.data;
  }
  if (fields.vanityAliases === undefined && Array.isArray(record.vanityAliases)) {
    const alias = (schema.shape.vanityAliases.unwrap() as z.ZodArray<z.ZodType>).element;
    fields.vanityAliases = record.vanityAliases.map((item) => (alias.safeParse(item).success ? item : null));
  }
  return fields;
}

/** The industry file a case study names, from its frontmatter. */
function industryNamedBy(data: unknown): string | null {
  const value = data && typeof data === 'object' ? (data as { industry?: unknown }).industry : undefined;
  return typeof value === 'string' ? value : null;
}

/** How a case study's industry reads when it names no industry file. */
export function missingIndustryMessage(named: string, industryNames: readonly string[]): string {
  const some = industryNames.slice(0, 3).join(', ');
  return `"${named}" is not an industry file: point the case study at one of src/content/industries/ (${some}${industryNames.length > 3 ? ', …' : ''}), or remove it.`;
}

/**
 * The checks across files, on files that passed their schema (or the fields that did): the
 * registry's clashes, and each case study's industry file.
 */
export function crossFileProblems(input: {
  industries: readonly IndustryPaths[];
  portfolio: ReadonlyArray<{ file: string; industry: string | null }>;
  reserved: ReadonlyMap<string, string>;
}): ContentProblem[] {
  const problems: ContentProblem[] = registryClashes(input.industries, input.reserved).map((clash) => ({
    file: clash.file,
    path: [...clash.field],
    message: clash.message.slice(clash.file.length + 2),
    holder: clash.holder,
    value: clash.value,
  }));
  const names = input.industries.map((industry) => industryIdOf(industry.file)).sort();
  const known = new Set(names);
  for (const study of input.portfolio) {
    if (study.industry !== null && !known.has(study.industry)) {
      problems.push({ file: study.file, path: ['industry'], message: missingIndustryMessage(study.industry, names), value: study.industry });
    }
  }
  return problems;
}

// ---- The prose, as MDX reads it ----

/** Names an `import` or `export` in the prose defines (those components are the file's own). */
function definedNames(tree: MdxNode): Set<string> {
  const names = new Set<string>();
  const visit = (node: MdxNode) => {
    if (node.type === 'mdxjsEsm') {
      // The ESM's text: every identifier it binds is taken as defined (a loose reading is enough here).
      for (const match of String(node.value ?? '').matchAll(/\b([A-Z][\w$]*)\b/g)) names.add(match[1]!);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return names;
}

/**
 * What stops the build in the prose of an industry file: text MDX cannot read, a component the
 * site does not have (the build's "Expected component … to be defined"), and a component whose
 * props its schema refuses (mdx-components.ts, which the component checks at build time too).
 */
export function mdxBodyProblems(body: string): Array<{ message: string; offset: number }> {
  let tree: MdxNode;
  try {
    tree = parseMdxTree(body);
  } catch (error) {
    const place = (error as { place?: { offset?: number } | { start?: { offset?: number } } }).place;
    const offset = (place && 'offset' in place ? place.offset : place && 'start' in place ? place.start?.offset : undefined) ?? 0;
    return [{ message: `MDX cannot read the prose: ${(error as Error).message}`, offset }];
  }
  const problems: Array<{ message: string; offset: number }> = [];
  const defined = definedNames(tree);
  const visit = (node: MdxNode) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const offset = node.position?.start.offset ?? 0;
      const root = node.name.split('.')[0]!;
      if (/^[A-Z]/.test(root) && !isMdxComponentName(node.name) && !defined.has(root)) {
        problems.push({
          offset,
          message: `<${node.name}> is not one of the site's components (${MDX_COMPONENT_NAMES.join(', ')}): the build stops with "Expected component ${node.name} to be defined". Use a component block, or remove it.`,
        });
      } else if (isMdxComponentName(node.name)) {
        const attributes = node.attributes ?? [];
        // Props written as {expressions} are code: MDX evaluates them at build time, so they are not checked here.
        if (attributes.every((attribute) => attribute.type === 'mdxJsxAttribute' && (typeof attribute.value === 'string' || attribute.value === null))) {
          const props = Object.fromEntries(attributes.map((attribute) => [attribute.name ?? '', attribute.value ?? true]));
          try {
            checkMdxProps(node.name, props);
          } catch (error) {
            problems.push({ offset, message: (error as Error).message });
          }
        }
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}

/** The prose's problems by its text: an edit of a field leaves the prose as it was, and MDX is not read again. */
const bodyProblemsByText = new Map<string, Array<{ message: string; offset: number }>>();
const MAX_REMEMBERED_BODIES = 200;

function bodyProblemsOf(body: string): Array<{ message: string; offset: number }> {
  let problems = bodyProblemsByText.get(body);
  if (!problems) {
    problems = mdxBodyProblems(body);
    if (bodyProblemsByText.size >= MAX_REMEMBERED_BODIES) bodyProblemsByText.delete(bodyProblemsByText.keys().next().value!);
    bodyProblemsByText.set(body, problems);
  }
  return problems;
}

// ---- The whole set ----

/** One industry file's own problems (its schema, its pictures, its prose), and its fields as the checks across files read them. */
export function industryFileCheck(entry: IndustryEntry, images: ContentSet['images']): { problems: ContentProblem[]; fields: Record<string, unknown> } {
  const schema = industryFileSchema(images);
  const result = schema.safeParse(entry.data, { error: plainMessage });
  const problems: ContentProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ file: entry.file, path: issuePath(issue.path), message: issue.message }));
  if (images) {
    const sizeOf = (written: string) => {
      const file = projectPathOf(written, entry.file);
      return file ? images.get(file) : undefined;
    };
    for (const problem of imageRuleProblems(entry.data, sizeOf)) problems.push({ file: entry.file, ...problem });
  }
  if (entry.body !== null) {
    for (const { message, offset } of bodyProblemsOf(entry.body)) problems.push({ file: entry.file, path: ['body'], message, offset });
  }
  // A file that passes its schema is all fields; one that does not, the fields that pass one by one.
  const fields = result.success ? (result.data as Record<string, unknown>) : checkedFields(schema, entry.data);
  return { problems, fields };
}

/** The size of a picture written in `file`, when the images are known. */
function sizeIn(images: ContentSet['images'], file: string): (written: string) => ImageSize | null | undefined {
  return (written) => {
    const path = projectPathOf(written, file);
    return path && images ? images.get(path) : undefined;
  };
}

/** A case study's pictures are landscape: the cards, the page's hero and the slider are wider than tall. */
export function portfolioImageProblems(data: unknown, sizeOf: (written: string) => ImageSize | null | undefined): Array<{ path: FieldPath; message: string }> {
  const problems: Array<{ path: FieldPath; message: string }> = [];
  const record = (data ?? {}) as { image?: unknown; story?: { beforeAfter?: { beforeImage?: unknown; afterImage?: unknown } } };
  const pictures: Array<[FieldPath, unknown]> = [
    [['image'], record.image],
    [['story', 'beforeAfter', 'beforeImage'], record.story?.beforeAfter?.beforeImage],
    [['story', 'beforeAfter', 'afterImage'], record.story?.beforeAfter?.afterImage],
  ];
  for (const [path, written] of pictures) {
    const size = typeof written === 'string' ? sizeOf(written) : null;
    if (size && size.width <= size.height) {
      problems.push({ path, message: `This picture is ${size.width}×${size.height} pixels: a case study's pictures are landscape (wider than tall). Choose another picture.` });
    }
  }
  return problems;
}

/** One case study's own problems: the portfolio schema, its pictures, its story's prose (that its industry exists is a check across files). */
export function portfolioFileProblems(entry: PortfolioEntry, images: ContentSet['images']): ContentProblem[] {
  const result = portfolioFileSchema(images).safeParse(entry.data, { error: plainMessage });
  const problems: ContentProblem[] = result.success ? [] : result.error.issues.map((issue) => ({ file: entry.file, path: issuePath(issue.path), message: issue.message }));
  for (const problem of portfolioImageProblems(entry.data, sizeIn(images, entry.file))) problems.push({ file: entry.file, ...problem });
  if (entry.body) {
    for (const { message, offset } of bodyProblemsOf(entry.body)) problems.push({ file: entry.file, path: ['body'], message, offset });
  }
  return problems;
}

const textSchemas = new WeakMap<object, Map<string, z.ZodType>>();

/** The schema of a content file of content-files.ts as the checks outside Astro run it, or null for any other path. */
export function textFileSchema(file: string, images: ContentSet['images']): z.ZodType | null {
  const described = textFileAt(file);
  if (!described) return null;
  const key = images ?? NO_IMAGES;
  let schemas = textSchemas.get(key);
  if (!schemas) textSchemas.set(key, (schemas = new Map()));
  let schema = schemas.get(file);
  if (!schema) schemas.set(file, (schema = described.schema(imageField(images, file))));
  return schema;
}

/** A team photo is square and at least TEAM_PHOTO_MIN_SIZE pixels a side. */
function teamPhotoProblems(data: unknown, sizeOf: (written: string) => ImageSize | null | undefined): Array<{ path: FieldPath; message: string }> {
  if (!Array.isArray(data)) return [];
  return data.flatMap((member: unknown, index) => {
    const photo = (member as { photo?: unknown } | null)?.photo;
    const size = typeof photo === 'string' ? sizeOf(photo) : null;
    if (!size || (size.width === size.height && size.width >= TEAM_PHOTO_MIN_SIZE)) return [];
    return [{ path: [index, 'photo'], message: `This picture is ${size.width}×${size.height} pixels: a team photo is square and at least ${TEAM_PHOTO_MIN_SIZE}×${TEAM_PHOTO_MIN_SIZE} pixels. Choose another picture.` }];
  });
}

/** The entries of a list file each have their own id (the collection's entry id). */
function duplicateIdProblems(data: unknown): Array<{ path: FieldPath; message: string }> {
  if (!Array.isArray(data)) return [];
  const seen = new Map<string, number>();
  const problems: Array<{ path: FieldPath; message: string }> = [];
  data.forEach((entry: unknown, index) => {
    const id = (entry as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, index);
    else problems.push({ path: [index, 'id'], message: `Entry ${first + 1} has the id "${id}" already: each entry's id is its own. Change it.` });
  });
  return problems;
}

/** One content file's own problems: its schema, its entries' ids, its pictures. */
export function textFileProblems(entry: TextEntry, images: ContentSet['images']): ContentProblem[] {
  const schema = textFileSchema(entry.file, images);
  if (!schema) return [{ file: entry.file, path: [], message: 'This file is not one the editor knows.' }];
  const result = schema.safeParse(entry.data, { error: plainMessage });
  const problems: ContentProblem[] = result.success ? [] : result.error.issues.map((issue) => ({ file: entry.file, path: issuePath(issue.path), message: issue.message }));
  const more = [...duplicateIdProblems(entry.data)];
  if (entry.file === 'src/content/team.yaml') more.push(...teamPhotoProblems(entry.data, sizeIn(images, entry.file)));
  for (const problem of more) problems.push({ file: entry.file, ...problem });
  return problems;
}

/** The case study pages a text links to (`/case/whitfield-law` → `whitfield-law`), with the field of each. */
function caseLinksIn(value: unknown, path: FieldPath, found: Array<{ slug: string; path: FieldPath }>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/case\/([a-z0-9]+(?:-[a-z0-9]+)*)/g)) found.push({ slug: match[1]!, path });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => caseLinksIn(item, [...path, index], found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) caseLinksIn(item, [...path, key], found);
  }
}

/** Links to a case study page that no case study has: what deleting a case study that is linked to would leave. */
export function caseLinkProblems(set: ContentSet): ContentProblem[] {
  const slugs = new Set(set.portfolio.map((entry) => (entry.data as { slug?: unknown } | null)?.slug).filter((slug): slug is string => typeof slug === 'string'));
  const problems: ContentProblem[] = [];
  const entries: Array<{ file: string; data: unknown; body?: string | null | undefined }> = [...set.industries, ...set.portfolio, ...(set.texts ?? [])];
  for (const entry of entries) {
    const found: Array<{ slug: string; path: FieldPath }> = [];
    caseLinksIn(entry.data, [], found);
    if (entry.body) caseLinksIn(entry.body, ['body'], found);
    for (const link of found) {
      if (slugs.has(link.slug)) continue;
      problems.push({
        file: entry.file,
        path: link.path,
        value: link.slug,
        message: `Links to /case/${link.slug}, and no case study has that address: link to another case study, or remove the link.`,
      });
    }
  }
  return problems;
}

/**
 * What `contentProblems` keeps between calls: each entry's own check, by the entry (the same
 * object) and by its content (the same file, text and images), so that a file unchanged since the
 * last check, read anew or not, is not checked again: the editor checks the whole site after
 * each keystroke, and the servers before each write.
 */
export interface ContentCheckCache {
  byEntry: WeakMap<object, { problems: ContentProblem[]; fields?: Record<string, unknown> }>;
  byContent: Map<string, { problems: ContentProblem[]; fields?: Record<string, unknown> }>;
}
/** Entries kept by content, at most (the oldest go first). */
const MAX_CACHED_CONTENT = 2000;

export function contentCheckCache(): ContentCheckCache {
  return { byEntry: new WeakMap(), byContent: new Map() };
}

/** The images as part of a cache key: their paths and pixels. */
const imagesKeys = new WeakMap<object, string>();
function imagesKey(images: ContentSet['images']): string {
  if (!images) return '';
  let key = imagesKeys.get(images);
  if (key === undefined) imagesKeys.set(images, (key = JSON.stringify([...images])));
  return key;
}

function cached<T extends { problems: ContentProblem[] }>(cache: ContentCheckCache, entry: object, contentKey: () => string, make: () => T): T {
  const known = cache.byEntry.get(entry) as T | undefined;
  if (known) return known;
  const key = contentKey();
  let value = cache.byContent.get(key) as T | undefined;
  if (!value) {
    value = make();
    if (cache.byContent.size >= MAX_CACHED_CONTENT) cache.byContent.delete(cache.byContent.keys().next().value!);
    cache.byContent.set(key, value);
  }
  cache.byEntry.set(entry, value);
  return value;
}

/** Every problem of the content set, as the build would report it. */
export function contentProblems(set: ContentSet, cache: ContentCheckCache = contentCheckCache()): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const images = imagesKey(set.images);
  const industries: IndustryPaths[] = [];
  for (const entry of set.industries) {
    const check = cached(cache, entry, () => `i\n${entry.file}\n${images}\n${JSON.stringify(entry.data)}\n${entry.body}`, () => industryFileCheck(entry, set.images));
    problems.push(...check.problems);
    const fields = check.fields;
    if (typeof fields.slug === 'string') industries.push({ vanityAliases: [], ...(fields as Partial<IndustryPaths>), slug: fields.slug, file: entry.file });
  }
  for (const entry of set.portfolio) {
    problems.push(...cached(cache, entry, () => `p\n${entry.file}\n${images}\n${JSON.stringify(entry.data)}\n${entry.body ?? ''}`, () => ({ problems: portfolioFileProblems(entry, set.images) })).problems);
  }
  for (const entry of set.texts ?? []) {
    problems.push(...cached(cache, entry, () => `t\n${entry.file}\n${images}\n${JSON.stringify(entry.data)}\n${entry.body}`, () => ({ problems: textFileProblems(entry, set.images) })).problems);
  }
  problems.push(...caseLinkProblems(set));
  const byFile = [...industries].sort((a, b) => a.file.localeCompare(b.file));
  const portfolio = set.portfolio.map((entry) => ({ file: entry.file, industry: industryNamedBy(entry.data) }));
  problems.push(...crossFileProblems({ industries: byFile, portfolio, reserved: set.reserved }));
  return problems;
}

/** A problem as one line of the build log: `file: field: message` (the registry's messages name their field themselves). */
export function describeProblem(problem: ContentProblem): string {
  if (problem.holder !== undefined) return `${problem.file}: ${problem.message}`;
  return `${problem.file}: ${problem.path.length ? `${problem.path.join('.')}: ` : ''}${problem.message}`;
}
