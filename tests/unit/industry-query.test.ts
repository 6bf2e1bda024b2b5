import { describe, expect, it } from 'vitest';
import { industryFromSearch } from '~/lib/industry-query';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';

const slugs = INDUSTRIES.map((industry) => industry.slug);

describe('?industry= on /ai-feedback', () => {
  it('pre-selects every industry of the site by its slug', () => {
    for (const slug of slugs) expect(industryFromSearch(`?industry=${slug}&utm_source=x`, slugs)).toBe(slug);
  });
  it('tolerates case and spacing', () => {
    expect(industryFromSearch(`?industry=%20${slugs[0]!.toUpperCase()}%20`, slugs)).toBe(slugs[0]);
  });
  it('takes nothing that is not one of the industries', () => {
    expect(industryFromSearch('?industry=not-an-industry-here', slugs)).toBe('');
    expect(industryFromSearch('?industry=%3Cscript%3Ealert(1)%3C/script%3E', slugs)).toBe('');
    expect(industryFromSearch('?utm_source=x', slugs)).toBe('');
    expect(industryFromSearch('', slugs)).toBe('');
  });
});
