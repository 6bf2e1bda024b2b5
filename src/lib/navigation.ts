/** Navigation of the shared layout: header, mobile menu and footer. */
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
 * the mobile menu list those marked `header: true`; the footer lists every industry.
 */
export function whoWeServeMenus(industries: readonly IndustryMenuEntry[]): { header: NavLink[]; footer: NavLink[] } {
  const sorted = [...industries].sort(byMenuOrder);
  const link = (entry: IndustryMenuEntry): NavLink => ({ label: entry.menu.label, href: `/${entry.slug}` });
  return { header: sorted.filter((entry) => entry.menu.header).map(link), footer: sorted.map(link) };
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

/** True when `href` is the current page or a section of it (e.g. /case/x under /case-studies). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  if (href === '/case-studies') return path === '/case-studies' || path === '/portfolio' || path.startsWith('/case/');
  return path === href;
}
