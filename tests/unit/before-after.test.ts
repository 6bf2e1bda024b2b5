/**
 * The before/after comparison: its server-rendered markup (BeforeAfterSlider.astro, rendered by
 * Astro's container API) in a browser-like window (jsdom), made interactive by
 * src/scripts/before-after.ts: a slider for the keyboard and assistive technology, dragged by
 * pointer, touch or pen, the before image's clip following it.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BeforeAfterSlider from '~/components/ui/BeforeAfterSlider.astro';
import { enhanceBeforeAfter } from '~/scripts/before-after';

const props = {
  id: 'before-after-1',
  before: { src: '/_astro/before.webp', srcset: '/_astro/before-400.webp 400w', sizes: '100vw', width: 1200, height: 800, alt: 'Old cluttered homepage' },
  after: { src: '/_astro/after.webp', srcset: '/_astro/after-400.webp 400w', sizes: '100vw', width: 1200, height: 800, alt: 'New clear homepage' },
  caption: 'Homepage redesign for a law firm',
};

async function serverHtml(overrides: Record<string, unknown> = {}): Promise<string> {
  const container = await AstroContainer.create();
  return container.renderToString(BeforeAfterSlider, { props: { ...props, ...overrides } });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

/** The server HTML in a window, with the script's behaviour added (unless `enhance` is false). */
async function open({ enhance = true } = {}) {
  const dom = new JSDOM(`<!doctype html><body>${await serverHtml()}</body>`, { pretendToBeVisual: true });
  const doc = dom.window.document;
  const figure = doc.querySelector<HTMLElement>('[data-before-after]')!;
  if (enhance) stop = enhanceBeforeAfter(figure);
  const frame = figure.querySelector<HTMLElement>('[data-before-after-frame]')!;
  const slider = figure.querySelector<HTMLElement>('[role="slider"]')!;
  const before = doc.querySelector<HTMLImageElement>('img[alt="Old cluttered homepage"]')!;
  const key = (name: string) => slider.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  // jsdom has no PointerEvent: a MouseEvent of the pointer type carries what the script reads.
  const pointer = (type: string, clientX: number) =>
    frame.dispatchEvent(new dom.window.MouseEvent(type, { clientX, button: 0, bubbles: true, cancelable: true }));
  const clipRight = () => before.style.clipPath.match(/inset\(\S+ (\S+) /)?.[1];
  return { doc, figure, frame, slider, before, key, pointer, clipRight };
}

describe('BeforeAfterSlider.astro (server HTML)', () => {
  it('renders both optimised images, lazily, with the after image underneath', async () => {
    const { doc } = await open({ enhance: false });
    const [after, before] = [...doc.querySelectorAll('img')];
    expect(after!.getAttribute('src')).toBe('/_astro/after.webp');
    expect(after!.getAttribute('srcset')).toBe('/_astro/after-400.webp 400w');
    expect(after!.getAttribute('width')).toBe('1200');
    expect(after!.getAttribute('loading')).toBe('lazy');
    expect(before!.getAttribute('alt')).toBe('Old cluttered homepage');
    expect(before!.getAttribute('style')).toContain('clip-path:inset(0 50% 0 0)');
  });

  it('exposes a slider with its range, value text and the caption as its description', async () => {
    const { doc, slider } = await open({ enhance: false });
    expect(slider.getAttribute('aria-label')).toBe('Before and after comparison');
    expect(slider.getAttribute('tabindex')).toBe('0');
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    expect(slider.getAttribute('aria-valuetext')).toBe('50% before, 50% after');
    const description = doc.getElementById(slider.getAttribute('aria-describedby')!);
    expect(description?.textContent?.trim()).toBe('Homepage redesign for a law firm');
  });

  it('starts where it is told and leaves out the description without a caption', async () => {
    const html = await serverHtml({ initial: 30, caption: undefined });
    const doc = new JSDOM(html).window.document;
    const slider = doc.querySelector('[role="slider"]')!;
    expect(slider.getAttribute('aria-valuenow')).toBe('30');
    expect(slider.hasAttribute('aria-describedby')).toBe(false);
    expect(doc.querySelector('figcaption')).toBeNull();
  });

  it('keeps the handle hidden until the script wires it (no dead control without JavaScript)', async () => {
    const { slider } = await open({ enhance: false });
    expect(slider.hidden).toBe(true);
    const { slider: wired } = await open();
    expect(wired.hidden).toBe(false);
  });

  it('lets vertical scrolling through on touch screens', async () => {
    const { frame } = await open({ enhance: false });
    expect(frame.className).toContain('touch-pan-y');
  });
});

describe('before/after behaviour (src/scripts/before-after.ts)', () => {
  it('moves by 5 with the arrow keys, 10 with PageUp/PageDown and to the ends with Home/End', async () => {
    const { slider, key, clipRight, figure } = await open();
    expect(figure.hasAttribute('data-enhanced')).toBe(true);
    key('ArrowRight');
    expect(slider.getAttribute('aria-valuenow')).toBe('55');
    expect(slider.getAttribute('aria-valuetext')).toBe('55% before, 45% after');
    key('ArrowLeft');
    key('ArrowLeft');
    key('ArrowDown');
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
    expect(clipRight()).toBe('60%');
    key('PageUp');
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    key('Home');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    key('ArrowLeft');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    key('End');
    expect(slider.getAttribute('aria-valuetext')).toBe('100% before, 0% after');
    expect(clipRight()).toBe('0%');
  });

  it('leaves other keys to the page (Tab still moves focus)', async () => {
    const { key } = await open();
    expect(key('Tab')).toBe(true); // not cancelled
    expect(key('ArrowRight')).toBe(false);
  });

  it('follows a pointer (mouse, touch or pen) drag and focuses the handle', async () => {
    const { frame, slider, pointer, doc, figure } = await open();
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 400, top: 0, height: 300 } as DOMRect);
    const divider = figure.querySelector<HTMLElement>('[data-before-after-divider]')!;

    // Cancelled, so the mouse's own mousedown neither takes focus off the handle nor selects text.
    expect(pointer('pointerdown', 200)).toBe(false);
    expect(slider.getAttribute('aria-valuenow')).toBe('25');
    expect(doc.activeElement).toBe(slider);
    expect(divider.style.left).toBe('25%');
    // What keeps the handle inside the frame near the edges (the component's CSS).
    expect(divider.style.getPropertyValue('--value')).toBe('25');
    pointer('pointermove', 400);
    expect(slider.getAttribute('aria-valuenow')).toBe('75');
    pointer('pointermove', 900);
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    pointer('pointerup', 900);
    pointer('pointermove', 100);
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
  });

  it('does nothing before it is wired (the server HTML alone stays at its first value)', async () => {
    const { key, slider } = await open({ enhance: false });
    key('End');
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
  });
});
