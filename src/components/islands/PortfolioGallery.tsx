/**
 * Portfolio gallery with two filter rows: industry and capability, each
 * defaulting to All, as toggle buttons (aria-pressed). A card shows when it matches both. All
 * cards are in the server HTML; filtering only hides the others. Cards link to /case/{slug}.
 */
import { useId, useMemo, useState } from 'react';
import {
  ALL,
  DEFAULT_PORTFOLIO_FILTER,
  distinctCapabilities,
  distinctIndustries,
  matchesPortfolio,
  type IndustryOption,
  type PortfolioFilter,
} from '~/lib/portfolio-filter';
import type { ImageAttributes } from '~/components/ui/optimized-image';
import { useHydrated } from './parts/hooks';

export interface PortfolioItem {
  slug: string;
  title: string;
  client: string;
  /** The slug of the client's industry. */
  industry: string;
  /** What the card and the industry filter call that industry, e.g. "Law Firm". */
  industryLabel: string;
  capabilities: readonly string[];
  result: string;
  summary: string;
  /** Already optimised by Astro (getImage). */
  image: ImageAttributes;
}

export interface PortfolioGalleryProps {
  items: readonly PortfolioItem[];
  /** Industry filter options (without All); defaults to the industries of the items. */
  industries?: readonly IndustryOption[];
  /** Capability filter options (without All); defaults to the capabilities of the items. */
  capabilities?: readonly string[];
}

interface FilterOption {
  value: string;
  label: string;
}

function FilterRow({
  label,
  options,
  value,
  disabled,
  onChange,
}: {
  label: string;
  options: readonly FilterOption[];
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <span id={id} className="w-28 shrink-0 text-sm font-semibold text-ink">
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="flex flex-wrap gap-2">
        {[{ value: ALL, label: ALL }, ...options].map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink-soft transition-colors hover:border-brand hover:text-brand disabled:cursor-default aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export default function PortfolioGallery({ items, industries, capabilities }: PortfolioGalleryProps) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<PortfolioFilter>({ ...DEFAULT_PORTFOLIO_FILTER });
  const industryOptions = useMemo(
    () => (industries ?? distinctIndustries(items)).map(({ slug, label }) => ({ value: slug, label })),
    [industries, items],
  );
  const capabilityOptions = useMemo(
    () => (capabilities ?? distinctCapabilities(items)).map((capability) => ({ value: capability, label: capability })),
    [capabilities, items],
  );
  const visible = items.filter((item) => matchesPortfolio(item, filter));
  const isFiltered = filter.industry !== ALL || filter.capability !== ALL;

  return (
    <div className="grid gap-8" data-portfolio>
      <div className="grid gap-4">
        <FilterRow
          label="Industry"
          options={industryOptions}
          value={filter.industry}
          disabled={!hydrated}
          onChange={(industry) => setFilter((f) => ({ ...f, industry }))}
        />
        <FilterRow
          label="Capability"
          options={capabilityOptions}
          value={filter.capability}
          disabled={!hydrated}
          onChange={(capability) => setFilter((f) => ({ ...f, capability }))}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="text-sm text-ink-soft" data-portfolio-count>
          Showing {visible.length} of {items.length} projects
        </p>
        {isFiltered ? (
          <button
            type="button"
            onClick={() => setFilter({ ...DEFAULT_PORTFOLIO_FILTER })}
            className="min-h-11 text-sm font-medium text-brand underline underline-offset-4"
          >
            Clear filters
          </button>
        ) : null}
      </div>

      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug} hidden={!visible.includes(item)} data-slug={item.slug}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card) transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand">
              <img
                src={item.image.src}
                srcSet={item.image.srcset}
                sizes={item.image.sizes}
                width={item.image.width}
                height={item.image.height}
                alt={item.image.alt}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-xs font-semibold tracking-wide text-brand uppercase">{item.industryLabel}</p>
                <h3 className="mt-2 text-lg font-bold">
                  <a
                    href={`/case/${item.slug}`}
                    className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {item.title}
                  </a>
                </h3>
                <p className="mt-1 text-sm text-muted">{item.client}</p>
                <p className="mt-3 text-sm text-ink-soft">{item.summary}</p>
                <p className="mt-4 font-semibold text-success">{item.result}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label="Capabilities">
                  {item.capabilities.map((c) => (
                    <li key={c} className="rounded-full bg-surface px-2.5 py-1 text-xs text-ink-soft">
                      {c}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ul>

      {visible.length === 0 ? (
        <p className="rounded-xl bg-surface p-6 text-center text-ink-soft">
          No projects match both filters yet.{' '}
          <button
            type="button"
            onClick={() => setFilter({ ...DEFAULT_PORTFOLIO_FILTER })}
            className="font-medium text-brand underline underline-offset-4"
          >
            Show all projects
          </button>
        </p>
      ) : null}
    </div>
  );
}
