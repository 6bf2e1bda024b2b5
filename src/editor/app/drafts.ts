/**
 * Unsaved edits kept in the browser (localStorage), so a closed tab, a reload or a stopped dev
 * server loses nothing: one draft per file, with the version of the file it was made from.
 */
import type { BodyModel } from '../core/body.ts';

export interface Draft {
  /** The file name, or null for a new file not saved yet. */
  name: string | null;
  /** The version the edits were made on (null for a new file). */
  baseVersion: string | null;
  /** A new file's starting text (the template or the copy), to reopen it as it was. */
  baseSource: string | null;
  data: unknown;
  body: BodyModel;
  savedAt: number;
}

const PREFIX = 'industry-editor:draft:';
const keyOf = (name: string | null) => `${PREFIX}${name ?? '(new)'}`;

export function readDraft(name: string | null): Draft | null {
  try {
    const text = localStorage.getItem(keyOf(name));
    return text ? (JSON.parse(text) as Draft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: Draft): void {
  try {
    localStorage.setItem(keyOf(draft.name), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the edits stay in the open tab.
  }
}

export function clearDraft(name: string | null): void {
  try {
    localStorage.removeItem(keyOf(name));
  } catch {
    // Nothing to clear.
  }
}

/** The files with a draft, to mark them in the file list. */
export function draftNames(): Set<string> {
  const names = new Set<string>();
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) names.add(key.slice(PREFIX.length));
    }
  } catch {
    // No storage: no drafts.
  }
  return names;
}
