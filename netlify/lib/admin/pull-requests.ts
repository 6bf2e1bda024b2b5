/**
 * The industry files as the editor on the live site reads and changes them: read from the
 * repository's base branch (or from the editor's own open branch for that file), and written as
 * one commit of one file on the editor's branch, with a pull request against the base branch.
 *
 * A write is checked here before anything is committed, whatever the browser checked: the whole
 * file against the industry schema, and against the other industry files, the site's pages and
 * its images as they are at the base branch's head (the pull request merges into that, so that
 * is what the file must fit). A file changed since the editor opened it is refused (409), never
 * overwritten: the version named is the file's blob id, and the host itself refuses a commit
 * whose file is not at that version.
 */
import { summarizeChange, editTitle, listFields } from '../../../src/editor/core/change-summary.ts';
import { deployPreviewUrl, type PullRequestSummary, type RetiredAsPullRequest, type SavedAsPullRequest } from '../../../src/editor/core/admin-api.ts';
import { INDUSTRY_FOLDER, industryFilePath, isIndustryFileName, splitIndustryFile } from '../../../src/editor/core/industry-file.ts';
import { readFrontmatter } from '../../../src/editor/core/frontmatter.ts';
import { ASSETS_FOLDER, IMAGE_EXTENSIONS, type LoadedIndustryFile, type StoreListing } from '../../../src/editor/core/store.ts';
import { checkIndustrySource, describeIssues, type FieldIssue } from '../../../src/editor/core/validation.ts';
import { reservedPaths } from '../../../src/lib/industry-registry.ts';
import { HttpError } from '../platform/http.ts';
import type { GitHostClient, GitUser, PullRequest, RepositoryFile, TreeEntry } from './git-host.ts';

/** Where the editor's branches live: `editor/<login>/<file without .mdx>`. */
export const EDITOR_BRANCH_PREFIX = 'editor/';
/** Industry files read per listing, at most (each is one request to the host). */
const MAX_INDUSTRY_FILES = 200;

export function editorBranch(login: string, name: string): string {
  return `${EDITOR_BRANCH_PREFIX}${login.toLowerCase()}/${name.replace(/\.mdx$/, '')}`;
}

/** The file name an editor's branch is for, or null for another branch. */
function fileOfBranch(branch: string, login: string): string | null {
  const prefix = `${EDITOR_BRANCH_PREFIX}${login.toLowerCase()}/`;
  return branch.startsWith(prefix) ? `${branch.slice(prefix.length)}.mdx` : null;
}

/** Refuses (400) any name but an industry file's: the API reads and writes nothing else. */
export function assertIndustryFileName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !isIndustryFileName(name)) {
    throw new HttpError(400, `Only the industry files can be edited here: ${INDUSTRY_FOLDER}/<name>.mdx, the name in lowercase words joined by hyphens.`);
  }
}

/** Blob texts by id: a blob never changes, so what was read once is read from here. */
const blobTexts = new Map<string, string>();
const MAX_CACHED_BLOBS = 500;

async function blobText(client: GitHostClient, sha: string): Promise<string> {
  const cached = blobTexts.get(sha);
  if (cached !== undefined) return cached;
  const text = new TextDecoder().decode(await client.blob(sha));
  if (blobTexts.size >= MAX_CACHED_BLOBS) blobTexts.delete(blobTexts.keys().next().value!);
  blobTexts.set(sha, text);
  return text;
}

function dataOf(source: string): unknown {
  try {
    return readFrontmatter(splitIndustryFile(source).frontmatter);
  } catch {
    return null;
  }
}

/** The children of a folder in a tree listing (`src/pages` → `about.astro`, `case`…). */
function childrenOf(tree: readonly TreeEntry[], folder: string): string[] {
  const prefix = `${folder}/`;
  return tree.filter((entry) => entry.path.startsWith(prefix) && !entry.path.slice(prefix.length).includes('/')).map((entry) => entry.path.slice(prefix.length));
}

export interface Base {
  branch: string;
  commit: string;
}

/** The repository as the editor works on it: the signed-in editor's client, and the base branch. */
export interface Workspace {
  client: GitHostClient;
  user: GitUser;
  base: Base;
  /** The site's name on Netlify, which names its Deploy Previews; null when unknown. */
  siteName: string | null;
}

/** What the checks across files need, read from the base: the industry files, the site's paths, its images. */
export async function listing(client: GitHostClient, base: Base): Promise<StoreListing> {
  const tree = await client.tree(base.commit);
  const industries = tree
    .filter((entry) => entry.type === 'blob' && entry.path.startsWith(`${INDUSTRY_FOLDER}/`) && isIndustryFileName(entry.path.slice(INDUSTRY_FOLDER.length + 1)))
    .slice(0, MAX_INDUSTRY_FILES);
  const files = await Promise.all(
    industries.map(async (entry) => ({ name: entry.path.slice(INDUSTRY_FOLDER.length + 1), version: entry.sha, data: dataOf(await blobText(client, entry.sha)) })),
  );
  const assets = tree
    .filter((entry) => entry.type === 'blob' && entry.path.startsWith(`${ASSETS_FOLDER}/`) && IMAGE_EXTENSIONS.test(entry.path))
    .map((entry) => entry.path)
    .sort();
  const reserved = [...reservedPaths(childrenOf(tree, 'src/pages'), childrenOf(tree, 'public'))];
  return { files: files.sort((a, b) => a.name.localeCompare(b.name)), reserved, assets };
}

/** An image of the base (src/assets/…), for the form's previews; null when it is not one. */
export async function asset(workspace: Workspace, path: string): Promise<Uint8Array | null> {
  if (!path.startsWith(`${ASSETS_FOLDER}/`) || !IMAGE_EXTENSIONS.test(path) || path.split('/').includes('..')) return null;
  const entry = (await workspace.client.tree(workspace.base.commit)).find((item) => item.type === 'blob' && item.path === path);
  return entry ? workspace.client.blob(entry.sha) : null;
}

/** The file as the editor continues it: from its open branch when it has one, else from the base. */
export async function loadFile(workspace: Workspace, name: string): Promise<LoadedIndustryFile> {
  assertIndustryFileName(name);
  const path = industryFilePath(name);
  const { client, user, base } = workspace;
  const branch = editorBranch(user.login, name);
  const file = ((await client.branchHead(branch)) && (await client.file(path, branch))) || (await client.file(path, base.branch));
  if (!file) throw new HttpError(404, `${name} does not exist on ${base.branch}.`);
  return { name, source: file.content, version: file.sha };
}

/** Refuses (422) a file that fails the build's checks, naming each problem; nothing is committed. */
async function assertValid(workspace: Workspace, name: string, source: string): Promise<void> {
  const context = await listing(workspace.client, workspace.base);
  const others = context.files.filter((file) => file.name !== name).map((file) => ({ file: industryFilePath(file.name), data: file.data }));
  const check = checkIndustrySource(source, { name, others, reserved: context.reserved, assets: context.assets });
  const problems: FieldIssue[] = [
    ...(check.formatError ? [{ path: [], message: check.formatError }] : []),
    ...check.fields,
    ...check.body.map((issue) => ({ path: ['body'], message: issue.message })),
  ];
  if (problems.length) throw new HttpError(422, `${name} was not saved: ${describeIssues(check).join('; ')}`, { problems });
}

function conflict(name: string, version?: string): HttpError {
  return new HttpError(
    409,
    `${name} was changed since you opened it. Reload it to see the changes (your draft is kept in this browser).`,
    version ? { version } : {},
  );
}

function summaryOf(pull: PullRequest, login: string, siteName: string | null): PullRequestSummary {
  return {
    number: pull.number,
    title: pull.title,
    url: pull.url,
    file: fileOfBranch(pull.head, login),
    updatedAt: pull.updatedAt,
    previewUrl: siteName ? deployPreviewUrl(siteName, pull.number) : null,
  };
}

/** The editor's open pull requests, newest first: those of their own branches in this repository. */
export async function editorPullRequests(workspace: Workspace): Promise<PullRequestSummary[]> {
  const login = workspace.user.login;
  return (await workspace.client.openPullRequests())
    .filter((pull) => pull.sameRepository && fileOfBranch(pull.head, login) !== null)
    .map((pull) => summaryOf(pull, login, workspace.siteName));
}

/**
 * The editor's branch for `name`, ready for a commit: the open one, or a new one from the base's
 * head. A branch left from a pull request that was merged or closed starts over from the base.
 */
async function branchFor(workspace: Workspace, name: string): Promise<{ branch: string; pull: PullRequest | null; fresh: boolean }> {
  const { client, user } = workspace;
  const branch = editorBranch(user.login, name);
  const head = await client.branchHead(branch);
  const pull = head ? ((await client.openPullRequests()).find((item) => item.head === branch && item.sameRepository) ?? null) : null;
  if (head && pull) return { branch, pull, fresh: false };
  if (head) await client.deleteBranch(branch);
  return { branch, pull: null, fresh: true };
}

function pullRequestBody(user: GitUser, name: string, fields: readonly string[]): string {
  return [
    `Changed in the industry editor (/admin) by @${user.login}: \`${industryFilePath(name)}\`${fields.length ? `, ${listFields(fields)}` : ''}.`,
    '',
    'Checked by the server against the industry schema and the other industry files of the base branch before each commit.',
    "Netlify builds this pull request's Deploy Preview: review the page there before merging.",
  ].join('\n');
}

async function openOrUpdate(
  workspace: Workspace,
  target: { branch: string; pull: PullRequest | null },
  name: string,
  title: string,
  fields: readonly string[],
): Promise<PullRequest> {
  const body = pullRequestBody(workspace.user, name, fields);
  if (target.pull) return workspace.client.updatePullRequest(target.pull.number, { title, body });
  return workspace.client.createPullRequest({ head: target.branch, base: workspace.base.branch, title, body });
}

const authorOf = (user: GitUser) => ({ name: user.name, email: user.email });

/**
 * Saves `source` over `name` as a commit on the editor's branch (made from the base when it has
 * none), and opens or updates its pull request, titled by the page and the fields changed from
 * the base. `baseVersion` is the version the editor opened; any other version now is a 409.
 */
export async function saveFile(workspace: Workspace, name: string, source: string, baseVersion: string): Promise<SavedAsPullRequest> {
  assertIndustryFileName(name);
  const { client, user, base } = workspace;
  const path = industryFilePath(name);
  const onBase = await client.file(path, base.branch);
  if (!onBase) throw new HttpError(404, `${name} does not exist on ${base.branch}. Reload the editor.`);
  const target = await branchFor(workspace, name);
  const current: RepositoryFile | null = target.fresh ? onBase : await client.file(path, target.branch);
  if (!current) throw new HttpError(404, `${name} is no longer on your branch ${target.branch}. Reload it.`);
  if (current.sha !== baseVersion) throw conflict(name, current.sha);
  await assertValid(workspace, name, source);
  // Nothing to commit: no empty commit, no pull request without a change.
  if (current.content === source) {
    const where = target.pull ? `in pull request #${target.pull.number}` : `on ${base.branch}`;
    return { name, source, version: current.sha, message: `No change to save: ${name} is the same as ${where}.`, pullRequest: target.pull ? summaryOf(target.pull, user.login, workspace.siteName) : null };
  }
  if (target.fresh) await client.createBranch(target.branch, base.commit);
  const thisSave = summarizeChange(name, current.content, source);
  const written = await client.writeFile({ branch: target.branch, path, content: source, sha: current.sha, message: editTitle(thisSave), author: authorOf(user) });
  const sinceBase = summarizeChange(name, onBase.content, source);
  const pull = await openOrUpdate(workspace, target, name, editTitle(sinceBase), sinceBase.fields);
  return {
    name,
    source,
    version: written.sha,
    message: `Saved ${name} to pull request #${pull.number}: it goes live once the pull request is merged.`,
    pullRequest: summaryOf(pull, user.login, workspace.siteName),
  };
}

/** A new industry file, as a pull request that adds it. */
export async function createFile(workspace: Workspace, name: string, source: string): Promise<SavedAsPullRequest> {
  assertIndustryFileName(name);
  const { client, user, base } = workspace;
  const path = industryFilePath(name);
  if (await client.file(path, base.branch)) throw new HttpError(409, `${name} already exists: choose another name.`);
  const target = await branchFor(workspace, name);
  if (!target.fresh && (await client.file(path, target.branch))) {
    throw new HttpError(409, `${name} is already being added in your pull request #${target.pull!.number}: open it from the list.`);
  }
  await assertValid(workspace, name, source);
  if (target.fresh) await client.createBranch(target.branch, base.commit);
  const page = summarizeChange(name, null, source).page;
  const written = await client.writeFile({ branch: target.branch, path, content: source, message: `Add ${page}`, author: authorOf(user) });
  const pull = await openOrUpdate(workspace, target, name, `Add ${page}`, []);
  return {
    name,
    source,
    version: written.sha,
    message: `Created ${name} in pull request #${pull.number}: its page ${page} goes live once the pull request is merged.`,
    pullRequest: summaryOf(pull, user.login, workspace.siteName),
  };
}

/** Deletes an industry file, as a pull request. */
export async function retireFile(workspace: Workspace, name: string, baseVersion: string): Promise<RetiredAsPullRequest> {
  assertIndustryFileName(name);
  const { client, user, base } = workspace;
  const path = industryFilePath(name);
  const onBase = await client.file(path, base.branch);
  if (!onBase) throw new HttpError(404, `${name} does not exist on ${base.branch}.`);
  const target = await branchFor(workspace, name);
  const current = target.fresh ? onBase : await client.file(path, target.branch);
  if (!current) throw new HttpError(409, `${name} is already deleted in your pull request #${target.pull!.number}.`);
  if (current.sha !== baseVersion) throw conflict(name, current.sha);
  if (target.fresh) await client.createBranch(target.branch, base.commit);
  const page = summarizeChange(name, null, onBase.content).page;
  await client.deleteFile({ branch: target.branch, path, sha: current.sha, message: `Retire ${page}`, author: authorOf(user) });
  const pull = await openOrUpdate(workspace, target, name, `Retire ${page}`, []);
  return { message: `${name} is deleted in pull request #${pull.number}: its page goes once the pull request is merged.`, pullRequest: summaryOf(pull, user.login, workspace.siteName) };
}
