import { afterEach, describe, expect, it, vi } from 'vitest';
import { CTA_KINDS, ctaClickEvent, currentDataLayer, isCtaKind, scrollDepthEvent, track } from '~/lib/analytics';

const now = new Date('2026-03-01T12:00:00.000Z');

describe('analytics event builders', () => {
  it('builds cta_click with cta, page, industry, href and timestamp', () => {
    expect(ctaClickEvent({ cta: 'primary', page: '/lawyers', industry: 'lawyers', href: '/contact' }, now)).toEqual({
      event: 'cta_click',
      cta: 'primary',
      page: '/lawyers',
      industry: 'lawyers',
      href: '/contact',
      timestamp: '2026-03-01T12:00:00.000Z',
    });
  });
  it('defaults a missing industry and href to empty strings', () => {
    const event = ctaClickEvent({ cta: 'footer', page: '/', industry: null }, now);
    expect(event.industry).toBe('');
    expect(event.href).toBe('');
  });
  it('builds scroll_depth with value, page and timestamp', () => {
    expect(scrollDepthEvent(50, '/faq', now)).toEqual({
      event: 'scroll_depth',
      value: 50,
      page: '/faq',
      timestamp: '2026-03-01T12:00:00.000Z',
    });
  });
  it('knows the four call-to-action marks', () => {
    expect(CTA_KINDS).toEqual(['primary', 'footer', 'sticky', 'slidein']);
    expect(isCtaKind('sticky')).toBe(true);
    expect(isCtaKind('hero')).toBe(false);
  });
});

describe('track', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it('pushes to a data layer when there is one', () => {
    const layer: unknown[] = [];
    const log = vi.fn();
    const event = scrollDepthEvent(25, '/', now);
    track(event, layer, log);
    expect(layer).toEqual([event]);
    expect(log).not.toHaveBeenCalled();
  });
  it('logs to the console otherwise', () => {
    const log = vi.fn();
    const event = scrollDepthEvent(25, '/', now);
    track(event, undefined, log);
    expect(log).toHaveBeenCalledWith('[analytics]', event);
  });
  it('finds window.dataLayer only when it exists and can push', () => {
    expect(currentDataLayer()).toBeUndefined();
    vi.stubGlobal('window', {});
    expect(currentDataLayer()).toBeUndefined();
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    expect(currentDataLayer()).toBe(dataLayer);
    track(scrollDepthEvent(75, '/', now));
    expect(dataLayer).toHaveLength(1);
    vi.stubGlobal('window', { dataLayer: 'nope' });
    expect(currentDataLayer()).toBeUndefined();
  });
});
