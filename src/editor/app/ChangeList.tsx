/**
 * What a save will change, before it is saved: each changed field by its label, its old value and
 * its new one, with an undo each (the field goes back to what the file has); the prose, when
 * changed, as one line. Made from the same comparison a pull request's title names its fields by.
 */
import { useMemo } from 'react';
import { fieldChanges, fieldLabel, valueText } from '../core/change-summary.ts';
import type { JsonSchema } from '../core/form-schema.ts';

export interface ChangeListProps {
  formSchema: JsonSchema;
  /** The fields as the file has them, and as edited. */
  before: unknown;
  after: unknown;
  proseChanged: boolean;
  onUndo: (path: readonly string[], value: unknown) => void;
}

export function ChangeList({ formSchema, before, after, proseChanged, onUndo }: ChangeListProps) {
  const changes = useMemo(() => fieldChanges(before, after), [before, after]);
  const count = changes.length + (proseChanged ? 1 : 0);
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
        {proseChanged && (
          <li>
            <span className="change-field">Prose</span>
            <span className="change-values">changed (see the blocks below)</span>
          </li>
        )}
      </ul>
    </details>
  );
}
