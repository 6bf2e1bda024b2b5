/**
 * The areas the AI website review sorts its findings into. An industry file names the areas
 * that matter most to its audience (`review.emphasis`), and the review writer ranks findings in
 * those areas higher: one list, read by the content schema and by the server.
 */
export const REVIEW_AREAS = ['conversion', 'seo', 'performance', 'mobile', 'accessibility', 'trust', 'content'] as const;
export type ReviewArea = (typeof REVIEW_AREAS)[number];
