import { describe, expect, it } from 'vitest';
import { FOUNDER_CTA_VARIANTS, founderCtaVariant, founderVariant } from '~/lib/founder-variant';

describe('founder call-to-action variant', () => {
  it('picks primary for text containing Founder', () => {
    expect(founderVariant('Speak with the Founder')).toBe('primary');
    expect(founderCtaVariant('Talk to Our Founder Today').id).toBe('primary');
  });
  it('picks secondary for text containing 20-Min', () => {
    expect(founderVariant('Book a 20-Min Call')).toBe('secondary');
  });
  it('prefers Founder when both appear', () => {
    expect(founderVariant('20-Min Founder Call')).toBe('primary');
  });
  it('falls back to value-first', () => {
    expect(founderVariant('Get Started')).toBe('value-first');
    expect(founderVariant('')).toBe('value-first');
    expect(founderVariant(undefined)).toBe('value-first');
  });
  it('links every variant to /contact with complete copy', () => {
    for (const copy of Object.values(FOUNDER_CTA_VARIANTS)) {
      expect(copy.href).toBe('/contact');
      for (const text of [copy.eyebrow, copy.heading, copy.body, copy.buttonText]) expect(text.length).toBeGreaterThan(3);
    }
    expect(FOUNDER_CTA_VARIANTS.secondary.eyebrow).toBe('20-minute discovery call');
    expect(FOUNDER_CTA_VARIANTS['value-first'].eyebrow).toBe('Free strategy session');
  });
});
