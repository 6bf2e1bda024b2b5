import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PortfolioGallery, { type PortfolioItem } from '~/components/islands/PortfolioGallery';

const image = (alt: string) => ({ src: `/_astro/${alt}.webp`, srcset: `/_astro/${alt}-400.webp 400w`, width: 960, height: 640, alt });
const items: PortfolioItem[] = [
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

function shownSlugs(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('li[data-slug]')].filter((li) => !li.hidden).map((li) => li.dataset.slug);
}

describe('<PortfolioGallery>', () => {
  it('has all six cards, linking to /case/{slug}, in the server HTML', () => {
    const html = renderToString(<PortfolioGallery items={items} />);
    for (const item of items) {
      expect(html).toContain(`href="/case/${item.slug}"`);
      expect(html).toContain(item.image.src);
    }
    expect(html).not.toContain('hidden=""');
  });

  it('offers both rows as toggle buttons with All pressed by default', () => {
    render(<PortfolioGallery items={items} industries={INDUSTRIES} capabilities={CAPABILITIES} />);
    const industry = screen.getByRole('group', { name: 'Industry' });
    const capability = screen.getByRole('group', { name: 'Capability' });
    expect(within(industry).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', ...INDUSTRIES.map((industry) => industry.label)]);
    expect(within(capability).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', ...CAPABILITIES]);
    expect(within(industry).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(capability).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(industry).getByRole('button', { name: 'Law Firm' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a card only when it matches both filters, and says how many', async () => {
    const user = userEvent.setup();
    const { container } = render(<PortfolioGallery items={items} industries={INDUSTRIES} capabilities={CAPABILITIES} />);
    const status = container.querySelector('[data-portfolio-count]')!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Showing 6 of 6 projects');

    const industry = screen.getByRole('group', { name: 'Industry' });
    const capability = screen.getByRole('group', { name: 'Capability' });
    await user.click(within(industry).getByRole('button', { name: 'Law Firm' }));
    expect(within(industry).getByRole('button', { name: 'Law Firm' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(industry).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(shownSlugs(container)).toEqual(['harbor-law', 'oak-law']);
    expect(status).toHaveTextContent('Showing 2 of 6 projects');

    await user.click(within(capability).getByRole('button', { name: 'SEO' }));
    expect(shownSlugs(container)).toEqual(['oak-law']);

    await user.click(within(industry).getByRole('button', { name: 'All' }));
    expect(shownSlugs(container)).toEqual(['ledger-cpa', 'main-street', 'oak-law']);
  });

  it('explains an empty result and clears the filters', async () => {
    const user = userEvent.setup();
    const { container } = render(<PortfolioGallery items={items} industries={INDUSTRIES} capabilities={CAPABILITIES} />);
    await user.click(within(screen.getByRole('group', { name: 'Industry' })).getByRole('button', { name: 'Consultants' }));
    await user.click(within(screen.getByRole('group', { name: 'Capability' })).getByRole('button', { name: 'SEO' }));
    expect(shownSlugs(container)).toEqual([]);
    expect(screen.getByText(/No projects match both filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all projects' }));
    expect(shownSlugs(container)).toHaveLength(6);
  });

  it('derives the filter options from the items when none are given, each industry once by its label', () => {
    render(<PortfolioGallery items={items} />);
    expect(within(screen.getByRole('group', { name: 'Industry' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All',
      'Law Firm',
      'Accountants',
      'Consultants',
      'Local Business',
      'Professional Services',
    ]);
  });

  it("tags each card with its industry's label", () => {
    const { container } = render(<PortfolioGallery items={items} />);
    const card = container.querySelector('li[data-slug="harbor-law"]')!;
    expect(card).toHaveTextContent('Law Firm');
  });

  it('renders the optimised images with their dimensions', () => {
    render(<PortfolioGallery items={items} />);
    const img = screen.getByAltText('harbor');
    expect(img).toHaveAttribute('srcset', '/_astro/harbor-400.webp 400w');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
