import { describe, expect, it } from 'vitest';
import { matchesFaq, normalizeQuery, type FaqItem } from '~/lib/faq-search';

/** What the search box shows: the items that match (every item for a blank query). */
const filterFaqs = <T extends FaqItem>(items: readonly T[], query: string) => items.filter((item) => matchesFaq(item, query));

const items = Array.from({ length: 9 }, (_, i) => ({ q: `Question ${i + 1}?`, a: `Answer number ${i + 1}.` }));
items[2] = { q: 'How long does a website take?', a: 'Most projects launch in 2–4 weeks.' };
items[5] = { q: 'Do I own my site?', a: 'Yes. You own the code, the content and the domain.' };

describe('faq search', () => {
  it('shows all nine for an empty or blank query', () => {
    expect(filterFaqs(items, '')).toHaveLength(9);
    expect(filterFaqs(items, '   ')).toHaveLength(9);
  });
  it('trims and lowercases the query', () => {
    expect(normalizeQuery('  HoW Long ')).toBe('how long');
    expect(filterFaqs(items, '  HOW LONG ')).toEqual([items[2]]);
  });
  it('matches the answer as well as the question', () => {
    expect(filterFaqs(items, 'domain')).toEqual([items[5]]);
    expect(matchesFaq(items[5]!, 'OWN')).toBe(true);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterFaqs(items, 'blockchain')).toEqual([]);
  });
});
