/**
 * The editor's state: the file list, the open file (as read, and as edited: its fields and body
 * blocks), the checks of the edits, the file text a save would write, the draft kept in the
 * browser, and the store calls (open, save, new, rename, retire).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { blockAtOffset, bodyIssues, isBlockEdited, serializeBody, type BlockIssue, type BodyModel } from '../core/body.ts';
import { composeIndustryFile, openIndustryFile, type IndustryDocument } from '../core/document.ts';
import { emptyValueOf, formSchemaOf, labelOfPath } from '../core/form-schema.ts';
import { printFrontmatter } from '../core/frontmatter.ts';
import { contentFileOf, industryFilePath, pathOfName, PORTFOLIO_FOLDER, portfolioFilePath } from '../core/industry-file.ts';
import { isYamlPath, textFileAt } from '../../lib/content-files.ts';
import { copySource, fileNameForSlug, planRename, planRetire, templateSource, type TargetFile } from '../core/lifecycle.ts';
import { StoreError, type ChangeResult, type ContentChange, type ContentStore, type StoreListing } from '../core/store.ts';
import { checkEdit, editorIndustrySchema, editorSchemaFor, imagePathForFile, siteOf, type Edit, type EditCheck, type FieldIssue } from '../core/validation.ts';
import { deepEqual, getAt, setAt } from '../core/values.ts';
import type { FileMerge, MergeConflict, MergeSide } from '../core/merge.ts';
import { listFields } from '../core/change-summary.ts';
import type { ImageSize } from '../../lib/image-size.ts';
import { mdxReaderReady } from '../../lib/mdx-tree.ts';
import { clearDraft, readDraft, writeDraft, type Draft } from './drafts.ts';

export interface OpenFile {
  /** The file's name: an industry file's (`lawyers.mdx`), any other file's project path; null for a new file not saved yet. */
  name: string | null;
  /** What a new file not saved yet becomes: an industry page, or a case study (`.yaml` or `.mdx`). */
  creating?: { kind: 'industry' } | { kind: 'case-study'; extension: '.yaml' | '.mdx' } | undefined;
  version: string | null;
  document: IndustryDocument;
  data: unknown;
  body: BodyModel;
  /** Bumped whenever a file is (re)opened: the forms start over. */
  generation: number;
  /** A new page made as a copy: the page it copies (its name, and its fields as saved), to list what still says the same. */
  copyOf?: { name: string; data: unknown };
}

export interface Notice {
  tone: 'info' | 'success' | 'error';
  text: string;
  /** An action offered with the notice. */
  action?: { label: string; run: () => void };
}

const DRAFT_DELAY_MS = 400;
/** How many saves made meanwhile a save merges with before it gives up (each merge is saved against the version it merged). */
const MERGE_ATTEMPTS = 3;

/** A save that met a save made meanwhile and changed some of the same fields differently: the editor chooses, field by field. */
export interface PendingMerge {
  name: string;
  conflicts: Array<MergeConflict & { label: string }>;
  /** Saves the merge with each conflict decided. */
  resolve(choices: Readonly<Record<string, 'mine' | 'theirs'>>): Promise<void>;
}


let generation = 0;

/** The project path a file is opened under when it is not an industry file (its format follows from it). */
function documentPath(name: string | null, creating?: OpenFile['creating']): string | undefined {
  if (name === null) return creating?.kind === 'case-study' ? portfolioFilePath(`new${creating.extension}`) : undefined;
  return contentFileOf(name) ? name : undefined;
}

function openFileOf(name: string | null, version: string | null, source: string, edits?: Pick<Draft, 'data' | 'body'>, creating?: OpenFile['creating']): OpenFile {
  const document = openIndustryFile(source, documentPath(name, creating));
  generation += 1;
  return { name, version, document, data: edits?.data ?? document.data, body: edits?.body ?? document.body, generation, creating };
}

/** What kind of file a name is: an industry page, a case study, or one of the site's other texts. */
export function kindOfName(name: string | null, creating?: OpenFile['creating']): 'industry' | 'case-study' | 'text' {
  if (name === null) return creating?.kind === 'case-study' ? 'case-study' : 'industry';
  const file = contentFileOf(name);
  return file?.kind === 'portfolio' ? 'case-study' : file?.kind === 'text' ? 'text' : 'industry';
}

/** Whether the blocks differ from those read: an edited, added, removed or moved block. */
export function bodyChanged(read: BodyModel, now: BodyModel): boolean {
  return (
    read.blocks.length !== now.blocks.length ||
    now.blocks.some((block, i) => block.id !== read.blocks[i]!.id || block.gap !== read.blocks[i]!.gap || isBlockEdited(block))
  );
}

/** A page as the editor names it to a person: its audience name ("Lawyers"), or its file's name while it has none. */
function pageName(data: unknown, file: string): string {
  const name = getAt(data, ['name']);
  return typeof name === 'string' && name.trim() ? name.trim() : file;
}

/** The slug a file's data names (for its preview and its file name), or ''. */
export function slugOf(data: unknown): string {
  const slug = getAt(data, ['slug']);
  return typeof slug === 'string' ? slug : '';
}

export function useEditor(store: ContentStore) {
  const [listing, setListing] = useState<StoreListing | null>(null);
  const [opened, setOpened] = useState<OpenFile | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [pendingMerge, setPendingMerge] = useState<PendingMerge | null>(null);
  /** Increases after each save: the preview reloads. */
  const [savedCount, setSavedCount] = useState(0);

  const schema = useMemo(() => editorIndustrySchema(listing?.assets ?? null), [listing?.assets]);
  const openKind = opened ? kindOfName(opened.name, opened.creating) : 'industry';
  /** The schema of the open file: the industry schema, a case study's, or the site text's own. */
  const fileSchemaKey = openKind === 'industry' ? '' : openKind === 'case-study' ? PORTFOLIO_FOLDER : (opened?.name ?? '');
  const formSchema = useMemo(() => {
    const form = formSchemaOf(fileSchemaKey ? editorSchemaFor(fileSchemaKey === PORTFOLIO_FOLDER ? portfolioFilePath('file.yaml') : fileSchemaKey, listing?.assets ?? null) : schema);
    // A list file's form is the list itself: named as the navigation names the file ("Add to Team members").
    const described = textFileAt(fileSchemaKey);
    return described?.kind === 'list' ? { ...form, title: described.title } : form;
  }, [schema, fileSchemaKey, listing?.assets]);

  const refreshListing = useCallback(async () => {
    const next = await store.list();
    setListing(next);
    return next;
  }, [store]);

  const fail = useCallback((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    setNotice({ tone: 'error', text: message });
  }, []);

  /** The last file opened from the store: where discarding a new page returns to. */
  const lastOpened = useRef<string | null>(null);
  const openRequests = useRef(0);

  const open = useCallback(
    async (name: string) => {
      lastOpened.current = name;
      const request = ++openRequests.current;
      setBusy('Opening…');
      try {
        // The prose is read as MDX reads it (the body blocks, the checks): the reader may still be loading (mdx-tree-on-demand.ts).
        const [file] = await Promise.all([store.load(name), mdxReaderReady]);
        // Another file was asked for meanwhile: that one is shown.
        if (request !== openRequests.current) return;
        const draft = readDraft(name);
        if (draft && draft.baseVersion === file.version) {
          setOpened(openFileOf(file.name, file.version, file.source, draft));
          setNotice({
            tone: 'info',
            text: `Your unsaved changes to ${name} from ${new Date(draft.savedAt).toLocaleString()} were restored.${file.message ? ` ${file.message}` : ''}`,
            action: {
              label: 'Discard them',
              run: () => {
                clearDraft(name);
                setOpened(openFileOf(file.name, file.version, file.source));
                setNotice(null);
              },
            },
          });
        } else {
          setOpened(openFileOf(file.name, file.version, file.source));
          setNotice(
            draft
              ? {
                  tone: 'info',
                  text: `You have unsaved changes to ${name} from ${new Date(draft.savedAt).toLocaleString()}, made before the file last changed on disk.`,
                  action: {
                    label: 'Restore them',
                    run: () => {
                      setOpened(openFileOf(file.name, file.version, file.source, draft));
                      setNotice(null);
                    },
                  },
                }
              : // What the store says of the file as it opens (on /admin: another editor's pull request on it).
                file.message
                ? { tone: 'info', text: file.message }
                : null,
          );
        }
        history.replaceState(null, '', `#file=${encodeURIComponent(name)}`);
      } catch (error) {
        if (request === openRequests.current) fail(error);
      } finally {
        if (request === openRequests.current) setBusy(null);
      }
    },
    [store, fail],
  );

  // The file list, then the file named in the address (#file=…) or the first one.
  useEffect(() => {
    Promise.all([refreshListing(), mdxReaderReady])
      .then(([next]) => {
        const wanted = new URLSearchParams(location.hash.slice(1)).get('file');
        const newDraft = readDraft(null);
        if (wanted === 'new' && newDraft?.baseSource) {
          setOpened(openFileOf(null, null, newDraft.baseSource, newDraft));
          return;
        }
        const others = [...(next.texts ?? []).map((entry) => entry.name), ...next.portfolio.map((entry) => portfolioFilePath(entry.name))];
        const name = next.files.find((file) => file.name === wanted)?.name ?? others.find((other) => other === wanted) ?? next.files[0]?.name;
        return name ? open(name) : undefined;
      })
      .catch(fail);
  }, [refreshListing, open, fail]);

  // A link or a typed address naming another file (#file=…) opens it.
  useEffect(() => {
    const onHashChange = () => {
      const wanted = new URLSearchParams(location.hash.slice(1)).get('file');
      if (wanted && wanted !== 'new' && wanted !== lastOpened.current) void open(wanted);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [open]);

  /** The site as listed: what every edit is checked against (the whole-site content check). */
  const site = useMemo(() => (listing ? siteOf(listing) : null), [listing]);
  /** The path the open file is checked under: its own, or for a new page the file its slug names (a free name, so it does not stand in for another file). */
  const file = useMemo(() => {
    if (!opened) return '';
    if (opened.name) return pathOfName(opened.name) ?? industryFilePath(opened.name);
    if (opened.creating?.kind === 'case-study') {
      const named = `${slugOf(opened.data) || 'new-case-study'}${opened.creating.extension}`;
      return portfolioFilePath(listing?.portfolio.some((entry) => entry.name === named) ? `new-case-study-not-saved-yet${opened.creating.extension}` : named);
    }
    const named = fileNameForSlug(slugOf(opened.data) || 'new-industry');
    return industryFilePath(listing?.files.some((entry) => entry.name === named) ? 'new-page-not-saved-yet.mdx' : named);
  }, [opened, listing]);
  const openedRef = useRef(opened);
  openedRef.current = opened;
  /** The whole site checked with the open file's fields (and its prose as it is now). */
  /** The open file with `data` as the checks see it: an industry file, a case study or another text. */
  const editOf = useCallback(
    (current: OpenFile, data: unknown): Edit => {
      const kind = kindOfName(current.name, current.creating);
      const body = isYamlPath(file) ? null : serializeBody(current.body);
      return kind === 'industry' ? { industries: [{ file, data, body: body ?? '' }] } : kind === 'case-study' ? { portfolio: [{ file, data, body }] } : { texts: [{ file, data, body }] };
    },
    [file],
  );
  const checkData = useCallback(
    (data: unknown): EditCheck | null => {
      const current = openedRef.current;
      if (!site || !current) return null;
      return checkEdit(site, editOf(current, data), file);
    },
    [site, file, editOf],
  );
  /**
   * What the whole-site check says of a picture at the field `path` before it is uploaded (its
   * pixels read in the browser): the field's rules (a hero landscape, a team photo square), or null.
   */
  const checkPicture = useCallback(
    (path: readonly (string | number)[], projectPath: string, size: ImageSize): string | null => {
      const current = openedRef.current;
      if (!site || !current) return null;
      const images = new Map(site.set.images ?? []);
      images.set(projectPath, size);
      const trial = { ...site, set: { ...site.set, images } };
      const data = setAt(current.data, path, imagePathForFile(projectPath, file));
      const check = checkEdit(trial, editOf(current, data), file);
      return check.fields.find((issue) => issue.path.join('.') === path.join('.'))?.message ?? null;
    },
    [site, file, editOf],
  );
  // The form's validator and the editor ask for the same data's problems on each change: checked once.
  const checked = useRef<{ data: unknown; body: unknown; check: unknown; result: EditCheck | null } | null>(null);
  const checkOf = useCallback(
    (data: unknown): EditCheck | null => {
      const last = checked.current;
      const body = openedRef.current?.body;
      if (last && last.data === data && last.body === body && last.check === checkData) return last.result;
      const result = checkData(data);
      checked.current = { data, body, check: checkData, result };
      return result;
    },
    [checkData],
  );
  const checkFields = useCallback((data: unknown): FieldIssue[] => checkOf(data)?.fields ?? [], [checkOf]);

  const editCheck = useMemo(() => (opened ? checkOf(opened.data) : null), [opened, checkOf]);
  const fieldIssues = editCheck?.fields ?? [];
  /** Problems the edit causes in other files (shown in the list above the form). */
  const elsewhere = editCheck?.elsewhere ?? [];
  const blockIssues: BlockIssue[] = useMemo(() => {
    if (!opened) return [];
    const issues = bodyIssues(opened.body);
    for (const problem of editCheck?.body ?? []) {
      const block = blockAtOffset(opened.body, problem.offset);
      if (!block || issues.some((issue) => issue.blockId === block.id)) continue;
      issues.push({ blockId: block.id, field: '', message: problem.message });
    }
    return issues;
  }, [opened, editCheck]);
  /** Why the last attempt to write the file was refused (the writer's own check), until the next edit. */
  const [writeError, setWriteError] = useState<string | null>(null);
  useEffect(() => setWriteError(null), [opened?.data, opened?.body]);
  const isNew = opened?.name === null;
  // Cheap on every keystroke: the file text itself is only written on save.
  const dirty = Boolean(opened && (isNew || !deepEqual(opened.data, opened.document.data) || bodyChanged(opened.document.body, opened.body)));
  const valid = fieldIssues.length === 0 && blockIssues.length === 0 && elsewhere.length === 0;
  const composed = { error: writeError };

  // The draft follows the edits, a moment after each; an unchanged file has none.
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!opened) return;
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      if (!dirty) return clearDraft(opened.name);
      writeDraft({
        name: opened.name,
        baseVersion: opened.version,
        baseSource: opened.name === null ? opened.document.source : null,
        data: opened.data,
        body: opened.body,
        savedAt: Date.now(),
      });
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(draftTimer.current);
  }, [opened, dirty]);

  const setData = useCallback((data: unknown) => setOpened((current) => (current ? { ...current, data } : current)), []);
  const setBody = useCallback((body: BodyModel) => setOpened((current) => (current ? { ...current, body } : current)), []);

  const afterWrite = useCallback(
    async (previousName: string | null, saved: { name: string; source: string; version: string }, message: string) => {
      clearDraft(previousName);
      clearDraft(saved.name);
      // The file open now (a new case study is saved under its own name): an address naming another opens that one.
      lastOpened.current = saved.name;
      setOpened(openFileOf(saved.name, saved.version, saved.source));
      setSavedCount((count) => count + 1);
      setNotice({ tone: 'success', text: message });
      history.replaceState(null, '', `#file=${encodeURIComponent(saved.name)}`);
      await refreshListing().catch(() => undefined);
    },
    [refreshListing],
  );

  const handleWriteError = useCallback(
    (error: unknown) => {
      if (error instanceof StoreError && error.kind === 'conflict') setConflict(error.message);
      else fail(error);
    },
    [fail],
  );

  /**
   * The file was saved meanwhile (on disk, or on the branch): the draft made from `base` is merged
   * with what is there now, field by field. Without a field changed differently on both sides it is
   * saved at once, against the version it merged (a save made meanwhile again is merged again);
   * otherwise the editor is asked about those fields only. A merge that cannot be written safely
   * falls back to the conflict dialog.
   */
  const mergeWithSaved = useCallback(
    async (name: string, base: IndustryDocument, mine: MergeSide, refusal: string, attempt: number): Promise<void> => {
      // The merge is loaded when a save first meets another: most sessions never need it.
      const [theirs, { mergeFile, mergeLabel }] = await Promise.all([store.load(name), import('../core/merge.ts')]);
      let merge: FileMerge;
      try {
        merge = mergeFile(base, mine, theirs.source);
        merge.compose();
      } catch (error) {
        setConflict(`${refusal} Your edits could not be merged with it (${(error as Error).message}).`);
        return;
      }
      const saveMerged = async (choices: Readonly<Record<string, 'mine' | 'theirs'>>) => {
        const source = merge.compose(choices);
        const labels = (paths: string[][]) => listFields(paths.map((path) => mergeLabel(formSchema, path)));
        const chosen = merge.result.conflicts.filter((conflict) => choices[conflict.id] === 'mine').map((conflict) => conflict.path.map(String));
        const mineFields = [...merge.result.mine, ...chosen];
        const theirsFields = [...merge.result.theirs, ...merge.result.conflicts.filter((conflict) => choices[conflict.id] !== 'mine').map((conflict) => conflict.path.map(String))];
        const words = [
          theirsFields.length ? `Kept the change saved meanwhile to ${labels(theirsFields)}` : 'Merged with the change saved meanwhile',
          mineFields.length ? `yours to ${labels(mineFields)} saved.` : 'nothing of yours was left to save.',
        ].join('; ');
        try {
          const saved = await store.save(name, source, theirs.version);
          await afterWrite(name, saved, `${words}${saved.message ? ` ${saved.message}` : ''}`);
        } catch (error) {
          if (!(error instanceof StoreError && error.kind === 'conflict') || attempt >= MERGE_ATTEMPTS) throw error;
          await mergeWithSaved(name, openIndustryFile(theirs.source, base.path), { data: merge.result.fields(choices), body: merge.result.body(choices) }, error.message, attempt + 1);
        }
      };
      if (merge.result.conflicts.length === 0) return saveMerged({});
      setPendingMerge({
        name,
        conflicts: merge.result.conflicts.map((conflict) => ({ ...conflict, label: mergeLabel(formSchema, conflict.path) })),
        resolve: async (choices) => {
          setPendingMerge(null);
          setBusy('Saving…');
          try {
            await saveMerged(choices);
          } catch (error) {
            handleWriteError(error);
          } finally {
            setBusy(null);
          }
        },
      });
    },
    [store, formSchema, afterWrite, handleWriteError],
  );

  const save = useCallback(async () => {
    if (!opened || !valid || busy) return;
    let source: string;
    try {
      source = composeIndustryFile(opened.document, opened.data, opened.body).source;
    } catch (error) {
      setWriteError((error as Error).message);
      return;
    }
    setBusy('Saving…');
    try {
      if (opened.name === null && opened.creating?.kind === 'case-study') {
        const saved = await store.create(file, source);
        await afterWrite(null, saved, saved.message ?? `Created ${saved.name}. Its page is /case/${slugOf(opened.data)}.`);
      } else if (opened.name === null) {
        const name = fileNameForSlug(slugOf(opened.data));
        const saved = await store.create(name, source);
        await afterWrite(null, saved, saved.message ?? `Created ${saved.name}. Its page is /${slugOf(opened.data)}.`);
      } else {
        try {
          const saved = await store.save(opened.name, source, opened.version!);
          await afterWrite(opened.name, saved, saved.message ?? `Saved ${saved.name}.`);
        } catch (error) {
          if (!(error instanceof StoreError && error.kind === 'conflict')) throw error;
          await mergeWithSaved(opened.name, opened.document, { data: opened.data, body: serializeBody(opened.body) }, error.message, 1);
        }
      }
    } catch (error) {
      handleWriteError(error);
    } finally {
      setBusy(null);
    }
  }, [opened, valid, busy, store, afterWrite, handleWriteError, file, mergeWithSaved]);

  const reloadFromDisk = useCallback(async () => {
    setConflict(null);
    if (opened?.name) {
      clearDraft(opened.name);
      await open(opened.name);
    }
    await refreshListing().catch(() => undefined);
  }, [opened, open, refreshListing]);

  const startNew = useCallback(
    (from: { copyOf: string | null }): Promise<void> | undefined => {
      if (!listing) return undefined;
      if (from.copyOf) {
        const original = listing.files.find((entry) => entry.name === from.copyOf);
        if (!original) return undefined;
        // The copy's own text comes from the store, so its comments and layout come along.
        return store
          .load(original.name)
          .then((loaded) => {
            const copy = copySource(schema, loaded.source, 'new-industry.mdx', site ?? siteOf(listing));
            setOpened({ ...openFileOf(null, null, copy.source), copyOf: { name: pageName(original.data, original.name), data: original.data } });
            setNotice({
              tone: 'info',
              text: `A copy of ${pageName(original.data, original.name)}. Write its own ${copy.cleared.map((field) => labelOfPath(formSchema, field.split('.'))).join(', ')}, then rewrite the rest for the new audience and save.`,
            });
            history.replaceState(null, '', '#file=new');
          })
          .catch(fail);
      }
      setOpened(openFileOf(null, null, templateSource(schema)));
      setNotice({ tone: 'info', text: 'A new industry page from the template: fill in every field, then save.' });
      history.replaceState(null, '', '#file=new');
      return undefined;
    },
    [listing, site, schema, formSchema, store, fail],
  );

  /** A rename of the open file to `slug` (with its unsaved edits), as the dialog shows it before anything is written. */
  const planRenameTo = useCallback(
    (slug: string) => {
      if (!opened?.name || !opened.version || !site || !listing) return null;
      return planRename(site, listing, { name: opened.name, version: opened.version, document: opened.document, data: opened.data, body: opened.body }, slug);
    },
    [opened, site, listing],
  );

  /** A retire of the open file (as saved) with its case studies moved and, optionally, its addresses kept by another page. */
  const planRetireWith = useCallback(
    (movesTo: Readonly<Record<string, string>>, target: TargetFile | null) => {
      if (!opened?.name || !opened.version || !site || !listing) return null;
      return planRetire(site, listing, { name: opened.name, version: opened.version, data: opened.document.data }, movesTo, target);
    },
    [opened, site, listing],
  );

  /** Another page's file as saved, for a retire that keeps the addresses there. */
  const loadTarget = useCallback(async (name: string): Promise<TargetFile> => {
    const loaded = await store.load(name);
    return { name: loaded.name, version: loaded.version, source: loaded.source };
  }, [store]);

  /**
   * Writes a rename or a retire. Where its files are the site's now (the dev server), the renamed
   * page is opened; where they wait for a review (a pull request), the list is read again and
   * another page opened.
   */
  const applyChange = useCallback(
    async (change: ContentChange, doing: string, said = '') => {
      if (!opened?.name || busy) return;
      const from = opened.name;
      setBusy(doing);
      try {
        const result: ChangeResult = await store.apply(change);
        clearDraft(from);
        const next = await refreshListing();
        const renamed = change.kind === 'rename' ? result.files.find((entry) => entry.path.startsWith('src/content/industries/') && entry.version !== null) : undefined;
        const name = renamed?.path.slice(renamed.path.lastIndexOf('/') + 1);
        setOpened(null);
        const nextStudy = next.portfolio.find((entry) => portfolioFilePath(entry.name) !== from);
        const reopen =
          change.kind === 'delete' && nextStudy
            ? portfolioFilePath(nextStudy.name)
            : result.reopen && name && next.files.some((entry) => entry.name === name)
              ? name
              : (next.files.find((entry) => entry.name !== from)?.name ?? next.files[0]?.name);
        if (reopen) await open(reopen);
        setSavedCount((count) => count + 1);
        setNotice({ tone: 'success', text: `${said}${result.message}` });
      } catch (error) {
        handleWriteError(error);
      } finally {
        setBusy(null);
      }
    },
    [opened, busy, store, refreshListing, open, handleWriteError],
  );

  /**
   * A new case study: a copy of the one named (every field but its address, which the copy must
   * make its own), or an empty one; saved as `<slug>.yaml`, or `.mdx` when copied from a case study with its story.
   */
  const startCaseStudy = useCallback(
    async (copyOf: string | null) => {
      if (!listing) return;
      try {
        if (copyOf) {
          const loaded = await store.load(copyOf);
          const extension = copyOf.endsWith('.mdx') ? '.mdx' : '.yaml';
          const document = openIndustryFile(loaded.source, portfolioFilePath(`copy${extension}`));
          const data = { ...(document.data as Record<string, unknown>), slug: '' };
          setOpened({ ...openFileOf(null, null, loaded.source, undefined, { kind: 'case-study', extension }), data });
          setNotice({ tone: 'info', text: `A copy of ${copyOf.slice(copyOf.lastIndexOf('/') + 1)}. Give it its own address (slug), rewrite it for the new client and save.` });
        } else {
          const empty = emptyValueOf(formSchemaOf(editorSchemaFor(portfolioFilePath('file.yaml'), listing.assets)));
          setOpened(openFileOf(null, null, printFrontmatter(empty), undefined, { kind: 'case-study', extension: '.yaml' }));
          setNotice({ tone: 'info', text: 'A new case study: fill in every field, then save. Its page is /case/{slug}.' });
        }
        history.replaceState(null, '', '#file=new');
      } catch (error) {
        fail(error);
      }
    },
    [listing, store, fail],
  );

  /** Deleting the open case study: refused while another page links to it (those pages named), else the change that removes its file. */
  const planDeleteCaseStudy = useCallback((): { change: ContentChange | null; linkedFrom: string[] } | null => {
    if (!opened?.name || !opened.version || !site || kindOfName(opened.name) !== 'case-study') return null;
    const check = checkEdit(site, { removedPortfolio: [opened.name] }, null);
    const linkedFrom = [...new Set(check.problems.map((problem) => problem.file))];
    return { change: linkedFrom.length ? null : { kind: 'delete', files: [{ path: opened.name, source: null, baseVersion: opened.version }] }, linkedFrom };
  }, [opened, site]);

  const discardNew = useCallback(() => {
    clearDraft(null);
    const back = listing?.files.find((entry) => entry.name === lastOpened.current)?.name ?? listing?.files[0]?.name;
    setOpened(null);
    if (back) void open(back);
  }, [listing, open]);

  return {
    listing,
    site,
    opened,
    schema,
    formSchema,
    notice,
    setNotice,
    busy,
    conflict,
    setConflict,
    pendingMerge,
    setPendingMerge,
    savedCount,
    fieldIssues,
    blockIssues,
    composed,
    dirty,
    valid,
    isNew,
    elsewhere,
    checkFields,
    open,
    setData,
    setBody,
    save,
    reloadFromDisk,
    startNew,
    planRenameTo,
    planRetireWith,
    loadTarget,
    applyChange,
    discardNew,
    startCaseStudy,
    planDeleteCaseStudy,
    openKind,
    file,
    checkPicture,
    refreshListing,
  };
}

