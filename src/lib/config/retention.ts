/**
 * How long the site keeps what it stores, in days: the periods the privacy policy states
 * (src/content/legal/privacy.md, "How long we keep data"; a test checks the two agree). The
 * daily purge applies them (netlify/lib/data/retention.ts); a setting may shorten a period,
 * never lengthen it.
 */
export const RETENTION_DAYS = { leads: 365, inquiries: 365, reviews: 90, sentMail: 90, pendingMail: 30, checkouts: 30, heldChanges: 30 } as const;
