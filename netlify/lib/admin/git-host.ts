/**
 * What the editor on the live site needs of a Git host: the sign-in (an OAuth web flow whose user
 * tokens may expire and be refreshed) and, with a signed-in user's token, the repository's files,
 * branches, one-file commits and pull requests. GitHub implements it (github.ts); another host
 * (GitLab: merge requests, its own OAuth) implements the same interface and nothing else changes.
 */

export interface GitTokens {
  accessToken: string;
  /** Present when the host issues expiring tokens (a GitHub App with token expiry on). */
  refreshToken?: string;
  /** When the access token stops working (ISO time). */
  expiresAt?: string;
  refreshTokenExpiresAt?: string;
}

export interface GitUser {
  /** The host's stable id of the account. */
  id: string;
  login: string;
  /** The display name, else the login. */
  name: string;
  /** The address commits are authored with (the host's private no-reply address). */
  email: string;
}

export interface RepositoryAccess {
  /** Whether the user may push to the repository. */
  canWrite: boolean;
  /** Whether the user administers the repository (the staff's inbox counts its admins as staff). */
  isAdmin: boolean;
  defaultBranch: string;
}

export interface TreeEntry {
  path: string;
  type: 'blob' | 'tree';
  /** The object's id: for a file, its version. */
  sha: string;
}

export interface RepositoryFile {
  path: string;
  /** The blob's id: changes whenever the content does. */
  sha: string;
  content: string;
}

export interface PullRequest {
  number: number;
  title: string;
  body: string;
  url: string;
  /** The branch it merges. */
  head: string;
  /** Whether its branch is in this repository (not a fork). */
  sameRepository: boolean;
  /** The login of whoever opened it. */
  author: string;
  updatedAt: string;
}

export interface CommitAuthor {
  name: string;
  email: string;
}

export interface FileWrite {
  branch: string;
  path: string;
  content: string;
  /** The version being replaced; absent for a new file. The host refuses the write when it is not the file's version now. */
  sha?: string;
  message: string;
  author: CommitAuthor;
}

export interface FileDeletion {
  branch: string;
  path: string;
  sha: string;
  message: string;
  author: CommitAuthor;
}

/** Several files committed at once: one commit on `branch` over `parent`, through the host's tree API. */
export interface TreeCommit {
  branch: string;
  /** The commit the branch must still be at: the host refuses the commit (a conflict) when it moved meanwhile. */
  parent: string;
  /** Each file's new text (a picture's bytes), or null to remove it. */
  files: Array<{ path: string; content: string | Uint8Array | null }>;
  message: string;
  author: CommitAuthor;
}

/** The sign-in at the host: the application's side of the OAuth web flow. */
export interface GitHostSignIn {
  /** Where the browser goes to sign in and approve the application. */
  authorizeUrl(state: string, redirectUrl: string): string;
  exchangeCode(code: string, redirectUrl: string): Promise<GitTokens>;
  refresh(refreshToken: string): Promise<GitTokens>;
  /** Revokes a token (sign-out); never throws. */
  revoke(accessToken: string): Promise<void>;
}

/** The repository as one signed-in user sees it. */
export interface GitHostClient {
  user(): Promise<GitUser>;
  /** The user's access to the repository, or null when the repository is not visible to them. */
  access(): Promise<RepositoryAccess | null>;
  /** The commit a branch points at, or null when there is no such branch. */
  branchHead(branch: string): Promise<string | null>;
  /** Every file and folder of a commit. */
  tree(commit: string): Promise<TreeEntry[]>;
  blob(sha: string): Promise<Uint8Array>;
  /** A file at a branch or commit, or null when it is not there. */
  file(path: string, ref: string): Promise<RepositoryFile | null>;
  createBranch(name: string, fromCommit: string): Promise<void>;
  deleteBranch(name: string): Promise<void>;
  /** Commits one file (and nothing else) to a branch; answers the file's new version. */
  writeFile(write: FileWrite): Promise<{ sha: string; commit: string }>;
  deleteFile(deletion: FileDeletion): Promise<{ commit: string }>;
  /** Commits several files (written or removed) as one commit, only if the branch is still at `parent`. */
  commitFiles(commit: TreeCommit): Promise<{ commit: string }>;
  openPullRequests(): Promise<PullRequest[]>;
  createPullRequest(request: { head: string; base: string; title: string; body: string }): Promise<PullRequest>;
  updatePullRequest(number: number, change: { title: string; body: string }): Promise<PullRequest>;
  /** One pull request as it is now (open or not, merged or not, its head commit), or null when there is none of that number. */
  pullRequest(number: number): Promise<PullRequestNow | null>;
  /** What the checks of a commit say (its statuses and check runs together). */
  checks(commit: string): Promise<ChecksState>;
  /** Merges a pull request, only while its head is still `commit`. */
  merge(number: number, commit: string, message: string): Promise<void>;
  /** Adds a comment to a pull request's conversation. */
  comment(number: number, body: string): Promise<void>;
}

export interface PullRequestNow extends PullRequest {
  open: boolean;
  merged: boolean;
  /** The commit its branch points at. */
  headCommit: string;
}

/** A commit's checks: all passed (or there are none), some still running, or one failed. */
export type ChecksState = 'passed' | 'pending' | 'failed';

export interface GitHost {
  /** The host's name as the editor says it: "GitHub". */
  name: string;
  signIn: GitHostSignIn;
  client(accessToken: string): GitHostClient;
}

export type GitHostErrorKind = 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'rate-limited' | 'unavailable' | 'refused';

/** A refusal or failure of the host, by what the editor does about it. */
export class GitHostError extends Error {
  readonly kind: GitHostErrorKind;
  /** The host's HTTP status, when it answered. */
  readonly status: number | null;
  constructor(kind: GitHostErrorKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'GitHostError';
    this.kind = kind;
    this.status = status;
  }
}
