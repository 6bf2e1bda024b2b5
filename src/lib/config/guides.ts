/** Industries, their guides and the spec's redirects. Part of the site config: import from `~/lib/config`. */

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
export const GUIDE_DOWNLOAD_URLS: readonly string[] = /* @__PURE__ */ guideDownloadUrls();

// A function call marked pure, so a browser bundle that never reads the list drops it.
function guideDownloadUrls(): string[] {
  return [...INDUSTRY_SLUGS.map((slug) => guideDownloadUrl(slug)), ROI_GUIDE.downloadUrl];
}

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
