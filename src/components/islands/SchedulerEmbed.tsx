/**
 * The Calendly scheduling calendar (spec sections 2 and 4), in an iframe rendered on the server
 * so it works without JavaScript. Heights come from CALENDAR_HEIGHTS: 480/520/560 px by
 * breakpoint on /contact, 720 px on /book. Once hydrated, a message listener accepts only
 * messages whose origin is exactly SCHEDULER.origin and reacts to `calendly.event_scheduled` by
 * going to /payment; if that fails, the destructive toast 'Unable to start checkout'.
 */
import { useEffect, type CSSProperties } from 'react';
import { CALENDAR_HEIGHTS, schedulerEmbedUrl } from '~/lib/config';
import { SCHEDULER_MESSAGES, isScheduledEventMessage } from '~/lib/scheduler';
import { HEADER_ACTIONS } from '~/lib/navigation';
import { notifyError } from '~/stores/toasts';
import { thrownMessage } from './parts/http';
import { navigateTo } from './parts/navigate';

export interface SchedulerEmbedProps {
  /** 'contact': 480/520/560 px by breakpoint; 'book': 720 px. */
  variant?: 'contact' | 'book';
  /** The studio's name (SITE.name, passed in so the island does not bundle the site identity). */
  studioName: string;
  /** Accessible name of the iframe; defaults to 'Schedule a strategy call with {studioName}'. */
  title?: string;
}

const PAYMENT_PATH = HEADER_ACTIONS.payment.href;

const [mobile, tablet, desktop] = CALENDAR_HEIGHTS.contact;

export default function SchedulerEmbed({
  variant = 'contact',
  studioName,
  title = `Schedule a strategy call with ${studioName}`,
}: SchedulerEmbedProps) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isScheduledEventMessage(event.origin, event.data)) return;
      try {
        navigateTo(PAYMENT_PATH);
      } catch (error) {
        notifyError(
          SCHEDULER_MESSAGES.checkoutFailedTitle,
          thrownMessage(error) ?? SCHEDULER_MESSAGES.checkoutFailedFallback,
        );
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const heights =
    variant === 'book'
      ? ({ '--cal-h': `${CALENDAR_HEIGHTS.book}px` } as CSSProperties)
      : ({ '--cal-h': `${mobile}px`, '--cal-h-md': `${tablet}px`, '--cal-h-lg': `${desktop}px` } as CSSProperties);

  return (
    <div
      className="overflow-hidden rounded-(--radius-card) border border-line bg-white"
      data-scheduler={variant}
      style={heights}
    >
      <iframe
        src={schedulerEmbedUrl()}
        title={title}
        loading="lazy"
        className={
          variant === 'book'
            ? 'block h-(--cal-h) w-full border-0'
            : 'block h-(--cal-h) w-full border-0 md:h-(--cal-h-md) lg:h-(--cal-h-lg)'
        }
      />
    </div>
  );
}
