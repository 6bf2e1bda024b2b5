/**
 * A page's Google result as the editor shows it (src/lib/search-result.ts): the title cut at
 * Google's ~600 px of Arial 20 px, the description at ~920 px of Arial 14 px, after a whole word,
 * with "…"; the address as Google writes it.
 */
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fitText, GOOGLE_DESCRIPTION, GOOGLE_TITLE, searchAddress, searchResult, textWidth } from '../../src/lib/search-result.ts';

describe('Arial widths', () => {
  it('measures as Arial does: a capital W wider than an l, digits all alike, accents as their letter', () => {
    expect(textWidth('W', 20)).toBeGreaterThan(textWidth('l', 20) * 4);
    expect(textWidth('0123456789', 10)).toBeCloseTo(55.6);
    expect(textWidth('é', 14)).toBe(textWidth('e', 14));
    expect(textWidth('', 20)).toBe(0);
  });
});

describe('fitText', () => {
  it('keeps a text that fits whole, uncut', () => {
    const title = 'Websites for Law Firms | Northlight Studio';
    expect(fitText(title, GOOGLE_TITLE)).toEqual({ shown: title, cut: false, width: textWidth(title, 20) });
  });

  it('cuts a title too wide after its last whole word, with "…", within 600 px', () => {
    const title = 'Websites for Law Firms That Win Consultations and Clients Every Week | Northlight Studio';
    const fitted = fitText(title, GOOGLE_TITLE);
    expect(fitted.cut).toBe(true);
    expect(fitted.shown.endsWith(ELLIPSIS)).toBe(true);
    expect(textWidth(fitted.shown, GOOGLE_TITLE.fontSize)).toBeLessThanOrEqual(GOOGLE_TITLE.maxWidth);
    const kept = fitted.shown.slice(0, -1);
    // A whole word: the original goes on with a space after what is kept.
    expect(title.startsWith(`${kept} `)).toBe(true);
    // And the next word would not have fitted.
    const next = title.slice(0, title.indexOf(' ', kept.length + 1));
    expect(textWidth(`${next}${ELLIPSIS}`, GOOGLE_TITLE.fontSize)).toBeGreaterThan(GOOGLE_TITLE.maxWidth);
  });

  it('cuts a description at about 920 px of 14 px Arial: some 140–160 characters of ordinary prose', () => {
    const description =
      'Fast, accessible websites for law firms that turn searches into booked consultations: clear practice areas, reviews and results up front, and a contact form that always works, on every phone.';
    const fitted = fitText(description, GOOGLE_DESCRIPTION);
    expect(fitted.cut).toBe(true);
    expect(fitted.shown.length).toBeGreaterThanOrEqual(140);
    expect(fitted.shown.length).toBeLessThanOrEqual(170);
    expect(textWidth(fitted.shown, GOOGLE_DESCRIPTION.fontSize)).toBeLessThanOrEqual(GOOGLE_DESCRIPTION.maxWidth);
  });

  it('drops the separator and spaces before the cut', () => {
    const fitted = fitText(`${'a'.repeat(40)} | ${'b'.repeat(60)}`, { fontSize: 10, maxWidth: 240 });
    expect(fitted.shown).toBe(`${'a'.repeat(40)}${ELLIPSIS}`);
  });

  it('cuts inside a word only when the first word alone is too wide', () => {
    const fitted = fitText('W'.repeat(80), GOOGLE_TITLE);
    expect(fitted.cut).toBe(true);
    expect(fitted.shown).toMatch(/^W+…$/);
    expect(textWidth(fitted.shown, 20)).toBeLessThanOrEqual(600);
  });

  it('collapses runs of spaces as a browser does', () => {
    expect(fitText('  A   title \n here ', GOOGLE_TITLE).shown).toBe('A title here');
  });
});

describe('searchResult', () => {
  it('writes the address as Google does: origin, then each part of the path after ›', () => {
    expect(searchAddress('https://northlight.studio/')).toBe('https://northlight.studio');
    expect(searchAddress('https://northlight.studio/guides/lawyers-quick-wins')).toBe('https://northlight.studio › guides › lawyers-quick-wins');
  });

  it("is the head's texts, each fitted", () => {
    const result = searchResult({ title: 'Pricing | Northlight Studio', description: 'Prices.', canonical: 'https://northlight.studio/pricing' }, 'Northlight Studio');
    expect(result).toMatchObject({ siteName: 'Northlight Studio', address: 'https://northlight.studio › pricing', title: { shown: 'Pricing | Northlight Studio', cut: false }, description: { shown: 'Prices.', cut: false } });
  });
});
