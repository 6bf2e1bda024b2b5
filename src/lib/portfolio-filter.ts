/**
 * Portfolio filters: an industry row and a capability row, each defaulting to
 * All; an item shows when it matches both.
 */

export const ALL = 'All';

export interface PortfolioFilter {
  industry: string;
  capability: string;
}

export interface Filterable {
  industry: string;
  capabilities: readonly string[];
}

export const DEFAULT_PORTFOLIO_FILTER: Readonly<PortfolioFilter> = { industry: ALL, capability: ALL };

export function matchesPortfolio(item: Filterable, filter: Partial<PortfolioFilter> = {}): boolean {
  const industry = filter.industry ?? ALL;
  const capability = filter.capability ?? ALL;
  return (
    (industry === ALL || item.industry === industry) &&
    (capability === ALL || item.capabilities.includes(capability))
  );
}

export function filterPortfolio<T extends Filterable>(items: readonly T[], filter: Partial<PortfolioFilter> = {}): T[] {
  return items.filter((item) => matchesPortfolio(item, filter));
}

/** The distinct values of a field, in first-seen order (a fallback when no option list is given). */
export function distinctIndustries(items: readonly Filterable[]): string[] {
  return [...new Set(items.map((item) => item.industry))];
}
export function distinctCapabilities(items: readonly Filterable[]): string[] {
  return [...new Set(items.flatMap((item) => item.capabilities))];
}
