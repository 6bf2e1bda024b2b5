import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SchedulerEmbed from '~/components/islands/SchedulerEmbed';
import { SITE } from '~/lib/config';
import Toaster from '~/components/islands/Toaster';
import { navigateTo } from '~/components/islands/parts/navigate';
import { $pendingToasts } from '~/stores/toasts';
import { preloadToasts } from './helpers';

vi.mock('~/components/islands/parts/navigate', () => ({ navigateTo: vi.fn() }));

beforeAll(preloadToasts);
afterEach(() => {
  vi.mocked(navigateTo).mockReset();
  $pendingToasts.set([]);
});

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('<SchedulerEmbed>', () => {
  it('embeds Calendly with the parameters that hide details and the cookie banner', () => {
    render(<SchedulerEmbed studioName={SITE.name} />);
    const frame = screen.getByTitle('Schedule a strategy call with Northlight Studio');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://calendly.com/northlight-studio/strategy-call?hide_event_type_details=1&hide_gdpr_banner=1',
    );
  });

  it('sizes the contact calendar 480/520/560 px by breakpoint', () => {
    const { container } = render(<SchedulerEmbed studioName={SITE.name} variant="contact" />);
    const wrapper = container.querySelector<HTMLElement>('[data-scheduler]')!;
    expect(wrapper.style.getPropertyValue('--cal-h')).toBe('480px');
    expect(wrapper.style.getPropertyValue('--cal-h-md')).toBe('520px');
    expect(wrapper.style.getPropertyValue('--cal-h-lg')).toBe('560px');
    expect(screen.getByTitle(/Schedule/).className).toContain('md:h-(--cal-h-md)');
  });

  it('sizes the /book calendar 720 px', () => {
    const { container } = render(<SchedulerEmbed studioName={SITE.name} variant="book" />);
    expect(container.querySelector<HTMLElement>('[data-scheduler="book"]')!.style.getPropertyValue('--cal-h')).toBe(
      '720px',
    );
  });

  it('goes to /payment when Calendly reports a scheduled event', () => {
    render(<SchedulerEmbed studioName={SITE.name} />);
    post({ event: 'calendly.event_scheduled', payload: { event: { uri: 'x' } } }, 'https://calendly.com');
    expect(navigateTo).toHaveBeenCalledWith('/payment');
  });

  it('ignores the same message from any other origin', () => {
    render(<SchedulerEmbed studioName={SITE.name} />);
    for (const origin of ['https://evil.example', 'https://calendly.com.evil.example', 'http://calendly.com', '']) {
      post({ event: 'calendly.event_scheduled' }, origin);
    }
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('ignores other Calendly messages', () => {
    render(<SchedulerEmbed studioName={SITE.name} />);
    post({ event: 'calendly.page_height', payload: { height: '900px' } }, 'https://calendly.com');
    post('calendly.event_scheduled', 'https://calendly.com');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<SchedulerEmbed studioName={SITE.name} />);
    unmount();
    post({ event: 'calendly.event_scheduled' }, 'https://calendly.com');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("shows 'Unable to start checkout' with the error's message when going on fails", async () => {
    vi.mocked(navigateTo).mockImplementation(() => {
      throw new Error('Navigation blocked');
    });
    render(
      <>
        <SchedulerEmbed studioName={SITE.name} />
        <Toaster />
      </>,
    );
    post({ event: 'calendly.event_scheduled' }, 'https://calendly.com');
    expect(await screen.findByText('Unable to start checkout')).toBeInTheDocument();
    expect(screen.getByText('Navigation blocked')).toBeInTheDocument();
    expect(screen.getByText('Unable to start checkout').closest('[data-toast-variant]')).toHaveAttribute(
      'data-toast-variant',
      'error',
    );
  });

  it('falls back to the spec wording without a message', async () => {
    vi.mocked(navigateTo).mockImplementation(() => {
      throw new Error('');
    });
    render(
      <>
        <SchedulerEmbed studioName={SITE.name} />
        <Toaster />
      </>,
    );
    post({ event: 'calendly.event_scheduled' }, 'https://calendly.com');
    expect(await screen.findByText('Please try again or use the Payment page.')).toBeInTheDocument();
  });
});
