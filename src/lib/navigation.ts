/** Navigation of the shared layout (spec section 2, "Shared layout"). */
export interface NavLink {
  label: string;
  href: string;
}

export const WHO_WE_SERVE: readonly NavLink[] = [
  { label: 'Lawyers', href: '/lawyers' },
  { label: 'Accountants', href: '/accountants' },
  { label: 'Consultants', href: '/consultants' },
  { label: 'Local Businesses', href: '/local-businesses' },
  { label: 'Nonprofits', href: '/nonprofits' },
  { label: 'Creatives', href: '/creatives' },
];

/**
 * The footer's Who We Serve list adds professional services (therapists and similar firms).
 * Marked pure so a browser bundle that uses another list of this module drops it.
 */
export const FOOTER_WHO_WE_SERVE: readonly NavLink[] = /* @__PURE__ */ footerWhoWeServe();

function footerWhoWeServe(): NavLink[] {
  return [
    ...WHO_WE_SERVE.slice(0, 3),
    { label: 'Therapists & Professional Services', href: '/professional-services' },
    ...WHO_WE_SERVE.slice(3),
  ];
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
