/**
 * What a save will change, before it is saved: each changed field by its label, its old value and
 * its new one, with an undo each (the field goes back to what the file has); the prose paragraph
 * by paragraph, each run changed, added or removed with its own undo. Made from the same
 * comparisons a pull request's description lists its changes by.
 */
import { useDeferredValue, useMemo } from 'react';
import { fieldChanges, fieldLabel, paragraphsText, proseChanges, valueText } from '../core/change-summary.ts';
import { undoParagraphChange } from '../core/paragraphs.ts';
import type { JsonSchema } from '../core/form-schema.ts';

export interface ChangeListProps {
  formSchema: JsonSchema;
  /** The fields as the file has them, and as edited. */
  before: unknown;
  after: unknown;
  /** The prose as the file has it, and as edited (null: unchanged). */
  proseBefore: string;
  proseAfter: string | null;
  onUndo: (path: readonly string[], value: unknown) => void;
  /** Puts the prose back to `text` (one paragraph change undone). */
  onUndoProse: (text: string) => void;
}

export function ChangeList({ formSchema, before, after, proseBefore, proseAfter, onUndo, onUndoProse }: ChangeListProps) {
  const changes = useMemo(() => fieldChanges(before, after), [before, after]);
  // Reading the prose into paragraphs parses it: behind the typing, not on each key.
  const proseNow = useDeferredValue(proseAfter);
  const prose = useMemo(() => (proseNow === null ? [] : proseChanges(proseBefore, proseNow)), [proseBefore, proseNow]);
  const count = changes.length + prose.length;
  if (count === 0) return null;
  return (
    <details className="change-list" open>
      <summary>{count === 1 ? '1 change to save' : `${count} changes to save`}</summary>
      <ul>
        {changes.map((change) => {
          const label = fieldLabel(formSchema, change.path.join('.'));
          return (
            <li key={change.path.join('.')}>
              <span className="change-field">{label}</span>
              <span className="change-values">
                <del aria-label={`was ${valueText(change.before)}`}>{valueText(change.before)}</del>
                <span aria-hidden="true"> → </span>
                <ins aria-label={`now ${valueText(change.after)}`}>{valueText(change.after)}</ins>
              </span>
              <button type="button" className="button button-small" aria-label={`Undo the change to ${label}`} onClick={() => onUndo(change.path, change.before)}>
                Undo
              </button>
            </li>
          );
        })}
        {prose.map((change) => (
          <li key={`prose:${change.at}:${change.atAfter}`}>
            <span className="change-field">{change.label}</span>
            <span className="change-values">
              {change.from.length > 0 && <del aria-label={`was ${paragraphsText(change.from)}`}>{paragraphsText(change.from)}</del>}
              {change.from.length > 0 && change.to.length > 0 && <span aria-hidden="true"> → </span>}
              {change.to.length > 0 && <ins aria-label={`now ${paragraphsText(change.to)}`}>{paragraphsText(change.to)}</ins>}
            </span>
            <button
              type="button"
              className="button button-small"
              aria-label={`Undo the change to ${change.label}`}
              onClick={() => onUndoProse(undoParagraphChange(proseBefore, proseNow!, change))}
            >
              Undo
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
