/** The scheduling calendar (Calendly). Part of the site config: import from `~/lib/config`. */
import { SITE } from './site.ts';

/**
 * What the calendar's message listener needs, on their own: the browser's copy of the listener
 * (src/lib/scheduler.ts) then carries these strings and not the whole SCHEDULER object.
 */
export const SCHEDULER_ORIGIN = 'https://calendly.com';
export const SCHEDULER_SCHEDULED_EVENT = 'calendly.event_scheduled';
/**
 * How long, once the calendar's frame has loaded, its first message may take before the booking
 * link, e-mail and phone shown in its place say that it could not load (a blocked or failed
 * frame holds the browser's error page, which sends none; Calendly's page says when it shows).
 */
export const SCHEDULER_SHOWN_WAIT_MS = 5_000;

/** Scheduling: Calendly, with the parameters that hide event details and the cookie banner. */
export const SCHEDULER = {
  origin: SCHEDULER_ORIGIN,
  url: `${SCHEDULER_ORIGIN}/northlight-studio/strategy-call`,
  embedParams: 'hide_event_type_details=1&hide_gdpr_banner=1',
  scheduledEvent: SCHEDULER_SCHEDULED_EVENT,
} as const;

/**
 * The calendar's address in the page: with the parameters of Calendly's own inline embed
 * (`embed_type`, `embed_domain`: the site's host), without which the calendar posts the page none
 * of its messages (neither that it is showing nor that a call was scheduled).
 */
export function schedulerEmbedUrl(): string {
  return `${SCHEDULER.url}?${SCHEDULER.embedParams}&embed_type=Inline&embed_domain=${new URL(SITE.url).host}`;
}

/** Calendar iframe heights in px: contact page by breakpoint (mobile, tablet, desktop) and /book. */
export const CALENDAR_HEIGHTS = { contact: [480, 520, 560] as const, book: 720 } as const;
