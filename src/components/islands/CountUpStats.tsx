/**
 * Three statistic cards that count up to their value over COUNT_UP_DURATION_MS when they come
 * into view. The final values are in the server HTML (for visitors
 * without JavaScript and for search engines) and stay as they are under prefers-reduced-motion.
 * Screen readers always get the final value; the moving number is hidden from them.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { COUNT_UP_DURATION_MS } from '~/lib/config';
import { easeOutCubic, formatStatValue, hasNumbers, parseStatValue } from '~/lib/count-up';
import { REDUCED_MOTION_QUERY } from './parts/hooks';

export interface StatItem {
  value: string;
  label: string;
  description: string;
}

export interface CountUpStatsProps {
  stats: readonly StatItem[];
  durationMs?: number;
}

export default function CountUpStats({ stats, durationMs = COUNT_UP_DURATION_MS }: CountUpStatsProps) {
  const parsed = useMemo(() => stats.map((s) => parseStatValue(s.value)), [stats]);
  // null: show the final values (server HTML, reduced motion, finished).
  const [progress, setProgress] = useState<number | null>(null);
  const listRef = useRef<HTMLDListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.(REDUCED_MOTION_QUERY).matches) return;
    if (!parsed.some(hasNumbers)) return;

    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / durationMs);
        setProgress(t >= 1 ? null : easeOutCubic(t));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      setProgress(0);
      frame = requestAnimationFrame(tick);
    });
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [parsed, durationMs]);

  return (
    <dl ref={listRef} className="grid gap-6 sm:grid-cols-3" data-count-up>
      {stats.map((stat, i) => (
        <div key={stat.label} className="card flex flex-col">
          <dt className="order-2 mt-2 font-semibold text-ink">{stat.label}</dt>
          <dd className="order-1 text-4xl font-bold tracking-tight text-brand tabular-nums sm:text-5xl">
            {progress === null ? (
              stat.value
            ) : (
              <>
                <span aria-hidden="true">{formatStatValue(parsed[i]!, progress)}</span>
                <span className="sr-only">{stat.value}</span>
              </>
            )}
          </dd>
          <dd className="order-3 mt-1 text-sm text-ink-soft">{stat.description}</dd>
        </div>
      ))}
    </dl>
  );
}
