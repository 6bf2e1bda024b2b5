/**
 * How the interactive parts behave: thresholds, durations, sizes. Small on purpose: the layout's
 * script (on every page) imports from here. Part of the site config: import from `~/lib/config`.
 */

/** Height of the AI result area, px. */
export const AI_RESULT_HEIGHT = 500;

/** Slide-in card appears at this fraction of the page scrolled; dismissal lives in sessionStorage. */
export const SLIDE_IN = {
  threshold: 0.5,
  storageKey: 'slidein-dismissed',
  /** Desktop only: Tailwind's lg breakpoint (64rem). */
  query: '(min-width: 64rem)',
} as const;
export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 100] as const;
export const COUNT_UP_DURATION_MS = 2000;

export const TOAST = { durationMs: 4000, errorDurationMs: 5000, swipeThresholdPx: 50 } as const;

/** Timeline demo: about 35 days across 4 phases. */
export const TIMELINE_DEMO = { days: 35, phases: 4 } as const;
