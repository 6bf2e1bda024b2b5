/**
 * What is /admin's own on top of the editor's one wire (editor-api.ts): its sign-in routes, the
 * pull requests, the answers that carry them, and the variables that set it up. The content
 * routes (files, file, change, asset, upload, health) are the wire's, under ADMIN_API_BASE.
 *
 *   GET    /api/admin/session    who is signed in (AdminSignIn), or 401; 503 { error, setup } when not set up
 *   GET    /api/admin/login      starts the sign-in at the Git host (a page the browser opens)
 *   GET    /api/admin/callback   where the Git host sends the browser back (code and state)
 *   POST   /api/admin/logout     signs out
 *   GET    /api/admin/pulls      the signed-in editor's open pull requests (each with its publish time), other editors'
 *   POST   /api/admin/schedule   { number, at }: publish (merge) one of the editor's pull requests at a time; at null cancels
 *   /api/admin/<content route>   the wire's routes: a write is saved as a pull request; an upload
 *                                is the editor's pending picture until a write that shows it
 *                                commits it with the content, in the same commit
 */
import { ADMIN_API_BASE, contentPath } from './editor-api.ts';
import type { ChangeResult, LoadedIndustryFile } from './store.ts';

export { ADMIN_PATH } from '../../lib/industry-registry.ts';

export const ADMIN_API_PATH = ADMIN_API_BASE;

export const ADMIN_API = {
  session: `${ADMIN_API_PATH}/session`,
  login: `${ADMIN_API_PATH}/login`,
  callback: `${ADMIN_API_PATH}/callback`,
  logout: `${ADMIN_API_PATH}/logout`,
  pulls: `${ADMIN_API_PATH}/pulls`,
  schedule: `${ADMIN_API_PATH}/schedule`,
  // The wire's content routes under this base.
  files: `${ADMIN_API_PATH}/${contentPath.files()}`,
  file: `${ADMIN_API_PATH}/${contentPath.file()}`,
  change: `${ADMIN_API_PATH}/${contentPath.change()}`,
  asset: `${ADMIN_API_PATH}/asset`,
  upload: `${ADMIN_API_PATH}/upload`,
} as const;

/**
 * The header of a signed-in answer that says when the sign-in's token is due for renewal (ISO
 * time): from then on the app lets one call renew it before it sends the others, so that two
 * calls never spend the one refresh token at once.
 */
export const ADMIN_RENEW_HEADER = 'x-admin-renew-at';

export interface AdminUser {
  login: string;
  /** The name the Git host shows, else the login. */
  name: string;
}

/** Who is signed in to /admin, and where their changes go. */
export interface AdminSignIn {
  user: AdminUser;
  /** `owner/name` of the repository the editor writes to. */
  repository: string;
  /** The branch pull requests are opened against. */
  baseBranch: string;
  /** When this sign-in ends (ISO time). */
  expiresAt: string;
  /** The Git host's name: "GitHub". */
  host: string;
}

export interface PullRequestSummary {
  number: number;
  title: string;
  /** The pull request on the Git host. */
  url: string;
  /** The industry file it changes (from its branch name), when it is one the editor opened. */
  file: string | null;
  updatedAt: string;
  /** Netlify's Deploy Preview of the pull request, when the site's name is known. */
  previewUrl: string | null;
  /** What it changes, from its description: each file, then its fields and blocks by label. */
  changes: string[];
  /** When it is to be published (merged), if scheduled (ISO time; in the list of pull requests only). */
  publishAt?: string | null;
}

/** The list beside the form: the editor's pull requests, other editors', and whether changes can be scheduled here. */
export interface PullRequestList {
  pullRequests: PullRequestSummary[];
  others: OtherPullRequest[];
  /** Whether the site can publish at a set time (EDITOR_PUBLISH_TOKEN is set). */
  scheduling: boolean;
}

/** Another editor's open pull request: the editor is warned when it changes a page they edit too. */
export interface OtherPullRequest {
  number: number;
  title: string;
  url: string;
  /** The file it changes (from its branch name). */
  file: string;
  /** Who opened it (their login on the Git host). */
  author: string;
  updatedAt: string;
}

/** What a write answers: the file as now saved on the pull request's branch, and the pull request (none when nothing changed). */
export interface SavedAsPullRequest extends LoadedIndustryFile {
  message: string;
  pullRequest: PullRequestSummary | null;
}

/** What a rename or a retire answers: the files as now on the pull request's branch, and the pull request. */
export interface ChangedAsPullRequest extends ChangeResult {
  pullRequest: PullRequestSummary;
}

export interface SetupVariable {
  name: string;
  required: boolean;
  /** What to put in it. */
  what: string;
}

/** The variables of the editor on the live site (docs/deploy.md, "The editor at /admin"; .env.example). */
export const SETUP_VARIABLES: readonly SetupVariable[] = [
  { name: 'EDITOR_GITHUB_CLIENT_ID', required: true, what: "the GitHub App's Client ID" },
  { name: 'EDITOR_GITHUB_CLIENT_SECRET', required: true, what: 'a client secret generated on the GitHub App’s page' },
  { name: 'EDITOR_GITHUB_REPOSITORY', required: true, what: 'the repository the site is built from, as owner/name' },
  { name: 'EDITOR_GITHUB_BRANCH', required: false, what: 'the branch pull requests go to (default: the repository’s default branch)' },
  { name: 'EDITOR_SESSION_SECRET', required: false, what: 'a long random value that encrypts sign-ins at rest (default: one generated into the secrets store)' },
];

/** Where the set-up is described. */
export const SETUP_DOC = 'docs/deploy.md, “The editor at /admin”';

/** The message of a site without the editor's variables: what /admin shows and every /api/admin call answers (503). */
export function notSetUpMessage(missing: readonly string[]): string {
  return `The editor is not set up on this site yet: set ${missing.join(', ')} in Netlify's environment variables (Functions scope) and deploy again. How: ${SETUP_DOC}.`;
}

/** The Deploy Preview Netlify builds for pull request `number` of the site named `siteName`. */
export function deployPreviewUrl(siteName: string, number: number): string {
  return `https://deploy-preview-${number}--${siteName}.netlify.app`;
}
