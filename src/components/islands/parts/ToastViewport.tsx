/**
 * sonner's <Toaster>, loaded by the Toaster island on the first toast of the page. Each queued
 * toast is rendered as a custom card so it uses the site's theme, and so swipe-to-dismiss uses
 * the configured threshold (sonner's own is a fixed 45 px; it is switched off here).
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { TOAST } from '~/lib/config';
import { $pendingToasts, takePendingToasts, type ToastRequest, type ToastVariant } from '~/stores/toasts';

/** Lets the new live region settle in the page before the first message lands in it. */
const LIVE_REGION_SETTLE_MS = 100;
/** On phones, keep toasts above the layout's sticky call-to-action bar (about 5 rem). */
const MOBILE_OFFSET = { bottom: '5.5rem', left: '1rem', right: '1rem' };

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-line bg-white text-ink',
  success: 'border-brand/40 bg-brand-soft text-ink',
  error: 'border-danger bg-danger-soft text-danger',
};

export interface ToastViewportProps {
  position?: 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';
}

export function ToastCard({ id, request }: { id: string | number; request: ToastRequest }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button')) return;
    start.current = event.clientX;
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (Math.abs(distance) >= TOAST.swipeThresholdPx) toast.dismiss(id);
    else setOffset(0);
  };

  return (
    <div
      data-toast-variant={request.variant}
      className={`flex w-full min-[601px]:w-(--width) touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-(--shadow-card) select-none ${VARIANT_CLASSES[request.variant]}`}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <div className="min-w-0 flex-1 py-1">
        <p className="text-sm font-semibold">{request.title}</p>
        {request.description ? (
          <p className={`mt-1 text-sm ${request.variant === 'error' ? 'text-danger' : 'text-ink-soft'}`}>
            {request.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-current hover:bg-ink/5"
        aria-label="Dismiss notification"
        onClick={() => toast.dismiss(id)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </button>
    </div>
  );
}

function show(request: ToastRequest) {
  toast.custom((id) => <ToastCard id={id} request={request} />, {
    duration: request.duration,
    unstyled: true,
  });
}

export default function ToastViewport({ position = 'bottom-right' }: ToastViewportProps) {
  useEffect(() => {
    const flush = () => takePendingToasts().forEach(show);
    let unlisten: (() => void) | undefined;
    const timer = setTimeout(() => {
      flush();
      unlisten = $pendingToasts.listen(flush);
    }, LIVE_REGION_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      unlisten?.();
    };
  }, []);

  return (
    <Sonner
      position={position}
      duration={TOAST.durationMs}
      mobileOffset={MOBILE_OFFSET}
      swipeDirections={[]}
      containerAriaLabel="Notifications"
      toastOptions={{ unstyled: true }}
    />
  );
}
