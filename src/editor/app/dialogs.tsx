/**
 * The editor's dialogs, on the browser's modal <dialog> (focus moves in and back, Escape closes):
 * a new industry (template or copy), rename (new slug, old address kept as an alias, case studies
 * following the file), retire (what disappears, the case studies to move, the page that keeps its
 * addresses) and a file changed on disk while it was being edited. Rename and retire show what the
 * whole-site check says of the change before anything is written.
 */
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import type { Disappearance, Plan, RenamePlan, RetirePlan, TargetFile } from '../core/lifecycle.ts';
import type { ContentChange, IndustryFileEntry } from '../core/store.ts';
import { getAt } from '../core/values.ts';
import { labelOfPath, type JsonSchema } from '../core/form-schema.ts';
import { valueText } from '../core/change-summary.ts';

export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
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
            <span>A copy of an existing page (its address, other addresses, page title and description and guide title and description are cleared for you to write)</span>
          </label>
          <label className="field-label" htmlFor="copy-of">
            Page to copy
          </label>
          <select id="copy-of" className="input" value={copyOf} disabled={from !== 'copy'} onChange={(event) => setCopyOf(event.target.value)}>
            {files.map((file) => (
              <option key={file.name} value={file.name}>
                {typeof getAt(file.data, ['name']) === 'string' ? String(getAt(file.data, ['name'])) : file.name}
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

/** A problem of a plan as the dialog lists it: the field named by its label in the form, unless it is the one the dialog asks for. */
function planProblems(plan: Plan, own: string, formSchema: JsonSchema): string[] {
  return [
    ...plan.problems,
    ...plan.check.fields.map((issue) => (issue.path[0] === own || issue.path.length === 0 ? issue.message : `${labelOfPath(formSchema, issue.path)}: ${issue.message}`)),
    ...plan.check.body.map((issue) => `Prose: ${issue.message}`),
    ...plan.check.elsewhere,
  ];
}

export function RenameDialog({
  open,
  currentSlug,
  plan,
  formSchema,
  onClose,
  onRename,
}: {
  open: boolean;
  currentSlug: string;
  /** The page's form: a problem of another field is named as the form labels it. */
  formSchema: JsonSchema;
  /** The rename to a slug as it would be written, with what the checks say of it. */
  plan: (slug: string) => RenamePlan | null;
  onClose: () => void;
  onRename: (change: ContentChange, slug: string) => void;
}) {
  const [slug, setSlug] = useState(currentSlug);
  const [tried, setTried] = useState(false);
  const [moveAlias, setMoveAlias] = useState(false);
  useEffect(() => {
    if (open) {
      setSlug(currentSlug);
      setTried(false);
      setMoveAlias(false);
    }
  }, [open, currentSlug]);
  useEffect(() => setMoveAlias(false), [slug]);
  const result = useMemo(() => (open && slug !== currentSlug ? plan(slug) : null), [open, slug, currentSlug, plan]);
  const problems = useMemo(() => {
    if (slug === currentSlug) return ['Type the new slug.'];
    if (!result) return ['The page cannot be renamed now.'];
    const list = planProblems(result, 'slug', formSchema);
    if (result.movedAlias && !moveAlias) {
      list.unshift(`${result.movedAlias} is one of this page's own aliases: tick the box below to make it the page's address (and /${currentSlug} an alias), or choose another slug.`);
    }
    return list;
  }, [slug, currentSlug, result, moveAlias, formSchema]);
  const invalid = problems.length > 0;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!invalid && result?.change) onRename(result.change, slug);
  };
  const shown = tried || (slug !== currentSlug && slug.length > 0);
  return (
    <Modal open={open} title="Rename the page" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form" noValidate>
        <p>
          The page moves to its new address and its file takes the new name. Its old address, <code>/{currentSlug}</code>, is kept as an alias that redirects
          there, so links and bookmarks still arrive; case studies that name the page follow it. Unsaved edits are saved with it.
        </p>
        <label className="field-label" htmlFor="new-slug">
          New slug
        </label>
        <input
          id="new-slug"
          className="input"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          aria-invalid={shown && invalid ? true : undefined}
          aria-describedby="new-slug-help new-slug-errors"
          spellCheck={false}
        />
        <p id="new-slug-help" className="field-help">
          The page will be at <code>/{slug}</code>
          {result ? (
            <>
              , in the file <code>{result.newName}</code>
              {result.caseStudies.length > 0 && (
                <>
                  ; {result.caseStudies.length === 1 ? 'the case study' : 'the case studies'} <code>{result.caseStudies.join(', ')}</code> will name it
                </>
              )}
            </>
          ) : null}
          .
        </p>
        <ul id="new-slug-errors" className="field-errors" aria-live="polite">
          {shown && problems.map((problem, i) => <li key={i}>{problem}</li>)}
        </ul>
        {result?.movedAlias && (
          <label className="checkbox">
            <input type="checkbox" checked={moveAlias} onChange={(event) => setMoveAlias(event.target.checked)} />
            <span>
              Move <code>{result.movedAlias}</code> from the aliases to the page&rsquo;s address
            </span>
          </label>
        )}
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
  others,
  plan,
  formSchema,
  loadTarget,
  onClose,
  onRetire,
}: {
  open: boolean;
  name: string;
  consequences: readonly Disappearance[];
  /** The other industry files, by file name and page name: where case studies and addresses can go. */
  others: ReadonlyArray<{ name: string; label: string }>;
  plan: (movesTo: Readonly<Record<string, string>>, target: TargetFile | null) => RetirePlan | null;
  formSchema: JsonSchema;
  loadTarget: (name: string) => Promise<TargetFile>;
  onClose: () => void;
  onRetire: (change: ContentChange) => void;
}) {
  const [movesTo, setMovesTo] = useState<Record<string, string>>({});
  const [keepAt, setKeepAt] = useState('');
  const [target, setTarget] = useState<TargetFile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setMovesTo({});
      setKeepAt('');
      setTarget(null);
      setTried(false);
      setLoadError(null);
    }
  }, [open]);
  useEffect(() => {
    setTarget(null);
    setLoadError(null);
    if (!keepAt) return;
    let current = true;
    loadTarget(keepAt).then(
      (file) => current && setTarget(file),
      (error: Error) => current && setLoadError(error.message),
    );
    return () => {
      current = false;
    };
  }, [keepAt, loadTarget]);
  const result = useMemo(() => (open ? plan(movesTo, target) : null), [open, plan, movesTo, target]);
  const waiting = Boolean(keepAt) && !target && !loadError;
  const problems = useMemo(() => {
    const list = result ? planProblems(result, 'vanityAliases', formSchema) : ['The page cannot be retired now.'];
    if (loadError) list.push(loadError);
    return list;
  }, [result, loadError, formSchema]);
  const studies = result?.caseStudies ?? [];
  const retire = () => {
    setTried(true);
    if (!waiting && problems.length === 0 && result?.change) onRetire(result.change);
  };
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
      {studies.length > 0 && (
        <fieldset className="retire-studies">
          <legend>
            {studies.length === 1 ? 'One case study names this page' : `${studies.length} case studies name this page`}: choose the industry each moves to
          </legend>
          {studies.map((study) => (
            <div key={study.name} className="retire-study">
              <label className="field-label" htmlFor={`moves-${study.name}`}>
                {study.title} <span className="optional">({study.name})</span>
              </label>
              <select
                id={`moves-${study.name}`}
                className="input"
                value={movesTo[study.name] ?? ''}
                aria-invalid={tried && !study.movesTo ? true : undefined}
                onChange={(event) => setMovesTo((current) => ({ ...current, [study.name]: event.target.value }))}
              >
                <option value="">Choose an industry…</option>
                {others.map((other) => (
                  <option key={other.name} value={other.name}>
                    {other.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      )}
      <label className="field-label" htmlFor="keep-addresses">
        Keep its addresses
      </label>
      <select id="keep-addresses" className="input" value={keepAt} aria-describedby="keep-addresses-help" onChange={(event) => setKeepAt(event.target.value)}>
        <option value="">No: they answer “Page not found”</option>
        {others.map((other) => (
          <option key={other.name} value={other.name}>
            Lead them to {other.label}
          </option>
        ))}
      </select>
      <p id="keep-addresses-help" className="field-help">
        If people may still follow links to it, choose the closest remaining page: its address and aliases become aliases of that page, in the same change, and
        visitors land there instead of on “Page not found”.
        {result && result.keptAddresses.length > 0 && (
          <>
            {' '}
            Kept: <code>{result.keptAddresses.join(', ')}</code>.
          </>
        )}
      </p>
      <ul className="field-errors" aria-live="polite">
        {(tried || studies.every((study) => study.movesTo)) && problems.map((problem, i) => <li key={i}>{problem}</li>)}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          Keep the page
        </button>
        <button type="button" className="button button-danger" onClick={retire} disabled={waiting}>
          Delete {name}
        </button>
      </div>
    </Modal>
  );
}

export interface ConflictWords {
  title: string;
  reload: string;
  /** How the merge dialog says the file was changed meanwhile ("changed on disk meanwhile"). */
  meanwhile?: string;
}

/** The dev server's words: the file is on this computer's disk. */
export const DISK_CONFLICT: ConflictWords = { title: 'The file changed on disk', reload: 'Reload from disk', meanwhile: 'changed on disk meanwhile' };

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

/** A field of a merge both sides changed differently, as the dialog lists it. */
export interface MergeChoice {
  id: string;
  label: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/**
 * The file was saved meanwhile and some fields were changed there too, differently: only those are
 * listed (everything else is merged already), each with its value before, the editor's, and the
 * one saved meanwhile; the editor picks per field, then the merge is saved.
 */
export function MergeDialog({
  conflicts,
  theirsWords = 'saved meanwhile',
  onMerge,
  onClose,
}: {
  conflicts: readonly MergeChoice[] | null;
  /** Where the other change was made, after "Theirs, …". */
  theirsWords?: string | undefined;
  onMerge: (choices: Record<string, 'mine' | 'theirs'>) => void;
  onClose: () => void;
}) {
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  useEffect(() => setChoices({}), [conflicts]);
  const name = useId();
  const list = conflicts ?? [];
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onMerge(Object.fromEntries(list.map((conflict) => [conflict.id, choices[conflict.id] ?? 'mine'])));
  };
  const field = list.length === 1 ? 'One field was' : `${list.length} fields were`;
  return (
    <Modal open={conflicts !== null} title="Someone else changed the same fields" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <p>
          This file was {theirsWords}. Everything else is merged: their changes kept, yours added. {field} changed on both sides: choose
          which to keep.
        </p>
        {list.map((conflict, i) => (
          <fieldset key={conflict.id}>
            <legend>{conflict.label}</legend>
            <p className="field-help">Before: {valueText(conflict.base)}</p>
            <label className="radio">
              <input type="radio" name={`${name}-${i}`} checked={(choices[conflict.id] ?? 'mine') === 'mine'} onChange={() => setChoices({ ...choices, [conflict.id]: 'mine' })} />
              <span>Yours: {valueText(conflict.mine)}</span>
            </label>
            <label className="radio">
              <input type="radio" name={`${name}-${i}`} checked={choices[conflict.id] === 'theirs'} onChange={() => setChoices({ ...choices, [conflict.id]: 'theirs' })} />
              <span>
                Theirs, {theirsWords}: {valueText(conflict.theirs)}
              </span>
            </label>
          </fieldset>
        ))}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            Not now (keep my draft)
          </button>
          <button type="submit" className="button button-primary">
            Save the merge
          </button>
        </div>
      </form>
    </Modal>
  );
}
