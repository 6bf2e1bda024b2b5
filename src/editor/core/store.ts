/**
 * Where the editor reads and writes content files: one small interface, implemented by one client
 * (src/editor/app/api-store.ts) of one wire (editor-api.ts), served in development by the dev
 * server's file API (src/editor/dev/) and on the live site by the functions at /api/admin (a pull
 * request per change). Every write names the version
 * of the file it was made from; a file changed since then is a conflict, never overwritten.
 */
import type { ImageSize } from '../../lib/image-size.ts';
import type { PageLookRequest, PageLooks } from './page-look-types.ts';
import type { FieldIssue } from './issues.ts';

export interface IndustryFileEntry {
  /** The file name, e.g. `lawyers.mdx`. */
  name: string;
  /** An opaque version of its content: changes whenever the file does. */
  version: string;
  /** Its frontmatter as plain data (for the checks across files and the file list), null if unreadable. */
  data: unknown;
}

/** A case study (src/content/portfolio/<name>.yaml or .mdx): it names the industry file its client belongs to. */
export interface PortfolioFileEntry {
  name: string;
  version: string;
  /** Its text (a few lines of YAML): a rename or retire rewrites its `industry` line. */
  source: string;
}

/** One of the other content files (src/lib/content-files.ts), by its project path. */
export interface TextFileEntry {
  /** Its project path, e.g. `src/content/faq.yaml`: the name the editor opens it by. */
  name: string;
  version: string;
  source: string;
}

export interface StoreListing {
  files: IndustryFileEntry[];
  portfolio: PortfolioFileEntry[];
  /** The site's pages, lists, prices and shared blocks that exist (absent from a store that does not list them). */
  texts?: TextFileEntry[];
  /** Paths the site's own pages and files take: an industry's slug or alias must not. */
  reserved: Array<[path: string, takenBy: string]>;
  /** The project's images (src/assets/…) a file may show. */
  assets: string[];
  /** Each image's pixels (null when unreadable): a hero picture must be landscape and wide enough. */
  imageSizes: Record<string, ImageSize | null>;
}

/**
 * One file of a change of several (a rename, a retire): its new text, or null to remove it, made
 * from the version named (null: the file must not exist yet). `path` is from the project root;
 * only industry files and case studies can be written.
 */
export interface FileChange {
  path: string;
  source: string | null;
  baseVersion: string | null;
}

/** A change of several files, written whole or not at all (one commit on the live site); `delete` removes a case study. */
export interface ContentChange {
  kind: 'rename' | 'retire' | 'delete';
  files: FileChange[];
}

/** What a change answers: each file's new version (null when removed), and where it went. */
export interface ChangeResult {
  files: Array<{ path: string; version: string | null }>;
  message: string;
  /** Whether the changed files are the site's now, to open and edit on (on disk), or wait for a review first (a pull request). */
  reopen: boolean;
}

/** The images an industry file may show: files of src/assets with these extensions. */
export const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/** The media type of each image the picker offers, by extension. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The Content-Type an image of the assets folder is served with (by its extension). */
export function imageContentType(path: string): string {
  return IMAGE_TYPES[path.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
}
/** The folder of those images, from the project root. */
export const ASSETS_FOLDER = 'src/assets';

export interface LoadedIndustryFile {
  name: string;
  source: string;
  version: string;
  /** What the store says of a write it made (where the change went), shown to the editor. */
  message?: string;
}


/** What an upload answers: where the picture is (src/assets/<folder>/<safe unique name>), and its pixels. */
export interface UploadedPicture {
  path: string;
  size: ImageSize;
}

export interface ContentStore {
  list(): Promise<StoreListing>;
  load(name: string): Promise<LoadedIndustryFile>;
  /** Writes `source` over the file if it is still at `baseVersion`. */
  save(name: string, source: string, baseVersion: string): Promise<LoadedIndustryFile>;
  /** Writes a new file; a file of that name must not exist. */
  create(name: string, source: string): Promise<LoadedIndustryFile>;
  /** Writes a change of several files (a rename, a retire) if each is still at its version; nothing is written otherwise. */
  apply(change: ContentChange): Promise<ChangeResult>;
  /** Uploads a picture to src/assets/<folder>/ (on disk in development; on /admin kept as the editor's pending picture until a write that shows it commits it). */
  upload(folder: string, file: File): Promise<UploadedPicture>;
  /** The address of an image of the project, to show it. */
  assetUrl(path: string): string;
  /** Where the saved page at `path` (e.g. /lawyers) can be seen, framed beside the form; null when there is no such place. */
  previewUrl(path: string, stamp: number): string | null;
  /**
   * Renders a draft (the file's unsaved fields and prose) with the site's own page, where the store can (the
   * dev server): the address of that page to frame, and why its prose is not the draft's, if not.
   */
  previewDraft?(draft: DraftPreviewRequest): Promise<DraftPreview>;
  /** The draft's pages as Google shows them and their share cards as the build draws them (page-look.ts). */
  pageLooks?(request: PageLookRequest): Promise<PageLooks>;
  /** Whether the store answers now; the editor shows `unreachableMessage` while it does not. */
  ping(): Promise<boolean>;
  readonly unreachableMessage: string;
}

/** A draft to preview: the file's project path, its fields and prose (null: a file without prose), and whether its guide page is shown. */
export interface DraftPreviewRequest {
  path: string;
  data: unknown;
  body: string | null;
  guide: boolean;
}

/** A rendered draft: the page to frame (same origin), and why its prose is the saved one, when it is. */
export interface DraftPreview {
  url: string;
  prose: string | null;
}

export type StoreErrorKind = 'conflict' | 'invalid' | 'not-found' | 'exists' | 'refused' | 'unreachable';

/** A store's refusal, with what the editor shows: the message, and the fields at fault when invalid. */
export class StoreError extends Error {
  readonly kind: StoreErrorKind;
  readonly problems: FieldIssue[];
  constructor(kind: StoreErrorKind, message: string, problems: FieldIssue[] = []) {
    super(message);
    this.kind = kind;
    this.problems = problems;
  }
}
