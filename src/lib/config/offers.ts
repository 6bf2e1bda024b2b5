/**
 * The figures of the studio's offers that the copy and the calculator quote. Part of the site config:
 * import from `~/lib/config`. The prices of the audit, the tiers and the consultations are content
 * (src/content/pricing.yaml, read through src/lib/offers.ts).
 */

/** Free AI website reviews per visitor and per e-mail address, per UTC day. */
export const AI_REVIEW_DAILY_LIMIT = 3;

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
