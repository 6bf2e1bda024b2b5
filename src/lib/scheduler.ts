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
 * True only for Calendly's "event scheduled" message ({ event, payload }) coming from exactly
 * the calendar's origin (SCHEDULER.origin); anything else, from anywhere else, is ignored.
 */
export function isScheduledEventMessage(origin: string, data: unknown, calendar: CalendarMessages): boolean {
  if (origin !== calendar.origin) return false;
  return typeof data === 'object' && data !== null && (data as { event?: unknown }).event === calendar.scheduledEvent;
}
