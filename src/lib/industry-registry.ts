/**
 * The industry registry: what code outside Astro (the Netlify Functions, Node scripts, tests)
 * knows of the industries collection, and the checks that span several industry files.
 *
 * The industries loader (src/loaders/industries.ts) validates each MDX file with its schema, then
 * runs `registryProblems` over all of them and writes `catalogueModuleSource` to
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
  vanityAliases: readonly string[];
  /** What search engines and shares show of its two pages: each must be its own. */
  seo?: Pick<IndustryFile['seo'], 'title' | 'description'>;
  guide?: GuideTexts;
};

/** Texts that name a page in search results, tabs and the guide e-mail: never shared by two files. */
const OWN_TEXTS = [
  ['seo.title', (i: IndustryPaths) => i.seo?.title],
  ['seo.description', (i: IndustryPaths) => i.seo?.description],
  ['guide.title', (i: IndustryPaths) => i.guide?.title],
  ['guide.description', (i: IndustryPaths) => i.guide?.description],
] as const;

/**
 * Mistakes that only show across files: two industries with one slug, one alias claimed twice,
 * an alias or slug that would hide a page of the site, a page title or description copied from
 * another file and left as it was. Each message names the file, the field
 * and what to do, and reads on its own in the build log. Of two files that claim one path, the
 * one listed first keeps it and the other is reported.
 */
export function registryProblems(industries: readonly IndustryPaths[], reserved: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const pageOf = new Map<string, string>();
  for (const { file, slug } of industries) {
    const path = `/${slug}`;
    const taken = reserved.get(path);
    if (taken) {
      problems.push(`${file}: slug "${slug}" would be the page ${path}, which is already ${taken}. Choose another slug.`);
    } else if (pageOf.has(path)) {
      problems.push(`${file}: slug "${slug}" is already the slug of ${pageOf.get(path)}. Each industry file needs its own slug (its page is ${path}).`);
    } else {
      pageOf.set(path, file);
    }
  }
  const aliasOf = new Map<string, string>();
  for (const { file, slug, vanityAliases } of industries) {
    for (const alias of vanityAliases) {
      const field = `vanityAliases has "${alias}"`;
      if (alias === `/${slug}`) {
        problems.push(`${file}: ${field}, the page's own path; an alias is another path that redirects to /${slug}. Remove it.`);
      } else if (reserved.has(alias)) {
        problems.push(`${file}: ${field}, which is already ${reserved.get(alias)}. An alias must be a path no page uses.`);
      } else if (pageOf.has(alias)) {
        problems.push(`${file}: ${field}, which is the page of ${pageOf.get(alias)}. An alias must be a path no page uses.`);
      } else if (aliasOf.has(alias)) {
        const other = aliasOf.get(alias);
        problems.push(
          other === file
            ? `${file}: ${field} twice. List each alias once.`
            : `${file}: ${field}, which is already an alias of ${other}. A path can redirect to one page only.`,
        );
      } else {
        aliasOf.set(alias, file);
      }
    }
  }
  for (const [field, text] of OWN_TEXTS) {
    const firstWith = new Map<string, string>();
    for (const industry of industries) {
      const value = text(industry);
      if (value === undefined) continue;
      const other = firstWith.get(value);
      if (other) {
        problems.push(`${industry.file}: ${field} is the same as in ${other}. Write its own: search results and shares show it.`);
      } else {
        firstWith.set(value, industry.file);
      }
    }
  }
  return problems;
}
