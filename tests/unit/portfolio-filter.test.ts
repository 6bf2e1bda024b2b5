import { describe, expect, it } from 'vitest';
import {
  ALL,
  DEFAULT_PORTFOLIO_FILTER,
  distinctCapabilities,
  distinctIndustries,
  matchesPortfolio,
  portfolioLabelOf,
  type PortfolioFilter,
} from '~/lib/portfolio-filter';

/** What the gallery shows: the items the filter matches. */
const filterPortfolio = <T extends Parameters<typeof matchesPortfolio>[0]>(list: readonly T[], filter: Partial<PortfolioFilter> = {}) =>
  list.filter((item) => matchesPortfolio(item, filter));

const items = [
  { slug: 'a', industry: 'lawyers', industryLabel: 'Law Firm', capabilities: ['Design', 'Build'] },
  { slug: 'b', industry: 'accountants', industryLabel: 'Accountants', capabilities: ['SEO'] },
  { slug: 'c', industry: 'lawyers', industryLabel: 'Law Firm', capabilities: ['Performance', 'SEO'] },
];

describe('portfolio filter', () => {
  it('defaults both rows to All and shows everything', () => {
    expect(DEFAULT_PORTFOLIO_FILTER).toEqual({ industry: ALL, capability: ALL });
    expect(filterPortfolio(items)).toHaveLength(3);
    expect(filterPortfolio(items, DEFAULT_PORTFOLIO_FILTER)).toHaveLength(3);
  });
  it('filters by industry alone and capability alone', () => {
    expect(filterPortfolio(items, { industry: 'lawyers' }).map((i) => i.slug)).toEqual(['a', 'c']);
    expect(filterPortfolio(items, { capability: 'SEO' }).map((i) => i.slug)).toEqual(['b', 'c']);
  });
  it('needs both to match', () => {
    expect(filterPortfolio(items, { industry: 'lawyers', capability: 'SEO' }).map((i) => i.slug)).toEqual(['c']);
    expect(matchesPortfolio(items[1]!, { industry: 'lawyers', capability: 'SEO' })).toBe(false);
    expect(filterPortfolio(items, { industry: 'consultants', capability: ALL })).toEqual([]);
  });
  it('derives option lists in first-seen order, each industry once with its label', () => {
    expect(distinctIndustries(items)).toEqual([
      { slug: 'lawyers', label: 'Law Firm' },
      { slug: 'accountants', label: 'Accountants' },
    ]);
    expect(distinctCapabilities(items)).toEqual(['Design', 'Build', 'SEO', 'Performance']);
  });
  it("labels an industry by its portfolioLabel, else by its menu label", () => {
    expect(portfolioLabelOf({ portfolioLabel: 'Law Firm', menu: { label: 'Lawyers' } })).toBe('Law Firm');
    expect(portfolioLabelOf({ menu: { label: 'Accountants' } })).toBe('Accountants');
  });
});
