/**
 * A fake GitHub on 127.0.0.1: the few REST endpoints the editor's functions call through Octokit
 * (EDITOR_GITHUB_API_URL points them here), over a repository kept in memory (blobs, trees as path
 * maps, commits, branches, pull requests), and the GitHub App's web sign-in (its authorize page
 * approves at once, as the account `signInAs` names). Tests read what was committed and opened;
 * `setDown` makes every call fail as a host that does not answer would.
 *
 * Answers follow GitHub's: 401 for an unknown token, 404 for a repository the user may not read,
 * 409 for a contents write whose `sha` is not the file's, 422 for a branch or pull request that
 * exists already, and for a branch update that is not a fast-forward. Several files are
 * committed at once through the Git data API (a blob for a picture's bytes, a tree over a base
 * tree, a commit, the branch moved). A browser test, which cannot reach this object, reads a
 * branch's own commits at GET /__fake/commits?branch=.
 */
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface FakeUser {
  login: string;
  id: number;
  name: string;
  /** What the user may do in the repository: `none` cannot see it; `admin` writes and administers it. */
  permission: 'admin' | 'write' | 'read' | 'none';
}

export interface FakeCommit {
  sha: string;
  parent: string | null;
  message: string;
  author: { name: string; email: string } | null;
  /** Who made it (the token's user). */
  committer: string;
  files: Map<string, string>;
  /** The paths this commit added, changed or removed compared to its parent. */
  changed: string[];
}

export interface FakePull {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  user: string;
  state: 'open' | 'closed';
  merged?: boolean;
  updatedAt: string;
}

/** A commit's checks as the host reports them: commit statuses (Netlify's Deploy Preview) and check runs (CI). */
export type FakeChecks = 'success' | 'pending' | 'failure' | 'none';

export interface FakeGitHost {
  url: string;
  owner: string;
  repo: string;
  clientId: string;
  clientSecret: string;
  defaultBranch: string;
  users: Map<string, FakeUser>;
  /** The account the authorize page signs in as. */
  signInAs(login: string): void;
  branches: Map<string, string>;
  commits: Map<string, FakeCommit>;
  pulls: FakePull[];
  /** A file's text at a branch's head, or null. */
  fileAt(branch: string, path: string): string | null;
  /** A file's bytes at a commit, or null. */
  bytesAt(commit: string, path: string): Buffer | null;
  /** The commits of `branch` that are not on `base`, oldest first. */
  commitsOn(branch: string, base?: string): FakeCommit[];
  /** Commits `files` (path → text, null to delete) on `branch` as someone else (another editor, a merge). */
  commitDirect(branch: string, files: Record<string, string | null>, message?: string): string;
  /** Every call answers as a host that is down (503), or works again. */
  setDown(down: boolean): void;
  /** Tokens end now: every call with them is refused (401). */
  expireTokens(): void;
  /** A token of `login` that does not end (a personal access token). */
  tokenFor(login: string): string;
  /** What the checks of a commit say (`none`: no check at all, the default). */
  setChecks(commit: string, checks: FakeChecks): void;
  /** Comments on pull requests, in order. */
  comments: Array<{ number: number; user: string; body: string }>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

const hash = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

/** The repository's files to start from: the project's own, as git knows them, under `folders`. */
export function projectFiles(root: string, folders: readonly string[]): Record<string, Buffer> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...folders], { cwd: root, maxBuffer: 1 << 26 })
    .toString()
    .split('\0')
    .filter(Boolean);
  const files: Record<string, Buffer> = {};
  for (const path of listed) {
    try {
      files[path] = readFileSync(join(root, path));
    } catch {
      // Deleted in the working tree: not part of the repository now.
    }
  }
  return files;
}

/** The folders the editor reads: industry files, case studies, the site's pages and public files (reserved paths), images. */
export const EDITOR_FOLDERS = ['src/content', 'src/pages', 'public', 'src/assets'] as const;

export async function startFakeGitHost(options: {
  files: Record<string, string | Buffer>;
  users?: FakeUser[];
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  /** Seconds until an access token ends (GitHub App tokens: 8 hours). */
  tokenSeconds?: number;
}): Promise<FakeGitHost> {
  const owner = options.owner ?? 'studio';
  const repo = options.repo ?? 'site';
  const defaultBranch = options.defaultBranch ?? 'main';
  const clientId = 'Iv1.fakeclient';
  const clientSecret = 'fake-secret';
  const users = new Map((options.users ?? [{ login: 'editor', id: 1001, name: 'Eddie Editor', permission: 'write' as const }]).map((user) => [user.login, user]));
  let signInLogin = [...users.keys()][0]!;
  const blobs = new Map<string, Buffer>();
  const commits = new Map<string, FakeCommit>();
  const trees = new Map<string, Map<string, string>>();
  const branches = new Map<string, string>();
  const pulls: FakePull[] = [];
  const codes = new Map<string, string>();
  const tokens = new Map<string, { login: string; expires: number }>();
  const refreshTokens = new Map<string, string>();
  const requests: Array<{ method: string; path: string }> = [];
  const checks = new Map<string, FakeChecks>();
  const comments: Array<{ number: number; user: string; body: string }> = [];
  let down = false;

  const putBlob = (content: Buffer) => {
    const sha = hash(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));
    blobs.set(sha, content);
    return sha;
  };
  const treeSha = (files: Map<string, string>) => {
    const sha = hash([...files].sort(([a], [b]) => a.localeCompare(b)).map(([path, blob]) => `${path} ${blob}`).join('\n'));
    trees.set(sha, files);
    return sha;
  };
  const makeCommit = (parent: string | null, files: Map<string, string>, message: string, committer: string, author: FakeCommit['author']) => {
    const before = parent ? commits.get(parent)!.files : new Map<string, string>();
    const changed = [...new Set([...before.keys(), ...files.keys()])].filter((path) => before.get(path) !== files.get(path)).sort();
    const sha = hash(`${parent}\n${treeSha(files)}\n${message}\n${randomBytes(8).toString('hex')}`);
    commits.set(sha, { sha, parent, message, author, committer, files, changed });
    return sha;
  };

  const initial = new Map<string, string>();
  for (const [path, content] of Object.entries(options.files)) initial.set(path, putBlob(Buffer.isBuffer(content) ? content : Buffer.from(content)));
  branches.set(defaultBranch, makeCommit(null, initial, 'Initial commit', 'studio', null));

  /** The commits of `branch` that are not on `base`, oldest first. */
  function commitsOn(branch: string, base = defaultBranch): FakeCommit[] {
    const onBase = new Set<string>();
    for (let sha: string | null = branches.get(base) ?? null; sha; sha = commits.get(sha)!.parent) onBase.add(sha);
    const list: FakeCommit[] = [];
    for (let sha: string | null = branches.get(branch) ?? null; sha && !onBase.has(sha); sha = commits.get(sha)!.parent) list.unshift(commits.get(sha)!);
    return list;
  }

  const headFiles = (branch: string) => {
    const head = branches.get(branch);
    return head ? commits.get(head)!.files : null;
  };

  function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }
  const notFound = (res: ServerResponse) => send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });

  const pullJson = (pull: FakePull) => ({
    number: pull.number,
    title: pull.title,
    body: pull.body,
    state: pull.state,
    html_url: `https://github.example/${owner}/${repo}/pull/${pull.number}`,
    updated_at: pull.updatedAt,
    user: { login: pull.user },
    head: { ref: pull.head, repo: { full_name: `${owner}/${repo}` } },
    base: { ref: pull.base },
  });
  const pullDetailJson = (pull: FakePull) => ({ ...pullJson(pull), state: pull.state, merged: Boolean(pull.merged), head: { ...pullJson(pull).head, sha: branches.get(pull.head) ?? '' } });

  function userOf(req: IncomingMessage): FakeUser | null {
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const token = match ? tokens.get(match[1]!) : undefined;
    if (!token || token.expires <= Date.now()) return null;
    return users.get(token.login) ?? null;
  }

  function issueTokens(login: string) {
    const access = `ghu_${randomBytes(18).toString('hex')}`;
    const refresh = `ghr_${randomBytes(30).toString('hex')}`;
    const seconds = options.tokenSeconds ?? 28_800;
    tokens.set(access, { login, expires: Date.now() + seconds * 1000 });
    refreshTokens.set(refresh, login);
    return { access_token: access, token_type: 'bearer', scope: '', expires_in: seconds, refresh_token: refresh, refresh_token_expires_in: 15_811_200 };
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    if (down) return send(res, 503, { message: 'Service unavailable' });
    let body: Record<string, any> = {};
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = Object.fromEntries(new URLSearchParams(raw));
      }
    }

    // ---- The GitHub App's web sign-in ----
    if (url.pathname === '/login/oauth/authorize' && method === 'GET') {
      if (url.searchParams.get('client_id') !== clientId) return send(res, 400, { message: 'unknown client' });
      const code = randomBytes(10).toString('hex');
      // Which account is signed in at the host, as a browser's cookie there says (GitHub's own
      // session cookie, in effect): a browser test picks its account this way; else `signInAs`.
      const cookieLogin = /(?:^|;\s*)fake_github_login=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      codes.set(code, cookieLogin && users.has(decodeURIComponent(cookieLogin)) ? decodeURIComponent(cookieLogin) : signInLogin);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/login/oauth/access_token' && method === 'POST') {
      if (body.client_id !== clientId || body.client_secret !== clientSecret) return send(res, 200, { error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' });
      if (body.grant_type === 'refresh_token') {
        const login = refreshTokens.get(body.refresh_token);
        if (!login) return send(res, 200, { error: 'bad_refresh_token', error_description: 'The refresh token passed is incorrect or expired.' });
        refreshTokens.delete(body.refresh_token);
        return send(res, 200, issueTokens(login));
      }
      const login = codes.get(body.code);
      if (!login) return send(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      codes.delete(body.code);
      return send(res, 200, issueTokens(login));
    }
    if (new RegExp(`^/applications/${clientId}/token$`).test(url.pathname) && method === 'DELETE') {
      tokens.delete(body.access_token);
      return send(res, 204);
    }

    // ---- What a browser test reads of the repository (no such route at GitHub) ----
    if (url.pathname === '/__fake/commits' && method === 'GET') {
      const list = commitsOn(url.searchParams.get('branch') ?? '');
      return send(res, 200, list.map((commit) => ({ sha: commit.sha, message: commit.message, changed: commit.changed })));
    }
    // A file's text on a branch, and another person's commit of a file straight onto a branch (a save made meanwhile).
    if (url.pathname === '/__fake/file' && method === 'GET') {
      const sha = headFiles(url.searchParams.get('branch') ?? defaultBranch)?.get(url.searchParams.get('path') ?? '');
      return sha ? send(res, 200, { content: blobs.get(sha)!.toString('utf8'), sha }) : notFound(res);
    }
    if (url.pathname === '/__fake/commit' && method === 'POST') {
      const branch = String(body.branch ?? defaultBranch);
      const files = headFiles(branch);
      if (!files || typeof body.path !== 'string' || typeof body.content !== 'string') return send(res, 422, { message: 'branch, path and content' });
      const next = new Map(files).set(body.path, putBlob(Buffer.from(body.content)));
      branches.set(branch, makeCommit(branches.get(branch)!, next, String(body.message ?? 'Edit'), String(body.login ?? 'owner'), null));
      return send(res, 201, { sha: next.get(body.path) });
    }

    // ---- The REST API, as the signed-in user ----
    const user = userOf(req);
    if (!user) return send(res, 401, { message: 'Bad credentials' });
    if (url.pathname === '/user' && method === 'GET') return send(res, 200, { login: user.login, id: user.id, name: user.name });

    const repoPath = `/repos/${owner}/${repo}`;
    if (!url.pathname.startsWith(repoPath) || user.permission === 'none') return notFound(res);
    const rest = url.pathname.slice(repoPath.length);
    const canWrite = user.permission === 'write' || user.permission === 'admin';
    const isAdmin = user.permission === 'admin';
    const forbidden = () => send(res, 403, { message: 'Resource not accessible by integration' });

    if (rest === '' && method === 'GET') {
      return send(res, 200, {
        full_name: `${owner}/${repo}`,
        default_branch: defaultBranch,
        permissions: { admin: isAdmin, maintain: isAdmin, push: canWrite, triage: canWrite, pull: true },
      });
    }
    let match = /^\/branches\/(.+)$/.exec(rest);
    if (match && method === 'GET') {
      const name = decodeURIComponent(match[1]!);
      const head = branches.get(name);
      return head ? send(res, 200, { name, commit: { sha: head } }) : send(res, 404, { message: 'Branch not found' });
    }
    match = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest);
    if (match && method === 'GET') {
      const commit = commits.get(match[1]!);
      return commit ? send(res, 200, { sha: commit.sha, tree: { sha: treeSha(commit.files) }, message: commit.message }) : notFound(res);
    }
    match = /^\/git\/trees\/([0-9a-f]{40})$/.exec(rest);
    if (match && method === 'GET') {
      const files = trees.get(match[1]!);
      if (!files) return notFound(res);
      const folders = new Set<string>();
      for (const path of files.keys()) {
        const parts = path.split('/');
        for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
      }
      const tree = [
        ...[...folders].map((path) => ({ path, mode: '040000', type: 'tree', sha: hash(`tree:${path}`) })),
        ...[...files].map(([path, sha]) => ({ path, mode: '100644', type: 'blob', sha, size: blobs.get(sha)!.length })),
      ].sort((a, b) => a.path.localeCompare(b.path));
      return send(res, 200, { sha: match[1], tree, truncated: false });
    }
    match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest);
    if (match && method === 'GET') {
      const blob = blobs.get(match[1]!);
      return blob ? send(res, 200, { sha: match[1], content: blob.toString('base64'), encoding: 'base64', size: blob.length }) : notFound(res);
    }
    if (rest === '/git/blobs' && method === 'POST') {
      if (!canWrite) return forbidden();
      const content = Buffer.from(String(body.content ?? ''), body.encoding === 'base64' ? 'base64' : 'utf8');
      return send(res, 201, { sha: putBlob(content), url: `${url.origin}${repoPath}/git/blobs` });
    }
    if (rest === '/git/trees' && method === 'POST') {
      if (!canWrite) return forbidden();
      const baseFiles = body.base_tree ? trees.get(body.base_tree) : new Map<string, string>();
      if (!baseFiles) return send(res, 422, { message: 'Invalid tree info' });
      const next = new Map(baseFiles);
      for (const entry of (body.tree ?? []) as Array<{ path: string; sha?: string | null; content?: string }>) {
        if (typeof entry.content === 'string') next.set(entry.path, putBlob(Buffer.from(entry.content)));
        else if (entry.sha === null) next.delete(entry.path);
        else if (entry.sha && blobs.has(entry.sha)) next.set(entry.path, entry.sha);
        else return send(res, 422, { message: `Invalid tree entry for ${entry.path}` });
      }
      const sha = treeSha(next);
      return send(res, 201, { sha, tree: [...next].map(([path, blob]) => ({ path, mode: '100644', type: 'blob', sha: blob })) });
    }
    if (rest === '/git/commits' && method === 'POST') {
      if (!canWrite) return forbidden();
      const files = trees.get(body.tree);
      const parents = (body.parents ?? []) as string[];
      if (!files || parents.length !== 1 || !commits.has(parents[0]!)) return send(res, 422, { message: 'Invalid commit: tree or parent not found' });
      const sha = makeCommit(parents[0]!, new Map(files), String(body.message ?? ''), user.login, body.author ?? null);
      return send(res, 201, { sha, tree: { sha: body.tree }, message: body.message });
    }
    // Octokit writes the ref as one path segment (heads%2Fname).
    match = /^\/git\/refs\/heads\/(.+)$/.exec(decodeURIComponent(rest));
    if (match && method === 'PATCH') {
      if (!canWrite) return forbidden();
      const name = decodeURIComponent(match[1]!);
      const head = branches.get(name);
      if (!head) return send(res, 422, { message: 'Reference does not exist' });
      if (!commits.has(body.sha)) return send(res, 422, { message: 'Object does not exist' });
      let ancestor: string | null = body.sha;
      while (ancestor && ancestor !== head) ancestor = commits.get(ancestor)!.parent;
      if (!ancestor && !body.force) return send(res, 422, { message: 'Update is not a fast forward' });
      branches.set(name, body.sha);
      return send(res, 200, { ref: `refs/heads/${name}`, object: { sha: body.sha, type: 'commit' } });
    }
    if (rest === '/git/refs' && method === 'POST') {
      if (!canWrite) return forbidden();
      const name = String(body.ref ?? '').replace(/^refs\/heads\//, '');
      if (branches.has(name)) return send(res, 422, { message: 'Reference already exists' });
      if (!commits.has(body.sha)) return send(res, 422, { message: 'Object does not exist' });
      branches.set(name, body.sha);
      return send(res, 201, { ref: `refs/heads/${name}`, object: { sha: body.sha, type: 'commit' } });
    }
    if (match && method === 'DELETE') {
      if (!canWrite) return forbidden();
      const name = decodeURIComponent(match[1]!);
      if (!branches.delete(name)) return send(res, 422, { message: 'Reference does not exist' });
      return send(res, 204);
    }
    match = /^\/contents\/(.+)$/.exec(rest);
    if (match) {
      const path = decodeURIComponent(match[1]!);
      if (method === 'GET') {
        const files = headFiles(url.searchParams.get('ref') ?? defaultBranch) ?? (commits.get(url.searchParams.get('ref') ?? '')?.files ?? null);
        const sha = files?.get(path);
        if (!sha) return notFound(res);
        return send(res, 200, { type: 'file', path, name: path.split('/').pop(), sha, encoding: 'base64', content: blobs.get(sha)!.toString('base64') });
      }
      if (method === 'PUT' || method === 'DELETE') {
        if (!canWrite) return forbidden();
        const branch = body.branch ?? defaultBranch;
        const files = headFiles(branch);
        if (!files) return send(res, 404, { message: `Branch ${branch} not found` });
        const existing = files.get(path);
        if (method === 'DELETE' && !existing) return notFound(res);
        if (existing && !body.sha) return send(res, 422, { message: '"sha" wasn\'t supplied.' });
        if (existing && body.sha !== existing) return send(res, 409, { message: `${path} does not match ${body.sha}` });
        const next = new Map(files);
        if (method === 'PUT') next.set(path, putBlob(Buffer.from(String(body.content ?? ''), 'base64')));
        else next.delete(path);
        const commit = makeCommit(branches.get(branch)!, next, String(body.message ?? ''), user.login, body.author ?? null);
        branches.set(branch, commit);
        return send(res, method === 'PUT' && !existing ? 201 : 200, {
          content: method === 'PUT' ? { path, sha: next.get(path) } : null,
          commit: { sha: commit, message: body.message },
        });
      }
    }
    if (rest === '/pulls' && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const listed = pulls.filter((pull) => state === 'all' || pull.state === state).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return send(res, 200, listed.slice((page - 1) * perPage, page * perPage).map(pullJson));
    }
    if (rest === '/pulls' && method === 'POST') {
      if (!canWrite) return forbidden();
      if (!branches.has(body.head) || !branches.has(body.base)) return send(res, 422, { message: 'Validation Failed', errors: [{ field: 'head', code: 'invalid' }] });
      if (pulls.some((pull) => pull.state === 'open' && pull.head === body.head)) return send(res, 422, { message: `A pull request already exists for ${owner}:${body.head}.` });
      const pull: FakePull = { number: pulls.length + 1, title: body.title, body: body.body ?? '', head: body.head, base: body.base, user: user.login, state: 'open', updatedAt: new Date().toISOString() };
      pulls.push(pull);
      return send(res, 201, pullJson(pull));
    }
    match = /^\/pulls\/(\d+)$/.exec(rest);
    if (match && method === 'GET') {
      const pull = pulls.find((item) => item.number === Number(match![1]));
      return pull ? send(res, 200, pullDetailJson(pull)) : notFound(res);
    }
    match = /^\/pulls\/(\d+)\/merge$/.exec(rest);
    if (match && method === 'PUT') {
      if (!canWrite) return forbidden();
      const pull = pulls.find((item) => item.number === Number(match![1]));
      if (!pull) return notFound(res);
      if (pull.state !== 'open') return send(res, 405, { message: 'Pull Request is not mergeable' });
      if (body.sha && body.sha !== branches.get(pull.head)) return send(res, 409, { message: 'Head branch was modified. Review and try the merge again.' });
      // The branch's own changes since it left the base, over the base as it is now.
      const next = new Map(headFiles(pull.base)!);
      const head = headFiles(pull.head)!;
      const changed = new Set(commitsOn(pull.head, pull.base).flatMap((commit) => commit.changed));
      for (const path of changed) {
        const blob = head.get(path);
        if (blob) next.set(path, blob);
        else next.delete(path);
      }
      const sha = makeCommit(branches.get(pull.base)!, next, String(body.commit_title ?? `Merge pull request #${pull.number}`), user.login, null);
      branches.set(pull.base, sha);
      pull.state = 'closed';
      pull.merged = true;
      return send(res, 200, { sha, merged: true, message: 'Pull Request successfully merged' });
    }
    match = /^\/issues\/(\d+)\/comments$/.exec(rest);
    if (match && method === 'POST') {
      if (!canWrite) return forbidden();
      if (!pulls.some((item) => item.number === Number(match![1]))) return notFound(res);
      comments.push({ number: Number(match[1]), user: user.login, body: String(body.body ?? '') });
      return send(res, 201, { id: comments.length, body: body.body });
    }
    match = /^\/commits\/([^/]+)\/(status|check-runs)$/.exec(rest);
    if (match && method === 'GET') {
      const state = checks.get(decodeURIComponent(match[1]!)) ?? 'none';
      if (match[2] === 'status') {
        const statuses = state === 'none' ? [] : [{ state, context: 'netlify/deploy-preview' }];
        return send(res, 200, { state: state === 'none' ? 'pending' : state, statuses, total_count: statuses.length });
      }
      return send(res, 200, { total_count: 0, check_runs: [] });
    }
    match = /^\/pulls\/(\d+)$/.exec(rest);
    if (match && method === 'PATCH') {
      if (!canWrite) return forbidden();
      const pull = pulls.find((item) => item.number === Number(match![1]));
      if (!pull) return notFound(res);
      if (typeof body.title === 'string') pull.title = body.title;
      if (typeof body.body === 'string') pull.body = body.body;
      if (body.state === 'closed' || body.state === 'open') pull.state = body.state;
      pull.updatedAt = new Date(Math.max(Date.now(), Date.parse(pull.updatedAt) + 1)).toISOString();
      return send(res, 200, pullJson(pull));
    }
    return notFound(res);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        send(res, 500, { message: String(error) });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    owner,
    repo,
    clientId,
    clientSecret,
    defaultBranch,
    users,
    signInAs: (login) => void (signInLogin = login),
    branches,
    commits,
    pulls,
    fileAt(branch, path) {
      const sha = headFiles(branch)?.get(path);
      return sha ? blobs.get(sha)!.toString('utf8') : null;
    },
    bytesAt(commit, path) {
      const sha = commits.get(commit)?.files.get(path);
      return sha ? blobs.get(sha)! : null;
    },
    commitsOn,
    commitDirect(branch, files, message = 'Changed elsewhere') {
      const next = new Map(headFiles(branch)!);
      for (const [path, text] of Object.entries(files)) {
        if (text === null) next.delete(path);
        else next.set(path, putBlob(Buffer.from(text)));
      }
      const sha = makeCommit(branches.get(branch)!, next, message, 'someone-else', null);
      branches.set(branch, sha);
      return sha;
    },
    setDown: (value) => void (down = value),
    expireTokens() {
      for (const token of tokens.values()) token.expires = 0;
      refreshTokens.clear();
    },
    tokenFor(login) {
      const token = `github_pat_${randomBytes(18).toString('hex')}`;
      tokens.set(token, { login, expires: Number.POSITIVE_INFINITY });
      return token;
    },
    setChecks: (commit, state) => void checks.set(commit, state),
    comments,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
