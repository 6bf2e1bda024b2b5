/**
 * Starts the page's notification region (ToastRegion.astro): its script waits inert in
 * <template data-toast-script>, so neither it nor the chunks it imports are requested while the
 * page is still being parsed and painted (why: docs/decisions.md). This puts the template's script
 * in the page, once: at the load event when the region says data-start="load", and in any case
 * as soon as a toast is queued (the store announces it with TOASTS_QUEUED). The queue keeps every
 * toast until the region shows it, so none is missed.
 *
 * Run by ToastRegion.astro's own script, which imports nothing else, so the build inlines it in
 * the page (no request). For the same reason the store names the event rather than importing it.
 */
export const TOASTS_QUEUED = 'toasts:queued';

export function startToastRegion(win: Window = window): void {
  const doc = win.document;
  const template = doc.querySelector<HTMLTemplateElement>('template[data-toast-script]');
  if (!template) return;
  const start = () => {
    win.removeEventListener('load', start);
    doc.removeEventListener(TOASTS_QUEUED, start);
    if (template.isConnected) template.replaceWith(template.content);
  };
  doc.addEventListener(TOASTS_QUEUED, start);
  if (template.dataset.start !== 'load') return;
  if (doc.readyState === 'complete') start();
  else win.addEventListener('load', start);
}
