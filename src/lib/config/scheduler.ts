/** The scheduling calendar (Calendly). Part of the site config: import from `~/lib/config`. */
const origin = 'https://calendly.com';

/** Scheduling: Calendly, with the parameters that hide event details and the cookie banner. */
export const SCHEDULER = {
  origin,
  url: `${origin}/northlight-studio/strategy-call`,
  embedParams: 'hide_event_type_details=1&hide_gdpr_banner=1',
  /** The message the calendar posts when a visitor has booked. */
  scheduledEvent: 'calendly.event_scheduled',
} as const;

/**
 * The calendar's address in the page: with the parameters of Calendly's own inline embed
 * (`embed_type`, `embed_domain`: the site's host), without which the calendar posts the page none
 * of its messages (neither that it is showing nor that a call was scheduled). `siteUrl` is the
 * studio's address (src/content/studio.yaml).
 */
export function schedulerEmbedUrl(siteUrl: string): string {
  return `${SCHEDULER.url}?${SCHEDULER.embedParams}&embed_type=Inline&embed_domain=${new URL(siteUrl).host}`;
}

/** Calendar iframe heights in px: contact page by breakpoint (mobile, tablet, desktop) and /book. */
export const CALENDAR_HEIGHTS = { contact: [480, 520, 560] as const, book: 720 } as const;
