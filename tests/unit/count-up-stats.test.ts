/**
 * The count-up statistics: their server-rendered markup (CountUpStats.astro, rendered by Astro's
 * container API) in a browser-like window (jsdom), animated by src/scripts/count-up-stats.ts when
 * the list comes into view. The window's IntersectionObserver, clock and animation frames are
 * driven by the test.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import CountUpStats from '~/components/ui/CountUpStats.astro';
import { COUNT_UP_DURATION_MS } from '~/lib/config';
import { enhanceCountUpStats } from '~/scripts/count-up-stats';

const stats = [
  { value: '100+', label: 'Clients served', description: 'Firms of every size.' },
  { value: '4-8', label: 'Weeks to launch', description: 'Kickoff to live.' },
  { value: '0.8s', label: 'Load time', description: 'Median largest paint.' },
];

async function serverHtml(): Promise<string> {
  const container = await AstroContainer.create();
  return container.renderToString(CountUpStats, { props: { stats } });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/**
 * The server HTML in a window whose IntersectionObserver (unless `observer` is false), reduced
 * motion setting, clock and frames the test controls.
 */
async function open({ reducedMotion = false, observer = true } = {}) {
  const dom = new JSDOM(`<!doctype html><body>${await serverHtml()}</body>`, { pretendToBeVisual: true });
  const win = dom.window as unknown as Window & typeof globalThis;
  let now = 0;
  const frames: FrameRequestCallback[] = [];
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  Object.defineProperty(win.performance, 'now', { value: () => now });
  win.requestAnimationFrame = (callback) => frames.push(callback);
  win.cancelAnimationFrame = () => {};
  win.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('prefers-reduced-motion: reduce') })) as typeof win.matchMedia;
  if (observer) {
    (win as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    };
  }
  const list = dom.window.document.querySelector<HTMLElement>('[data-count-up]')!;
  stop = enhanceCountUpStats(list);
  const values = [...list.querySelectorAll<HTMLElement>('[data-count-up-value]')];
  return {
    list,
    observers,
    /** What a sighted visitor sees of each value. */
    shown: () => values.map((dd) => (dd.querySelector('[aria-hidden="true"]') ?? dd).textContent!.trim()),
    /** What a screen reader reads of each value. */
    spoken: () => values.map((dd) => (dd.querySelector('.sr-only') ?? dd).textContent!.trim()),
    intersect: () => observers.forEach(({ callback, targets }) => callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver)),
    /** Moves the clock by `ms` and runs the frames that were waiting. */
    advance: (ms: number) => {
      now += ms;
      for (const frame of frames.splice(0)) frame(now);
    },
  };
}

describe('count-up statistics', () => {
  it('puts the final values, labels and descriptions in the server HTML, each value with its label', async () => {
    const html = await serverHtml();
    for (const stat of stats) for (const text of [stat.value, stat.label, stat.description]) expect(html).toContain(text);
    const { list } = await open({ observer: false });
    expect([...list.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(stats.map((stat) => stat.label));
  });

  it('shows the final values until the cards come into view', async () => {
    const { shown } = await open();
    expect(shown()).toEqual(['100+', '4-8', '0.8s']);
  });

  it(`counts up from 0 over ${COUNT_UP_DURATION_MS} ms once visible, keeping prefix and suffix, the final value spoken throughout`, async () => {
    const { shown, spoken, intersect, advance, list } = await open();
    intersect();
    expect(shown()).toEqual(['0+', '0-0', '0.0s']);
    expect(spoken()).toEqual(['100+', '4-8', '0.8s']);

    advance(COUNT_UP_DURATION_MS / 2);
    const [clients, , load] = shown();
    expect(clients).toMatch(/^\d+\+$/);
    expect(Number(clients!.slice(0, -1))).toBeGreaterThan(0);
    expect(Number(clients!.slice(0, -1))).toBeLessThan(100);
    expect(load).toMatch(/^0\.\ds$/);
    expect(spoken()).toEqual(['100+', '4-8', '0.8s']);

    advance(COUNT_UP_DURATION_MS);
    expect(shown()).toEqual(['100+', '4-8', '0.8s']);
    expect(list.querySelector('[aria-hidden="true"], .sr-only')).toBeNull();
  });

  it('does not animate under prefers-reduced-motion', async () => {
    const { shown, observers } = await open({ reducedMotion: true });
    expect(observers).toHaveLength(0);
    expect(shown()).toEqual(['100+', '4-8', '0.8s']);
  });

  it('keeps the final values where IntersectionObserver is missing', async () => {
    const { shown, observers } = await open({ observer: false });
    expect(observers).toHaveLength(0);
    expect(shown()).toEqual(['100+', '4-8', '0.8s']);
  });
});
