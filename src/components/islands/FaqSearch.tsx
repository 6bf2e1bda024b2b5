/**
 * FAQ with search. The questions are native <details>/<summary>, so the
 * accordion works before (and without) hydration. The search text is trimmed and lowercased and
 * matched against question or answer; empty shows every question. No match: a message with a
 * link to /contact.
 *
 * The search box is usable from the first paint, before the island hydrates: what is typed
 * before then stays in it, and the island starts from it. Without scripting the box is not shown
 * (it could not search).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { filterFaqs, normalizeQuery, type FaqItem } from '~/lib/faq-search';
import { DISCLOSURE_CHEVRON_PATH } from '~/lib/icons';
import { HEADER_ACTIONS } from '~/lib/navigation';

export interface FaqSearchProps {
  items: readonly FaqItem[];
  /** Label of the search box. */
  label?: string;
}

export default function FaqSearch({ items, label = 'Search the FAQ' }: FaqSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // Typed before hydration: the box holds it, the list follows it now.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed) setQuery(typed);
  }, []);
  const matches = filterFaqs(items, query);
  const searching = normalizeQuery(query) !== '';

  return (
    <div className="grid gap-6" data-faq>
      <div role="search" className="noscript:hidden">
        <label htmlFor={`${id}-q`} className="field-label">
          {label}
        </label>
        <input
          id={`${id}-q`}
          ref={inputRef}
          type="search"
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          placeholder="e.g. hosting, ownership, timeline"
          aria-describedby={`${id}-status`}
          className="field-input"
        />
        <p id={`${id}-status`} aria-live="polite" className="mt-2 text-sm text-ink-soft">
          {searching
            ? `${matches.length} of ${items.length} questions match`
            : `${items.length} questions`}
        </p>
      </div>

      <div className="grid gap-3">
        {items.map((item) => (
          <details
            key={item.q}
            hidden={!matches.includes(item)}
            className="group rounded-xl border border-line bg-white open:shadow-(--shadow-card)"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {item.q}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d={DISCLOSURE_CHEVRON_PATH} />
              </svg>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink-soft">{item.a}</p>
          </details>
        ))}
      </div>

      {matches.length === 0 ? (
        <p className="rounded-xl bg-surface p-6 text-ink-soft" data-faq-empty>
          No questions match “{query.trim()}”.{' '}
          <a href={HEADER_ACTIONS.strategyCall.href} className="font-medium text-brand underline underline-offset-4">
            Ask us directly
          </a>{' '}
          and we will answer.
        </p>
      ) : null}
    </div>
  );
}
