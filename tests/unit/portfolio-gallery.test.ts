/**
 * The portfolio gallery: its server-rendered markup (PortfolioGallery.astro, rendered by Astro's
 * container API) in a browser-like window (jsdom), made interactive by
 * src/scripts/portfolio-gallery.ts: two rows of toggle buttons, a card shown when it matches
 * both, a live count, "Clear filters" and an empty result that offers all projects again.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import PortfolioGallery from '~/components/sections/PortfolioGallery.astro';
import { ALL, portfolioCountText } from '~/lib/portfolio-filter';
import { enhancePortfolioGallery } from '~/scripts/portfolio-gallery';

const image = (alt: string) => ({ src: `/_astro/${alt}.webp`, srcset: `/_astro/${alt}-400.webp 400w`, sizes: '100vw', width: 960, height: 640, alt });
const items = [
  { slug: 'harbor-law', title: 'Harbor Law', client: 'Harbor LLP', industry: 'lawyers', industryLabel: 'Law Firm', capabilities: ['Design', 'Build'], result: '+62% consultations', summary: 's', image: image('harbor') },
  { slug: 'ledger-cpa', title: 'Ledger CPA', client: 'Ledger', industry: 'accountants', industryLabel: 'Accountants', capabilities: ['SEO', 'Performance'], result: '+40% leads', summary: 's', image: image('ledger') },
  { slug: 'north-consult', title: 'North Consulting', client: 'North', industry: 'consultants', industryLabel: 'Consultants', capabilities: ['Messaging'], result: '2x calls', summary: 's', image: image('north') },
  { slug: 'main-street', title: 'Main Street Bakery', client: 'MSB', industry: 'local-businesses', industryLabel: 'Local Business', capabilities: ['Design', 'SEO'], result: '+30% orders', summary: 's', image: image('bakery') },
  { slug: 'civic-ps', title: 'Civic Advisors', client: 'Civic', industry: 'professional-services', industryLabel: 'Professional Services', capabilities: ['Build', 'Performance'], result: '0.8s LCP', summary: 's', image: image('civic') },
  { slug: 'oak-law', title: 'Oak Legal', client: 'Oak', industry: 'lawyers', industryLabel: 'Law Firm', capabilities: ['SEO'], result: '+25% calls', summary: 's', image: image('oak') },
];
const INDUSTRIES = [
  { slug: 'accountants', label: 'Accountants' },
  { slug: 'lawyers', label: 'Law Firm' },
  { slug: 'consultants', label: 'Consultants' },
  { slug: 'local-businesses', label: 'Local Business' },
  { slug: 'professional-services', label: 'Professional Services' },
];
const CAPABILITIES = ['Design', 'Build', 'Performance', 'SEO', 'Messaging'];

async function serverHtml(props: Record<string, unknown> = {}): Promise<string> {
  const container = await AstroContainer.create();
  return container.renderToString(PortfolioGallery, { props: { items, industries: INDUSTRIES, capabilities: CAPABILITIES, ...props } });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** The server HTML in a window, with the script's behaviour added (unless `enhance` is false). */
async function open({ enhance = true, props = {} }: { enhance?: boolean; props?: Record<string, unknown> } = {}) {
  const dom = new JSDOM(`<!doctype html><body>${await serverHtml(props)}</body>`, { pretendToBeVisual: true });
  const doc = dom.window.document;
  const gallery = doc.querySelector<HTMLElement>('[data-portfolio]')!;
  if (enhance) stop = enhancePortfolioGallery(gallery);
  /** A row by its visible label ("Industry", "Capability"), as assistive technology names it. */
  const row = (name: string) => {
    const group = [...gallery.querySelectorAll<HTMLElement>('[role="group"]')].find(
      (candidate) => doc.getElementById(candidate.getAttribute('aria-labelledby')!)?.textContent?.trim() === name,
    );
    if (!group) throw new Error(`No group labelled ${name}`);
    const buttons = [...group.querySelectorAll<HTMLButtonElement>('button')];
    return {
      labels: buttons.map((b) => b.textContent?.trim()),
      button: (label: string) => buttons.find((b) => b.textContent?.trim() === label)!,
      pressed: buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent?.trim()),
    };
  };
  const press = (button: HTMLElement) => button.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
  const shown = () => [...gallery.querySelectorAll<HTMLElement>('li[data-slug]')].filter((li) => !li.hidden).map((li) => li.dataset.slug);
  const count = gallery.querySelector<HTMLElement>('[data-portfolio-count]')!;
  const byText = (text: string) => [...gallery.querySelectorAll<HTMLElement>('button, p')].find((el) => el.textContent?.trim().startsWith(text));
  return { gallery, row, press, shown, count, byText };
}

describe('portfolio gallery: the server HTML', () => {
  it('has every card, linking to /case/{slug}, with its optimised image, none hidden', async () => {
    const html = await serverHtml();
    for (const item of items) {
      expect(html).toContain(`href="/case/${item.slug}"`);
      expect(html).toContain(`src="${item.image.src}"`);
    }
    const { shown, gallery } = await open({ enhance: false });
    expect(shown()).toEqual(items.map((item) => item.slug));
    const img = gallery.querySelector('img[alt="harbor"]')!;
    expect(img.getAttribute('srcset')).toBe('/_astro/harbor-400.webp 400w');
    expect(img.getAttribute('width')).toBe('960');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('says how many it shows, with All pressed in both rows and the filters disabled until the script runs', async () => {
    const { row, count, byText, gallery } = await open({ enhance: false });
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(count.textContent).toBe(portfolioCountText(6, 6));
    expect(row('Industry').pressed).toEqual([ALL]);
    expect(row('Capability').pressed).toEqual([ALL]);
    expect([...gallery.querySelectorAll<HTMLButtonElement>('[role="group"] button')].every((b) => b.disabled)).toBe(true);
    expect(byText('Clear filters')!.hidden).toBe(true);
    expect(byText('No projects match')!.hidden).toBe(true);
  });

  it("tags each card with its industry's label", async () => {
    const { gallery } = await open({ enhance: false });
    expect(gallery.querySelector('li[data-slug="harbor-law"]')!.textContent).toContain('Law Firm');
  });
});

describe('portfolio gallery: filtering', () => {
  it('offers both rows as toggle buttons, in the given order, enabled once the script runs', async () => {
    const { row } = await open();
    expect(row('Industry').labels).toEqual([ALL, ...INDUSTRIES.map((industry) => industry.label)]);
    expect(row('Capability').labels).toEqual([ALL, ...CAPABILITIES]);
    expect(row('Industry').button('Law Firm').disabled).toBe(false);
    expect(row('Industry').button('Law Firm').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a card only when it matches both filters, and says how many', async () => {
    const { row, press, shown, count } = await open();
    press(row('Industry').button('Law Firm'));
    expect(row('Industry').pressed).toEqual(['Law Firm']);
    expect(shown()).toEqual(['harbor-law', 'oak-law']);
    expect(count.textContent).toBe('Showing 2 of 6 projects');

    press(row('Capability').button('SEO'));
    expect(row('Capability').pressed).toEqual(['SEO']);
    expect(shown()).toEqual(['oak-law']);
    expect(count.textContent).toBe('Showing 1 of 6 projects');

    press(row('Industry').button(ALL));
    expect(row('Industry').pressed).toEqual([ALL]);
    expect(shown()).toEqual(['ledger-cpa', 'main-street', 'oak-law']);
  });

  it('offers "Clear filters" while a filter is on, which shows every card again', async () => {
    const { row, press, shown, byText } = await open();
    const clear = byText('Clear filters')!;
    press(row('Capability').button('Build'));
    expect(clear.hidden).toBe(false);
    press(clear);
    expect(shown()).toHaveLength(6);
    expect(row('Industry').pressed).toEqual([ALL]);
    expect(row('Capability').pressed).toEqual([ALL]);
    expect(clear.hidden).toBe(true);
  });

  it('explains an empty result and offers all projects again', async () => {
    const { row, press, shown, byText, count } = await open();
    press(row('Industry').button('Consultants'));
    press(row('Capability').button('SEO'));
    expect(shown()).toEqual([]);
    expect(count.textContent).toBe('Showing 0 of 6 projects');
    const empty = byText('No projects match both filters yet.')!;
    expect(empty.hidden).toBe(false);
    press(byText('Show all projects')!);
    expect(shown()).toHaveLength(6);
    expect(empty.hidden).toBe(true);
    expect(row('Industry').pressed).toEqual([ALL]);
  });

  it('derives the filter options from the items when none are given, each industry once by its label', async () => {
    const { row } = await open({ props: { industries: undefined, capabilities: undefined } });
    expect(row('Industry').labels).toEqual([ALL, 'Law Firm', 'Accountants', 'Consultants', 'Local Business', 'Professional Services']);
    expect(row('Capability').labels).toEqual([ALL, 'Design', 'Build', 'SEO', 'Performance', 'Messaging']);
  });
});
