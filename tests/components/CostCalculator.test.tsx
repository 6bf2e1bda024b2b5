import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CostCalculator from '~/components/islands/CostCalculator';
import { STUDIO } from '../../netlify/generated/studio.ts';

function figures(container: HTMLElement) {
  const text = (sel: string) => container.querySelector(sel)?.textContent;
  return { studio: text('[data-studio-total]'), agency: text('[data-agency-total]'), savings: text('[data-savings]') };
}

describe('<CostCalculator>', () => {
  it('has the 3-year figures in the server HTML', () => {
    const html = renderToString(<CostCalculator studioName={STUDIO.name} />);
    expect(html).toContain('$4,860');
    expect(html).toContain('$5,300');
    expect(html).toContain('$440');
  });

  it('offers 1, 2, 3 and 5 years as a radio group, 3 by default', () => {
    render(<CostCalculator studioName={STUDIO.name} />);
    const group = screen.getByRole('group', { name: 'Compare over' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['1 year', '2 years', '3 years', '5 years']);
    expect(screen.getByRole('radio', { name: '3 years' })).toBeChecked();
  });

  it('shows both totals and the savings for the chosen horizon', async () => {
    const user = userEvent.setup();
    const { container } = render(<CostCalculator studioName={STUDIO.name} />);
    expect(figures(container)).toEqual({ studio: '$4,860', agency: '$5,300', savings: '$440' });
    await user.click(screen.getByRole('radio', { name: '5 years' }));
    expect(figures(container)).toEqual({ studio: '$5,100', agency: '$6,500', savings: '$1,400' });
    expect(screen.getByText('You save $1,400 over 5 years compared with a typical agency.')).toBeInTheDocument();
  });

  it('shows negative savings honestly', async () => {
    const user = userEvent.setup();
    const { container } = render(<CostCalculator studioName={STUDIO.name} />);
    await user.click(screen.getByRole('radio', { name: '1 year' }));
    expect(figures(container)).toEqual({ studio: '$4,620', agency: '$4,100', savings: '-$520' });
    expect(screen.getByText(/a typical agency costs \$520 less/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2 years' }));
    expect(figures(container).savings).toBe('-$40');
  });

  it('works with the keyboard (arrow keys move through the radio group)', async () => {
    const user = userEvent.setup();
    const { container } = render(<CostCalculator studioName={STUDIO.name} />);
    await user.click(screen.getByRole('radio', { name: '3 years' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 years' })).toBeChecked();
    expect(figures(container).savings).toBe('$1,400');
  });

  it('announces the savings sentence politely', () => {
    const { container } = render(<CostCalculator studioName={STUDIO.name} />);
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'You save $440 over 3 years compared with a typical agency.',
    );
  });
});
