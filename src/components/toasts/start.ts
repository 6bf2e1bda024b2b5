/**
 * Starts the page's notification region (ToastRegion.astro): its script waits inert in
 * <template data-toast-script>, so neither it nor the chunks it imports are requested while the
 * page is still being parsed and painted (why: docs/decisions.md). This puts the template's script
 * in the page, once: after the load event (and the next frame) when the region says data-start="load", and in any case
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
  // Once: later calls (the next toasts, the load) find the template gone.
  const start = () => template.isConnected && template.replaceWith(template.content);
  doc.addEventListener(TOASTS_QUEUED, start);
  if (template.dataset.start !== 'load') return;
  // After the load event and the frame that follows it: on a fast network a page can load before
  // it first paints, and the region's script must not compete with that paint either.
  const afterLoad = () => win.requestAnimationFrame(() => win.setTimeout(start));
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
