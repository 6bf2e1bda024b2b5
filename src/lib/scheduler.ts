/** The scheduling embed: its messages and which messages it trusts. */
import { SCHEDULER_ORIGIN, SCHEDULER_SCHEDULED_EVENT } from './config.ts';

export const SCHEDULER_MESSAGES = {
  checkoutFailedTitle: 'Unable to start checkout',
  checkoutFailedFallback: 'Please try again or use the Payment page.',
} as const;

/** The `event` of a message from exactly SCHEDULER_ORIGIN ({ event, payload }); undefined for any other. */
function schedulerEvent(origin: string, data: unknown): unknown {
  return origin === SCHEDULER_ORIGIN && typeof data === 'object' && data !== null ? (data as { event?: unknown }).event : undefined;
}

/**
 * True only for Calendly's "event scheduled" message ({ event, payload }) coming from exactly
 * SCHEDULER_ORIGIN (SCHEDULER.origin); anything else, from anywhere else, is ignored.
 */
export function isScheduledEventMessage(origin: string, data: unknown): boolean {
  return schedulerEvent(origin, data) === SCHEDULER_SCHEDULED_EVENT;
}

/**
 * True for any of Calendly's own messages ({ event: 'calendly.…' }, e.g. calendly.event_type_viewed
 * when it shows the scheduling page) from exactly SCHEDULER_ORIGIN: its page is running in the
 * frame, so the calendar has really loaded (an error page in its place sends nothing).
 */
export function isCalendarShownMessage(origin: string, data: unknown): boolean {
  return typeof schedulerEvent(origin, data) === 'string';
}
