/**
 * Desktop slide-in card (spec section 2): hidden until the visitor has scrolled at least half
 * the page, then 'Book Your Strategy Call' with a Book Now link to /contact and a close button.
 * Dismissal lasts for the browser session (sessionStorage). Never shown on /contact, never below
 * the lg breakpoint. Renders nothing on the server.
 */
import { useEffect, useState } from 'react';
import { SLIDE_IN } from '~/lib/config';
import { SLIDE_IN_MESSAGES, normalizePath } from '~/lib/slide-in';
import { HEADER_ACTIONS } from '~/lib/navigation';
import { scrollFraction } from '~/lib/scroll-depth';
import { $slideInDismissed, dismissSlideIn } from '~/stores/slide-in';
import { DESKTOP_QUERY, useAtom, useMediaQuery } from './parts/hooks';

export interface SlideInCardProps {
  /** The current page's path (Astro.url.pathname); the card never appears on the contact page. */
  currentPath: string;
}

const CONTACT_PATH = HEADER_ACTIONS.strategyCall.href;

function pageFraction(): number {
  const doc = document.documentElement;
  return scrollFraction(window.scrollY, window.innerHeight, doc.scrollHeight);
}

export default function SlideInCard({ currentPath }: SlideInCardProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const dismissed = useAtom($slideInDismissed);
  const [reached, setReached] = useState(false);
  const excluded = normalizePath(currentPath) === CONTACT_PATH;
  const watching = isDesktop && !dismissed && !excluded && !reached;

  useEffect(() => {
    if (!watching) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (pageFraction() >= SLIDE_IN.threshold) setReached(true);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [watching]);

  if (excluded || dismissed || !isDesktop || !reached) return null;

  return (
    <aside
      aria-labelledby="slide-in-title"
      className="card no-print fixed right-6 bottom-6 z-40 w-80 transition-[translate,opacity] duration-300 ease-out starting:translate-y-6 starting:opacity-0"
    >
      <button
        type="button"
        onClick={() => dismissSlideIn()}
        aria-label={SLIDE_IN_MESSAGES.dismiss}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
      <h2 id="slide-in-title" className="pr-10 text-lg font-bold">
        {SLIDE_IN_MESSAGES.title}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{SLIDE_IN_MESSAGES.body}</p>
      <a href={CONTACT_PATH} className="btn-primary mt-4 w-full" data-cta="slidein">
        {SLIDE_IN_MESSAGES.cta}
      </a>
    </aside>
  );
}
