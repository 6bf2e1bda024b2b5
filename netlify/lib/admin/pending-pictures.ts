/**
 * Pictures an editor uploaded on /admin that the base branch does not hold yet. A picture is
 * chosen before the page that shows it is saved, and a pull request is a change a reviewer reads
 * whole: so the upload is kept here, the signed-in editor's own (keyed by their Git host id and
 * the picture's path), shown in their listing and previews and accepted by the content check, and
 * committed in the same commit as the first write whose files name it (then it is marked with the
 * branch it went to, and not committed there again). The listing drops a picture once the base
 * branch has it (the pull request was merged); the daily retention sweep drops one never saved
 * with after PENDING_PICTURE_DAYS, and one waiting in a pull request after COMMITTED_PICTURE_DAYS.
 *
 * Key: `<user id>/<src/assets/…path>`; metadata: when it was uploaded, its pixels, and the branch
 * it was committed to.
 */
import type { Store } from '@netlify/blobs';
import type { ImageSize } from '../../../src/lib/image-size.ts';
import { listKeys, store } from '../platform/stores.ts';

/** How long an upload waits for the write that shows it. */
export const PENDING_PICTURE_DAYS = 3;
/** How long a committed one is still shown to its editor while its pull request waits for review. */
export const COMMITTED_PICTURE_DAYS = 30;

export interface PendingPicture {
  path: string;
  size: ImageSize;
  uploadedAt: number;
  /** The editor's branch it was committed to, if it was. */
  committedTo?: string;
}

/** The signed-in editor's pending pictures: what the Workspace of pull-requests.ts reads and commits. */
export interface PendingPictures {
  list(): Promise<PendingPicture[]>;
  bytes(path: string): Promise<Uint8Array | null>;
  keep(path: string, bytes: Uint8Array, size: ImageSize): Promise<void>;
  /** Marks pictures a commit on `branch` now holds. */
  committed(paths: readonly string[], branch: string): Promise<void>;
  /** Drops pictures the base branch holds now. */
  remove(paths: readonly string[]): Promise<void>;
}

interface Metadata {
  uploadedAt: number;
  width: number;
  height: number;
  committedTo?: string;
}

function isMetadata(value: unknown): value is Metadata {
  const data = value as Partial<Metadata> | null;
  return typeof data?.uploadedAt === 'number' && typeof data.width === 'number' && typeof data.height === 'number';
}

const pictures = (): Store => store('pictures');

/** The pending pictures of the editor with the Git host id `userId`. */
export function pendingPicturesOf(userId: string): PendingPictures {
  const prefix = `${encodeURIComponent(userId)}/`;
  return {
    async list() {
      const s = pictures();
      const found: PendingPicture[] = [];
      for (const key of await listKeys(s, prefix)) {
        const meta = await s.getMetadata(key).catch(() => null);
        if (!meta || !isMetadata(meta.metadata)) continue;
        const { uploadedAt, width, height, committedTo } = meta.metadata;
        found.push({ path: key.slice(prefix.length), size: { width, height }, uploadedAt, ...(typeof committedTo === 'string' ? { committedTo } : {}) });
      }
      return found.sort((a, b) => a.path.localeCompare(b.path));
    },
    async bytes(path) {
      const data = await pictures().get(`${prefix}${path}`, { type: 'arrayBuffer' });
      return data ? new Uint8Array(data) : null;
    },
    async keep(path, bytes, size) {
      const metadata: Metadata = { uploadedAt: Date.now(), width: size.width, height: size.height };
      await pictures().set(`${prefix}${path}`, new Blob([bytes as Uint8Array<ArrayBuffer>]), { metadata: { ...metadata } });
    },
    async committed(paths, branch) {
      const s = pictures();
      for (const path of paths) {
        const found = await s.getWithMetadata(`${prefix}${path}`, { type: 'arrayBuffer' });
        if (!found || !isMetadata(found.metadata)) continue;
        await s.set(`${prefix}${path}`, new Blob([found.data]), { metadata: { ...found.metadata, committedTo: branch } });
      }
    },
    async remove(paths) {
      const s = pictures();
      for (const path of paths) await s.delete(`${prefix}${path}`);
    },
  };
}

/** The pending pictures `sources` name (by their path under src/assets, which holds a fingerprint of their bytes). */
export function picturesNamedIn(pending: readonly PendingPicture[], sources: readonly string[]): PendingPicture[] {
  return pending.filter((picture) => {
    const underAssets = picture.path.replace(/^src\//, '');
    return sources.some((source) => source.includes(underAssets));
  });
}

/** Removes every editor's pictures past their time (the daily retention sweep): PENDING_PICTURE_DAYS, COMMITTED_PICTURE_DAYS once committed. */
export async function sweepPendingPictures(now = new Date(), s: Store = pictures()): Promise<number> {
  let removed = 0;
  for (const key of await listKeys(s)) {
    const meta = await s.getMetadata(key).catch(() => null);
    const data = meta && isMetadata(meta.metadata) ? meta.metadata : null;
    const days = data?.committedTo ? COMMITTED_PICTURE_DAYS : PENDING_PICTURE_DAYS;
    // A picture without readable metadata cannot be shown or committed: it goes too.
    if (data && data.uploadedAt >= now.getTime() - days * 86_400_000) continue;
    await s.delete(key);
    removed++;
  }
  return removed;
}
