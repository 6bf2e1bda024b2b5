/**
 * Page analytics, loaded on every page by the layout; no framework.
 * - cta_click: a delegated click listener for elements marked data-cta="primary|footer|sticky|
 *   slidein" (cta, page, industry, href, timestamp). The industry is the element's (or an
 *   ancestor's) data-industry, else <body data-industry>.
 * - scroll_depth: a passive scroll listener reporting 25, 50, 75 and 100 percent, each once per
 *   page view (value, page, timestamp).
 * Events go to window.dataLayer when present, else to the console (see ~/lib/analytics).
 */
import { ctaClickEvent, scrollDepthEvent, track } from '../lib/analytics';
import { createScrollDepthTracker, scrollFraction } from '../lib/scroll-depth';

let stop: (() => void) | undefined;

export function initAnalytics(win: Window = window): () => void {
  if (stop) return stop;
  const doc = win.document;
  const page = () => win.location.pathname;

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cta]') : null;
    if (!target) return;
    const industry = target.closest<HTMLElement>('[data-industry]')?.dataset.industry ?? doc.body?.dataset.industry;
    track(
      ctaClickEvent({
        cta: target.dataset.cta ?? '',
        page: page(),
        industry,
        href: target.getAttribute('href'),
      }),
    );
  };

  const depth = createScrollDepthTracker();
  let frame = 0;
  const measure = () => {
    frame = 0;
    const fraction = scrollFraction(win.scrollY, win.innerHeight, doc.documentElement.scrollHeight);
    for (const value of depth.update(fraction)) track(scrollDepthEvent(value, page()));
    if (depth.done) win.removeEventListener('scroll', onScroll);
  };
  const onScroll = () => {
    if (!frame) frame = win.requestAnimationFrame(measure);
  };

  // Capture phase: a call to action that stops propagation is still counted.
  doc.addEventListener('click', onClick, { capture: true });
  win.addEventListener('scroll', onScroll, { passive: true });

  stop = () => {
    doc.removeEventListener('click', onClick, { capture: true });
    win.removeEventListener('scroll', onScroll);
    if (frame) win.cancelAnimationFrame(frame);
    stop = undefined;
  };
  return stop;
}

/**
 * Removes the listeners (tests, or a page that opts out).
 * @internal Also a seam for the tests (knip --production).
 */
export function stopAnalytics(): void {
  stop?.();
}

if (typeof window !== 'undefined') initAnalytics();
