import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SlideInCard from '~/components/islands/SlideInCard';
import { SLIDE_IN } from '~/lib/config';
import { $slideInDismissed, readSlideInDismissed } from '~/stores/slide-in';
import { stubMatchMedia } from './helpers';

async function scrollTo(fraction: number) {
  // A 3000 px page in a 1000 px viewport: 2000 px of scrolling.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: fraction * 2000 });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    // One animation frame: the card checks the position once per frame.
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

beforeEach(() => {
  sessionStorage.clear();
  $slideInDismissed.set(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<SlideInCard>', () => {
  it('stays hidden until half the page is scrolled, then offers Book Now', async () => {
    stubMatchMedia(['min-width']);
    render(<SlideInCard currentPath="/services" />);
    expect(screen.queryByText('Book Your Strategy Call')).not.toBeInTheDocument();
    await scrollTo(0.3);
    expect(screen.queryByText('Book Your Strategy Call')).not.toBeInTheDocument();
    await scrollTo(SLIDE_IN.threshold);
    expect(screen.getByRole('heading', { name: 'Book Your Strategy Call' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Book Now' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('data-cta', 'slidein');
    expect(screen.getByRole('complementary', { name: 'Book Your Strategy Call' })).toBeInTheDocument();
  });

  it('stays shown when scrolling back up', async () => {
    stubMatchMedia(['min-width']);
    render(<SlideInCard currentPath="/" />);
    await scrollTo(0.8);
    await scrollTo(0.1);
    expect(screen.getByText('Book Your Strategy Call')).toBeInTheDocument();
  });

  it('is dismissed by its close button and remembered for the session', async () => {
    stubMatchMedia(['min-width']);
    const { unmount } = render(<SlideInCard currentPath="/pricing" />);
    await scrollTo(0.6);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Book Your Strategy Call')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SLIDE_IN.storageKey)).toBe('1');
    expect(readSlideInDismissed()).toBe(true);
    unmount();

    // Another page of the same session.
    render(<SlideInCard currentPath="/faq" />);
    await scrollTo(0.9);
    expect(screen.queryByText('Book Your Strategy Call')).not.toBeInTheDocument();
  });

  it('never appears on /contact', async () => {
    stubMatchMedia(['min-width']);
    render(<SlideInCard currentPath="/contact" />);
    await scrollTo(1);
    expect(screen.queryByText('Book Your Strategy Call')).not.toBeInTheDocument();
  });

  it('treats /contact/ and /contact.html as the contact page', async () => {
    stubMatchMedia(['min-width']);
    render(<SlideInCard currentPath="/contact/" />);
    render(<SlideInCard currentPath="/contact.html" />);
    await scrollTo(1);
    expect(screen.queryByText('Book Your Strategy Call')).not.toBeInTheDocument();
  });

  it('is desktop-only', async () => {
    const media = stubMatchMedia([]);
    render(<SlideInCard currentPath="/" />);
    await scrollTo(0.9);
    expect(screen.queryByText('Book Your Strategy Call')).not.toBeInTheDocument();
    act(() => media.set(['min-width']));
    await scrollTo(0.95);
    expect(screen.getByText('Book Your Strategy Call')).toBeInTheDocument();
  });
});
