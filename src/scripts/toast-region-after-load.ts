/**
 * Starts the page's notification region once the page has loaded (ToastRegion.astro,
 * start="after-load"): the region's script waits inert in <template data-toast-script
 * data-start="load">, so neither it nor the two chunks it imports are requested while the page is
 * still being parsed and painted. Requested then, Lighthouse counted the three requests before the
 * first paint of /ai-feedback, /contact and /payment (largest paint 1.08-1.38 s, against
 * 0.83-0.94 s on pages without them). No toast can be missed: a toast raised before the load
 * event starts the region at once (notify() in ~/stores/toasts, which puts the same template in
 * the page), and the queue keeps every toast until the region shows it.
 *
 * Imported by ToastRegionAfterLoad.astro alone, so the bundle has no imports and Astro inlines it.
 */
export function startToastRegionAfterLoad(win: Window = window): void {
  const start = () => {
    const template = win.document.querySelector<HTMLTemplateElement>('template[data-toast-script][data-start="load"]');
    template?.replaceWith(template.content);
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

if (typeof window !== 'undefined') startToastRegionAfterLoad();
