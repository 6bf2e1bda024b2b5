/**
 * The editor's dialogs, on the browser's modal <dialog> (focus moves in and back, Escape closes):
 * a new industry (template or copy), rename (new slug, old address kept as an alias), retire (what
 * disappears, listed first) and a file changed on disk while it was being edited.
 */
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import type { Disappearance } from '../core/lifecycle.ts';
import type { IndustryFileEntry } from '../core/store.ts';

function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}

export function NewIndustryDialog({
  open,
  files,
  current,
  onClose,
  onCreate,
}: {
  open: boolean;
  files: readonly IndustryFileEntry[];
  /** The file open now: the one offered to copy. */
  current: string | null;
  onClose: () => void;
  onCreate: (copyOf: string | null) => void;
}) {
  const [from, setFrom] = useState<'template' | 'copy'>('copy');
  const [copyOf, setCopyOf] = useState(current ?? files[0]?.name ?? '');
  useEffect(() => {
    if (open) setCopyOf(current ?? files[0]?.name ?? '');
  }, [open, current, files]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCreate(from === 'copy' ? copyOf : null);
  };
  return (
    <Modal open={open} title="New industry page" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <fieldset>
          <legend>Start from</legend>
          <label className="radio">
            <input type="radio" name="from" value="copy" checked={from === 'copy'} onChange={() => setFrom('copy')} />
            <span>A copy of an existing page (its slug, aliases, titles and descriptions are cleared for you to write)</span>
          </label>
          <label className="field-label" htmlFor="copy-of">
            Page to copy
          </label>
          <select id="copy-of" className="input" value={copyOf} disabled={from !== 'copy'} onChange={(event) => setCopyOf(event.target.value)}>
            {files.map((file) => (
              <option key={file.name} value={file.name}>
                {file.name}
              </option>
            ))}
          </select>
          <label className="radio">
            <input type="radio" name="from" value="template" checked={from === 'template'} onChange={() => setFrom('template')} />
            <span>The empty template (every field to fill in)</span>
          </label>
        </fieldset>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Start the new page
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function RenameDialog({
  open,
  currentSlug,
  checkSlug,
  onClose,
  onRename,
}: {
  open: boolean;
  currentSlug: string;
  /** The slug's problems (the schema and the checks across files), empty when it can be used. */
  checkSlug: (slug: string) => string[];
  onClose: () => void;
  onRename: (slug: string) => void;
}) {
  const [slug, setSlug] = useState(currentSlug);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setSlug(currentSlug);
      setTried(false);
    }
  }, [open, currentSlug]);
  const problems = useMemo(() => (slug === currentSlug ? ['Type the new slug.'] : checkSlug(slug)), [slug, currentSlug, checkSlug]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (problems.length === 0) onRename(slug);
  };
  return (
    <Modal open={open} title="Rename the page" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form" noValidate>
        <p>
          The page moves to its new address. Its old address, <code>/{currentSlug}</code>, is kept as an alias that redirects there, so links and
          bookmarks still arrive. Unsaved edits are saved with it.
        </p>
        <label className="field-label" htmlFor="new-slug">
          New slug
        </label>
        <input
          id="new-slug"
          className="input"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          aria-invalid={tried && problems.length > 0 ? true : undefined}
          aria-describedby="new-slug-help new-slug-errors"
          spellCheck={false}
        />
        <p id="new-slug-help" className="field-help">
          The page will be at <code>/{slug}</code>.
        </p>
        <ul id="new-slug-errors" className="field-errors" aria-live="polite">
          {tried && problems.map((problem, i) => <li key={i}>{problem}</li>)}
        </ul>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Rename
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function RetireDialog({
  open,
  name,
  consequences,
  onClose,
  onRetire,
}: {
  open: boolean;
  name: string;
  consequences: readonly Disappearance[];
  onClose: () => void;
  onRetire: () => void;
}) {
  return (
    <Modal open={open} title={`Retire ${name}?`} onClose={onClose}>
      <p>
        Deleting <code>{name}</code> removes at the next build:
      </p>
      <ul className="consequences">
        {consequences.map((item, i) => (
          <li key={i}>
            {item.what}: <code>{item.where}</code>
          </li>
        ))}
      </ul>
      <p className="field-help">
        If people may still follow links to it, add its address to the aliases of the closest remaining page first: visitors then land there instead
        of on “Page not found”.
      </p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          Keep the page
        </button>
        <button type="button" className="button button-danger" onClick={onRetire}>
          Delete {name}
        </button>
      </div>
    </Modal>
  );
}

export interface ConflictWords {
  title: string;
  reload: string;
}

/** The dev server's words: the file is on this computer's disk. */
export const DISK_CONFLICT: ConflictWords = { title: 'The file changed on disk', reload: 'Reload from disk' };

export function ConflictDialog({
  message,
  onReload,
  onClose,
  words = DISK_CONFLICT,
}: {
  message: string | null;
  onReload: () => void;
  onClose: () => void;
  words?: ConflictWords | undefined;
}) {
  return (
    <Modal open={message !== null} title={words.title} onClose={onClose}>
      <p>{message}</p>
      <p className="field-help">Reloading shows the file as it is now; your edits are dropped. Keep editing to copy them somewhere first.</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Keep editing
        </button>
        <button type="button" className="button button-primary" onClick={onReload}>
          {words.reload}
        </button>
      </div>
    </Modal>
  );
}
