/**
 * Deleting a case study: its file goes, with its card and its page /case/{slug}. Refused while
 * another page links to that page (the whole-site check says which): those pages are named, to
 * change first.
 */
import { useMemo } from 'react';
import type { ContentChange } from '../core/store.ts';
import { Modal } from './dialogs.tsx';

export function DeleteCaseStudyDialog({
  open,
  name,
  plan,
  onClose,
  onDelete,
}: {
  open: boolean;
  /** The case study's project path. */
  name: string;
  plan: () => { change: ContentChange | null; linkedFrom: string[] } | null;
  onClose: () => void;
  onDelete: (change: ContentChange) => void;
}) {
  const planned = useMemo(() => (open ? plan() : null), [open, plan]);
  const file = name.slice(name.lastIndexOf('/') + 1);
  return (
    <Modal open={open} title={`Delete the case study ${file}`} onClose={onClose}>
      {planned && planned.linkedFrom.length > 0 ? (
        <div className="dialog-form">
          <p role="alert">
            {file} cannot be deleted: {planned.linkedFrom.length === 1 ? 'this page links' : 'these pages link'} to its page. Change or remove the
            link there first.
          </p>
          <ul className="linked-from">
            {planned.linkedFrom.map((path) => (
              <li key={path}>{path}</li>
            ))}
          </ul>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <div className="dialog-form">
          <p>
            Its card on /case-studies and its page go with the file. No other page links to it.
          </p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              Keep it
            </button>
            <button type="button" className="button button-danger" disabled={!planned?.change} onClick={() => planned?.change && onDelete(planned.change)}>
              Delete
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
