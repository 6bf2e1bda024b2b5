import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import FaqSearch from '~/components/islands/FaqSearch';

const items = [
  { q: 'How long does a website take?', a: 'Most projects launch in 2–4 weeks.' },
  { q: 'Do I own my website?', a: 'Yes. You own the code, the content and the domain.' },
  { q: 'Do you offer hosting?', a: 'Yes, fast hosting for $120/year.' },
  { q: 'Can I edit the site myself?', a: 'Yes, with a simple editor.' },
  { q: 'Do you do SEO?', a: 'Technical SEO is included in every build.' },
  { q: 'Is the site accessible?', a: 'We build to WCAG 2.2 AA.' },
  { q: 'What does it cost?', a: 'See the pricing page.' },
  { q: 'Do you work with nonprofits?', a: 'Yes, with a discount for registered charities.' },
  { q: 'What happens after launch?', a: 'Optional care plans keep things fresh.' },
];

function visibleQuestions(container: HTMLElement) {
  return [...container.querySelectorAll('details')].filter((d) => !d.hidden).map((d) => d.querySelector('summary')!.textContent);
}

describe('<FaqSearch>', () => {
  it('renders all nine as details/summary in the server HTML (works without JavaScript)', () => {
    const html = renderToString(<FaqSearch items={items} />);
    expect(html.match(/<details/g)).toHaveLength(9);
    expect(html.match(/<summary/g)).toHaveLength(9);
    for (const item of items) expect(html).toContain(item.a.replace('$', '$'));
  });

  it('shows all nine when the search is empty', () => {
    const { container } = render(<FaqSearch items={items} />);
    expect(visibleQuestions(container)).toHaveLength(9);
    expect(screen.getByRole('searchbox', { name: 'Search the FAQ' })).toBeEnabled();
  });

  it('matches trimmed, lowercased text against question or answer', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqSearch items={items} />);
    const box = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    await user.type(box, '  HOSTING ');
    expect(visibleQuestions(container)).toEqual(['Do you offer hosting?']);
    expect(screen.getByText('1 of 9 questions match')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'domain');
    expect(visibleQuestions(container)).toEqual(['Do I own my website?']);
    await user.clear(box);
    await user.type(box, '   ');
    expect(visibleQuestions(container)).toHaveLength(9);
  });

  it('offers the contact page when nothing matches', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqSearch items={items} />);
    await user.type(screen.getByRole('searchbox'), 'blockchain');
    expect(visibleQuestions(container)).toEqual([]);
    expect(screen.getByText(/No questions match “blockchain”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask us directly' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('0 of 9 questions match')).toHaveAttribute('aria-live', 'polite');
  });

  it('leaves opening and closing to the native <summary> (keyboard included)', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqSearch items={items} />);
    const first = container.querySelector('details')!;
    await user.click(first.querySelector('summary')!);
    expect(first.open).toBe(true);
    await user.click(first.querySelector('summary')!);
    expect(first.open).toBe(false);
  });
});
