/**
 * Behaviour of the count-up statistics (src/components/ui/CountUpStats.astro): when the list
 * first comes into view, every number in its values runs from 0 to its value with an ease-out
 * (prefix, separators and suffix stay as written), then the values are left as the server wrote
 * them. Nothing moves under prefers-reduced-motion or without IntersectionObserver. No framework.
 */
import { easeOutCubic, formatStatValue, hasNumbers, parseStatValue } from '../lib/count-up';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Wires one list; returns a function that stops it (tests). */
export function enhanceCountUpStats(list: HTMLElement): () => void {
  const view = list.ownerDocument.defaultView;
  if (!view || typeof view.IntersectionObserver === 'undefined') return () => {};
  if (view.matchMedia?.(REDUCED_MOTION_QUERY).matches) return () => {};
  const values = [...list.querySelectorAll<HTMLElement>('[data-count-up-value]')].map((element) => {
    const final = element.textContent?.trim() ?? '';
    return { element, final, parts: parseStatValue(final) };
  });
  // The component writes the duration (COUNT_UP_DURATION_MS by default) on the list: importing
  // the constant here would share a module with an island, and the bundler would then make this
  // script a file of its own, a request before the first paint, instead of inlining it.
  const durationMs = Number(list.dataset.durationMs);
  if (!(durationMs > 0) || !values.some((value) => hasNumbers(value.parts))) return () => {};

  let frame = 0;
  const observer = new view.IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    // The moving number is hidden from screen readers, which read the final value beside it.
    const moving = values.map(({ element, final }) => {
      const shown = list.ownerDocument.createElement('span');
      shown.setAttribute('aria-hidden', 'true');
      const spoken = list.ownerDocument.createElement('span');
      spoken.className = 'sr-only';
      spoken.textContent = final;
      element.replaceChildren(shown, spoken);
      return shown;
    });
    const show = (progress: number) => values.forEach(({ parts }, i) => (moving[i]!.textContent = formatStatValue(parts, progress)));
    const start = view.performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / durationMs);
      if (t < 1) {
        show(easeOutCubic(t));
        frame = view.requestAnimationFrame(tick);
      } else {
        for (const { element, final } of values) element.textContent = final;
      }
    };
    show(0);
    frame = view.requestAnimationFrame(tick);
  });
  observer.observe(list);
  return () => {
    observer.disconnect();
    view.cancelAnimationFrame(frame);
  };
}
