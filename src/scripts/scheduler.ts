/**
 * The scheduling calendar's message listener (src/components/sections/SchedulerEmbed.astro):
 * accepts only messages whose origin is exactly the calendar's (SCHEDULER.origin) and reacts to
 * `calendly.event_scheduled` by going to /payment; if that fails, the destructive toast
 * 'Unable to start checkout' with the error's message or 'Please try again or use the Payment page.'. No framework.
 */
import { CALENDAR_SHOWN_WAIT_MS, SCHEDULER_MESSAGES, isCalendarShownMessage, isScheduledEventMessage, type CalendarMessages } from '../lib/scheduler';
import type { RequestedToast } from '../components/toasts/store';

/**
 * How a script that may not import the toasts' store asks for a toast (src/components/toasts/store.ts,
 * REQUESTS_ATTRIBUTE and TOASTS_QUEUED), named rather than imported: with no import shared with an
 * island, the build inlines this script in /book and /contact instead of making it a file and a
 * chain of requests before their first paint.
 */
function requestToast(doc: Document, toast: RequestedToast): void {
  const region = doc.querySelector('[data-toast-region]');
  if (!region) return;
  const requested = JSON.parse(region.getAttribute('data-toast-requests') ?? '[]') as RequestedToast[];
  region.setAttribute('data-toast-requests', JSON.stringify([...requested, toast]));
  doc.dispatchEvent(new (doc.defaultView as Window & typeof globalThis).Event('toasts:queued'));
}

export interface WatchSchedulerOptions {
  /** Where a scheduled call leads (the embed's data-next: /payment). */
  next: string;
  /** The calendar's origin and its "scheduled" event (the embed's data-calendar-origin and data-scheduled-event). */
  calendar: CalendarMessages;
  /** Leaves the page (tests replace it: jsdom cannot navigate). */
  navigate?: (url: string) => void;
}

/** Starts listening on `win`; returns a function that stops (tests). */
export function watchScheduler(
  { next, calendar, navigate = (url) => window.location.assign(url) }: WatchSchedulerOptions,
  win: Window = window,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!isScheduledEventMessage(event.origin, event.data, calendar)) return;
    try {
      navigate(next);
    } catch (error) {
      // As the islands' thrownMessage(), inlined: the islands' shared chunk is not needed here.
      const message = error instanceof Error && error.message.trim() ? error.message : undefined;
      requestToast(win.document, { title: SCHEDULER_MESSAGES.checkoutFailedTitle, description: message ?? SCHEDULER_MESSAGES.checkoutFailedFallback, variant: 'error' });
    }
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}

/**
 * Puts the calendar's iframe (the markup of the embed's <noscript>) over its slot once the page
 * has loaded and painted, so the third-party document does not compete with its first paint. The slot
 * shows the booking link, e-mail and phone, and stays until the calendar says it is showing its
 * page (its own message: a blocked or failed frame loads the browser's error page, which sends
 * none); until then the frame is transparent and inert. The embed's `data-calendar` says where it
 * is, for its styles: `shown`, or `unavailable` once the frame has loaded and no message came
 * within CALENDAR_SHOWN_WAIT_MS. Both take the same box: nothing moves either way.
 */
export function embedCalendarAfterLoad(embed: HTMLElement, calendar: Pick<CalendarMessages, 'origin'>, win: Window = window): void {
  const insert = () => {
    // With scripting on, a <noscript>'s content is text: the iframe's markup, written by the server.
    const markup = embed.querySelector('noscript')?.textContent;
    if (!markup) return;
    embed.insertAdjacentHTML('beforeend', markup);
    const frame = embed.lastElementChild as HTMLIFrameElement;
    frame.inert = true;
    win.addEventListener('message', (event) => {
      if (!isCalendarShownMessage(event.origin, event.data, calendar)) return;
      embed.dataset.calendar = 'shown';
      frame.inert = false;
    });
    // Each page the frame loads (Calendly's own steps too) may start the wait: only a first verdict counts.
    frame.addEventListener('load', () => win.setTimeout(() => (embed.dataset.calendar ||= 'unavailable'), CALENDAR_SHOWN_WAIT_MS));
  };
  // After the load event and the frame that follows it: on a fast network a page can load before
  // it first paints, and the third-party document must not compete with that paint either.
  const afterLoad = () => win.requestAnimationFrame(() => win.setTimeout(insert));
  if (embed.ownerDocument.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
