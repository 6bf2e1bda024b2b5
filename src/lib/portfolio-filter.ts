/**
 * Portfolio filters: an industry row and a capability row, each defaulting to
 * All; an item shows when it matches both. An item's `industry` is its industry's slug; what the
 * filter and the card show of it is the industry's portfolio label.
 */

export const ALL = 'All';

/** The gallery's own words: its filter rows' names and what it says when no project matches both filters. */
export const PORTFOLIO_LABELS = {
  industry: 'Industry',
  capability: 'Capability',
  noMatch: 'No projects match both filters yet.',
  clear: 'Show all projects',
} as const;

export interface PortfolioFilter {
  industry: string;
  capability: string;
}

export interface Filterable {
  /** The slug of the item's industry. */
  industry: string;
  capabilities: readonly string[];
}

/** An industry filter option: the industry's slug and its label. */
export interface IndustryOption {
  slug: string;
  label: string;
}

/** How a case study of an industry is tagged: the industry file's portfolioLabel, else its menu label. */
export function portfolioLabelOf(industry: { portfolioLabel?: string | undefined; menu: { label: string } }): string {
  return industry.portfolioLabel ?? industry.menu.label;
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

/** What the gallery's live count says, e.g. "Showing 2 of 6 projects". */
export function portfolioCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} projects`;
}

/** The industries of the items, each once, in first-seen order: the industry filter's options. */
export function distinctIndustries(items: readonly (Filterable & { industryLabel: string })[]): IndustryOption[] {
  const options = new Map<string, IndustryOption>();
  for (const item of items) if (!options.has(item.industry)) options.set(item.industry, { slug: item.industry, label: item.industryLabel });
  return [...options.values()];
}
export function distinctCapabilities(items: readonly Filterable[]): string[] {
  return [...new Set(items.flatMap((item) => item.capabilities))];
}
