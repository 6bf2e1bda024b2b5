/**
 * The page's one notification region. Mount once per page that raises toasts. It stays empty
 * (and sonner stays unloaded) until an island queues the first toast with notify()/notifyError()
 * from ~/stores/toasts; then sonner is loaded and shows it: 4000 ms by default, 5000 ms for
 * errors, swipe past TOAST.swipeThresholdPx to dismiss, announced through an aria-live region.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { $pendingToasts } from '~/stores/toasts';
import { useAtom } from './parts/hooks';
import type { ToastViewportProps } from './parts/ToastViewport';

const ToastViewport = lazy(() => import('./parts/ToastViewport'));

export type ToasterProps = ToastViewportProps;

export default function Toaster({ position = 'bottom-right' }: ToasterProps) {
  const pending = useAtom($pendingToasts);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (pending.length > 0) setActive(true);
  }, [pending.length]);

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport position={position} />
    </Suspense>
  );
}
