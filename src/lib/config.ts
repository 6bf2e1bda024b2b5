/**
 * The one source of truth for the studio's business constants: prices, claims, limits, the
 * scheduler and the islands' behaviour. Pages, islands and Netlify Functions import from here; no
 * other file repeats these literals. (The studio's name and contact facts are content:
 * src/content/studio.yaml, see ./studio.ts.)
 *
 * The values live in ./config/, grouped so that the browser bundles carry only what they use
 * (a page's scripts and islands load the group they import, not the whole file): scheduler, offers and prices, the copy's claims, the layout script's settings, the islands'
 * behaviour, guides, how many industries a list shows, the AI review's proof of work.
 */
export * from './config/scheduler.ts';
export * from './config/offers.ts';
export * from './config/claims.ts';
export * from './config/layout.ts';
export * from './config/behaviour.ts';
export * from './config/guides.ts';
export * from './config/industry-lists.ts';
export * from './config/proof-of-work.ts';
export * from './config/retention.ts';
