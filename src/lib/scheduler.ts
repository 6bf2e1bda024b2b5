/** The scheduling embed: its messages and which messages it trusts. */
/** What the listener knows of the calendar (SCHEDULER's origin and scheduledEvent): where its messages come from and which one means booked. */
export interface CalendarMessages {
  origin: string;
  scheduledEvent: string;
}

export const SCHEDULER_MESSAGES = {
  checkoutFailedTitle: 'Unable to start checkout',
  checkoutFailedFallback: 'Please try again or use the Payment page.',
} as const;

/**
 * How long, once the calendar's frame has loaded, its first message may take before the booking
 * link, e-mail and phone shown in its place say that it could not load (a blocked or failed
 * frame holds the browser's error page, which sends none; Calendly's page says when it shows).
 */
export const CALENDAR_SHOWN_WAIT_MS = 5_000;

/** The `event` of a message from exactly the calendar's origin ({ event, payload }); undefined for any other. */
function calendarEvent(origin: string, data: unknown, calendar: Pick<CalendarMessages, 'origin'>): unknown {
  return origin === calendar.origin && typeof data === 'object' && data !== null ? (data as { event?: unknown }).event : undefined;
}

/**
 * True only for Calendly's "event scheduled" message ({ event, payload }) coming from exactly
 * the calendar's origin (SCHEDULER.origin); anything else, from anywhere else, is ignored.
 */
export function isScheduledEventMessage(origin: string, data: unknown, calendar: CalendarMessages): boolean {
  return calendarEvent(origin, data, calendar) === calendar.scheduledEvent;
}

/**
 * True for any of Calendly's own messages ({ event: 'calendly.…' }, e.g. calendly.event_type_viewed
 * when it shows the scheduling page) from exactly the calendar's origin: its page is running in the
 * frame, so the calendar has really loaded (an error page in its place sends nothing).
 */
export function isCalendarShownMessage(origin: string, data: unknown, calendar: Pick<CalendarMessages, 'origin'>): boolean {
  return typeof calendarEvent(origin, data, calendar) === 'string';
}
