/**
 * The page's notification region (src/components/layout/ToastRegion.astro), without a framework.
 * Islands queue toasts with notify()/notifyError() from ~/stores/toasts; this drains the queue
 * into cards in the server-rendered aria-live list, so screen readers announce each one.
 * A card closes after its duration (TOAST.durationMs, TOAST.errorDurationMs for errors), paused
 * while the pointer or keyboard focus is in the region; with its button; or with a horizontal
 * swipe of at least TOAST.swipeThresholdPx. At most MAX_VISIBLE cards show, newest last.
 */
import { TOAST } from '../lib/config';
import { $pendingToasts, takePendingToasts, type ToastRequest, type ToastVariant } from '../stores/toasts';

/** Older cards beyond this many are closed, so a burst of messages cannot cover the page. */
export const MAX_VISIBLE = 3;

const CARD_CLASS =
  'pointer-events-auto flex w-full touch-pan-y select-none items-start gap-3 rounded-xl border p-4 shadow-(--shadow-card) transition duration-200 motion-safe:starting:translate-y-2 starting:opacity-0';
const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'border-line bg-white text-ink',
  success: 'border-brand/40 bg-brand-soft text-ink',
  error: 'border-danger bg-danger-soft text-danger',
};
const CLOSE_ICON =
  '<svg aria-hidden="true" viewBox="0 0 20 20" class="size-4" fill="none" stroke="currentColor" stroke-width="2"><path d="M5 5l10 10M15 5L5 15"/></svg>';

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string) {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Starts showing queued toasts in `region` (the element holding the live list); returns a stop function. */
export function mountToasts(region: HTMLElement): () => void {
  const doc = region.ownerDocument;
  const list = region.querySelector('ol') ?? region;
  const open = new Set<{ card: HTMLElement; close: () => void; pause: () => void; resume: () => void }>();
  let paused = false;

  function show(request: ToastRequest) {
    const card = element(doc, 'li', `${CARD_CLASS} ${VARIANT_CLASS[request.variant]}`);
    card.dataset.toastVariant = request.variant;
    const text = element(doc, 'div', 'min-w-0 flex-1 py-1');
    text.append(element(doc, 'p', 'text-sm font-semibold', request.title));
    if (request.description) {
      const tone = request.variant === 'error' ? 'text-danger' : 'text-ink-soft';
      text.append(element(doc, 'p', `mt-1 text-sm ${tone}`, request.description));
    }
    const button = element(
      doc,
      'button',
      '-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-current hover:bg-ink/5',
    );
    button.type = 'button';
    button.setAttribute('aria-label', 'Dismiss notification');
    button.innerHTML = CLOSE_ICON;
    card.append(text, button);

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

  const flush = () => takePendingToasts().forEach(show);
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

  flush();
  const unlisten = $pendingToasts.listen(flush);
  return () => {
    unlisten();
    region.removeEventListener('pointerenter', onEnter);
    region.removeEventListener('pointerleave', onLeave);
    region.removeEventListener('focusin', onEnter);
    region.removeEventListener('focusout', onFocusOut);
    [...open].forEach((entry) => entry.close());
  };
}
