import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initAnalytics, stopAnalytics } from '~/scripts/analytics-client';

type Pushed = Record<string, unknown>;
let dataLayer: Pushed[];

async function scrollTo(fraction: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: fraction * 4000 });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
}

beforeEach(() => {
  stopAnalytics(); // the module started itself on import
  dataLayer = [];
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = dataLayer;
  window.history.replaceState(null, '', '/lawyers');
  document.body.dataset.industry = 'lawyers';
  document.body.innerHTML = `
    <a href="/contact" data-cta="primary" id="hero"><span id="inner">Book a call</span></a>
    <footer data-industry=""><a href="/contact" data-cta="footer" id="foot">Contact</a></footer>
    <div data-industry="accountants"><button data-cta="sticky" id="btn">Call</button></div>
    <a href="/pricing" id="plain">Pricing</a>`;
  initAnalytics();
  // jsdom cannot follow a link: every click stays on the page.
  window.addEventListener('click', stayOnPage, { capture: true });
});
const stayOnPage = (event: Event) => event.preventDefault();
afterEach(() => {
  window.removeEventListener('click', stayOnPage, { capture: true });
  stopAnalytics();
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  delete document.body.dataset.industry;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('analytics client', () => {
  it('pushes cta_click with cta, page, industry, href and timestamp', () => {
    document.getElementById('inner')!.click();
    expect(dataLayer).toHaveLength(1);
    expect(dataLayer[0]).toEqual({
      event: 'cta_click',
      cta: 'primary',
      page: '/lawyers',
      industry: 'lawyers',
      href: '/contact',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("takes the industry from the nearest data-industry, else the body's", () => {
    document.getElementById('btn')!.click();
    document.getElementById('foot')!.click();
    expect(dataLayer.map((e) => [e.cta, e.industry, e.href])).toEqual([
      ['sticky', 'accountants', ''],
      ['footer', '', '/contact'],
    ]);
  });

  it('ignores clicks on unmarked elements', () => {
    document.getElementById('plain')!.click();
    expect(dataLayer).toEqual([]);
  });

  it('counts a call to action even when its click is stopped', () => {
    document.getElementById('hero')!.addEventListener('click', (e) => e.stopPropagation());
    document.getElementById('inner')!.click();
    expect(dataLayer).toHaveLength(1);
  });

  it('pushes scroll_depth once each at 25, 50, 75 and 100 percent', async () => {
    await scrollTo(0.1);
    expect(dataLayer).toEqual([]);
    await scrollTo(0.3);
    await scrollTo(0.3);
    await scrollTo(0.6);
    await scrollTo(0.2);
    await scrollTo(1);
    await scrollTo(1);
    expect(dataLayer.map((e) => e.value)).toEqual([25, 50, 75, 100]);
    expect(dataLayer[0]).toEqual({
      event: 'scroll_depth',
      value: 25,
      page: '/lawyers',
      timestamp: expect.any(String),
    });
  });

  it('logs to the console when there is no data layer', () => {
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    document.getElementById('inner')!.click();
    expect(log).toHaveBeenCalledWith('[analytics]', expect.objectContaining({ event: 'cta_click', cta: 'primary' }));
  });

  it('starts only once', () => {
    initAnalytics();
    document.getElementById('inner')!.click();
    expect(dataLayer).toHaveLength(1);
  });
});
