/**
 * Scroll depth: how far down the page the visitor has scrolled, and which analytics thresholds
 * (25, 50, 75 and 100 percent) that crosses, each reported once.
 */
import { SCROLL_DEPTH_THRESHOLDS } from './config.ts';

/** Within this many px of the bottom counts as the bottom (sub-pixel scrolling, zoom). */
const BOTTOM_TOLERANCE_PX = 1;

/**
 * Fraction (0..1) of the scrollable distance covered. A page that does not scroll counts as
 * fully scrolled.
 */
export function scrollFraction(scrollTop: number, viewportHeight: number, scrollHeight: number): number {
  const max = scrollHeight - viewportHeight;
  if (max <= BOTTOM_TOLERANCE_PX) return 1;
  if (max - scrollTop <= BOTTOM_TOLERANCE_PX) return 1;
  return Math.min(1, Math.max(0, scrollTop / max));
}

/** Thresholds (percent) at or below `fraction`, in ascending order. */
export function thresholdsReached(fraction: number, thresholds: readonly number[] = SCROLL_DEPTH_THRESHOLDS): number[] {
  // Floating point: 0.29 * 100 is 28.999…; the epsilon keeps a threshold that was met.
  const percent = Math.floor(fraction * 100 + 1e-9);
  return thresholds.filter((t) => percent >= t).sort((a, b) => a - b);
}

export interface ScrollDepthTracker {
  /** New thresholds crossed by this fraction; each threshold is returned only once. */
  update(fraction: number): number[];
  /** True once every threshold has been reported. */
  readonly done: boolean;
}

export function createScrollDepthTracker(thresholds: readonly number[] = SCROLL_DEPTH_THRESHOLDS): ScrollDepthTracker {
  const reported = new Set<number>();
  return {
    update(fraction) {
      const fresh = thresholdsReached(fraction, thresholds).filter((t) => !reported.has(t));
      for (const t of fresh) reported.add(t);
      return fresh;
    },
    get done() {
      return reported.size >= new Set(thresholds).size;
    },
  };
}
