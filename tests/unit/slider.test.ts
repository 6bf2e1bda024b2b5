import { describe, expect, it } from 'vitest';
import { beforeClipPath, clampPercent, percentFromPointer, sliderValueForKey, sliderValueText } from '~/lib/slider';

describe('before/after slider maths', () => {
  it('clamps to 0..100', () => {
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(50);
  });
  it('maps a pointer position to a percentage', () => {
    expect(percentFromPointer(150, { left: 100, width: 200 })).toBe(25);
    expect(percentFromPointer(0, { left: 100, width: 200 })).toBe(0);
    expect(percentFromPointer(999, { left: 100, width: 200 })).toBe(100);
    expect(percentFromPointer(5, { left: 0, width: 0 })).toBe(50);
  });
  it('steps with the keyboard', () => {
    expect(sliderValueForKey('ArrowLeft', 50)).toBe(45);
    expect(sliderValueForKey('ArrowDown', 50)).toBe(45);
    expect(sliderValueForKey('ArrowRight', 50)).toBe(55);
    expect(sliderValueForKey('ArrowUp', 98)).toBe(100);
    expect(sliderValueForKey('ArrowLeft', 2)).toBe(0);
    expect(sliderValueForKey('PageUp', 50)).toBe(60);
    expect(sliderValueForKey('PageDown', 50)).toBe(40);
    expect(sliderValueForKey('Home', 50)).toBe(0);
    expect(sliderValueForKey('End', 50)).toBe(100);
    expect(sliderValueForKey('Tab', 50)).toBeNull();
  });
});

describe('before/after slider text and clip', () => {
  it('reads both shares for assistive technology', () => {
    expect(sliderValueText(55, 'Before', 'After')).toBe('55% before, 45% after');
    expect(sliderValueText(0, 'Old', 'New')).toBe('0% old, 100% new');
  });
  it('clips the before image to its share from the left', () => {
    expect(beforeClipPath(30)).toBe('inset(0 70% 0 0)');
    expect(beforeClipPath(100)).toBe('inset(0 0% 0 0)');
  });
});
