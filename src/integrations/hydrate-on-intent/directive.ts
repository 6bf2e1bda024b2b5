/**
 * `client:intent`: an island that hydrates on the visitor's first sign of using it, not at load.
 *
 * The signs: the pointer over it or pressing it, a touch on it, focus moving into it (a tap, a
 * click or the Tab key), or, once the visitor scrolls, the island coming within `rootMargin` of
 * the viewport. A page that is only loaded and read runs none of the island's JavaScript, so its
 * load has no long task of React's; the island's server HTML must work on its own until then
 * (a form that posts natively, a link, a details element), because the first press may arrive
 * before the island has hydrated.
 *
 * `client:intent={{ rootMargin: '400px' }}` widens how near a scroll must bring it (default
 * 200px). Astro inlines this directive in each page that uses it; the CSP hashes it like its own.
 */
import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const hydrateOnIntent: ClientDirective = (load, options, el) => {
  const rootMargin = (options.value as { rootMargin?: string } | undefined)?.rootMargin ?? '200px';
  let observer: IntersectionObserver | undefined;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    await (await load())();
  };
  // Listeners that fire after the start find it done: each goes after its first event.
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true, once: true });
  addEventListener(
    'scroll',
    () => {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin });
      // The island element itself has no box (display: contents): its children are observed.
      for (const child of el.children) observer.observe(child);
    },
    { passive: true, once: true },
  );
};

export default hydrateOnIntent;
