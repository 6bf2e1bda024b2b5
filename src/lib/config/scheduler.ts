/** The scheduling calendar (Calendly). Part of the site config: import from `~/lib/config`. */

/**
 * What the calendar's message listener needs, on their own: the browser's copy of the listener
 * (src/lib/scheduler.ts) then carries these two strings and not the whole SCHEDULER object.
 */
export const SCHEDULER_ORIGIN = 'https://calendly.com';
export const SCHEDULER_SCHEDULED_EVENT = 'calendly.event_scheduled';

/** Scheduling: Calendly, with the parameters that hide event details and the cookie banner. */
export const SCHEDULER = {
  origin: SCHEDULER_ORIGIN,
  url: `${SCHEDULER_ORIGIN}/northlight-studio/strategy-call`,
  embedParams: 'hide_event_type_details=1&hide_gdpr_banner=1',
  scheduledEvent: SCHEDULER_SCHEDULED_EVENT,
} as const;

export function schedulerEmbedUrl(): string {
  return `${SCHEDULER.url}?${SCHEDULER.embedParams}`;
}

/** Calendar iframe heights in px: contact page by breakpoint (mobile, tablet, desktop) and /book. */
export const CALENDAR_HEIGHTS = { contact: [480, 520, 560] as const, book: 720 } as const;
