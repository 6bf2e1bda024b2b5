/**
 * The industry files as the pages list them, in menu order, and what the page shell derives from
 * them on every page: the header's Who We Serve menu, the footer's and the industry paths. Read
 * once per build: Astro's getCollection copies every entry and resolves its images on each call,
 * and the layout called it on every page, which with 1,000 extra industry files cost about a
 * third of the build (2,038 pages × 1,007 entries). In `astro dev` it is read again on every
 * page, so an edited file shows at once.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { byMenuOrder } from '~/lib/industry-registry';
import { whoWeServeMenus, type NavLink } from '~/lib/navigation';
import { portfolioLabelOf } from '~/lib/portfolio-filter';

export type Industry = CollectionEntry<'industries'>['data'];

/** A case study with its industry resolved: the industry's slug and the label its card shows. */
export type CaseStudy = Omit<CollectionEntry<'portfolio'>['data'], 'industry'> & {
  industry: { slug: string; label: string };
};

export interface SiteMenus {
  whoWeServe: { header: NavLink[]; footer: NavLink[] };
  industryPaths: string[];
}

let industries: Promise<readonly Industry[]> | undefined;
let menus: Promise<SiteMenus> | undefined;

async function readIndustries(): Promise<readonly Industry[]> {
  return (await getCollection('industries')).map((entry) => entry.data).sort(byMenuOrder);
}

async function readMenus(): Promise<SiteMenus> {
  const list = await industriesInMenuOrder();
  return { whoWeServe: whoWeServeMenus(list), industryPaths: list.map((industry) => `/${industry.slug}`) };
}

/** Every industry file's data, in menu order (the order of the menus, cards and guide lists). */
export function industriesInMenuOrder(): Promise<readonly Industry[]> {
  if (import.meta.env.DEV) return readIndustries();
  industries ??= readIndustries();
  return industries;
}

export function siteMenus(): Promise<SiteMenus> {
  if (import.meta.env.DEV) return readMenus();
  menus ??= readMenus();
  return menus;
}

/**
 * The case studies in their `order`, each with its industry file resolved. A reference to an
 * industry file that does not exist stops the build naming both files (Astro itself only logs it).
 */
export async function portfolioInOrder(): Promise<CaseStudy[]> {
  const [entries, industries] = await Promise.all([getCollection('portfolio'), getCollection('industries')]);
  const industryById = new Map(industries.map((entry) => [entry.id, entry.data]));
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ data, filePath }) => {
      const industry = industryById.get(data.industry.id);
      if (!industry) {
        const files = [...industryById.keys()].sort().join(', ');
        throw new Error(`${filePath}: industry "${data.industry.id}" is not a file in src/content/industries/ (one of: ${files}).`);
      }
      return { ...data, industry: { slug: industry.slug, label: portfolioLabelOf(industry) } };
    });
}
