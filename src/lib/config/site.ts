/**
 * The studio's identity and contact facts, which the pages, the PDFs, the e-mails and the
 * functions share. Part of the site config: import from `~/lib/config`. Its tagline and
 * description, and every sentence about it, are content (src/content/site.yaml).
 */

export const SITE = {
  name: 'Northlight Studio',
  legalName: 'Northlight Studio LLC',
  /** Used for canonical URLs when the build does not provide Netlify's URL variable. */
  url: 'https://northlight.studio',
  email: 'hello@northlight.studio',
  phone: '+1 (555) 010-4821',
  phoneHref: 'tel:+15550104821',
  city: 'Portland, Oregon',
  copyrightYear: 2024,
  founder: 'Maya Okafor',
} as const;
