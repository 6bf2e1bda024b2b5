/** Navigation of the shared layout: header, mobile menu and footer. */
import { firstOfList, type FirstOfList } from './industry-lists.ts';
import { byMenuOrder } from './industry-registry.ts';
import type { IndustryFile } from './schemas/content.ts';

export interface NavLink {
  label: string;
  href: string;
}

/** What the menus need of an industry file (its `slug` and `menu` block). */
export type IndustryMenuEntry = Pick<IndustryFile, 'slug' | 'menu'>;

/**
 * The Who We Serve links, from the industry files in their menu order: the header's dropdown and
 * the mobile menu list those marked `header: true`; the footer lists every industry. Each shows
 * at most INDUSTRY_LIST_LIMIT (the first in menu order) and, past it, links the index of them all.
 */
export function whoWeServeMenus(industries: readonly IndustryMenuEntry[]): { header: FirstOfList<NavLink>; footer: FirstOfList<NavLink> } {
  const sorted = [...industries].sort(byMenuOrder);
  const link = (entry: IndustryMenuEntry): NavLink => ({ label: entry.menu.label, href: `/${entry.slug}` });
  return { header: firstOfList(sorted.filter((entry) => entry.menu.header).map(link)), footer: firstOfList(sorted.map(link)) };
}

export const MAIN_NAV = {
  before: [
    { label: 'Services', href: '/services' },
    { label: 'Pricing', href: '/pricing' },
  ],
  after: [
    { label: 'Case Studies', href: '/case-studies' },
    { label: 'FAQ', href: '/faq' },
    { label: 'About', href: '/about' },
  ],
} as const satisfies Record<string, readonly NavLink[]>;

export const HEADER_ACTIONS = {
  review: { label: 'Free AI Website Review', href: '/ai-feedback' },
  strategyCall: { label: 'Schedule a Strategy Call', href: '/contact' },
  mobileCall: { label: 'Book Your Strategy Call', href: '/contact' },
  payment: { label: 'Make Payment', href: '/payment' },
} as const;

/** The Who We Serve menu's name: the header's dropdown, the phone menu's group and the footer's column. */
export const WHO_WE_SERVE_LABEL = 'Who We Serve';

/** The names of the header's parts, for screen readers, and the link that ends a cut industry list. */
export const NAV_LABELS = {
  /** The logo's link: "Northlight Studio home". */
  home: '{studio} home',
  main: 'Main',
  mobile: 'Mobile',
  menu: 'Menu',
  allIndustries: 'All industries',
} as const;

/** The four services named in the footer. Brand & Performance Audit is the paid audit (/payment). */
export const FOOTER_SERVICES: readonly NavLink[] = [
  { label: 'Website Tune-Up', href: '/services#web-design-build' },
  { label: 'Brand Refresh', href: '/services#brand-messaging' },
  { label: 'Premium Brand Experience', href: '/pricing' },
  { label: 'Brand & Performance Audit', href: '/payment' },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
];

/** The page's path as the links name it: /lawyers for /lawyers.html or /lawyers/. */
export function linkPath(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
}

/** True when `href` is the current page or a section of it (e.g. /case/x under /case-studies). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = linkPath(pathname);
  if (href === '/') return path === '/';
  if (href === '/case-studies') return path === '/case-studies' || path === '/portfolio' || path.startsWith('/case/');
  return path === href;
}
