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

export type Industry = CollectionEntry<'industries'>['data'];

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
