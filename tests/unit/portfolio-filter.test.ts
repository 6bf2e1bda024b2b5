import { describe, expect, it } from 'vitest';
import {
  ALL,
  DEFAULT_PORTFOLIO_FILTER,
  distinctCapabilities,
  distinctIndustries,
  filterPortfolio,
  matchesPortfolio,
} from '~/lib/portfolio-filter';

const items = [
  { slug: 'a', industry: 'Law Firm', capabilities: ['Design', 'Build'] },
  { slug: 'b', industry: 'Accountants', capabilities: ['SEO'] },
  { slug: 'c', industry: 'Law Firm', capabilities: ['Performance', 'SEO'] },
];

describe('portfolio filter', () => {
  it('defaults both rows to All and shows everything', () => {
    expect(DEFAULT_PORTFOLIO_FILTER).toEqual({ industry: ALL, capability: ALL });
    expect(filterPortfolio(items)).toHaveLength(3);
    expect(filterPortfolio(items, DEFAULT_PORTFOLIO_FILTER)).toHaveLength(3);
  });
  it('filters by industry alone and capability alone', () => {
    expect(filterPortfolio(items, { industry: 'Law Firm' }).map((i) => i.slug)).toEqual(['a', 'c']);
    expect(filterPortfolio(items, { capability: 'SEO' }).map((i) => i.slug)).toEqual(['b', 'c']);
  });
  it('needs both to match', () => {
    expect(filterPortfolio(items, { industry: 'Law Firm', capability: 'SEO' }).map((i) => i.slug)).toEqual(['c']);
    expect(matchesPortfolio(items[1]!, { industry: 'Law Firm', capability: 'SEO' })).toBe(false);
    expect(filterPortfolio(items, { industry: 'Consultants', capability: ALL })).toEqual([]);
  });
  it('derives option lists in first-seen order', () => {
    expect(distinctIndustries(items)).toEqual(['Law Firm', 'Accountants']);
    expect(distinctCapabilities(items)).toEqual(['Design', 'Build', 'SEO', 'Performance']);
  });
});
