/**
 * A new page made as a copy lists every field that still says what the copied page says ("Client
 * testimonial", "Quick-win guide › Quick wins"), each until it is changed or kept on purpose, so a
 * copy does not pass for a finished page with another audience's words in it.
 */
import { useMemo, useState } from 'react';
import { fieldLabel, sameFields } from '../core/change-summary.ts';
import type { JsonSchema } from '../core/form-schema.ts';

export interface CopyCheckProps {
  formSchema: JsonSchema;
  /** The copied page's name ("Lawyers") and its fields as saved. */
  source: { name: string; data: unknown };
  data: unknown;
  /** Where a field's link leads: focuses the field. */
  onGoTo: (path: readonly string[]) => void;
}

export function CopyCheck({ formSchema, source, data, onGoTo }: CopyCheckProps) {
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const same = useMemo(() => sameFields(source.data, data).filter((field) => !kept.has(field)), [source.data, data, kept]);
  if (same.length === 0) return null;
  return (
    <section className="copy-check" aria-labelledby="copy-check-title">
      <h2 id="copy-check-title">{same.length === 1 ? `1 field still says what ${source.name} says` : `${same.length} fields still say what ${source.name} says`}</h2>
      <p>Rewrite each for this page's audience, or keep it if it fits as it is.</p>
      <ul>
        {same.map((field) => {
          const label = fieldLabel(formSchema, field);
          return (
            <li key={field}>
              <a
                href={`#root_${field.replace(/\./g, '_')}`}
                onClick={(event) => {
                  event.preventDefault();
                  onGoTo(field.split('.'));
                }}
              >
                {label}
              </a>
              <button type="button" className="button button-small" aria-label={`Keep ${label} as it is`} onClick={() => setKept((previous) => new Set([...previous, field]))}>
                Keep as it is
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
