import { describe, expect, it } from 'vitest';
import { FOUNDER_CARDS, founderCardFromHeroText, founderCardOf } from '~/lib/founder-card';
import { filledContentFile } from '../fixtures/content-files';

const FOUNDER_CARD_COPY = filledContentFile('blocks/founder-cards.yaml');

describe('founder call-to-action card', () => {
  describe('without a founderCard field, the hero button text picks it', () => {
    it('picks primary for text containing Founder', () => {
      expect(founderCardFromHeroText('Speak with the Founder')).toBe('primary');
      expect(founderCardOf({ hero: { primaryCtaText: 'Talk to Our Founder Today' } })).toBe('primary');
    });
    it('picks secondary for text containing 20-Min', () => {
      expect(founderCardFromHeroText('Book a 20-Min Call')).toBe('secondary');
    });
    it('prefers Founder when both appear', () => {
      expect(founderCardFromHeroText('20-Min Founder Call')).toBe('primary');
    });
    it('falls back to value-first', () => {
      expect(founderCardFromHeroText('Get Started')).toBe('value-first');
      expect(founderCardFromHeroText('')).toBe('value-first');
      expect(founderCardFromHeroText(undefined)).toBe('value-first');
    });
  });

  it('takes the field when the file names a card, whatever the button says', () => {
    for (const card of FOUNDER_CARDS) {
      expect(founderCardOf({ founderCard: card, hero: { primaryCtaText: 'Talk to the Founder' } })).toBe(card);
      expect(founderCardOf({ founderCard: card, hero: { primaryCtaText: 'Get Started' } })).toBe(card);
    }
  });

  it('has complete copy for every card (src/content/blocks/founder-cards.yaml)', () => {
    expect(Object.keys(FOUNDER_CARD_COPY).sort()).toEqual([...FOUNDER_CARDS].sort());
    for (const card of FOUNDER_CARDS) {
      const copy = FOUNDER_CARD_COPY[card];
      for (const text of [copy.eyebrow, copy.heading, copy.body, copy.buttonText]) expect(text.length).toBeGreaterThan(3);
    }
    expect(FOUNDER_CARD_COPY.secondary.eyebrow).toBe('20-minute discovery call');
    expect(FOUNDER_CARD_COPY['value-first'].eyebrow).toBe('Free strategy session');
  });
});
