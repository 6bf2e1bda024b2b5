/**
 * The industry registry: what code outside Astro (the Netlify Functions, Node scripts, tests)
 * knows of the industries collection, and the checks that span several industry files.
 *
 * The industries loader (src/loaders/industries.ts) validates each MDX file with its schema, then
 * runs the whole-site check (./content-check.ts, whose clashes across files are `registryClashes`
 * here) over all of them and writes `catalogueModuleSource` to
 * netlify/generated/industries.ts. Everything here is pure, so it is tested without a build.
 */
import type { IndustryFile } from './schemas/content.ts';

/** The industry's quick-win guide: its printable page and the PDF that the e-mail links to. */
export function guidePath(slug: string): string {
  return `/guides/${slug}-quick-wins`;
}
export function guideFileName(slug: string): string {
  return `${slug}-quick-wins.pdf`;
}
export function guideDownloadUrl(slug: string): string {
  return `/downloads/${guideFileName(slug)}`;
}

type GuideTexts = Pick<IndustryFile['guide'], 'title' | 'description'>;

/** One industry as the functions, scripts and tests see it (generated from its MDX file). */
export type IndustryRecord = Pick<IndustryFile, 'slug' | 'name' | 'menu' | 'vanityAliases' | 'review'> & {
  /** The MDX file, from the project root. */
  file: string;
  path: string;
  guide: GuideTexts &
    Pick<IndustryFile['guide'], 'featured'> & {
      path: string;
      fileName: string;
      downloadUrl: string;
      itemTitles: readonly string[];
    };
};

/** The fields of an industry file a record is made of. */
export type IndustryData = Pick<IndustryFile, 'name' | 'slug' | 'menu' | 'vanityAliases' | 'review'> & {
  guide: GuideTexts & Pick<IndustryFile['guide'], 'featured'> & { items: readonly Pick<IndustryFile['guide']['items'][number], 'title'>[] };
};

export function industryRecord(data: IndustryData, file: string): IndustryRecord {
  return {
    slug: data.slug,
    name: data.name,
    file,
    path: `/${data.slug}`,
    menu: { ...data.menu },
    vanityAliases: [...data.vanityAliases],
    review: { ...data.review, emphasis: [...data.review.emphasis] },
    guide: {
      title: data.guide.title,
      description: data.guide.description,
      featured: data.guide.featured,
      path: guidePath(data.slug),
      fileName: guideFileName(data.slug),
      downloadUrl: guideDownloadUrl(data.slug),
      itemTitles: data.guide.items.map((item) => item.title),
    },
  };
}

/** Menu order, then slug: the order of the menus, the home cards and every list derived from them. */
export function byMenuOrder<T extends { slug: string; menu: { order: number } }>(a: T, b: T): number {
  return a.menu.order - b.menu.order || a.slug.localeCompare(b.slug);
}

/** The TypeScript module the functions import: the records, typed, with a do-not-edit banner. */
export function catalogueModuleSource(records: readonly IndustryRecord[]): string {
  const sorted = [...records].sort(byMenuOrder);
  return [
    '// Generated from src/content/industries/*.mdx by the industries loader (src/loaders/industries.ts)',
    '// on every `astro build`, `astro sync` and `astro dev` change. Do not edit: edit the MDX file.',
    "import type { IndustryRecord } from '../../src/lib/industry-registry.ts';",
    '',
    `export const INDUSTRIES: readonly IndustryRecord[] = ${JSON.stringify(sorted, null, 2)};`,
    '',
  ].join('\n');
}

/** Where the deployed site serves the editor of the industry files (its own build, beside the pages). */
export const ADMIN_PATH = '/admin';

/**
 * Paths the site already uses, each with what uses it: top-level pages and page folders
 * (src/pages), files and folders in public/, the functions under /api and the editor at /admin.
 * An industry slug or alias must not take one of them.
 */
export function reservedPaths(pageEntries: readonly string[], publicEntries: readonly string[]): Map<string, string> {
  const reserved = new Map<string, string>([
    ['/api', 'the site\'s functions (/api/…)'],
    [ADMIN_PATH, `the editor (${ADMIN_PATH})`],
  ]);
  for (const entry of pageEntries) {
    if (entry.includes('[')) continue; // dynamic routes: the industries themselves, redirects
    const name = entry.replace(/\.(astro|md|mdx|ts|js)$/, '');
    const path = name === 'index' ? '/' : `/${name}`;
    reserved.set(path, `src/pages/${entry}`);
  }
  for (const entry of publicEntries) reserved.set(`/${entry}`, `public/${entry}`);
  return reserved;
}

/** What the checks across files read of an industry file. */
export type IndustryPaths = Pick<IndustryFile, 'slug'> & {
  file: string;
  /** Its aliases; an item that is not a valid path (an editor still typing it) is a hole, kept so the others keep their place. */
  vanityAliases: readonly (string | null)[];
  /** What search engines and shares show of its two pages: each must be its own. */
  seo?: Pick<IndustryFile['seo'], 'title' | 'description'>;
  guide?: GuideTexts;
};

/** Texts that name a page in search results, tabs and the guide e-mail: never shared by two files. */
const OWN_TEXTS = [
  [['seo', 'title'], (i: IndustryPaths) => i.seo?.title],
  [['seo', 'description'], (i: IndustryPaths) => i.seo?.description],
  [['guide', 'title'], (i: IndustryPaths) => i.guide?.title],
  [['guide', 'description'], (i: IndustryPaths) => i.guide?.description],
] as const;

/** A field of an industry file: `['slug']`, `['vanityAliases', 2]`, `['seo', 'title']`. */
export type RegistryField = readonly (string | number)[];

/**
 * One mistake across files: the file and field reported (the build names it), the build's message,
 * and what already holds the address or text, so that an editor of either file can be shown it at
 * their own field, in their own terms.
 */
export interface RegistryClash {
  file: string;
  field: RegistryField;
  /** The build's message, naming the file, the field and what to do. */
  message: string;
  /** The address (`/law`) or text claimed. */
  value: string;
  /** The other file's field that holds it; a page of the site (`src/pages/about.astro`); or none (the file's own path, or an alias listed twice). */
  holder: { file: string; field: RegistryField } | { reserved: string } | null;
}

/**
 * Mistakes that only show across files: two industries with one slug, one alias claimed twice,
 * an alias or slug that would hide a page of the site, a page title or description copied from
 * another file and left as it was. Each message names the file, the field
 * and what to do, and reads on its own in the build log. Of two files that claim one path, the
 * one listed first keeps it and the other is reported.
 */
export function registryClashes(industries: readonly IndustryPaths[], reserved: ReadonlyMap<string, string>): RegistryClash[] {
  const clashes: RegistryClash[] = [];
  const pageOf = new Map<string, string>();
  for (const { file, slug } of industries) {
    const path = `/${slug}`;
    const taken = reserved.get(path);
    if (taken) {
      clashes.push({
        file,
        field: ['slug'],
        value: path,
        holder: { reserved: taken },
        message: `${file}: slug "${slug}" would be the page ${path}, which is already ${taken}. Choose another slug.`,
      });
    } else if (pageOf.has(path)) {
      const other = pageOf.get(path)!;
      clashes.push({
        file,
        field: ['slug'],
        value: path,
        holder: { file: other, field: ['slug'] },
        message: `${file}: slug "${slug}" is already the slug of ${other}. Each industry file needs its own slug (its page is ${path}).`,
      });
    } else {
      pageOf.set(path, file);
    }
  }
  const aliasOf = new Map<string, { file: string; index: number }>();
  for (const { file, slug, vanityAliases } of industries) {
    vanityAliases.forEach((alias, index) => {
      if (typeof alias !== 'string') return;
      const field = `vanityAliases has "${alias}"`;
      const at = ['vanityAliases', index] as const;
      const clash = (message: string, holder: RegistryClash['holder']) => clashes.push({ file, field: at, value: alias, holder, message: `${file}: ${message}` });
      if (alias === `/${slug}`) {
        clash(`${field}, the page's own path; an alias is another path that redirects to /${slug}. Remove it.`, null);
      } else if (reserved.has(alias)) {
        clash(`${field}, which is already ${reserved.get(alias)}. An alias must be a path no page uses.`, { reserved: reserved.get(alias)! });
      } else if (pageOf.has(alias)) {
        clash(`${field}, which is the page of ${pageOf.get(alias)}. An alias must be a path no page uses.`, { file: pageOf.get(alias)!, field: ['slug'] });
      } else if (aliasOf.has(alias)) {
        const other = aliasOf.get(alias)!;
        if (other.file === file) clash(`${field} twice. List each alias once.`, null);
        else clash(`${field}, which is already an alias of ${other.file}. A path can redirect to one page only.`, { file: other.file, field: ['vanityAliases', other.index] });
      } else {
        aliasOf.set(alias, { file, index });
      }
    });
  }
  for (const [field, text] of OWN_TEXTS) {
    const name = field.join('.');
    const firstWith = new Map<string, string>();
    for (const industry of industries) {
      const value = text(industry);
      if (value === undefined) continue;
      const other = firstWith.get(value);
      if (other) {
        clashes.push({
          file: industry.file,
          field,
          value,
          holder: { file: other, field },
          message: `${industry.file}: ${name} is the same as in ${other}. Write its own: search results and shares show it.`,
        });
      } else {
        firstWith.set(value, industry.file);
      }
    }
  }
  return clashes;
}
