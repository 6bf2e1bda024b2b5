/**
 * Cost comparison calculator: the studio's one-time build plus hosting against
 * a typical agency's lower upfront fee plus a monthly maintenance retainer.
 * Savings = agency total - studio total; negative when the agency is cheaper over the horizon.
 */
import { COST_CALCULATOR, formatUsd } from './config.ts';

export type Horizon = (typeof COST_CALCULATOR.horizons)[number];

export interface CostPlan {
  readonly upfront: number;
  readonly hostingPerYear: number;
  readonly maintenancePerYear: number;
}

export interface CostComparison {
  years: number;
  studioTotal: number;
  agencyTotal: number;
  /** agencyTotal - studioTotal */
  savings: number;
}

export function isHorizon(value: unknown): value is Horizon {
  return (COST_CALCULATOR.horizons as readonly unknown[]).includes(value);
}

/** Total cost of a plan over `years`. */
export function planTotal(plan: CostPlan, years: number): number {
  return plan.upfront + (plan.hostingPerYear + plan.maintenancePerYear) * years;
}

export function compareCosts(years: number = COST_CALCULATOR.defaultHorizon): CostComparison {
  const studioTotal = planTotal(COST_CALCULATOR.studio, years);
  const agencyTotal = planTotal(COST_CALCULATOR.agency, years);
  return { years, studioTotal, agencyTotal, savings: agencyTotal - studioTotal };
}

/** The calculator's labels: its choice of horizon, the agency's column and the savings' name. */
export const CALCULATOR_LABELS = {
  compareOver: 'Compare over',
  agency: 'Typical agency',
  savingsOver: 'Your savings over',
} as const;

export function yearsLabel(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** One honest sentence about the savings, whichever way they go. */
export function savingsSummary({ years, savings }: CostComparison): string {
  const horizon = yearsLabel(years);
  if (savings > 0) return `You save ${formatUsd(savings)} over ${horizon} compared with a typical agency.`;
  if (savings < 0) {
    return `Over ${horizon} a typical agency costs ${formatUsd(-savings)} less. Ownership pays off over longer horizons.`;
  }
  return `Over ${horizon} both options cost the same.`;
}
