import { describe, expect, it } from 'vitest';
import { INDUSTRY_SLUGS } from '~/lib/config';
import { industryLabel, industryLabelFromSearch, isKnownIndustry } from '~/lib/industry-label';

describe('industry label', () => {
  it('labels the spec examples', () => {
    expect(industryLabel('lawyers')).toBe('Lawyers');
    expect(industryLabel('local-businesses')).toBe('Local Businesses');
    expect(industryLabel('professional-services')).toBe('Professional Services');
  });
  it('labels every known industry', () => {
    for (const slug of INDUSTRY_SLUGS) {
      expect(isKnownIndustry(slug)).toBe(true);
      expect(industryLabel(slug)).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    }
  });
  it('title-cases unknown slugs and tolerates case and spacing', () => {
    expect(industryLabel('dentists')).toBe('Dentists');
    expect(industryLabel('  Real_Estate ')).toBe('Real Estate');
    expect(isKnownIndustry('dentists')).toBe(false);
  });
  it('gives an empty label for anything unsafe or empty', () => {
    expect(industryLabel(null)).toBe('');
    expect(industryLabel('')).toBe('');
    expect(industryLabel('<script>alert(1)</script>')).toBe('');
    expect(industryLabel('"onmouseover=x')).toBe('');
    expect(industryLabel('a'.repeat(61))).toBe('');
  });
  it('reads ?industry= from a search string', () => {
    expect(industryLabelFromSearch('?industry=lawyers&utm_source=x')).toBe('Lawyers');
    expect(industryLabelFromSearch('?utm_source=x')).toBe('');
    expect(industryLabelFromSearch('')).toBe('');
  });
});
