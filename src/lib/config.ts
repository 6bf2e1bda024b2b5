/**
 * The one source of truth for the studio's identity and every business constant of the
 * product spec (section 9). Pages, islands and Netlify Functions import from here; no other
 * file repeats these literals.
 */

export const SITE = {
  name: 'Northlight Studio',
  legalName: 'Northlight Studio LLC',
  /** Used for canonical URLs when the build does not provide Netlify's URL variable. */
  url: 'https://northlight.studio',
  tagline: 'Fast, hand-coded websites you own outright.',
  description:
    'Northlight Studio designs and hand-codes fast, accessible, ownership-first websites for law firms, accountants, consultants, therapists, local businesses, nonprofits and creatives. One-time fee, no lock-in.',
  email: 'hello@northlight.studio',
  phone: '+1 (555) 010-4821',
  phoneHref: 'tel:+15550104821',
  city: 'Portland, Oregon',
  copyrightYear: 2024,
  founder: 'Maya Okafor',
} as const;

/** Scheduling: Calendly, with the parameters that hide event details and the cookie banner. */
export const SCHEDULER = {
  origin: 'https://calendly.com',
  url: 'https://calendly.com/northlight-studio/strategy-call',
  embedParams: 'hide_event_type_details=1&hide_gdpr_banner=1',
  scheduledEvent: 'calendly.event_scheduled',
} as const;

export function schedulerEmbedUrl(): string {
  return `${SCHEDULER.url}?${SCHEDULER.embedParams}`;
}

/** Calendar iframe heights in px: contact page by breakpoint (mobile, tablet, desktop) and /book. */
export const CALENDAR_HEIGHTS = { contact: [480, 520, 560] as const, book: 720 } as const;

/** Free AI website reviews per visitor and per e-mail address, per UTC day. */
export const AI_REVIEW_DAILY_LIMIT = 3;
/** Height of the AI result area, px. */
export const AI_RESULT_HEIGHT = 500;

/** The audit sold on /payment. The server is the price authority: the catalogue lives here. */
export const AUDIT_PRODUCT = {
  id: 'conversion-audit',
  title: 'Website Conversion Audit',
  amount: 49900,
  currency: 'usd',
} as const;
export const PAYMENT_CATALOGUE = [AUDIT_PRODUCT] as const;

/** Pricing tiers (spec section 9). Features and descriptions live in src/content/pricing. */
export const PRICING_TIERS = [
  { tier: 'Website Refresh', price: '$995', popular: false, note: 'about 2 weeks' },
  { tier: 'Professional Site', price: '$2,495', popular: true, note: '3 to 5 weeks' },
  { tier: 'Growth Platform', price: '$4,500', popular: false, note: '' },
  { tier: 'Custom Solution', price: '$8,000+', popular: false, note: '' },
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

/** Marketing claims used across the copy. */
export const CLAIMS = {
  clients: '100+',
  delivery: '4-8 week',
  discoveryCallMinutes: 20,
  strategyCallMinutes: 30,
  yearsExperience: '20+',
  response: 'within one business day',
} as const;

/** Slide-in card appears at this fraction of the page scrolled; dismissal lives in sessionStorage. */
export const SLIDE_IN = { threshold: 0.5, storageKey: 'slidein-dismissed' } as const;
export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 100] as const;
export const COUNT_UP_DURATION_MS = 2000;

export const TOAST = { durationMs: 4000, errorDurationMs: 5000, swipeThresholdPx: 50 } as const;

/** Timeline demo: about 35 days across 4 phases. */
export const TIMELINE_DEMO = { days: 35, phases: 4 } as const;

/** Industry slugs that have a landing page and a quick-win guide. */
export const INDUSTRY_SLUGS = [
  'lawyers',
  'accountants',
  'consultants',
  'professional-services',
  'local-businesses',
  'nonprofits',
  'creatives',
] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

/** The printable quick-win guide page of an industry. */
export function guidePath(industry: IndustrySlug | string): string {
  return `/guides/${industry}-quick-wins`;
}

/** The PDF of a quick-win guide (printed from its page by `npm run guides:pdf`). */
export function guideFileName(industry: IndustrySlug | string): string {
  return `${industry}-quick-wins.pdf`;
}
export function guideDownloadUrl(industry: IndustrySlug | string): string {
  return `/downloads/${guideFileName(industry)}`;
}

/** The website ROI guide offered on /resources. */
export const ROI_GUIDE = {
  title: 'The Website ROI Guide',
  fileName: 'website-roi-guide.pdf',
  downloadUrl: '/downloads/website-roi-guide.pdf',
} as const;

/**
 * Every download the guide e-mail may link to: the site's own guide files, nothing else,
 * so /api/send-guide cannot be used to mail arbitrary links.
 */
export const GUIDE_DOWNLOAD_URLS: readonly string[] = [
  ...INDUSTRY_SLUGS.map((slug) => guideDownloadUrl(slug)),
  ROI_GUIDE.downloadUrl,
];

/** Redirects of spec section 2 (permanent). Vanity aliases from the industry files add to these. */
export const SPEC_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/law-firms', to: '/lawyers' },
  { from: '/therapists', to: '/professional-services' },
  { from: '/restaurants', to: '/local-businesses' },
  { from: '/retailers', to: '/local-businesses' },
  { from: '/service-providers', to: '/local-businesses' },
  { from: '/charities', to: '/nonprofits' },
  { from: '/foundations', to: '/nonprofits' },
  { from: '/ngo', to: '/nonprofits' },
  { from: '/artists', to: '/creatives' },
  { from: '/designers', to: '/creatives' },
  { from: '/photographers', to: '/creatives' },
  { from: '/agencies', to: '/creatives' },
];

export function formatUsd(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${Math.abs(amount).toLocaleString('en-US')}`;
}
