/**
 * The editor's live preview, between the dev server (src/editor/dev/preview.ts), which names the
 * draft of the page its frame asked for, and the queries (src/queries.ts), which read that draft
 * in place of the saved file: what a draft is, and the hook on `globalThis` that carries it. Two
 * module graphs of one process share it (the dev integration's and the pages'), hence a global.
 */

/** What the queries read in place of the saved file. */
export interface PreviewDraft {
  /** The collection the file belongs to. */
  collection: string;
  /** The file's path from the project root, as the loaders give it (`entry.filePath`). */
  filePath: string;
  /** The id of a file not saved yet (its name). */
  id: string;
  /** One entry's data, or a list file's entries. */
  data: unknown;
  list: boolean;
  /** The draft's prose, a module the dev server compiled (its default export renders it); absent: the saved prose shows. */
  proseModule?: string;
}

const HOOK = Symbol.for('industry-editor.preview-draft');
type Hooked = { [HOOK]?: () => PreviewDraft | undefined };

/** Sets where the draft of the request being rendered is read (the dev server, once). */
export function setPreviewDraftHook(read: () => PreviewDraft | undefined): void {
  (globalThis as Hooked)[HOOK] = read;
}

/** The draft of the request being rendered, when the dev server set the hook and names one. */
export function hookedPreviewDraft(): PreviewDraft | undefined {
  return (globalThis as Hooked)[HOOK]?.();
}
