/**
 * The page's toast queue, shared by every island and script that raises toasts: they call
 * notify()/notifyError(); the page's notification region (./region.ts, on pages with BaseLayout's
 * `toasts`) drains the queue into its cards. A queue rather than a direct call keeps the islands
 * independent of the region, and keeps toasts raised before the region's script ran.
 */
import { atom } from 'nanostores';
import type { ToastMessage } from '~/lib/toast-message';

/** How long a toast stays (errors a little longer), and how far a swipe must go to dismiss one. */
export const TOAST = { durationMs: 4000, errorDurationMs: 5000, swipeThresholdPx: 50 } as const;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastRequest {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  /** Auto-close delay, ms. */
  duration: number;
}

/**
 * A toast asked for by a framework-free script that must stay inline, so cannot import this store
 * (a module shared with the islands: the bundler would make the script a file of its own, a
 * request before the first paint). It appends the toast to the region's data-toast-requests (a
 * JSON array of these, ./region.ts's REQUESTS_ATTRIBUTE) and dispatches TOASTS_QUEUED on the
 * document: that starts the region's script if it has not started (./start.ts), and the region
 * shows what the attribute holds. The asking script names the attribute and the event rather than
 * importing them, for the same reason.
 */
export interface RequestedToast {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
}

export const $pendingToasts = atom<readonly ToastRequest[]>([]);

let nextId = 1;

export function notify(
  title: string,
  description?: string,
  options: { variant?: ToastVariant | undefined; duration?: number | undefined } = {},
): number {
  const variant = options.variant ?? 'default';
  const duration = options.duration ?? (variant === 'error' ? TOAST.errorDurationMs : TOAST.durationMs);
  const id = nextId++;
  $pendingToasts.set([...$pendingToasts.get(), { id, title, description, variant, duration }]);
  // The region starts its script now if it has not yet: ./start.ts listens for this event (its
  // TOASTS_QUEUED). Named here rather than imported, as an import would put the two in one shared
  // chunk and the build would no longer inline the starter; tests/unit/toast-region.test.ts raises
  // a toast through this store and checks that the starter starts the region.
  globalThis.document?.dispatchEvent(new Event('toasts:queued'));
  return id;
}

/** A destructive toast: danger styling, shown for TOAST.errorDurationMs. */
export function notifyError(title: string, description?: string): number {
  return notify(title, description, { variant: 'error' });
}

/** Convenience for the messages' { title, description } pairs. */
export function notifyMessage(message: ToastMessage, variant: ToastVariant = 'default'): number {
  return notify(message.title, message.description, { variant });
}

/** Removes and returns every queued toast (the region's side of the queue). */
export function takePendingToasts(): ToastRequest[] {
  const pending = [...$pendingToasts.get()];
  if (pending.length) $pendingToasts.set([]);
  return pending;
}
