/** The scheduling embed: its messages and which messages it trusts. */
import { SCHEDULER_ORIGIN, SCHEDULER_SCHEDULED_EVENT } from './config.ts';

export const SCHEDULER_MESSAGES = {
  checkoutFailedTitle: 'Unable to start checkout',
  checkoutFailedFallback: 'Please try again or use the Payment page.',
} as const;

/**
 * True only for Calendly's "event scheduled" message ({ event, payload }) coming from exactly
 * SCHEDULER_ORIGIN (SCHEDULER.origin); anything else, from anywhere else, is ignored.
 */
export function isScheduledEventMessage(origin: string, data: unknown): boolean {
  if (origin !== SCHEDULER_ORIGIN) return false;
  return typeof data === 'object' && data !== null && (data as { event?: unknown }).event === SCHEDULER_SCHEDULED_EVENT;
}
