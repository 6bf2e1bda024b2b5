import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CountUpStats from '~/components/islands/CountUpStats';
import { COUNT_UP_DURATION_MS } from '~/lib/config';
import { stubIntersectionObserver, stubMatchMedia } from './helpers';

const stats = [
  { value: '100+', label: 'Clients served', description: 'Firms of every size.' },
  { value: '4-8', label: 'Weeks to launch', description: 'Kickoff to live.' },
  { value: '0.8s', label: 'Load time', description: 'Median largest paint.' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function shown(container: HTMLElement) {
  return [...container.querySelectorAll('dd.order-1')].map(
    (dd) => (dd.querySelector('[aria-hidden="true"]') ?? dd).textContent,
  );
}

describe('<CountUpStats>', () => {
  it('puts the final values in the server HTML', () => {
    const html = renderToString(<CountUpStats stats={stats} />);
    for (const s of stats) {
      expect(html).toContain(s.value);
      expect(html).toContain(s.label);
      expect(html).toContain(s.description);
    }
  });

  it('shows the final values until the cards come into view', () => {
    stubMatchMedia([]);
    stubIntersectionObserver();
    const { container } = render(<CountUpStats stats={stats} />);
    expect(shown(container)).toEqual(['100+', '4-8', '0.8s']);
  });

  it(`counts up from 0 over ${COUNT_UP_DURATION_MS} ms once visible, keeping prefix and suffix`, () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    stubMatchMedia([]);
    const io = stubIntersectionObserver();
    const { container } = render(<CountUpStats stats={stats} />);
    act(() => io.intersect());
    expect(shown(container)).toEqual(['0+', '0-0', '0.0s']);

    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION_MS / 2));
    const middle = shown(container);
    expect(middle[0]).toMatch(/^\d+\+$/);
    expect(Number(middle[0]!.slice(0, -1))).toBeGreaterThan(0);
    expect(Number(middle[0]!.slice(0, -1))).toBeLessThan(100);
    expect(middle[2]).toMatch(/^0\.\ds$/);
    // The final value stays available to screen readers throughout.
    expect(screen.getByText('100+')).toHaveClass('sr-only');

    act(() => vi.advanceTimersByTime(COUNT_UP_DURATION_MS));
    expect(shown(container)).toEqual(['100+', '4-8', '0.8s']);
    expect(container.querySelector('.sr-only')).toBeNull();
  });

  it('does not animate under prefers-reduced-motion', () => {
    stubMatchMedia(['prefers-reduced-motion']);
    const io = stubIntersectionObserver();
    const { container } = render(<CountUpStats stats={stats} />);
    expect(io.count).toBe(0);
    expect(shown(container)).toEqual(['100+', '4-8', '0.8s']);
  });

  it('keeps the final values where IntersectionObserver is missing', () => {
    stubMatchMedia([]);
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<CountUpStats stats={stats} />);
    expect(shown(container)).toEqual(['100+', '4-8', '0.8s']);
  });

  it('pairs each value with its label', () => {
    render(<CountUpStats stats={stats} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Clients served',
      'Weeks to launch',
      'Load time',
    ]);
  });
});
