/**
 * The page's toast queue, shared by every island. Islands call notify()/notifyError(); the
 * page's notification region (src/scripts/toasts.ts, mounted by the layout on pages with
 * `toasts`) drains the queue into its cards. A queue rather than a direct call keeps the islands
 * independent of the region, and keeps toasts raised before the region's script ran.
 */
import { atom } from 'nanostores';
import { TOAST } from '~/lib/config';
import type { ToastMessage } from '~/lib/toast-message';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastRequest {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  /** Auto-close delay, ms. */
  duration: number;
}

export const $pendingToasts = atom<readonly ToastRequest[]>([]);

let nextId = 1;

export function notify(
  title: string,
  description?: string,
  options: { variant?: ToastVariant; duration?: number } = {},
): number {
  const variant = options.variant ?? 'default';
  const duration = options.duration ?? (variant === 'error' ? TOAST.errorDurationMs : TOAST.durationMs);
  const id = nextId++;
  $pendingToasts.set([...$pendingToasts.get(), { id, title, description, variant, duration }]);
  startOnDemandRegion();
  return id;
}

/**
 * The notification region's script waits inert in a <template data-toast-script> until the page
 * has loaded, or until the first toast (ToastRegion.astro): put it in the page now, where it runs,
 * loads and shows what is queued. Once per page; nothing to do once started. (After the load
 * event src/scripts/toast-region-after-load.ts does the same: a copy of this line rather than an
 * import, which would put it in a shared chunk and stop Astro inlining that starter.)
 */
function startOnDemandRegion(): void {
  const template = globalThis.document?.querySelector<HTMLTemplateElement>('template[data-toast-script]');
  template?.replaceWith(template.content);
}

export function notifySuccess(title: string, description?: string): number {
  return notify(title, description, { variant: 'success' });
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
