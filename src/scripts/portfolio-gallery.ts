/**
 * Behaviour of the portfolio gallery (src/components/sections/PortfolioGallery.astro): the
 * filter buttons of each row (industry, capability) choose one value, a card shows when it
 * matches both, and the live count, "Clear filters" and the empty result follow. No framework:
 * it moves attributes of the server's markup.
 */
import { ALL, DEFAULT_PORTFOLIO_FILTER, matchesPortfolio, portfolioCountText, type PortfolioFilter } from '../lib/portfolio-filter';

const FILTERS = Object.keys(DEFAULT_PORTFOLIO_FILTER) as (keyof PortfolioFilter)[];

/** Wires one gallery; returns a function that removes its listener (tests). */
export function enhancePortfolioGallery(gallery: HTMLElement): () => void {
  const rows = new Map(
    FILTERS.map((filter) => [filter, [...gallery.querySelectorAll<HTMLButtonElement>(`[data-portfolio-filter="${filter}"] button`)]]),
  );
  const cards = [...gallery.querySelectorAll<HTMLElement>('li[data-slug]')].map((card) => ({
    card,
    industry: card.dataset.industry ?? '',
    capabilities: JSON.parse(card.dataset.capabilities ?? '[]') as string[],
  }));
  const count = gallery.querySelector<HTMLElement>('[data-portfolio-count]');
  const empty = gallery.querySelector<HTMLElement>('[data-portfolio-empty]');
  const clearFilters = gallery.querySelector<HTMLElement>('[data-portfolio-clear]:not([data-portfolio-empty] *)');
  let filter: PortfolioFilter = { ...DEFAULT_PORTFOLIO_FILTER };

  const show = () => {
    for (const [name, buttons] of rows) for (const button of buttons) button.setAttribute('aria-pressed', String(button.value === filter[name]));
    let shown = 0;
    for (const { card, industry, capabilities } of cards) {
      const matches = matchesPortfolio({ industry, capabilities }, filter);
      card.hidden = !matches;
      if (matches) shown += 1;
    }
    // Written only when it changes: the region is live, and a screen reader repeats what is written.
    const text = portfolioCountText(shown, cards.length);
    if (count && count.textContent !== text) count.textContent = text;
    if (clearFilters) clearFilters.hidden = FILTERS.every((name) => filter[name] === ALL);
    if (empty) empty.hidden = shown > 0;
  };

  const onClick = (event: Event) => {
    const button = (event.target as Element).closest?.('button');
    if (!button || !gallery.contains(button)) return;
    if (button.hasAttribute('data-portfolio-clear')) {
      filter = { ...DEFAULT_PORTFOLIO_FILTER };
    } else {
      const name = FILTERS.find((candidate) => rows.get(candidate)!.includes(button as HTMLButtonElement));
      if (!name) return;
      filter = { ...filter, [name]: (button as HTMLButtonElement).value };
    }
    show();
  };

  gallery.addEventListener('click', onClick);
  // The buttons are disabled in the server HTML: without this script they could do nothing.
  for (const buttons of rows.values()) for (const button of buttons) button.disabled = false;
  show();
  return () => gallery.removeEventListener('click', onClick);
}
