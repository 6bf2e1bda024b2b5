/** Geometry and keyboard steps of the before/after comparison slider (values in percent). */

/** What the slider and its two pictures are called, for screen readers and in the pictures' text alternatives. */
export const SLIDER_LABELS = {
  before: 'Before',
  after: 'After',
  /** The frame's name: "Before and after comparison". */
  frame: '{before} and {after} comparison',
  beforeAlt: 'Before: {caption}',
  afterAlt: 'After: {caption}',
} as const;

export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_STEP = 5;
export const SLIDER_PAGE_STEP = 10;
export const SLIDER_INITIAL = 50;

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return SLIDER_INITIAL;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value));
}

/** Percent of the element's width at a pointer's clientX, rounded to a whole number. */
export function percentFromPointer(clientX: number, rect: { left: number; width: number }): number {
  if (rect.width <= 0) return SLIDER_INITIAL;
  return Math.round(clampPercent(((clientX - rect.left) / rect.width) * 100));
}

/**
 * The value after a key press, or null when the key is not a slider key.
 * Arrows ±5, PageUp/PageDown ±10, Home/End to the ends.
 */
export function sliderValueForKey(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(value - SLIDER_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(value + SLIDER_STEP);
    case 'PageDown':
      return clampPercent(value - SLIDER_PAGE_STEP);
    case 'PageUp':
      return clampPercent(value + SLIDER_PAGE_STEP);
    case 'Home':
      return SLIDER_MIN;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}

/** What assistive technology reads for a value, e.g. '55% before, 45% after'. */
export function sliderValueText(value: number, beforeLabel: string, afterLabel: string): string {
  return `${value}% ${beforeLabel.toLowerCase()}, ${SLIDER_MAX - value}% ${afterLabel.toLowerCase()}`;
}

/** The before image's clip path at a value: it shows the left `value` percent. */
export function beforeClipPath(value: number): string {
  return `inset(0 ${SLIDER_MAX - value}% 0 0)`;
}
