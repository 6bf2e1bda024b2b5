/**
 * Reveals the desktop slide-in card (./SlideInCard.astro) once the visitor has scrolled at least
 * half the page (SLIDE_IN.threshold), on a desktop viewport only, unless it was dismissed earlier
 * in this browser session. Once shown it stays until dismissed. No framework.
 *
 * Started by the layout's one page-wide script (BaseLayout.astro), with the analytics script, not
 * by a script of the card's own: both read scroll-depth.ts, and two scripts sharing a module
 * would each need a chunk fetched before they run, where one is small enough to be inlined in
 * every page (the budgets test checks it is).
 */
import { scrollFraction } from '../../lib/scroll-depth';
import { readSessionFlag, sessionStore, setSessionFlag } from './session-flag';

/** The card appears at this fraction of the page scrolled; its dismissal lives in sessionStorage. */
export const SLIDE_IN = {
  threshold: 0.5,
  storageKey: 'slidein-dismissed',
  /** Desktop only: Tailwind's lg breakpoint (64rem). */
  query: '(min-width: 64rem)',
} as const;

/** Starts watching; returns a function that stops (tests). Does nothing without the card. */
export function initSlideIn(win: Window = window): () => void {
  const doc = win.document;
  const card = doc.querySelector<HTMLElement>('[data-slide-in]');
  if (!card) return () => {};
  const storage = sessionStore(win);
  const desktop = win.matchMedia(SLIDE_IN.query);
  let frame = 0;
  // The root element: its scroll height, and the page's own record of the card (global.css: focus
  // clearance while shown, the footer's room until dismissed).
  const root = doc.documentElement;

  const check = () => {
    frame = 0;
    if (!desktop.matches) return;
    if (scrollFraction(win.scrollY, win.innerHeight, root.scrollHeight) < SLIDE_IN.threshold) return;
    card.hidden = false;
    root.dataset.slideInState = 'shown';
    stopWatching();
  };
  const onScroll = () => {
    if (!frame) frame = win.requestAnimationFrame(check);
  };
  const stopWatching = () => {
    win.removeEventListener('scroll', onScroll);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };
  const markDismissed = () => (root.dataset.slideInState = 'dismissed');
  const onDismiss = () => {
    card.hidden = true;
    markDismissed();
    setSessionFlag(storage, SLIDE_IN.storageKey);
    stopWatching();
  };

  const button = card.querySelector<HTMLButtonElement>('[data-slide-in-dismiss]');
  button?.addEventListener('click', onDismiss);
  if (readSessionFlag(storage, SLIDE_IN.storageKey)) markDismissed();
  else {
    win.addEventListener('scroll', onScroll, { passive: true });
    // A reload that restores a scroll position past the threshold shows the card at once.
    onScroll();
  }
  return () => {
    stopWatching();
    button?.removeEventListener('click', onDismiss);
  };
}

if (typeof window !== 'undefined') initSlideIn();
