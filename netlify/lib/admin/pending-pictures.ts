/**
 * Pictures an editor uploaded on /admin that no commit holds yet. A picture is chosen before the
 * page that shows it is saved, and a pull request is a change a reviewer reads whole: so the
 * upload is kept here, the signed-in editor's own (keyed by their Git host id and the picture's
 * path), shown in their listing and previews and accepted by the content check, and committed in
 * the same commit as the first write whose files name it, then removed from here. One the editor
 * never saves with is removed by the daily retention sweep after PENDING_PICTURE_DAYS.
 *
 * Key: `<user id>/<src/assets/…path>`; metadata: when it was uploaded, and its pixels.
 */
import type { Store } from '@netlify/blobs';
import type { ImageSize } from '../../../src/lib/image-size.ts';
import { listKeys, store } from '../platform/stores.ts';

/** How long an upload waits for the write that shows it. */
export const PENDING_PICTURE_DAYS = 3;

export interface PendingPicture {
  path: string;
  size: ImageSize;
  uploadedAt: number;
}

/** The signed-in editor's pending pictures: what the Workspace of pull-requests.ts reads and commits. */
export interface PendingPictures {
  list(): Promise<PendingPicture[]>;
  bytes(path: string): Promise<Uint8Array | null>;
  keep(path: string, bytes: Uint8Array, size: ImageSize): Promise<void>;
  /** Drops pictures a commit now holds. */
  remove(paths: readonly string[]): Promise<void>;
}

interface Metadata {
  uploadedAt: number;
  width: number;
  height: number;
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
        const { uploadedAt, width, height } = meta.metadata;
        found.push({ path: key.slice(prefix.length), size: { width, height }, uploadedAt });
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

/** Removes every editor's pending pictures older than PENDING_PICTURE_DAYS (the daily retention sweep). */
export async function sweepPendingPictures(now = new Date(), s: Store = pictures()): Promise<number> {
  const before = now.getTime() - PENDING_PICTURE_DAYS * 86_400_000;
  let removed = 0;
  for (const key of await listKeys(s)) {
    const meta = await s.getMetadata(key).catch(() => null);
    // A picture without readable metadata cannot be shown or committed: it goes too.
    if (meta && isMetadata(meta.metadata) && meta.metadata.uploadedAt >= before) continue;
    await s.delete(key);
    removed++;
  }
  return removed;
}
