/**
 * Behaviour of the before/after comparison (src/components/ui/BeforeAfterSlider.astro): the
 * handle answers the slider keys and the frame follows pointer, touch and pen drags, moving the
 * before image's clip, the divider and the slider's ARIA value together. No framework.
 */
import {
  beforeClipPath,
  clampPercent,
  percentFromPointer,
  sliderValueForKey,
  sliderValueText,
} from '../lib/slider';

/** Wires one comparison figure; returns a function that removes the listeners (tests). */
export function enhanceBeforeAfter(figure: HTMLElement): () => void {
  const frame = figure.querySelector<HTMLElement>('[data-before-after-frame]');
  const image = figure.querySelector<HTMLElement>('[data-before-image]');
  const divider = figure.querySelector<HTMLElement>('[data-before-after-divider]');
  const handle = figure.querySelector<HTMLElement>('[role="slider"]');
  if (!frame || !image || !divider || !handle) return () => {};
  const { beforeLabel = 'Before', afterLabel = 'After' } = figure.dataset;

  let value = clampPercent(Number(handle.getAttribute('aria-valuenow')));
  let dragging = false;

  const set = (next: number) => {
    value = next;
    image.style.clipPath = beforeClipPath(value);
    divider.style.left = `${value}%`;
    // The handle's CSS keeps it inside the frame near the edges (BeforeAfterSlider.astro).
    divider.style.setProperty('--value', String(value));
    handle.setAttribute('aria-valuenow', String(value));
    handle.setAttribute('aria-valuetext', sliderValueText(value, beforeLabel, afterLabel));
  };
  const moveTo = (clientX: number) => set(percentFromPointer(clientX, frame.getBoundingClientRect()));

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    dragging = true;
    // Without this, the mousedown that follows moves focus off the handle (the frame is not
    // focusable) and starts a text selection or an image drag.
    event.preventDefault();
    frame.setPointerCapture?.(event.pointerId);
    handle.focus({ preventScroll: true });
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragging) moveTo(event.clientX);
  };
  const stop = (event: PointerEvent) => {
    dragging = false;
    if (frame.hasPointerCapture?.(event.pointerId)) frame.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = sliderValueForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    set(next);
  };

  // One signal removes every listener below (from the figure's own window, so it also works in
  // a window other than the script's, as jsdom's in the tests).
  const listeners = new (figure.ownerDocument.defaultView ?? window).AbortController();
  const { signal } = listeners;
  frame.addEventListener('pointerdown', onPointerDown, { signal });
  frame.addEventListener('pointermove', onPointerMove, { signal });
  frame.addEventListener('pointerup', stop, { signal });
  frame.addEventListener('pointercancel', stop, { signal });
  handle.addEventListener('keydown', onKeyDown, { signal });
  handle.hidden = false;
  // Tests and styles can tell a working slider from the server HTML alone.
  figure.dataset.enhanced = '';
  return () => {
    listeners.abort();
    handle.hidden = true;
    delete figure.dataset.enhanced;
  };
}
