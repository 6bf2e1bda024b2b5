/**
 * The FAQ search: its server-rendered markup (FaqSearch.astro, rendered by Astro's container API)
 * in a browser-like window (jsdom), made interactive by src/scripts/faq-search-box.ts: native
 * details for the accordion, a search that shows the questions whose question or answer holds
 * the trimmed, lowercased text, a live count, and a way to ask when nothing matches.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import FaqSearch from '~/components/sections/FaqSearch.astro';
import { faqStatusText } from '~/lib/faq-search';
import { HEADER_ACTIONS } from '~/lib/navigation';
import { filledContentFile } from '../fixtures/content-files';
import { enhanceFaqSearch } from '~/scripts/faq-search-box';

const items = [
  { q: 'How long does a website take?', a: 'Most projects launch in 2–4 weeks.' },
  { q: 'Do I own my website?', a: 'Yes. You own the code, the content and the domain.' },
  { q: 'Do you offer hosting?', a: 'Yes, fast hosting for $120/year.' },
  { q: 'Can I edit the site myself?', a: 'Yes, with a simple editor.' },
  { q: 'Do you do SEO?', a: 'Technical SEO is included in every build.' },
  { q: 'Is the site accessible?', a: 'We build to WCAG 2.2 AA.' },
  { q: 'What does it cost?', a: 'See the pricing page & the calculator.' },
  { q: 'Do you work with nonprofits?', a: 'Yes, with a discount for registered charities.' },
  { q: 'What happens after launch?', a: 'Optional care plans keep things fresh.' },
];

async function serverHtml(): Promise<string> {
  const container = await AstroContainer.create();
  return container.renderToString(FaqSearch, { props: { items, texts: filledContentFile('pages/faq.yaml').search } });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** The server HTML in a window; `typed` is what the visitor typed before the script ran. */
async function open({ enhance = true, typed = '' } = {}) {
  const dom = new JSDOM(`<!doctype html><body>${await serverHtml()}</body>`, { pretendToBeVisual: true });
  const doc = dom.window.document;
  const faq = doc.querySelector<HTMLElement>('[data-faq]')!;
  const box = faq.querySelector<HTMLInputElement>('input[type="search"]')!;
  box.value = typed;
  if (enhance) stop = enhanceFaqSearch(faq);
  const type = (text: string) => {
    box.value = text;
    box.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
  };
  const shown = () => [...faq.querySelectorAll('details')].filter((d) => !d.hidden).map((d) => d.querySelector('summary')!.textContent!.trim());
  const status = doc.getElementById(box.getAttribute('aria-describedby')!)!;
  const empty = faq.querySelector<HTMLElement>('[data-faq-empty]')!;
  return { doc, faq, box, type, shown, status, empty };
}

describe('FAQ search: the server HTML', () => {
  it('has every question as details/summary with its answer (the accordion needs no script)', async () => {
    const html = await serverHtml();
    expect(html.match(/<details/g)).toHaveLength(9);
    expect(html.match(/<summary/g)).toHaveLength(9);
    const { shown, empty } = await open({ enhance: false });
    expect(shown()).toEqual(items.map((item) => item.q));
    expect(empty.hidden).toBe(true);
  });

  it('labels the box and describes it by a live count of the questions', async () => {
    const { doc, box, status } = await open({ enhance: false });
    expect(doc.querySelector(`label[for="${box.id}"]`)!.textContent).toBe('Search the FAQ');
    expect(box.closest('[role="search"]')).not.toBeNull();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('9 questions');
  });
});

describe('FAQ search: searching', () => {
  it('matches trimmed, lowercased text against question or answer; blank shows all', async () => {
    const { type, shown, status } = await open();
    type('  HOSTING ');
    expect(shown()).toEqual(['Do you offer hosting?']);
    expect(status.textContent).toBe('1 of 9 questions match');
    type('domain');
    expect(shown()).toEqual(['Do I own my website?']);
    type('& the calculator');
    expect(shown()).toEqual(['What does it cost?']);
    type('   ');
    expect(shown()).toHaveLength(9);
    expect(status.textContent).toBe(faqStatusText(9, 9, ''));
  });

  it('offers the contact page, naming the search, when nothing matches', async () => {
    const { type, shown, status, empty } = await open();
    type(' blockchain ');
    expect(shown()).toEqual([]);
    expect(status.textContent).toBe('0 of 9 questions match');
    expect(empty.hidden).toBe(false);
    expect(empty.textContent!.replace(/\s+/g, ' ').trim()).toBe('No questions match “blockchain”. Ask us directly and we will answer.');
    expect(empty.querySelector('a')!.getAttribute('href')).toBe(HEADER_ACTIONS.strategyCall.href);
    type('seo');
    expect(empty.hidden).toBe(true);
  });

  it('searches for what was typed before the script ran', async () => {
    const { shown, status, box } = await open({ typed: 'nonprofits' });
    expect(box.value).toBe('nonprofits');
    expect(shown()).toEqual(['Do you work with nonprofits?']);
    expect(status.textContent).toBe('1 of 9 questions match');
  });

  it('leaves opening and closing to the native <summary>', async () => {
    const { faq, doc } = await open();
    const first = faq.querySelector('details')!;
    first.querySelector('summary')!.dispatchEvent(new doc.defaultView!.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(first.open).toBe(true);
  });
});
