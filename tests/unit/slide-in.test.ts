/**
 * The desktop slide-in card: the layout's server-rendered markup (rendered by Astro's container
 * API, in Node) in a browser-like window (jsdom), revealed by its script (slide-in.ts) past half
 * the page, on desktop only, dismissed for the browser session.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import SlideInCard from '~/components/slide-in/SlideInCard.astro';
import { SLIDE_IN_MESSAGES } from '~/lib/slide-in-messages';
import { initSlideIn, SLIDE_IN } from '~/components/slide-in/slide-in';

let markup = '';
beforeAll(async () => {
  const container = await AstroContainer.create();
  markup = await container.renderToString(SlideInCard, { props: { body: 'A 30-minute call about your site and your goals. No hard pitch.' } });
});

interface Browser {
  window: Window & typeof globalThis;
  /** Scrolls a 3000 px page in a 1000 px viewport (2000 px of scrolling) to `fraction`, then waits a frame. */
  scrollTo(fraction: number): Promise<void>;
  card(): HTMLElement | null;
  stop: () => void;
}

/** A page with the card, at a desktop or phone width, sharing `storage` (one browser session). */
function open({ desktop = true, scrolled = 0, session }: { desktop?: boolean; scrolled?: number; session?: Map<string, string> } = {}): Browser {
  const dom = new JSDOM(`<!doctype html><body>${markup}</body>`, { url: 'https://example.test/services', pretendToBeVisual: true });
  const window = dom.window as unknown as Window & typeof globalThis;
  Object.defineProperty(window.document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: scrolled * 2000 });
  window.matchMedia = ((query: string) => ({ matches: desktop && query.includes('min-width'), media: query })) as unknown as typeof window.matchMedia;
  for (const [key, value] of session ?? []) window.sessionStorage.setItem(key, value);
  const frame = () => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
  const stop = initSlideIn(window);
  return {
    window,
    stop,
    async scrollTo(fraction) {
      (window as { scrollY: number }).scrollY = fraction * 2000;
      window.dispatchEvent(new window.Event('scroll'));
      await frame();
    },
    card() {
      const aside = window.document.querySelector<HTMLElement>('[data-slide-in]');
      return aside && !aside.hidden ? aside : null;
    },
  };
}

describe('slide-in card', () => {
  it('is in the HTML with the spec copy, hidden, so visitors without JavaScript never see it', () => {
    const page = new JSDOM(markup).window.document;
    const aside = page.querySelector<HTMLElement>('aside[data-slide-in]')!;
    expect(aside.hidden).toBe(true);
    expect(aside.getAttribute('aria-labelledby')).toBe('slide-in-title');
    expect(page.getElementById('slide-in-title')?.textContent).toBe(SLIDE_IN_MESSAGES.title);
    const link = aside.querySelector('a')!;
    expect(link.textContent).toBe('Book Now');
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.getAttribute('data-cta')).toBe('slidein');
    expect(aside.querySelector('button')?.getAttribute('aria-label')).toBe('Dismiss');
    // Hidden below the lg breakpoint by CSS too (a window narrowed after it showed).
    expect(aside.className).toContain('max-lg:hidden');
  });

  it('shows once half the page is scrolled on a desktop', async () => {
    const page = open();
    await page.scrollTo(0.3);
    expect(page.card()).toBeNull();
    await page.scrollTo(SLIDE_IN.threshold);
    expect(page.card()).not.toBeNull();
    page.stop();
  });

  it('stays shown when the visitor scrolls back up', async () => {
    const page = open();
    await page.scrollTo(0.8);
    await page.scrollTo(0.1);
    expect(page.card()).not.toBeNull();
    page.stop();
  });

  it('never shows below the desktop breakpoint', async () => {
    const page = open({ desktop: false });
    await page.scrollTo(1);
    expect(page.card()).toBeNull();
    page.stop();
  });

  it('is dismissed by its close button and stays dismissed for the rest of the session', async () => {
    const page = open();
    // The page's record of the card, for global.css (focus clearance, the footer's room).
    const state = () => page.window.document.documentElement.dataset.slideInState;
    expect(state()).toBeUndefined();
    await page.scrollTo(0.6);
    expect(state()).toBe('shown');
    page.card()!.querySelector('button')!.click();
    expect(page.card()).toBeNull();
    expect(state()).toBe('dismissed');
    expect(page.window.sessionStorage.getItem(SLIDE_IN.storageKey)).toBe('1');
    page.stop();

    const next = open({ session: new Map([[SLIDE_IN.storageKey, '1']]) });
    expect(next.window.document.documentElement.dataset.slideInState, 'marked at once on the next page').toBe('dismissed');
    await next.scrollTo(0.9);
    expect(next.card()).toBeNull();
    next.stop();
  });

  it('shows at once on a page that opens already scrolled past half (a reload)', async () => {
    const page = open({ scrolled: 0.75 });
    await new Promise<void>((resolve) => page.window.requestAnimationFrame(() => resolve()));
    expect(page.card()).not.toBeNull();
    page.stop();
  });

  it('still closes where sessionStorage refuses writes (dismissed for the page view)', async () => {
    const page = open();
    page.window.Storage.prototype.setItem = () => {
      throw new page.window.DOMException('blocked', 'SecurityError');
    };
    await page.scrollTo(0.7);
    page.card()!.querySelector('button')!.click();
    expect(page.card()).toBeNull();
    page.stop();
  });
});
