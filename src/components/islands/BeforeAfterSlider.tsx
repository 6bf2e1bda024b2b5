/**
 * Before/after image comparison (spec section 2). Both images are in the server HTML (the after
 * image underneath, the before image clipped on top), so visitors without JavaScript still see
 * them. The divider is a real slider for assistive technology (role="slider", arrow keys ±5,
 * PageUp/PageDown ±10, Home/End) and follows pointer, touch and pen drags (pointer events).
 */
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SLIDER_INITIAL, SLIDER_MAX, SLIDER_MIN, clampPercent, percentFromPointer, sliderValueForKey } from '~/lib/slider';

/** An image already optimised by Astro (getImage): the attributes of an <img>. */
export interface SliderImage {
  src: string;
  srcset?: string | undefined;
  sizes?: string | undefined;
  width: number;
  height: number;
  alt: string;
}

export interface BeforeAfterSliderProps {
  before: SliderImage;
  after: SliderImage;
  caption?: string | undefined;
  /** Percent of the before image shown at first (0–100). */
  initial?: number;
  beforeLabel?: string;
  afterLabel?: string;
}

function Img({ image, className, style }: { image: SliderImage; className: string; style?: React.CSSProperties }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={className}
      style={style}
    />
  );
}

export default function BeforeAfterSlider({
  before,
  after,
  caption,
  initial = SLIDER_INITIAL,
  beforeLabel = 'Before',
  afterLabel = 'After',
}: BeforeAfterSliderProps) {
  const id = useId();
  const [value, setValue] = useState(() => clampPercent(initial));
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current;
    if (frame) setValue(percentFromPointer(clientX, frame.getBoundingClientRect()));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    handleRef.current?.focus({ preventScroll: true });
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stop = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sliderValueForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    setValue(next);
  };

  return (
    <figure className="grid gap-3" data-before-after>
      <div
        ref={frameRef}
        className="relative cursor-ew-resize touch-pan-y overflow-hidden rounded-(--radius-card) border border-line bg-surface select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stop}
        onPointerCancel={stop}
      >
        <Img image={after} className="block h-auto w-full" />
        <Img
          image={before}
          className="absolute inset-0 h-full w-full object-cover"
          style={{ clipPath: `inset(0 ${SLIDER_MAX - value}% 0 0)` }}
        />
        <span aria-hidden="true" className="absolute top-3 left-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white">
          {beforeLabel}
        </span>
        <span aria-hidden="true" className="absolute top-3 right-3 rounded-full bg-brand-strong/90 px-3 py-1 text-xs font-semibold text-white">
          {afterLabel}
        </span>
        <div className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(11_27_43/0.3)]" style={{ left: `${value}%` }}>
          <div
            ref={handleRef}
            role="slider"
            tabIndex={0}
            aria-label={`${beforeLabel} and ${afterLabel.toLowerCase()} comparison`}
            aria-describedby={caption ? `${id}-caption` : undefined}
            aria-orientation="horizontal"
            aria-valuemin={SLIDER_MIN}
            aria-valuemax={SLIDER_MAX}
            aria-valuenow={value}
            aria-valuetext={`${value}% ${beforeLabel.toLowerCase()}, ${SLIDER_MAX - value}% ${afterLabel.toLowerCase()}`}
            onKeyDown={onKeyDown}
            className="pointer-events-auto absolute top-1/2 left-1/2 inline-flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-brand text-white shadow-(--shadow-card)"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M9 6l-6 6 6 6M15 6l6 6-6 6" />
            </svg>
          </div>
        </div>
      </div>
      {caption ? (
        <figcaption id={`${id}-caption`} className="text-sm text-ink-soft">
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
