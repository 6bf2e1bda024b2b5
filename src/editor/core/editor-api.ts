/**
 * The content editor's wire, once for both of its servers: the dev server's file API under
 * /__editor/api (src/editor/dev/file-api.ts) and the live site's functions under /api/admin
 * (netlify/lib/admin/api.ts). The browser app talks to either through one client
 * (src/editor/app/api-store.ts): the same paths under the server's base, the same header, the
 * same request bodies and answers, the same error body. Only /admin's sign-in routes are its own
 * (src/editor/core/admin-api.ts).
 *
 *   GET   files                   the listing (StoreListing): files, case studies, texts, images
 *   GET   file?name=              one file's text and version (LoadedIndustryFile)
 *   PUT   file                    { name, source, baseVersion }: written if still at that version
 *   POST  file                    { name, source }: a new file
 *   POST  change                  { kind, files }: a rename, retire or delete, whole or not at all
 *   GET   asset?path=             an image of src/assets (sent by <img>: the one call without the header)
 *   POST  upload?folder=&name=    a picture's bytes: checked (src/lib/image-upload.ts), answered { path, size }
 *   POST  share-card              { path, data }: the draft's pages as Google shows them and their share
 *                                 cards as the build draws them (PageLooks, page-look.ts); 422 when the
 *                                 draft does not pass its checks
 *   GET   health                  the server answers
 *
 * Every refusal is a 4xx (5xx: the server or its Git host failed) with the body EditorErrorBody.
 * The servers parse the bodies with editor-requests.ts (apart: the browser app needs none of it).
 */
import type { ApiErrorCode } from '../../lib/api-errors.ts';
import type { FieldIssue } from './issues.ts';
import type { StoreErrorKind } from './store.ts';

/** The editor app in development, and its file API. */
export const EDITOR_PATH = '/__editor';
export const DEV_API_BASE = `${EDITOR_PATH}/api`;
/** The functions of the editor on the live site (the app at /admin). */
export const ADMIN_API_BASE = '/api/admin';
/** The query flag of the preview frames: the page may be framed by the editor (same origin only). */
export const PREVIEW_FLAG = 'editor-preview';

/**
 * The header every call carries (but an <img>'s asset read). A page of another site cannot send a
 * custom header without a CORS preflight, which neither server ever approves: with the Origin
 * checks (and on /admin the SameSite=Strict sign-in cookie) it refuses cross-site requests.
 */
export const EDITOR_REQUEST_HEADER = 'x-content-editor';
export const EDITOR_REQUEST_HEADER_VALUE = '1';

/** The content routes, by the path under a server's base. */
export const CONTENT_ROUTES = ['files', 'file', 'change', 'asset', 'upload', 'share-card', 'health'] as const;
export type ContentRoute = (typeof CONTENT_ROUTES)[number];

const q = encodeURIComponent;
/** Each route's path and query under the base, as the client asks it. */
export const contentPath = {
  files: () => 'files',
  file: (name?: string) => (name === undefined ? 'file' : `file?name=${q(name)}`),
  change: () => 'change',
  asset: (path: string) => `asset?path=${q(path)}`,
  upload: (folder: string, name: string) => `upload?folder=${q(folder)}&name=${q(name)}`,
  'share-card': () => 'share-card',
  health: () => 'health',
} satisfies Record<ContentRoute, (...args: never[]) => string>;

/** The content route a request path asks for under `base` (a trailing slash ignored), or null. */
export function contentRouteOf(pathname: string, base: string): ContentRoute | null {
  if (!pathname.startsWith(`${base}/`)) return null;
  const rest = pathname.slice(base.length + 1).replace(/\/+$/, '');
  return (CONTENT_ROUTES as readonly string[]).includes(rest) ? (rest as ContentRoute) : null;
}

/** The methods each route answers (any other is a 405). */
export const ROUTE_METHODS: Record<ContentRoute, readonly string[]> = {
  files: ['GET'],
  file: ['GET', 'PUT', 'POST'],
  change: ['POST'],
  asset: ['GET'],
  upload: ['POST'],
  'share-card': ['POST'],
  health: ['GET'],
};

/** PUT file. */
export interface SaveRequest {
  name: string;
  source: string;
  baseVersion: string;
}
/** POST file. */
export interface CreateRequest {
  name: string;
  source: string;
}

/** The body of every refusal of either server. */
export interface EditorErrorBody {
  error: string;
  code?: ApiErrorCode;
  /** The content's fields at fault (422), as the form shows them. */
  problems?: FieldIssue[];
  /** A request of the wrong shape (400): which of its own fields, as the site's other APIs say it. */
  issues?: Array<{ path: string; message: string }>;
  /** On a conflict: the file's version now. */
  version?: string;
  /** /admin: the sign-in is missing or ended (401). */
  signIn?: boolean;
  /**
   * With `signIn`: the sign-in may still hold (a parallel answer may have just renewed it): the
   * app tries the call once more before it asks to sign in.
   */
  retry?: boolean;
  /** /admin: the editor is not set up (503): the variables to set. */
  setup?: { missing: string[] };
}

/** What each refusal's status means to the editor (any other 4xx: refused). */
const KIND_OF_STATUS: Record<number, StoreErrorKind> = { 404: 'not-found', 409: 'conflict', 422: 'invalid', 502: 'unreachable', 503: 'unreachable' };

export function kindOfRefusal(status: number, body: EditorErrorBody): StoreErrorKind {
  if (status === 409 && /already exists/.test(body.error)) return 'exists';
  return KIND_OF_STATUS[status] ?? 'refused';
}

/** The status a store's refusal is answered with. */
export const STATUS_OF_KIND: Record<StoreErrorKind, number> = {
  conflict: 409,
  exists: 409,
  invalid: 422,
  'not-found': 404,
  refused: 400,
  unreachable: 502,
};
