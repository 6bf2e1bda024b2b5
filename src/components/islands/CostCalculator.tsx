/**
 * Cost comparison calculator. Horizon 1, 2, 3 or 5 years, default 3;
 * totals for the studio and a typical agency and the savings (agency - studio), shown honestly
 * when negative. The server HTML already shows the default horizon's figures.
 */
import { useId, useState } from 'react';
import { CALCULATOR_LABELS, compareCosts, isHorizon, savingsSummary, yearsLabel, type Horizon } from '~/lib/calculator';
import { COST_CALCULATOR, formatUsd } from '~/lib/config';
import { useHydrated } from './parts/hooks';

export interface CostCalculatorProps {
  /** The studio's name (src/content/studio.yaml, passed in by the page: islands cannot read the content). */
  studioName: string;
  /** Starting horizon; defaults to COST_CALCULATOR.defaultHorizon. */
  initialYears?: Horizon;
}

const { studio, agency } = COST_CALCULATOR;

export default function CostCalculator({ studioName, initialYears = COST_CALCULATOR.defaultHorizon }: CostCalculatorProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [years, setYears] = useState<Horizon>(initialYears);
  const result = compareCosts(years);
  const negative = result.savings < 0;

  return (
    <div className="card grid gap-6" data-cost-calculator>
      {/* A container: on a phone the four choices share the card's width in one row (two rows below
          18rem) instead of wrapping one of them onto a line of its own. */}
      <fieldset className="@container">
        <legend className="field-label">{CALCULATOR_LABELS.compareOver}</legend>
        <div className="mt-2 grid grid-cols-2 gap-1 rounded-3xl border border-line bg-surface p-1 @min-[18rem]:grid-cols-4 @min-[18rem]:rounded-full @md:inline-flex">
          {COST_CALCULATOR.horizons.map((h) => (
            <label
              key={h}
              className="relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full px-2 text-sm whitespace-nowrap @md:min-w-20 @md:px-4 font-semibold text-ink-soft transition-colors hover:text-ink has-checked:bg-brand has-checked:text-white has-disabled:cursor-default has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
            >
              <input
                type="radio"
                name={`${id}-years`}
                value={h}
                checked={years === h}
                disabled={!hydrated}
                onChange={(e) => {
                  const next = Number(e.target.value);
                  if (isHorizon(next)) setYears(next);
                }}
                className="sr-only"
              />
              {yearsLabel(h)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="rounded-xl bg-brand-soft p-4">
            <dt className="text-sm font-medium text-ink-soft">{studioName}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink" data-studio-total>
              {formatUsd(result.studioTotal)}
            </dd>
            <dd className="mt-1 text-xs text-muted">
              {formatUsd(studio.upfront)} once + {formatUsd(studio.hostingPerYear)}/year hosting
            </dd>
          </div>
          <div className="rounded-xl bg-surface p-4">
            <dt className="text-sm font-medium text-ink-soft">{CALCULATOR_LABELS.agency}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink" data-agency-total>
              {formatUsd(result.agencyTotal)}
            </dd>
            <dd className="mt-1 text-xs text-muted">
              {formatUsd(agency.upfront)} upfront + {formatUsd(agency.maintenancePerYear / 12)}/month maintenance
            </dd>
          </div>
          <div className={`rounded-xl border p-4 ${negative ? 'border-line' : 'border-brand/40'}`}>
            <dt className="text-sm font-medium text-ink-soft">{`${CALCULATOR_LABELS.savingsOver} `}{yearsLabel(years)}</dt>
            <dd className={`mt-1 text-2xl font-bold ${negative ? 'text-ink' : 'text-success'}`} data-savings>
              {formatUsd(result.savings)}
            </dd>
          </div>
        </dl>
        <p aria-live="polite" className="text-sm text-ink-soft" data-savings-summary>
          {savingsSummary(result)}
        </p>
      </div>
    </div>
  );
}
