/**
 * GitHub as the editor's Git host, through Octokit (@octokit/rest for the REST API,
 * @octokit/oauth-methods for a GitHub App's user-to-server sign-in). The API's address is
 * configurable (EDITOR_GITHUB_API_URL: GitHub Enterprise, and the tests' fake host on 127.0.0.1);
 * the sign-in pages are on the matching web address (github.com for api.github.com).
 *
 * Files are committed with the contents API: one request, one commit, one file, refused by GitHub
 * when the file's version on the branch is not the one named (the editor's stale-base check). A
 * change of several files (a rename, a retire) is one commit made with the Git data API: a tree
 * over the parent's, a commit, and the branch moved to it only as a fast-forward.
 */
import { deleteToken, exchangeWebFlowCode, getWebFlowAuthorizationUrl, refreshToken } from '@octokit/oauth-methods';
import { Octokit } from '@octokit/rest';
import { GitHostError, type GitHost, type GitHostClient, type GitTokens, type PullRequest } from './git-host.ts';

export const GITHUB_API_URL = 'https://api.github.com';
/** How long one call to GitHub may take before the editor says GitHub is not answering. */
const CALL_TIMEOUT_MS = 10_000;
/** Open pull requests read to find the editor's own (pages of 100). */
const MAX_PULL_PAGES = 5;
const USER_AGENT = 'industry-editor';

export interface GitHubSettings {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  owner: string;
  repo: string;
}

/** Each call gets its own deadline: a host that does not answer is an error the editor can show. */
const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS) });

function octokit(apiUrl: string, auth?: string): Octokit {
  return new Octokit({
    baseUrl: apiUrl.replace(/\/+$/, ''),
    userAgent: USER_AGENT,
    request: { fetch: timedFetch },
    ...(auth ? { auth } : {}),
    // Octokit logs every refusal at warn level; the functions log their own outcome once.
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
  });
}

interface OctokitFailure {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

/** Octokit's error as what the editor does about it. */
export function gitHubError(error: unknown): GitHostError {
  if (error instanceof GitHostError) return error;
  const failure = (error ?? {}) as OctokitFailure;
  const status = typeof failure.status === 'number' ? failure.status : null;
  const message = (failure.response?.data as { message?: string } | undefined)?.message ?? failure.message ?? String(error);
  // A request that got no answer (refused connection, timeout) has no response.
  if (!failure.response || status === null || status >= 500) return new GitHostError('unavailable', `GitHub did not answer: ${message}`, failure.response ? status : null);
  const headers = failure.response.headers ?? {};
  if (status === 429 || (status === 403 && String(headers['x-ratelimit-remaining']) === '0')) return new GitHostError('rate-limited', message, status);
  if (status === 401) return new GitHostError('unauthorized', message, status);
  if (status === 403) return new GitHostError('forbidden', message, status);
  if (status === 404) return new GitHostError('not-found', message, status);
  if (status === 409) return new GitHostError('conflict', message, status);
  // "sha" wrong or missing on a contents write, a ref that exists: the file or branch changed meanwhile.
  if (status === 422 && /sha|already exists|Reference update failed|not a fast forward/i.test(message)) return new GitHostError('conflict', message, status);
  return new GitHostError('refused', message, status);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw gitHubError(error);
  }
}

interface PullData {
  number: number;
  title: string;
  body?: string | null;
  html_url: string;
  updated_at: string;
  user?: { login?: string } | null;
  head: { ref: string; repo?: { full_name?: string } | null };
}

function pullRequestOf(data: PullData, repository: string): PullRequest {
  return {
    number: data.number,
    title: data.title,
    body: data.body ?? '',
    url: data.html_url,
    head: data.head.ref,
    sameRepository: data.head.repo?.full_name?.toLowerCase() === repository.toLowerCase(),
    author: data.user?.login ?? '',
    updatedAt: data.updated_at,
  };
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

function tokensOf(authentication: { token: string; refreshToken?: string; expiresAt?: string; refreshTokenExpiresAt?: string }): GitTokens {
  return {
    accessToken: authentication.token,
    ...(authentication.refreshToken ? { refreshToken: authentication.refreshToken } : {}),
    ...(authentication.expiresAt ? { expiresAt: authentication.expiresAt } : {}),
    ...(authentication.refreshTokenExpiresAt ? { refreshTokenExpiresAt: authentication.refreshTokenExpiresAt } : {}),
  };
}

export function gitHub(settings: GitHubSettings): GitHost {
  const { owner, repo } = settings;
  const repository = `${owner}/${repo}`;
  const app = { clientType: 'github-app' as const, clientId: settings.clientId, clientSecret: settings.clientSecret };
  const unauthenticated = () => octokit(settings.apiUrl).request;

  function client(accessToken: string): GitHostClient {
    const api = octokit(settings.apiUrl, accessToken);
    return {
      user: () =>
        call(async () => {
          const { data } = await api.rest.users.getAuthenticated();
          return {
            id: String(data.id),
            login: data.login,
            name: data.name || data.login,
            // GitHub's no-reply address: commits are the user's without publishing their e-mail.
            email: `${data.id}+${data.login}@users.noreply.github.com`,
          };
        }),
      access: async () => {
        try {
          const { data } = await api.rest.repos.get({ owner, repo });
          const permissions: { push?: boolean; maintain?: boolean; admin?: boolean } = data.permissions ?? {};
          return { canWrite: Boolean(permissions.push || permissions.maintain || permissions.admin), isAdmin: Boolean(permissions.admin), defaultBranch: data.default_branch };
        } catch (error) {
          const failure = gitHubError(error);
          // GitHub hides a repository from who may not read it (or that the App is not installed on).
          if (failure.kind === 'not-found') return null;
          throw failure;
        }
      },
      branchHead: async (branch) => {
        try {
          return (await api.rest.repos.getBranch({ owner, repo, branch })).data.commit.sha;
        } catch (error) {
          const failure = gitHubError(error);
          if (failure.kind === 'not-found') return null;
          throw failure;
        }
      },
      tree: (commit) =>
        call(async () => {
          const { data: commitData } = await api.rest.git.getCommit({ owner, repo, commit_sha: commit });
          const { data } = await api.rest.git.getTree({ owner, repo, tree_sha: commitData.tree.sha, recursive: 'true' });
          if (data.truncated) throw new GitHostError('refused', 'The repository has too many files for GitHub to list at once.');
          return data.tree
            .filter((entry) => (entry.type === 'blob' || entry.type === 'tree') && entry.path && entry.sha)
            .map((entry) => ({ path: entry.path!, type: entry.type as 'blob' | 'tree', sha: entry.sha! }));
        }),
      blob: (sha) =>
        call(async () => {
          const { data } = await api.rest.git.getBlob({ owner, repo, file_sha: sha });
          return new Uint8Array(Buffer.from(data.content, (data.encoding as BufferEncoding) || 'base64'));
        }),
      file: async (path, ref) => {
        try {
          const { data } = await api.rest.repos.getContent({ owner, repo, path, ref });
          if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) return null;
          return { path, sha: data.sha, content: Buffer.from(data.content, 'base64').toString('utf8') };
        } catch (error) {
          const failure = gitHubError(error);
          if (failure.kind === 'not-found') return null;
          throw failure;
        }
      },
      createBranch: (name, fromCommit) =>
        call(async () => {
          await api.rest.git.createRef({ owner, repo, ref: `refs/heads/${name}`, sha: fromCommit });
        }),
      deleteBranch: (name) =>
        call(async () => {
          await api.rest.git.deleteRef({ owner, repo, ref: `heads/${name}` });
        }),
      writeFile: (write) =>
        call(async () => {
          const { data } = await api.rest.repos.createOrUpdateFileContents({
            owner,
            repo,
            path: write.path,
            branch: write.branch,
            message: write.message,
            content: base64(write.content),
            author: write.author,
            ...(write.sha ? { sha: write.sha } : {}),
          });
          return { sha: data.content?.sha ?? '', commit: data.commit.sha ?? '' };
        }),
      deleteFile: (deletion) =>
        call(async () => {
          const { data } = await api.rest.repos.deleteFile({
            owner,
            repo,
            path: deletion.path,
            branch: deletion.branch,
            message: deletion.message,
            sha: deletion.sha,
            author: deletion.author,
          });
          return { commit: data.commit.sha ?? '' };
        }),
      commitFiles: (commit) =>
        call(async () => {
          const { data: parent } = await api.rest.git.getCommit({ owner, repo, commit_sha: commit.parent });
          // A picture's bytes go up as a blob first: the tree API takes text only.
          const entries = await Promise.all(
            commit.files.map(async (file) => {
              if (file.content === null) return { path: file.path, mode: '100644' as const, type: 'blob' as const, sha: null };
              if (typeof file.content === 'string') return { path: file.path, mode: '100644' as const, type: 'blob' as const, content: file.content };
              const { data: blob } = await api.rest.git.createBlob({ owner, repo, content: Buffer.from(file.content).toString('base64'), encoding: 'base64' });
              return { path: file.path, mode: '100644' as const, type: 'blob' as const, sha: blob.sha };
            }),
          );
          const { data: tree } = await api.rest.git.createTree({ owner, repo, base_tree: parent.tree.sha, tree: entries });
          const { data: created } = await api.rest.git.createCommit({ owner, repo, message: commit.message, tree: tree.sha, parents: [commit.parent], author: commit.author });
          // Not forced: a branch that moved since `parent` refuses the update (422), a conflict.
          await api.rest.git.updateRef({ owner, repo, ref: `heads/${commit.branch}`, sha: created.sha, force: false });
          return { commit: created.sha };
        }),
      openPullRequests: () =>
        call(async () => {
          const pulls: PullRequest[] = [];
          for (let page = 1; page <= MAX_PULL_PAGES; page++) {
            const { data } = await api.rest.pulls.list({ owner, repo, state: 'open', sort: 'updated', direction: 'desc', per_page: 100, page });
            pulls.push(...data.map((pull) => pullRequestOf(pull, repository)));
            if (data.length < 100) break;
          }
          return pulls;
        }),
      createPullRequest: (request) =>
        call(async () => pullRequestOf((await api.rest.pulls.create({ owner, repo, ...request })).data, repository)),
      updatePullRequest: (number, change) =>
        call(async () => pullRequestOf((await api.rest.pulls.update({ owner, repo, pull_number: number, ...change })).data, repository)),
      pullRequest: async (number) => {
        try {
          const { data } = await api.rest.pulls.get({ owner, repo, pull_number: number });
          return { ...pullRequestOf(data, repository), open: data.state === 'open', merged: Boolean(data.merged), headCommit: data.head.sha };
        } catch (error) {
          if ((error as { status?: number }).status === 404) return null;
          throw gitHubError(error);
        }
      },
      checks: (commit) =>
        call(async () => {
          // Netlify's Deploy Preview reports as a commit status; CI as check runs: both count.
          const { data: combined } = await api.rest.repos.getCombinedStatusForRef({ owner, repo, ref: commit, per_page: 100 });
          // Check runs need the Checks permission, which a token may not have: then statuses alone count.
          const runs = await api.rest.checks.listForRef({ owner, repo, ref: commit, per_page: 100 }).then(
            ({ data }) => data.check_runs,
            (error: { status?: number }) => {
              if (error.status === 403) return [];
              throw error;
            },
          );
          const statuses = combined.statuses.map((status) => status.state);
          const conclusions = runs.map((run) => (run.status === 'completed' ? run.conclusion : 'pending'));
          if (statuses.some((state) => state === 'failure' || state === 'error') || conclusions.some((c) => c === 'failure' || c === 'timed_out' || c === 'cancelled' || c === 'action_required')) return 'failed';
          if (statuses.some((state) => state === 'pending') || conclusions.some((c) => c === 'pending' || c === null)) return 'pending';
          return 'passed';
        }),
      merge: (number, commit, message) =>
        call(async () => {
          await api.rest.pulls.merge({ owner, repo, pull_number: number, sha: commit, commit_title: message });
        }),
      comment: (number, body) =>
        call(async () => {
          await api.rest.issues.createComment({ owner, repo, issue_number: number, body });
        }),
    };
  }

  return {
    name: 'GitHub',
    signIn: {
      authorizeUrl: (state, redirectUrl) =>
        getWebFlowAuthorizationUrl({ clientType: 'github-app', clientId: settings.clientId, redirectUrl, state, request: unauthenticated() }).url,
      exchangeCode: (code, redirectUrl) =>
        call(async () => tokensOf((await exchangeWebFlowCode({ ...app, code, redirectUrl, request: unauthenticated() })).authentication)),
      refresh: (token) => call(async () => tokensOf((await refreshToken({ ...app, refreshToken: token, request: unauthenticated() })).authentication)),
      revoke: async (accessToken) => {
        try {
          await deleteToken({ ...app, token: accessToken, request: unauthenticated() });
        } catch {
          // The token expires by itself; signing out must not depend on GitHub answering.
        }
      },
    },
    client,
  };
}
