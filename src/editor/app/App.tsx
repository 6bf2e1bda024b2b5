/**
 * The industry editor: pick a page (or start a new one), edit its fields in forms generated from the
 * schema and its prose as blocks, see the real page beside them, save. Saving writes only what was
 * edited; every change is kept as a draft in the browser until it is saved.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { bodyOfText, isBlockEdited, serializeBody } from '../core/body.ts';
import { labelOfPath, type JsonSchema } from '../core/form-schema.ts';
import { INDUSTRY_FORM_ORDER, orderedKeys } from '../core/form-order.ts';
import { retireConsequences } from '../core/lifecycle.ts';
import type { ContentStore } from '../core/store.ts';
import { isShown, pathOfFieldId, touch, type Touched } from '../core/shown-issues.ts';
import type { FieldIssue } from '../core/validation.ts';
import { getAt, setAt } from '../core/values.ts';
import { ChangeList } from './ChangeList.tsx';
import { CopyCheck } from './CopyCheck.tsx';
import { BodyEditor } from './body/BodyEditor.tsx';
import { ConflictDialog, DISK_CONFLICT, MergeDialog, NewIndustryDialog, RenameDialog, RetireDialog, type ConflictWords } from './dialogs.tsx';
import { draftNames } from './drafts.ts';
import { SchemaForm } from './form/SchemaForm.tsx';
import type { FormContext } from './form/widgets.tsx';
import type { LiveDraft } from './Preview.tsx';
import type { FieldPath } from '../core/frontmatter.ts';
import { IMAGE_EXTENSIONS } from '../core/store.ts';
import { bodyChanged, slugOf, useEditor } from './use-editor.ts';
import { CONTENT_GROUPS, isYamlPath, textFileAt, TEXT_FILES } from '../../lib/content-files.ts';
import { portfolioFilePath } from '../core/industry-file.ts';
import { PRICING_FILE } from '../../lib/offers.ts';
import { DeleteCaseStudyDialog } from './delete-dialog.tsx';
import { PriceChanges } from './PriceChanges.tsx';
import { checkUpload, uploadFolderFor } from '../../lib/image-upload.ts';

const HEALTH_CHECK_MS = 5_000;

/** The page beside the form, loaded only where it is shown (the live site's editor shows its pull requests there instead). */
const Preview = lazy(() => import('./Preview.tsx').then((module) => ({ default: module.Preview })));
// The Google result and share card: loaded when its panel is first opened.
const SearchShare = lazy(() => import('./SearchShare.tsx').then((module) => ({ default: module.SearchShare })));

/** The id the form gives the input of a field (the form library's `root_a_b_0`). */
function fieldId(path: readonly (string | number)[]): string {
  return ['root', ...path].join('_');
}

/** A problem's field by its labels in the form ("Top of the page (hero) › Headline"). */
function fieldName(schema: JsonSchema, issue: FieldIssue): string {
  return labelOfPath(schema, issue.path);
}

/** The name a page is listed by: its audience name and address ("Lawyers (/lawyers)"), or its file's name while it has none. */
function pageLabel(data: unknown, file: string): string {
  const name = getAt(data, ['name']);
  const slug = getAt(data, ['slug']);
  const title = typeof name === 'string' && name.trim() ? name.trim() : file;
  return typeof slug === 'string' && slug ? `${title} (/${slug})` : title;
}

function focusTarget(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const input = target.matches('input, select, textarea, button, [contenteditable="true"]')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"], button');
  target.scrollIntoView({ block: 'center' });
  (input ?? target).focus({ preventScroll: true });
}

/**
 * The top bar stays at the top of the window. Where the stylesheet says it collapses (a phone), its
 * rows above the page choice scroll away with the page and only that last row stays; whatever
 * stays, the page scrolls a focused field clear of it (scroll-padding), so the bar never hides it.
 */
function useStickyBar(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = bar.current;
    if (!header) return;
    const measure = () => {
      const style = getComputedStyle(header);
      const kept = header.querySelector<HTMLElement>('.topbar-file');
      const hidden = kept && style.getPropertyValue('--topbar-collapses').trim() === '1' ? Math.max(0, kept.offsetTop - parseFloat(style.paddingTop)) : 0;
      header.style.top = `${-hidden}px`;
      document.documentElement.style.scrollPaddingTop = `${header.offsetHeight - hidden + 8}px`;
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    measure();
    return () => observer.disconnect();
  }, [bar]);
}

export interface AppProps {
  store: ContentStore;
  /** Shown beside the form instead of the page preview (the live site: its pull requests), and its name. */
  aside?: ReactNode;
  asideLabel?: string;
  /** More of the top bar (the live site: who is signed in, sign out). */
  topbar?: ReactNode;
  /** How the dialog of a file changed meanwhile speaks of where it changed. */
  conflictWords?: ConflictWords | undefined;
}

export function App({ store, aside, asideLabel = 'Preview', topbar, conflictWords }: AppProps) {
  const editor = useEditor(store);
  const { listing, opened, formSchema, schema, notice, busy, fieldIssues, blockIssues, elsewhere, composed, dirty, valid, isNew } = editor;
  // The files with a draft kept in this browser, marked in the page list (read again as the open file's draft comes and goes).
  const drafts = useMemo(() => draftNames(), [listing, opened?.name, dirty]);
  const [serverDown, setServerDown] = useState(false);
  const [dialog, setDialog] = useState<'new' | 'rename' | 'retire' | 'delete' | null>(null);
  const kind = editor.openKind;
  const textFile = opened?.name ? textFileAt(opened.name) : undefined;
  const hasProse = Boolean(opened) && !isYamlPath(editor.file);
  const [view, setView] = useState<'form' | 'preview'>('form');
  const [searchShareOpen, setSearchShareOpen] = useState(false);
  const topbarRef = useRef<HTMLElement>(null);
  useStickyBar(topbarRef);

  useEffect(() => {
    const timer = setInterval(() => void store.ping().then((up) => setServerDown(!up)), HEALTH_CHECK_MS);
    return () => clearInterval(timer);
  }, [store]);

  useEffect(() => {
    document.title = `${opened ? (textFile?.title ?? opened.name ?? 'New page') : 'Site content'}${dirty ? ' (unsaved)' : ''} · Content editor`;
  }, [opened, dirty, textFile]);

  // What the form shows of its problems: those of the fields touched, all once a save was tried;
  // an existing page shows all from the start (it is not blank), a new one none until it is typed in.
  const generation = opened?.generation ?? 0;
  const [touchedState, setTouchedState] = useState<Touched & { generation: number }>({ generation: -1, all: false, fields: new Set() });
  const touched: Touched = touchedState.generation === generation ? touchedState : { all: !isNew, fields: new Set() };
  const touchedRef = useRef(touched);
  touchedRef.current = touched;
  const onTouch = useCallback(
    (id: string) =>
      setTouchedState((previous) => {
        const from = previous.generation === generation ? previous : { generation, ...touchedRef.current };
        const next = touch(from, pathOfFieldId(id));
        return next === from ? from : { generation, ...next };
      }),
    [generation],
  );
  const { checkFields } = editor;
  const shownCheck = useCallback((data: unknown) => checkFields(data).filter((issue) => isShown(issue.path, touchedRef.current)), [checkFields]);
  // Listed in the form's order (the checks find them in the schema's).
  const shownFieldIssues = useMemo(() => {
    const place = (issue: FieldIssue) => {
      const index = (INDUSTRY_FORM_ORDER as readonly unknown[]).indexOf(issue.path[0]);
      return index < 0 ? INDUSTRY_FORM_ORDER.length : index;
    };
    return fieldIssues.filter((issue) => isShown(issue.path, touched)).sort((a, b) => place(a) - place(b));
  }, [fieldIssues, touched]);
  const shownBlockIssues = useMemo(
    () =>
      touched.all
        ? blockIssues
        : blockIssues.filter((issue) => {
            const block = opened?.body.blocks.find((candidate) => candidate.id === issue.blockId);
            return block !== undefined && isBlockEdited(block);
          }),
    [blockIssues, touched, opened?.body],
  );

  const { save } = editor;
  const trySave = useCallback(() => {
    if (!valid) {
      // Every problem shows, then the list of them takes the focus.
      flushSync(() => setTouchedState({ generation, all: true, fields: touchedRef.current.fields }));
      focusTarget('problems');
      return;
    }
    void save();
  }, [valid, save, generation]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        trySave();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [trySave]);

  const { file: openFile, checkPicture, refreshListing } = editor;
  const context: FormContext = useMemo(
    () => ({
      assets: listing?.assets ?? [],
      assetUrl: store.assetUrl,
      file: openFile || undefined,
      // A picture is checked in the browser first (its type, size and pixels, then the field's rules), and again by the store.
      upload: async (path: readonly (string | number)[], picture: File) => {
        const check = checkUpload(new Uint8Array(await picture.arrayBuffer()), picture.name);
        if (!check.ok) throw new Error(check.message);
        const folder = uploadFolderFor(openFile, path);
        const rule = checkPicture(path, `src/assets/${folder}/${picture.name}`, check.size);
        if (rule) throw new Error(rule);
        const uploaded = await store.upload(folder, picture);
        await refreshListing();
        return uploaded.path;
      },
    }),
    [listing?.assets, store, openFile, checkPicture, refreshListing],
  );

  // The live preview: the draft's fields and prose (written out only when the preview asks, a
  // moment after an edit), and the field that has the focus.
  const [focusedField, setFocusedField] = useState<LiveDraft['focused']>(null);
  const pickedOnPage = useRef(false);
  const draftData = opened?.data;
  const draftBody = opened?.body;
  const hasDraftProse = hasProse;
  const draftProse = useMemo(() => () => (hasDraftProse && draftBody ? serializeBody(draftBody) : null), [hasDraftProse, draftBody]);
  const onPick = useCallback((path: FieldPath) => {
    // On a narrow screen the form and the page take turns: the form shows first, then takes the focus.
    flushSync(() => setView('form'));
    // The field itself, or the nearest around it the form shows (an entry of a list, its section).
    for (let length = path.length; length > 0; length--) {
      const id = fieldId(path.slice(0, length));
      if (!document.getElementById(id)) continue;
      pickedOnPage.current = true;
      focusTarget(id);
      return;
    }
  }, []);
  const isPicture = useCallback(
    (path: FieldPath) => {
      const value = getAt(draftData, path);
      return (typeof value === 'string' && IMAGE_EXTENSIONS.test(value)) || /alt$/i.test(String(path.at(-1) ?? ''));
    },
    [draftData],
  );
  const renderDraft = store.previewDraft;
  const live: LiveDraft | undefined =
    renderDraft && opened && kind !== 'case-study'
      ? { render: renderDraft, file: editor.file, prose: draftProse, valid, data: draftData, focused: focusedField, onPick, isPicture }
      : undefined;

  const savedSlug = opened && !isNew ? slugOf(opened.document.data) : '';
  /** Where a visitor reads the open file: its page, a case study's /case/{slug}, a site text's page. */
  const previewPath = !opened || isNew ? '' : kind === 'case-study' ? (savedSlug ? `/case/${savedSlug}` : '') : kind === 'text' ? (textFile?.page ?? '') : undefined;
  /** The files of each group of the navigation, in the order a visitor meets them. */
  const groups = useMemo(() => {
    const existing = new Set((listing?.texts ?? []).map((entry) => entry.name));
    return CONTENT_GROUPS.map((group) => {
      const options: Array<{ value: string; label: string }> = TEXT_FILES.filter((file) => file.group === group && existing.has(file.path)).map((file) => ({ value: file.path, label: file.title }));
      if (group === 'Industries') {
        for (const file of listing?.files ?? []) {
          options.unshift({ value: file.name, label: pageLabel(file.data, file.name) });
        }
      }
      if (group === 'Case studies') {
        const studies = (listing?.portfolio ?? []).map((entry) => ({ value: portfolioFilePath(entry.name), label: `${entry.name.replace(/\.(yaml|mdx)$/, '')}${entry.name.endsWith('.mdx') ? ' (with its story)' : ''}` }));
        options.unshift(...studies);
      }
      return { group, options };
    }).filter((group) => group.options.length);
  }, [listing]);
  const problems = useMemo(
    () => [
      ...shownFieldIssues.map((issue) => `${fieldName(formSchema, issue)}: ${issue.message}`),
      ...shownBlockIssues.map((issue) => `Prose: ${issue.message}`),
      ...elsewhere,
      ...(composed?.error ? [composed.error] : []),
    ],
    [shownFieldIssues, shownBlockIssues, elsewhere, composed, formSchema],
  );

  const consequences = useMemo(() => {
    if (!opened?.name || dialog !== 'retire') return [];
    const output = schema.safeParse(opened.document.data);
    return output.success ? retireConsequences(output.data, opened.name) : [];
  }, [opened, dialog, schema]);

  /** The other pages, by file and name: where a retired page's case studies and addresses can go. */
  const others = useMemo(
    () =>
      (listing?.files ?? [])
        .filter((file) => file.name !== opened?.name)
        .map((file) => {
          const name = getAt(file.data, ['name']);
          return { name: file.name, label: typeof name === 'string' && name ? `${name} (${file.name})` : file.name };
        }),
    [listing, opened?.name],
  );

  // The form and its outline in the page's order, the hero first.
  const sections = (kind === 'industry' ? orderedKeys(Object.keys(formSchema.properties ?? {})) : Object.keys(formSchema.properties ?? {})).map((key) => [key, formSchema.properties![key]!] as const);
  const status = busy ?? (isNew ? 'New page, not saved yet' : dirty ? (valid ? 'Unsaved changes' : `Unsaved changes, ${problems.length} to fix`) : 'All changes saved');

  return (
    <div className="app">
      <a className="skip-link" href="#editor-pane">
        Skip to the form
      </a>
      <header className="topbar" ref={topbarRef}>
        <h1 className="topbar-title">Site content</h1>
        <div className="topbar-file">
          <label htmlFor="file-choice">Page</label>
          <select
            id="file-choice"
            className="input"
            value={opened?.name ?? ''}
            onChange={(event) => event.target.value && void editor.open(event.target.value)}
            disabled={!listing}
          >
            {isNew && <option value="">{kind === 'case-study' ? 'New case study (not saved)' : 'New page (not saved)'}</option>}
            {groups.map(({ group, options }) => (
              <optgroup key={group} label={group}>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                    {drafts.has(option.value) ? ' – unsaved draft' : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="topbar-actions">
          {kind === 'case-study' ? (
            <>
              <button type="button" className="button" onClick={() => void editor.startCaseStudy(null)} disabled={!listing}>
                New case study
              </button>
              {!isNew && opened?.name && (
                <>
                  <button type="button" className="button" onClick={() => void editor.startCaseStudy(opened.name)}>
                    Duplicate
                  </button>
                  <button type="button" className="button button-danger-outline" onClick={() => setDialog('delete')}>
                    Delete…
                  </button>
                </>
              )}
              {isNew && (
                <button type="button" className="button" onClick={editor.discardNew}>
                  Discard new case study
                </button>
              )}
            </>
          ) : kind === 'text' ? null : (
          <>
          <button type="button" className="button" onClick={() => setDialog('new')} disabled={!listing}>
            New…
          </button>
          {isNew ? (
            <button type="button" className="button" onClick={editor.discardNew}>
              Discard new page
            </button>
          ) : (
            <>
              <button type="button" className="button" onClick={() => setDialog('rename')} disabled={!opened}>
                Rename…
              </button>
              <button type="button" className="button button-danger-outline" onClick={() => setDialog('retire')} disabled={!opened}>
                Retire…
              </button>
            </>
          )}
          </>
          )}
        </div>
        <p className="topbar-status" role="status" aria-live="polite">
          {status}
        </p>
        <button type="button" className="button button-primary" onClick={trySave} disabled={!opened || Boolean(busy)} aria-keyshortcuts="Control+S">
          {isNew ? (kind === 'case-study' ? 'Create case study' : 'Create page') : 'Save'}
        </button>
        {topbar}
      </header>

      <main className="workspace-main">
        {serverDown && (
          <div className="banner banner-error" role="alert">
            {store.unreachableMessage}
          </div>
        )}
        {notice && (
          <div className={`banner banner-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
            <span>{notice.text}</span>
            {notice.action && (
              <button type="button" className="button button-small" onClick={notice.action.run}>
                {notice.action.label}
              </button>
            )}
            <button type="button" className="icon-button" aria-label="Dismiss the message" onClick={() => editor.setNotice(null)}>
              ×
            </button>
          </div>
        )}

        <div className="view-toggle segmented" role="group" aria-label="Show">
          <button type="button" aria-pressed={view === 'form'} onClick={() => setView('form')}>
            Form
          </button>
          <button type="button" aria-pressed={view === 'preview'} onClick={() => setView('preview')}>
            {asideLabel}
          </button>
        </div>
        <div className="workspace" data-view={view}>
        <div
          className="editor-pane"
          id="editor-pane"
          tabIndex={-1}
          onFocus={(event) => {
            const id = (event.target as HTMLElement).id;
            if (id.startsWith('root_')) setFocusedField({ path: pathOfFieldId(id), fromPage: pickedOnPage.current });
            pickedOnPage.current = false;
          }}
        >
          {!opened && <p className="loading">{listing ? 'Opening…' : 'Loading the industry files…'}</p>}
          {opened && (
            <>
              {problems.length > 0 && (
                <div className="error-summary" id="problems" tabIndex={-1} role="group" aria-labelledby="problems-title">
                  <h2 id="problems-title">{problems.length === 1 ? '1 problem to fix before saving' : `${problems.length} problems to fix before saving`}</h2>
                  <ul>
                    {shownFieldIssues.map((issue, i) => (
                      <li key={`f${i}`}>
                        <a
                          href={`#${fieldId(issue.path)}`}
                          onClick={(event) => {
                            event.preventDefault();
                            focusTarget(fieldId(issue.path));
                          }}
                        >
                          {fieldName(formSchema, issue)}
                        </a>
                        : {issue.message}
                      </li>
                    ))}
                    {shownBlockIssues.map((issue, i) => (
                      <li key={`b${i}`}>
                        <a
                          href={`#${issue.blockId}-heading`}
                          onClick={(event) => {
                            event.preventDefault();
                            focusTarget(issue.field ? `${issue.blockId}_${issue.field}` : `${issue.blockId}-heading`);
                          }}
                        >
                          Prose
                        </a>
                        : {issue.message}
                      </li>
                    ))}
                    {elsewhere.map((message, i) => (
                      <li key={`e${i}`}>{message}</li>
                    ))}
                    {composed?.error && <li>{composed.error}</li>}
                  </ul>
                </div>
              )}
              {isNew && opened.copyOf && (
                <CopyCheck key={opened.generation} formSchema={formSchema} source={opened.copyOf} data={opened.data} onGoTo={(path) => focusTarget(fieldId(path))} />
              )}
              {!isNew && (
                <ChangeList
                  formSchema={formSchema}
                  before={opened.document.data}
                  after={opened.data}
                  proseBefore={opened.document.parts.body}
                  proseAfter={bodyChanged(opened.document.body, opened.body) ? serializeBody(opened.body) : null}
                  onUndo={(path, value) => editor.setData(setAt(opened.data, path, value))}
                  onUndoProse={(text) => editor.setBody(bodyOfText(text, opened.document.body, opened.body))}
                />
              )}
              {store.pageLooks && kind !== 'case-study' && (
                <details className="search-share-panel" onToggle={(event) => setSearchShareOpen(event.currentTarget.open)}>
                  <summary>
                    <h2 className="summary-heading">How it looks in Google and when shared</h2>
                  </summary>
                  {searchShareOpen && (
                    <Suspense fallback={<p>Loading…</p>}>
                      <SearchShare look={store.pageLooks} file={editor.file} data={draftData} />
                    </Suspense>
                  )}
                </details>
              )}
              <nav className="section-nav" aria-label="Fields">
                <ul>
                  {sections.map(([key, property]) => (
                    <li key={key}>
                      <a href={`#section-${key}`}>{property.title ?? key}</a>
                    </li>
                  ))}
                  {hasProse && (
                    <li>
                      <a href="#section-body">Prose</a>
                    </li>
                  )}
                </ul>
              </nav>
              {opened.name === PRICING_FILE && <PriceChanges before={opened.document.data} after={opened.data} />}
              <SchemaForm
                key={`form-${opened.generation}`}
                idPrefix="root"
                schema={formSchema}
                data={opened.data}
                check={shownCheck}
                checkKey={`${opened.generation}:${listing?.files.map((file) => file.version).join()}:${touched.all}:${touched.fields.size}`}
                onChange={editor.setData}
                onTouch={onTouch}
                order={kind === 'industry' ? INDUSTRY_FORM_ORDER : undefined}
                context={context}
                list={textFile?.kind === 'list'}
              />
              {hasProse && <BodyEditor body={opened.body} issues={shownBlockIssues} generation={opened.generation} onChange={editor.setBody} context={context} />}
            </>
          )}
        </div>
        {aside ?? (
          <Suspense fallback={<section className="preview" aria-label="Preview" />}>
            <Preview slug={savedSlug} path={previewPath} savedCount={editor.savedCount} problems={problems} previewUrl={store.previewUrl} live={live} />
          </Suspense>
        )}
        </div>
      </main>

      {listing && (
        <NewIndustryDialog
          open={dialog === 'new'}
          files={listing.files}
          current={opened?.name ?? null}
          onClose={() => setDialog(null)}
          onCreate={(copyOf) => {
            setDialog(null);
            void editor.startNew({ copyOf });
          }}
        />
      )}
      {opened && !isNew && (
        <>
          <RenameDialog
            open={dialog === 'rename'}
            currentSlug={slugOf(opened.data)}
            plan={editor.planRenameTo}
            formSchema={formSchema}
            onClose={() => setDialog(null)}
            onRename={(change, slug) => {
              setDialog(null);
              void editor.applyChange(change, 'Renaming…', `Renamed: the page is now /${slug}, and /${slugOf(opened.data)} redirects to it. `);
            }}
          />
          <RetireDialog
            open={dialog === 'retire'}
            name={opened.name ?? ''}
            consequences={consequences}
            others={others}
            plan={editor.planRetireWith}
            formSchema={formSchema}
            loadTarget={editor.loadTarget}
            onClose={() => setDialog(null)}
            onRetire={(change) => {
              setDialog(null);
              void editor.applyChange(change, 'Retiring…');
            }}
          />
        </>
      )}
      {opened && kind === 'case-study' && !isNew && (
        <DeleteCaseStudyDialog
          open={dialog === 'delete'}
          name={opened.name ?? ''}
          plan={editor.planDeleteCaseStudy}
          onClose={() => setDialog(null)}
          onDelete={(change) => {
            setDialog(null);
            void editor.applyChange(change, 'Deleting…');
          }}
        />
      )}
      <ConflictDialog message={editor.conflict} words={conflictWords} onReload={() => void editor.reloadFromDisk()} onClose={() => editor.setConflict(null)} />
      <MergeDialog
        conflicts={editor.pendingMerge?.conflicts ?? null}
        theirsWords={(conflictWords ?? DISK_CONFLICT).meanwhile}
        onMerge={(choices) => void editor.pendingMerge?.resolve(choices)}
        onClose={() => editor.setPendingMerge(null)}
      />
    </div>
  );
}
