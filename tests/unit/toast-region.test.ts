/**
 * The notification region: the layout's server-rendered markup (ToastRegion.astro, rendered by
 * Astro's container API) in a browser-like window (jsdom), filled by its script
 * (src/components/toasts/region.ts) from the toast queue the islands write to.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ToastRegion from '~/components/toasts/ToastRegion.astro';
import { MAX_VISIBLE, mountToasts } from '~/components/toasts/region';
import { startToastRegion } from '~/components/toasts/start';
import { SCHEDULER } from '~/lib/config';
import { SCHEDULER_MESSAGES } from '~/lib/scheduler';
import { watchScheduler } from '~/scripts/scheduler';
import { $pendingToasts, notify, notifyError, takePendingToasts, TOAST } from '~/components/toasts/store';

let markup = '';
beforeAll(async () => {
  const container = await AstroContainer.create();
  markup = await container.renderToString(ToastRegion);
});

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  $pendingToasts.set([]);
});

/**
 * A page with the region and a main element, the script mounted on it. The store announces each
 * toast on `document`, as in the browser, where the region listens: here, this page's document.
 */
function open() {
  const dom = new JSDOM(`<!doctype html><body><main id="main" tabindex="-1"></main>${markup}</body>`, { pretendToBeVisual: true });
  const doc = dom.window.document;
  vi.stubGlobal('document', doc);
  vi.stubGlobal('Event', dom.window.Event);
  const region = doc.querySelector<HTMLElement>('[data-toast-region]')!;
  stop = mountToasts(region);
  const cards = () => [...region.querySelectorAll<HTMLElement>('ol > li')];
  const titles = () => cards().map((card) => card.querySelector('[data-toast-title]')!.textContent);
  const pointer = (target: Element, type: string, clientX: number) =>
    target.dispatchEvent(new dom.window.MouseEvent(type, { bubbles: true, clientX }));
  return { window: dom.window, doc, region, cards, titles, pointer };
}

describe('toast queue', () => {
  it('queues toasts with the configured durations', () => {
    notify('Hello', 'World');
    notify('Done', undefined, { variant: 'success' });
    notifyError('Oops', 'Broken');
    const queued = takePendingToasts();
    expect(queued.map((t) => [t.title, t.variant, t.duration])).toEqual([
      ['Hello', 'default', TOAST.durationMs],
      ['Done', 'success', TOAST.durationMs],
      ['Oops', 'error', TOAST.errorDurationMs],
    ]);
    expect(takePendingToasts()).toEqual([]);
  });
});

describe('the notification region', () => {
  it('is an empty, labelled live region in the page before any toast', () => {
    const { region, cards } = open();
    expect(region.tagName).toBe('SECTION');
    expect(region.getAttribute('aria-label')).toBe('Notifications');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(cards()).toEqual([]);
  });

  it('shows a queued toast, title and description, inside the live region', () => {
    const { cards } = open();
    notify('Analysis Complete', 'Your website analysis is ready!');
    const [card] = cards();
    expect(card!.querySelector('[data-toast-title]')!.textContent).toBe('Analysis Complete');
    expect(card!.querySelector('[data-toast-description]')!.textContent).toBe('Your website analysis is ready!');
    expect(card!.dataset.toastVariant).toBe('default');
  });

  it('shows toasts queued before the script ran, and drains the queue', () => {
    notify('Early bird');
    const { titles } = open();
    expect(titles()).toEqual(['Early bird']);
    expect($pendingToasts.get()).toEqual([]);
  });

  it('leaves out an empty description', () => {
    const { cards } = open();
    notify('Title only');
    expect(cards()[0]!.querySelector('[data-toast-description]')).toBeNull();
  });

  it('marks errors destructive (danger colours by their variant)', () => {
    const { cards } = open();
    notifyError('Payment unavailable', 'Please try again later.');
    const card = cards()[0]!;
    expect(card.dataset.toastVariant).toBe('error');
    expect(card.className).toContain('data-[toast-variant=error]:bg-danger-soft');
    expect(card.querySelector('[data-toast-description]')!.className).toContain('group-data-[toast-variant=error]:text-danger');
  });

  it('escapes what it shows (text, never markup)', () => {
    const { cards } = open();
    notify('<img src=x onerror=alert(1)>', '<b>bold</b>');
    expect(cards()[0]!.querySelector('img, b')).toBeNull();
    expect(cards()[0]!.querySelector('[data-toast-title]')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('closes with the dismiss button', () => {
    const { cards } = open();
    notify('Closable');
    cards()[0]!.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notification"]')!.click();
    expect(cards()).toEqual([]);
  });

  it(`dismisses on a swipe of at least ${TOAST.swipeThresholdPx} px, not on a shorter one`, () => {
    const { cards, pointer } = open();
    notify('Swipe me');
    const card = cards()[0]!;
    pointer(card, 'pointerdown', 100);
    pointer(card, 'pointermove', 100 + TOAST.swipeThresholdPx - 5);
    expect(card.style.transform).toBe(`translateX(${TOAST.swipeThresholdPx - 5}px)`);
    pointer(card, 'pointerup', 100 + TOAST.swipeThresholdPx - 5);
    expect(cards()).toEqual([card]);
    expect(card.style.transform).toBe('');

    pointer(card, 'pointerdown', 100);
    pointer(card, 'pointermove', 100 - TOAST.swipeThresholdPx);
    pointer(card, 'pointerup', 100 - TOAST.swipeThresholdPx);
    expect(cards()).toEqual([]);
  });

  it('closes after the configured duration: 4 s, 5 s for errors', () => {
    vi.useFakeTimers();
    const { titles } = open();
    notify('Info');
    notifyError('Error');
    vi.advanceTimersByTime(TOAST.durationMs - 1);
    expect(titles()).toEqual(['Info', 'Error']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual(['Error']);
    vi.advanceTimersByTime(TOAST.errorDurationMs - TOAST.durationMs);
    expect(titles()).toEqual([]);
  });

  it('waits while the pointer is over the region, then finishes the remaining time', () => {
    vi.useFakeTimers();
    const { region, titles, window } = open();
    notify('Patient', undefined, { duration: 1000 });
    vi.advanceTimersByTime(600);
    region.dispatchEvent(new window.MouseEvent('pointerenter'));
    vi.advanceTimersByTime(5000);
    expect(titles()).toEqual(['Patient']);
    region.dispatchEvent(new window.MouseEvent('pointerleave'));
    vi.advanceTimersByTime(399);
    expect(titles()).toEqual(['Patient']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('waits while keyboard focus is in the region', () => {
    vi.useFakeTimers();
    const { cards, titles } = open();
    notify('Focused', undefined, { duration: 1000 });
    cards()[0]!.querySelector('button')!.focus();
    vi.advanceTimersByTime(5000);
    expect(titles()).toEqual(['Focused']);
  });

  it(`keeps at most ${MAX_VISIBLE} toasts, closing the oldest`, () => {
    const { titles } = open();
    for (let n = 1; n <= MAX_VISIBLE + 1; n++) notify(`Toast ${n}`);
    expect(titles()).toEqual(Array.from({ length: MAX_VISIBLE }, (_, i) => `Toast ${i + 2}`));
  });

  it('moves focus to the remaining toast, then to the main content, as focused toasts are dismissed', () => {
    const { cards, doc } = open();
    notify('First');
    notify('Second');
    const [first, second] = cards().map((card) => card.querySelector('button')!);
    second!.focus();
    second!.click();
    expect(doc.activeElement).toBe(first);
    first!.click();
    expect(doc.activeElement).toBe(doc.getElementById('main'));
  });
});

describe('a region whose script loads on demand (/book)', () => {
  it('keeps its script inert in a template until the first toast puts it in the page', async () => {
    const container = await AstroContainer.create();
    const onDemand = await container.renderToString(ToastRegion, { props: { start: 'on-demand' } });
    const dom = new JSDOM(`<!doctype html><body><main id="main"></main>${onDemand}</body>`);
    const doc = dom.window.document;
    // The live region is in the page from the start; only its script waits.
    expect(doc.querySelector('[data-toast-region]')?.getAttribute('aria-live')).toBe('polite');
    const template = doc.querySelector<HTMLTemplateElement>('template[data-toast-script]');
    expect(template, 'the inert script').not.toBeNull();
    expect(template!.dataset.start, 'started by nothing but a toast').toBe('demand');
    const script = template!.content.querySelector('script');
    expect(script, 'the region script inside the template').not.toBeNull();
    // The page's own script: the starter (inline in the built page), nothing else.
    const pageScripts = () => [...doc.querySelectorAll('body > script')].filter((element) => element !== starter);
    const starter = doc.querySelector('body > script');
    expect(pageScripts()).toHaveLength(0);
    startToastRegion(dom.window as unknown as Window);
    dom.window.dispatchEvent(new dom.window.Event('load'));
    expect(doc.querySelector('template[data-toast-script]'), 'not at the load event').not.toBeNull();

    vi.stubGlobal('document', doc);
    vi.stubGlobal('Event', doc.defaultView!.Event);
    try {
      notifyError('Unable to start checkout', 'Please try again or use the Payment page.');
      expect(doc.querySelector('template[data-toast-script]'), 'started once').toBeNull();
      expect(pageScripts()).toHaveLength(1);
      notify('Another');
      expect(pageScripts()).toHaveLength(1);
      // The queue holds both for the script to show once it runs.
      expect(takePendingToasts().map((t) => t.title)).toEqual(['Unable to start checkout', 'Another']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a region whose script starts after the load event (the default: /ai-feedback, /contact, /payment)', () => {
  async function page(readyState: DocumentReadyState = 'loading') {
    const container = await AstroContainer.create();
    const region = await container.renderToString(ToastRegion);
    const dom = new JSDOM(`<!doctype html><body><main id="main"></main>${region}</body>`, { pretendToBeVisual: true });
    Object.defineProperty(dom.window.document, 'readyState', { configurable: true, get: () => readyState });
    const doc = dom.window.document;
    const started = () => doc.querySelector('template[data-toast-script]') === null;
    /** After the next animation frame has been drawn (a task queued from its callback runs after it). */
    const nextFrame = () => new Promise<void>((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve)));
    return { dom, window: dom.window as unknown as Window, doc, started, nextFrame };
  }

  it('keeps the script inert while the page loads and puts it in the page after the load event and the next frame', async () => {
    const { dom, window, doc, started, nextFrame } = await page();
    expect(doc.querySelector<HTMLTemplateElement>('template[data-toast-script]')?.dataset.start).toBe('load');
    startToastRegion(window);
    expect(started(), 'not while the page is loading').toBe(false);
    dom.window.dispatchEvent(new dom.window.Event('load'));
    // A page can load before it first paints: the script waits for the frame after the load event.
    expect(started(), 'not in the load event itself').toBe(false);
    await nextFrame();
    expect(started(), 'started after the next frame').toBe(true);
    // The region's script is now an ordinary script of the page, where the browser runs it.
    expect([...doc.querySelectorAll('body > script')].map((script) => script.getAttribute('src'))).toContainEqual(expect.stringContaining('ToastRegionScript'));
  });

  it('starts with the next frame on a page that has already loaded', async () => {
    const { window, started, nextFrame } = await page('complete');
    startToastRegion(window);
    await nextFrame();
    expect(started()).toBe(true);
  });

  it('a toast raised before the load event starts the region at once', async () => {
    const { window, doc, started } = await page();
    startToastRegion(window);
    vi.stubGlobal('document', doc);
    vi.stubGlobal('Event', doc.defaultView!.Event);
    try {
      notifyError('Payment unavailable', 'Please try again later.');
      expect(started()).toBe(true);
      expect(takePendingToasts().map((t) => t.title)).toEqual(['Payment unavailable']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a toast asked for by an inline script that cannot import the store (the scheduler listener)', () => {
  /** A page with the region whose script starts on demand and the scheduler's listener, the region's script not yet run. */
  async function page() {
    const container = await AstroContainer.create();
    const region = await container.renderToString(ToastRegion, { props: { start: 'on-demand' } });
    const dom = new JSDOM(`<!doctype html><body><main id="main"></main>${region}</body>`, { pretendToBeVisual: true });
    const win = dom.window as unknown as Window;
    const doc = dom.window.document;
    startToastRegion(win);
    // The scheduler's listener, whose going on to /payment fails with the given message.
    let failure = '';
    stopScheduler = watchScheduler({ next: '/payment', calendar: SCHEDULER, navigate: () => { throw new Error(failure); } }, win);
    const fail = (message: string) => {
      failure = message;
      dom.window.dispatchEvent(new dom.window.MessageEvent('message', { data: { event: 'calendly.event_scheduled' }, origin: SCHEDULER.origin }));
    };
    const regionElement = doc.querySelector<HTMLElement>('[data-toast-region]')!;
    /** What the region's script does when the browser runs it. */
    const mount = () => (stop = mountToasts(regionElement));
    const shown = () => [...regionElement.querySelectorAll<HTMLElement>('ol > li')].map((card) => [card.querySelector('[data-toast-title]')!.textContent, card.querySelector('[data-toast-description]')?.textContent, card.dataset.toastVariant]);
    const started = () => doc.querySelector('template[data-toast-script]') === null;
    return { fail, mount, shown, started };
  }
  let stopScheduler: (() => void) | undefined;
  afterEach(() => stopScheduler?.());

  it("starts the region's script, which shows the toast once it runs", async () => {
    const { fail, mount, shown, started } = await page();
    fail('Navigation blocked');
    expect(started(), "the region's script put in the page").toBe(true);
    expect(shown()).toEqual([]);
    mount();
    expect(shown()).toEqual([[SCHEDULER_MESSAGES.checkoutFailedTitle, 'Navigation blocked', 'error']]);
  });

  it('keeps every toast asked for before the script runs, in order', async () => {
    const { fail, mount, shown } = await page();
    fail('First');
    fail('');
    mount();
    expect(shown()).toEqual([
      [SCHEDULER_MESSAGES.checkoutFailedTitle, 'First', 'error'],
      [SCHEDULER_MESSAGES.checkoutFailedTitle, SCHEDULER_MESSAGES.checkoutFailedFallback, 'error'],
    ]);
  });

  it('shows a toast asked for after the script runs at once, and once', async () => {
    const { fail, mount, shown } = await page();
    mount();
    fail('Later');
    expect(shown()).toEqual([[SCHEDULER_MESSAGES.checkoutFailedTitle, 'Later', 'error']]);
  });
});
