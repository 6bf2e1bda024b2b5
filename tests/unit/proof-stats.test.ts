import { describe, expect, it } from 'vitest';
import { headlineFigure, proofFigures, splitProofStat } from '~/lib/proof-stats';

describe('proof statistics', () => {
  it('picks out percentages, with signs and decimals', () => {
    expect(proofFigures('Consultation requests up 62% and bounce rate −18.5%')).toEqual(['62%', '−18.5%']);
    expect(proofFigures('+40% more calls')).toEqual(['+40%']);
  });

  it('picks out multiplier signs before or after the number', () => {
    expect(proofFigures('3x more intake forms, 2.5× the leads and ×4 reach')).toEqual(['3x', '2.5×', '×4']);
  });

  it('picks out seconds in their usual spellings', () => {
    expect(proofFigures('Loads in 0.8s on 4G, was 6 seconds; first paint 1.2 sec')).toEqual([
      '0.8s',
      '6 seconds',
      '1.2 sec',
    ]);
  });

  it('leaves words and plain numbers alone', () => {
    expect(proofFigures('Trusted by 100+ clients since 2022, 5 stars')).toEqual([]);
    expect(proofFigures('Sixty experts and a box of 3 sessions')).toEqual([]);
  });

  it('keeps the text whole and in order', () => {
    const text = 'Pages load in 0.9s, leads up 3x and 45% more calls';
    const segments = splitProofStat(text);
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.highlight).map((s) => s.text)).toEqual(['0.9s', '3x', '45%']);
  });

  it("gives each card a short headline figure: the first figure, seconds written as 0.9s", () => {
    expect(headlineFigure('Homepage loads in 0.9 seconds on 4G')).toBe('0.9s');
    expect(headlineFigure('Pages load in 0.8s, even on older phones')).toBe('0.8s');
    expect(headlineFigure('First paint in 1.2 sec')).toBe('1.2s');
    expect(headlineFigure('2.7x more discovery calls, 64% longer reads')).toBe('2.7x');
    expect(headlineFigure('Donations up 62 % in a year')).toBe('62%');
    expect(headlineFigure('Clients love it')).toBeUndefined();
  });
});
