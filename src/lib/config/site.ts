/** The studio's identity. Part of the site config: import from `~/lib/config`. */

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
