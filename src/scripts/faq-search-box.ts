/**
 * Behaviour of the FAQ search (src/components/sections/FaqSearch.astro): each change of the box
 * shows the questions whose question or answer contains the trimmed, lowercased text, rewrites
 * the live status line and, when nothing matches, shows the message that names the search. No
 * framework: it moves attributes and text of the server's markup.
 */
import { faqStatusText, matchesFaq } from '../lib/faq-search';

/** Wires one FAQ; returns a function that removes its listener (tests). */
export function enhanceFaqSearch(faq: HTMLElement): () => void {
  const box = faq.querySelector<HTMLInputElement>('input[type="search"]');
  if (!box) return () => {};
  const status = faq.querySelector<HTMLElement>('[data-faq-status]');
  const empty = faq.querySelector<HTMLElement>('[data-faq-empty]');
  const emptyQuery = empty?.querySelector<HTMLElement>('[data-faq-query]');
  const questions = [...faq.querySelectorAll<HTMLDetailsElement>('details')].map((details) => ({
    details,
    item: { q: details.querySelector('summary')?.textContent?.trim() ?? '', a: details.querySelector('p')?.textContent?.trim() ?? '' },
  }));

  const search = () => {
    const query = box.value;
    let shown = 0;
    for (const { details, item } of questions) {
      const matches = matchesFaq(item, query);
      details.hidden = !matches;
      if (matches) shown += 1;
    }
    // Written only when it changes: the line is live, and a screen reader repeats what is written.
    const text = faqStatusText(shown, questions.length, query);
    if (status && status.textContent !== text) status.textContent = text;
    if (empty) empty.hidden = shown > 0;
    if (emptyQuery) emptyQuery.textContent = query.trim();
  };

  box.addEventListener('input', search);
  // Typed before this script ran (the box works from the first paint): searched for now.
  if (box.value) search();
  return () => box.removeEventListener('input', search);
}
