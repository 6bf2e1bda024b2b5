/**
 * How the interactive parts behave: thresholds, durations, sizes (the layout's own script reads
 * ./layout.ts). Part of the site config: import from `~/lib/config`.
 */

/** Height of the AI result area, px. */
export const AI_RESULT_HEIGHT = 500;

export const COUNT_UP_DURATION_MS = 2000;

/** Timeline demo: about 35 days, across the steps of a project (src/content/blocks/process.yaml). */
export const TIMELINE_DEMO = { days: 35 } as const;
