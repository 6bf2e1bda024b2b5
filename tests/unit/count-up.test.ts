import { describe, expect, it } from 'vitest';
import { easeOutCubic, formatStatValue, hasNumbers, parseStatValue } from '~/lib/count-up';

describe('count-up values', () => {
  it.each(['100+', '4-8', '98%', '0.8s', '$1,400', '3x', '2.5×', '24/7', 'Top 10'])(
    'round-trips %s at the end of the animation',
    (value) => {
      expect(formatStatValue(parseStatValue(value), 1)).toBe(value);
    },
  );
  it('keeps prefix and suffix while counting', () => {
    expect(formatStatValue(parseStatValue('100+'), 0)).toBe('0+');
    expect(formatStatValue(parseStatValue('100+'), 0.5)).toBe('50+');
    expect(formatStatValue(parseStatValue('98%'), 0.5)).toBe('49%');
    expect(formatStatValue(parseStatValue('0.8s'), 0.5)).toBe('0.4s');
    expect(formatStatValue(parseStatValue('$1,400'), 0.5)).toBe('$700');
    expect(formatStatValue(parseStatValue('$12,000'), 0.5)).toBe('$6,000');
  });
  it('counts both ends of a range', () => {
    expect(parseStatValue('4-8')).toEqual([
      { value: 4, decimals: 0, grouped: false },
      '-',
      { value: 8, decimals: 0, grouped: false },
    ]);
    expect(formatStatValue(parseStatValue('4-8'), 0)).toBe('0-0');
    expect(formatStatValue(parseStatValue('4-8'), 0.5)).toBe('2-4');
  });
  it('leaves text without numbers alone', () => {
    const parts = parseStatValue('Always');
    expect(hasNumbers(parts)).toBe(false);
    expect(formatStatValue(parts, 0)).toBe('Always');
    expect(hasNumbers(parseStatValue('98%'))).toBe(true);
  });
  it('eases out and clamps', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });
});
