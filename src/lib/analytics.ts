/**
 * Analytics events, pushed to a data layer when the page has one, else logged.
 * The builders are pure; the only global access is `currentDataLayer()`.
 */

/** The call-to-action marks used on the site: data-cta="primary|footer|sticky|slidein". */
export const CTA_KINDS = ['primary', 'footer', 'sticky', 'slidein'] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

export interface CtaClickEvent {
  event: 'cta_click';
  cta: string;
  page: string;
  industry: string;
  href: string;
  timestamp: string;
}

export interface ScrollDepthEvent {
  event: 'scroll_depth';
  value: number;
  page: string;
  timestamp: string;
}

export type AnalyticsEvent = CtaClickEvent | ScrollDepthEvent;

export interface DataLayer {
  push: (...items: unknown[]) => unknown;
}

/** @internal Also a seam for the tests (knip --production). */
export function isCtaKind(value: unknown): value is CtaKind {
  return (CTA_KINDS as readonly unknown[]).includes(value);
}

export function ctaClickEvent(
  fields: { cta: string; page: string; industry?: string | null | undefined; href?: string | null | undefined },
  now: Date = new Date(),
): CtaClickEvent {
  return {
    event: 'cta_click',
    cta: fields.cta,
    page: fields.page,
    industry: fields.industry ?? '',
    href: fields.href ?? '',
    timestamp: now.toISOString(),
  };
}

export function scrollDepthEvent(value: number, page: string, now: Date = new Date()): ScrollDepthEvent {
  return { event: 'scroll_depth', value, page, timestamp: now.toISOString() };
}

/** window.dataLayer when the page defines one (a tag manager), else undefined. */
export function currentDataLayer(): DataLayer | undefined {
  if (typeof window === 'undefined') return undefined;
  const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
  return layer && typeof (layer as DataLayer).push === 'function' ? (layer as DataLayer) : undefined;
}

export function track(
  event: AnalyticsEvent,
  dataLayer: DataLayer | undefined = currentDataLayer(),
  log: (...args: unknown[]) => void = console.log,
): void {
  if (dataLayer) dataLayer.push(event);
  else log('[analytics]', event);
}
