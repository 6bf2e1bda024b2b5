import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import BeforeAfterSlider, { type BeforeAfterSliderProps } from '~/components/islands/BeforeAfterSlider';

const props: BeforeAfterSliderProps = {
  before: { src: '/_astro/before.webp', srcset: '/_astro/before-400.webp 400w', width: 1200, height: 800, alt: 'Old cluttered homepage' },
  after: { src: '/_astro/after.webp', srcset: '/_astro/after-400.webp 400w', width: 1200, height: 800, alt: 'New clear homepage' },
  caption: 'Homepage redesign for a law firm',
};

/** The right inset of the before image's clip path, e.g. '60%'. */
function beforeClip() {
  const clip = (screen.getByAltText('Old cluttered homepage') as HTMLImageElement).style.clipPath;
  return clip.match(/inset\(\S+ (\S+) /)?.[1];
}

describe('<BeforeAfterSlider>', () => {
  it('renders both optimised images in the server HTML', () => {
    const html = renderToString(<BeforeAfterSlider {...props} />);
    expect(html).toContain('src="/_astro/after.webp"');
    expect(html).toContain('srcSet="/_astro/after-400.webp 400w"');
    expect(html).toContain('alt="New clear homepage"');
    expect(html).toContain('alt="Old cluttered homepage"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('role="slider"');
  });

  it('exposes a slider with its value range and text', () => {
    render(<BeforeAfterSlider {...props} />);
    const slider = screen.getByRole('slider', { name: 'Before and after comparison' });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after');
    expect(slider).toHaveAccessibleDescription('Homepage redesign for a law firm');
    expect(beforeClip()).toBe('50%');
  });

  it('moves by 5 with the arrow keys and jumps with Home/End', async () => {
    const user = userEvent.setup();
    render(<BeforeAfterSlider {...props} />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    expect(beforeClip()).toBe('60%');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '100% before, 0% after');
  });

  it('follows a pointer (mouse, touch or pen) drag', () => {
    const { container } = render(<BeforeAfterSlider {...props} />);
    const frame = container.querySelector('[data-before-after] > div') as HTMLElement;
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 400, top: 0, height: 300 } as DOMRect);
    const slider = screen.getByRole('slider');

    fireEvent.pointerDown(frame, { clientX: 200, pointerId: 3, button: 0, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    expect(slider).toHaveFocus();
    fireEvent.pointerMove(frame, { clientX: 400, pointerId: 3, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerMove(frame, { clientX: 900, pointerId: 3, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(frame, { clientX: 900, pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerMove(frame, { clientX: 100, pointerId: 3, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it('lets vertical scrolling through on touch screens', () => {
    const { container } = render(<BeforeAfterSlider {...props} />);
    expect((container.querySelector('[data-before-after] > div') as HTMLElement).className).toContain('touch-pan-y');
  });
});
