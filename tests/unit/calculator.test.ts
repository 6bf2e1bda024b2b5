import { describe, expect, it } from 'vitest';
import { compareCosts, isHorizon, planTotal, savingsSummary, yearsLabel } from '~/lib/calculator';
import { COST_CALCULATOR, formatUsd } from '~/lib/config';

describe('cost calculator', () => {
  it('defaults to the 3-year horizon', () => {
    expect(compareCosts().years).toBe(3);
  });

  it.each([
    [1, 4620, 4100, -520],
    [2, 4740, 4700, -40],
    [3, 4860, 5300, 440],
    [5, 5100, 6500, 1400],
  ])('over %i year(s): studio %i, agency %i, savings %i', (years, studio, agency, savings) => {
    expect(compareCosts(years)).toEqual({ years, studioTotal: studio, agencyTotal: agency, savings });
  });

  it('shows the spec figures with formatUsd', () => {
    expect(formatUsd(compareCosts(1).savings)).toBe('-$520');
    expect(formatUsd(compareCosts(3).savings)).toBe('$440');
    expect(formatUsd(compareCosts(5).savings)).toBe('$1,400');
  });

  it('sums upfront, hosting and maintenance', () => {
    expect(planTotal(COST_CALCULATOR.agency, 0)).toBe(3500);
    expect(planTotal({ upfront: 1, hostingPerYear: 2, maintenancePerYear: 3 }, 2)).toBe(11);
  });

  it('knows the horizons', () => {
    expect(COST_CALCULATOR.horizons.every(isHorizon)).toBe(true);
    expect(isHorizon(4)).toBe(false);
    expect(isHorizon('3')).toBe(false);
  });

  it('words negative savings honestly', () => {
    expect(savingsSummary(compareCosts(1))).toBe(
      'Over 1 year a typical agency costs $520 less. Ownership pays off over longer horizons.',
    );
    expect(savingsSummary(compareCosts(3))).toBe('You save $440 over 3 years compared with a typical agency.');
    expect(savingsSummary({ years: 4, studioTotal: 1, agencyTotal: 1, savings: 0 })).toBe(
      'Over 4 years both options cost the same.',
    );
    expect(yearsLabel(1)).toBe('1 year');
  });
});
