import { describe, expect, it } from 'vitest';
import { fillCopyTokens, unknownCopyTokens } from '~/lib/copy-tokens';

describe('copy tokens', () => {
  it('fills spec constants from config', () => {
    expect(fillCopyTokens('A {{nonprofitDiscount}} discount, hosting {{localHosting}}')).toBe(
      'A 30% discount, hosting $120/year',
    );
    expect(fillCopyTokens('{{professionalServicesPrice}} in {{strategySprint}}')).toBe('$6,000–$9,500 in 2 weeks');
  });
  it('reports unknown tokens by name', () => {
    expect(unknownCopyTokens('Hi {{nonprofitDiscount}} {{nonsense}}')).toEqual(['nonsense']);
  });
});
