/**
 * The page's notification region (./ToastRegion.astro), without a framework.
 * Islands queue toasts with notify()/notifyError() from ./store; this drains the queue
 * into copies of the page's card template in its aria-live list, so screen readers announce each.
 * A card closes after its duration (TOAST.durationMs, TOAST.errorDurationMs for errors), paused
 * while the pointer or keyboard focus is in the region; with its button; or with a horizontal
 * swipe of at least TOAST.swipeThresholdPx. At most MAX_VISIBLE cards show, newest last.
 */
import { notify, TOAST, takePendingToasts, type RequestedToast, type ToastRequest } from './store';

/** ./start.ts's TOASTS_QUEUED, named as the store names it: an import would share the starter's module and the build would stop inlining it. */
const TOASTS_QUEUED = 'toasts:queued';
/**
 * Where inline scripts that cannot import the store leave the toasts they ask for, as a JSON array
 * of ./store's RequestedToast: the region's data-toast-requests (REQUESTS_ATTRIBUTE; dataset key
 * toastRequests).
 * @internal Also a seam for the tests (knip --production).
 */
export const REQUESTS_ATTRIBUTE = 'data-toast-requests';

/** Older cards beyond this many are closed, so a burst of messages cannot cover the page. */
export const MAX_VISIBLE = 3;

/** Starts showing queued toasts in `region` (the element holding the live list); returns a stop function. */
export function mountToasts(region: HTMLElement): () => void {
  const doc = region.ownerDocument;
  const list = region.querySelector('ol')!;
  // The card's markup and classes live in the page (ToastRegion.astro), not in this script.
  const template = region.querySelector('template')!;
  const open = new Set<{ card: HTMLElement; close: () => void; pause: () => void; resume: () => void }>();
  let paused = false;

  function show(request: ToastRequest) {
    const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    card.dataset.toastVariant = request.variant;
    card.querySelector('[data-toast-title]')!.textContent = request.title;
    const description = card.querySelector('[data-toast-description]')!;
    if (request.description) description.textContent = request.description;
    else description.remove();
    const button = card.querySelector('button')!;

    let remaining = request.duration;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const entry = {
      card,
      close() {
        clearTimeout(timer);
        open.delete(entry);
        // Keep keyboard users in the region when the focused card goes away.
        const hadFocus = card.contains(doc.activeElement);
        card.remove();
        if (hadFocus) ([...open].at(-1)?.card.querySelector('button') ?? doc.getElementById('main'))?.focus();
      },
      pause() {
        if (timer === undefined) return;
        clearTimeout(timer);
        timer = undefined;
        remaining -= Date.now() - startedAt;
      },
      resume() {
        if (timer !== undefined) return;
        startedAt = Date.now();
        timer = setTimeout(entry.close, Math.max(0, remaining));
      },
    };
    button.addEventListener('click', entry.close);

    // Swipe sideways to dismiss: the card follows the finger; short of the threshold it springs back.
    let swipeStart: number | null = null;
    const reset = () => {
      swipeStart = null;
      card.style.transform = '';
      card.style.opacity = '';
    };
    card.addEventListener('pointerdown', (event) => {
      if ((event.target as Element).closest('button')) return;
      swipeStart = event.clientX;
    });
    card.addEventListener('pointermove', (event) => {
      if (swipeStart === null) return;
      const offset = event.clientX - swipeStart;
      card.style.transform = `translateX(${offset}px)`;
      card.style.opacity = String(Math.max(0.3, 1 - Math.abs(offset) / 200));
    });
    card.addEventListener('pointerup', (event) => {
      if (swipeStart === null) return;
      const distance = Math.abs(event.clientX - swipeStart);
      reset();
      if (distance >= TOAST.swipeThresholdPx) entry.close();
    });
    card.addEventListener('pointercancel', reset);

    open.add(entry);
    list.append(card);
    if (!paused) entry.resume();
    while (open.size > MAX_VISIBLE) [...open][0]!.close();
  }

  const setPaused = (value: boolean) => {
    paused = value;
    open.forEach((entry) => (value ? entry.pause() : entry.resume()));
  };
  const onEnter = () => setPaused(true);
  const onLeave = () => {
    if (!region.contains(doc.activeElement)) setPaused(false);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!region.contains(event.relatedTarget as Node | null) && !region.matches(':hover')) setPaused(false);
  };
  region.addEventListener('pointerenter', onEnter);
  region.addEventListener('pointerleave', onLeave);
  region.addEventListener('focusin', onEnter);
  region.addEventListener('focusout', onFocusOut);

  // Every toast queued is announced on the document (TOASTS_QUEUED): by the store's notify(), and
  // by inline scripts that cannot import the store, which leave theirs in REQUESTS_ATTRIBUTE. Those
  // are queued like the others, the attribute emptied first (queuing one announces it again).
  const flush = () => {
    const requested = JSON.parse(region.dataset.toastRequests ?? '[]') as RequestedToast[];
    delete region.dataset.toastRequests;
    for (const toast of requested) notify(toast.title, toast.description, toast);
    takePendingToasts().forEach(show);
  };

  flush();
  doc.addEventListener(TOASTS_QUEUED, flush);
  return () => {
    doc.removeEventListener(TOASTS_QUEUED, flush);
    region.removeEventListener('pointerenter', onEnter);
    region.removeEventListener('pointerleave', onLeave);
    region.removeEventListener('focusin', onEnter);
    region.removeEventListener('focusout', onFocusOut);
    [...open].forEach((entry) => entry.close());
  };
}
