/**
 * What the page shell lists of the industries on every page: the header's Who We Serve menu, the
 * footer's and the industry paths. Read once per build: Astro's getCollection copies every entry
 * and resolves its images on each call, and the layout called it on every page, which with 1,000
 * extra industry files cost about a third of the build (2,038 pages × 1,007 entries). In
 * `astro dev` it is read again on every page, so an edited file shows at once.
 */
import { getCollection } from 'astro:content';
import { whoWeServeMenus, type NavLink } from '~/lib/navigation';

export interface SiteMenus {
  whoWeServe: { header: NavLink[]; footer: NavLink[] };
  industryPaths: string[];
}

let built: Promise<SiteMenus> | undefined;

async function read(): Promise<SiteMenus> {
  const industries = (await getCollection('industries')).map((entry) => entry.data);
  return { whoWeServe: whoWeServeMenus(industries), industryPaths: industries.map((industry) => `/${industry.slug}`) };
}

export function siteMenus(): Promise<SiteMenus> {
  if (import.meta.env.DEV) return read();
  built ??= read();
  return built;
}
