/**
 * Reveals the desktop slide-in card (src/components/layout/SlideInCard.astro) once the visitor
 * has scrolled at least half the page (SLIDE_IN.threshold), on a desktop viewport only, unless
 * it was dismissed earlier in this browser session. Once shown it stays until dismissed.
 * Loaded on every page by the layout, with the analytics script; no framework.
 */
import { SLIDE_IN } from '../lib/config';
import { readSessionFlag, sessionStore, setSessionFlag } from '../lib/session-flag';
import { scrollFraction } from '../lib/scroll-depth';

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
