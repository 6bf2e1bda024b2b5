/** What the studio sells: prices, offers, the audit, the calculator's figures. Part of the site config: import from `~/lib/config`. */

/** Free AI website reviews per visitor and per e-mail address, per UTC day. */
export const AI_REVIEW_DAILY_LIMIT = 3;

/** The audit sold on /payment. The server is the price authority: the catalogue lives here. */
export const AUDIT_PRODUCT = {
  id: 'conversion-audit',
  title: 'Website Conversion Audit',
  amount: 49900,
  currency: 'usd',
} as const;
export const PAYMENT_CATALOGUE = [AUDIT_PRODUCT] as const;

/** The pricing tiers of /pricing, in the order shown: name, price, the popular flag, a note on timing, what it is and what it includes. */
export const PRICING_TIERS = [
  {
    tier: 'Website Refresh',
    price: '$995',
    popular: false,
    note: 'about 2 weeks',
    description: 'A fast, modern redesign of an existing small site that keeps your content and your search rankings.',
    features: [
      'Up to five redesigned pages',
      'Mobile-first, hand-coded build',
      'Speed and accessibility tune-up',
      'Redirects that protect your search rankings',
      'Contact form and click-to-call',
      'Launch checklist and full handover',
    ],
  },
  {
    tier: 'Professional Site',
    price: '$2,495',
    popular: true,
    note: '3 to 5 weeks',
    description: 'Our most popular package: a custom-designed site with strategic messaging for established firms.',
    features: [
      'Up to twelve custom-designed pages',
      'Messaging workshop and homepage copywriting',
      'Service or practice-area pages built for local search',
      'Core Web Vitals in the green on mobile',
      'WCAG 2.2 AA accessibility',
      'Google Business Profile and Search Console setup',
      'Simple editing for news, team and service pages',
    ],
  },
  {
    tier: 'Growth Platform',
    price: '$4,500',
    popular: false,
    note: '',
    description: 'For firms that want the site to generate leads every week: more content, integrations and measurement.',
    features: [
      'Everything in Professional Site',
      'Up to twenty-five pages with reusable templates',
      'Scheduling, CRM or newsletter integration',
      'Downloadable guide with email capture',
      'Conversion and call tracking',
      'Resource library or blog',
      'Quarterly optimisation review in the first year',
    ],
  },
  {
    tier: 'Custom Solution',
    price: '$8,000+',
    popular: false,
    note: '',
    description: 'Bespoke builds such as client portals, multi-location sites, bilingual content or complex integrations.',
    features: [
      'Discovery and technical scoping workshop',
      'Custom features and third-party integrations',
      'Multi-location or multilingual architecture',
      'Performance budget and load testing',
      'Dedicated project lead',
      'Documentation and team training',
    ],
  },
] as const;

export const CONSULTATION_PRICING = [
  { duration: '1 hour', price: 299 },
  { duration: '2 hours', price: 499 },
] as const;

/** FAQ claims, in weeks. */
export const ENGAGEMENT_WEEKS = { standard: '2–4 weeks', complex: '6–8 weeks' } as const;

export const PROFESSIONAL_SERVICES_PRICE = { min: 6000, max: 9500, label: '$6,000–$9,500' } as const;
export const NONPROFIT_DISCOUNT = { percent: 30, label: '30%' } as const;
export const LOCAL_HOSTING_PER_YEAR = 120;
export const STRATEGY_SPRINT = { weeks: 2, label: '2 weeks' } as const;

/** Cost calculator figures (USD). Savings = agency total - studio total over the horizon. */
export const COST_CALCULATOR = {
  horizons: [1, 2, 3, 5] as const,
  defaultHorizon: 3,
  studio: { upfront: 4500, hostingPerYear: LOCAL_HOSTING_PER_YEAR, maintenancePerYear: 0 },
  agency: { upfront: 3500, hostingPerYear: 0, maintenancePerYear: 600 },
} as const;

export function formatUsd(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(amount).toLocaleString('en-US')}`;
}
