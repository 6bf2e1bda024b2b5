import { describe, expect, it } from 'vitest';
import { createScrollDepthTracker, scrollFraction, thresholdsReached } from '~/lib/scroll-depth';

describe('scroll depth', () => {
  it('measures the fraction of the scrollable distance', () => {
    expect(scrollFraction(0, 1000, 3000)).toBe(0);
    expect(scrollFraction(1000, 1000, 3000)).toBe(0.5);
    expect(scrollFraction(2000, 1000, 3000)).toBe(1);
    expect(scrollFraction(1999.5, 1000, 3000)).toBe(1);
    expect(scrollFraction(-50, 1000, 3000)).toBe(0);
  });
  it('treats a page that does not scroll as fully seen', () => {
    expect(scrollFraction(0, 1000, 800)).toBe(1);
  });
  it('lists the thresholds reached', () => {
    expect(thresholdsReached(0)).toEqual([]);
    expect(thresholdsReached(0.249)).toEqual([]);
    expect(thresholdsReached(0.25)).toEqual([25]);
    expect(thresholdsReached(0.29)).toEqual([25]);
    expect(thresholdsReached(0.5)).toEqual([25, 50]);
    expect(thresholdsReached(1)).toEqual([25, 50, 75, 100]);
  });
  it('reports each threshold once', () => {
    const tracker = createScrollDepthTracker();
    expect(tracker.update(0.3)).toEqual([25]);
    expect(tracker.update(0.3)).toEqual([]);
    expect(tracker.update(0.1)).toEqual([]);
    expect(tracker.update(0.8)).toEqual([50, 75]);
    expect(tracker.done).toBe(false);
    expect(tracker.update(1)).toEqual([100]);
    expect(tracker.update(1)).toEqual([]);
    expect(tracker.done).toBe(true);
  });
  it('reports all thresholds at once on a jump to the bottom', () => {
    expect(createScrollDepthTracker().update(1)).toEqual([25, 50, 75, 100]);
  });
});
