/** The scheduling embed (spec sections 4 and 8): its messages and which messages it trusts. */
import { SCHEDULER } from './config';

export const SCHEDULER_MESSAGES = {
  checkoutFailedTitle: 'Unable to start checkout',
  checkoutFailedFallback: 'Please try again or use the Payment page.',
} as const;

/**
 * True only for Calendly's "event scheduled" message ({ event, payload }) coming from exactly
 * SCHEDULER.origin; anything else, from anywhere else, is ignored.
 */
export function isScheduledEventMessage(origin: string, data: unknown): boolean {
  if (origin !== SCHEDULER.origin) return false;
  return typeof data === 'object' && data !== null && (data as { event?: unknown }).event === SCHEDULER.scheduledEvent;
}
