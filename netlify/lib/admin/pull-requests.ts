/**
 * The industry files as the editor on the live site reads and changes them: read from the
 * repository's base branch (or from the editor's own open branch for that file), and written as
 * one commit of one file on the editor's branch, with a pull request against the base branch.
 *
 * A write is checked here before anything is committed, whatever the browser checked: the whole
 * site's content check (src/editor/core/validation.ts) over the base branch's head with the
 * change applied (the pull request merges into that, so that is what it must fit): every
 * industry file, the case studies, the site's pages and its images. The prose may not add or
 * change code (imports, exports, {expressions}, HTML, components the site does not have): that
 * is what a reviewer could not read as prose, so it goes through a code editor. A file changed
 * since the editor opened it is refused (409), never overwritten: the version named is the
 * file's blob id, and the host itself refuses a commit whose file is not at that version.
 *
 * A rename or a retire touches several files (the page, the case studies that name it, the page
 * that keeps its addresses): one commit through the host's tree API, one pull request.
 */
import { createHash } from 'node:crypto';
import { codeParts } from '../../../src/editor/core/body.ts';
import { changeLabels, editTitle, summarizeChange } from '../../../src/editor/core/change-summary.ts';
import { deployPreviewUrl, type ChangedAsPullRequest, type OtherPullRequest, type PullRequestSummary, type SavedAsPullRequest } from '../../../src/editor/core/admin-api.ts';
import { changeSentence, focusOf, originOf } from '../../../src/editor/core/content-change.ts';
import { formSchemaOf, type JsonSchema } from '../../../src/editor/core/form-schema.ts';
import { caseStudyDataOrNull, repointedCaseStudy } from '../../../src/editor/core/lifecycle.ts';
import {
  contentFileOf,
  INDUSTRY_FOLDER,
  isIndustryFileName,
  isPortfolioFileName,
  pathOfName,
  PORTFOLIO_FOLDER,
} from '../../../src/editor/core/industry-file.ts';
import { TEXT_FILES } from '../../../src/lib/content-files.ts';
import { ASSETS_FOLDER, IMAGE_EXTENSIONS, type ContentChange, type LoadedIndustryFile, type StoreListing } from '../../../src/editor/core/store.ts';
import { bodyOfSource, checkWrite, dataOfSource, editorSchemaFor, siteOf, type WrittenFile } from '../../../src/editor/core/validation.ts';
import { getAt } from '../../../src/editor/core/values.ts';
import { imageSize, type ImageSize } from '../../../src/lib/image-size.ts';
import { reservedPaths } from '../../../src/lib/industry-registry.ts';
import { HttpError } from '../platform/http.ts';
import type { GitHostClient, GitUser, PullRequest, RepositoryFile, TreeEntry } from './git-host.ts';
import { picturesNamedIn, type PendingPicture, type PendingPictures } from './pending-pictures.ts';

/** Where the editor's branches live: `editor/<login>/<industry file without .mdx>`, `editor/<login>/content/<other content file>`. */
export const EDITOR_BRANCH_PREFIX = 'editor/';
const CONTENT_PREFIX = 'src/content/';
const CONTENT_BRANCH = 'content/';
/** Industry files (and case studies) read per listing, at most (each is one request to the host). */
const MAX_INDUSTRY_FILES = 200;
/** Images whose pixels are read per listing, at most, and how many at once. */
const MAX_IMAGES = 300;
const IMAGE_READS_AT_ONCE = 6;

export function editorBranch(login: string, name: string): string {
  const rest = name.startsWith(CONTENT_PREFIX) ? `${CONTENT_BRANCH}${name.slice(CONTENT_PREFIX.length)}` : name.replace(/\.mdx$/, '');
  return `${EDITOR_BRANCH_PREFIX}${login.toLowerCase()}/${rest}`;
}

/** Whose and for which file an editor's branch is (an industry file's name, another file's project path), or null for another branch. */
export function branchOwner(branch: string): { login: string; file: string } | null {
  if (!branch.startsWith(EDITOR_BRANCH_PREFIX)) return null;
  const rest = branch.slice(EDITOR_BRANCH_PREFIX.length);
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) return null;
  const name = rest.slice(slash + 1);
  return { login: rest.slice(0, slash), file: name.startsWith(CONTENT_BRANCH) ? `${CONTENT_PREFIX}${name.slice(CONTENT_BRANCH.length)}` : `${name}.mdx` };
}

/** The file name an editor's branch is for, when it is this editor's branch; null for any other. */
function fileOfBranch(branch: string, login: string): string | null {
  const owner = branchOwner(branch);
  return owner && owner.login === login.toLowerCase() ? owner.file : null;
}

/** Refuses (400) any name but an editable content file's: the API reads and writes nothing else. */
export function assertIndustryFileName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !pathOfName(name)) {
    throw new HttpError(400, `Only the content files the editor lists can be edited here: an industry file (${INDUSTRY_FOLDER}/<name>.mdx, the name in lowercase words joined by hyphens), a case study or one of the site's pages, lists and prices.`);
  }
}

/** The project path of a name the API was given (checked by assertIndustryFileName). */
const pathOf = (name: string): string => pathOfName(name)!;

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

/** Pixel sizes of images by blob id (a blob never changes). */
const blobSizes = new Map<string, ImageSize | null>();

async function sizeOfBlob(client: GitHostClient, sha: string): Promise<ImageSize | null> {
  if (blobSizes.has(sha)) return blobSizes.get(sha)!;
  const size = imageSize(await client.blob(sha));
  if (blobSizes.size >= MAX_CACHED_BLOBS) blobSizes.delete(blobSizes.keys().next().value!);
  blobSizes.set(sha, size);
  return size;
}

/** `work` over `items`, a few at a time. */
async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** Git's id of a file's content (the blob id the host gives it), computed without asking it. */
function blobId(content: string): string {
  const bytes = Buffer.from(content, 'utf8');
  return createHash('sha1').update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes])).digest('hex');
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
  /** The editor's uploaded pictures no commit holds yet: listed, checked, and committed with the first write that names them. */
  pictures?: PendingPictures;
}

/** The blobs of a folder's files whose names pass `valid`. */
function filesIn(tree: readonly TreeEntry[], folder: string, valid: (name: string) => boolean): TreeEntry[] {
  return tree.filter((entry) => entry.type === 'blob' && entry.path.startsWith(`${folder}/`) && valid(entry.path.slice(folder.length + 1))).slice(0, MAX_INDUSTRY_FILES);
}

/** The content as the checks need it, read from a commit: the listing, and each industry file's text. */
async function readContent(client: GitHostClient, commit: string, pending: readonly PendingPicture[] = []): Promise<{ listing: StoreListing; sources: Map<string, string>; committedImages: Set<string> }> {
  const tree = await client.tree(commit);
  const sources = new Map<string, string>();
  const files = await inBatches(filesIn(tree, INDUSTRY_FOLDER, isIndustryFileName), MAX_INDUSTRY_FILES, async (entry) => {
    const source = await blobText(client, entry.sha);
    sources.set(entry.path, source);
    return { name: entry.path.slice(INDUSTRY_FOLDER.length + 1), version: entry.sha, data: dataOfSource(source) };
  });
  const portfolio = await inBatches(filesIn(tree, PORTFOLIO_FOLDER, isPortfolioFileName), MAX_INDUSTRY_FILES, async (entry) => ({
    name: entry.path.slice(PORTFOLIO_FOLDER.length + 1),
    version: entry.sha,
    source: await blobText(client, entry.sha),
  }));
  const texts = await inBatches(
    tree.filter((entry) => entry.type === 'blob' && TEXT_FILES.some((file) => file.path === entry.path)),
    MAX_INDUSTRY_FILES,
    async (entry) => ({ name: entry.path, version: entry.sha, source: await blobText(client, entry.sha) }),
  );
  const images = tree
    .filter((entry) => entry.type === 'blob' && entry.path.startsWith(`${ASSETS_FOLDER}/`) && IMAGE_EXTENSIONS.test(entry.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .slice(0, MAX_IMAGES);
  const sizes = await inBatches(images, IMAGE_READS_AT_ONCE, (entry) => sizeOfBlob(client, entry.sha));
  const imageSizes: StoreListing['imageSizes'] = Object.fromEntries(images.map((entry, i) => [entry.path, sizes[i]!]));
  // The editor's own uploads waiting for a commit: shown and checked as if they were there.
  for (const picture of pending) imageSizes[picture.path] = picture.size;
  const assets = [...new Set([...images.map((entry) => entry.path), ...pending.map((picture) => picture.path)])].sort();
  const reserved = [...reservedPaths(childrenOf(tree, 'src/pages'), childrenOf(tree, 'public'))];
  const byName = <T extends { name: string }>(list: T[]) => list.sort((a, b) => a.name.localeCompare(b.name));
  return { listing: { files: byName(files), portfolio: byName(portfolio), texts: byName(texts), reserved, assets, imageSizes }, sources, committedImages: new Set(images.map((entry) => entry.path)) };
}

const pendingOf = async (workspace: Workspace): Promise<PendingPicture[]> => (await workspace.pictures?.list()) ?? [];

/** What the checks across files need, read from the base: the industry files, the case studies, the site's paths, its images (and the editor's pending pictures). */
export async function listing(workspace: Workspace): Promise<StoreListing> {
  const pending = await pendingOf(workspace);
  const { listing: content, committedImages } = await readContent(workspace.client, workspace.base.commit, pending);
  // A picture the base holds now (its pull request was merged) is pending no more.
  const merged = pending.filter((picture) => committedImages.has(picture.path));
  if (merged.length) await workspace.pictures?.remove(merged.map((picture) => picture.path));
  return content;
}

/** An image of the base (src/assets/…) or one of the editor's pending pictures, for the form's previews; null when it is not one. */
export async function asset(workspace: Workspace, path: string): Promise<Uint8Array | null> {
  if (!path.startsWith(`${ASSETS_FOLDER}/`) || !IMAGE_EXTENSIONS.test(path) || path.split('/').includes('..')) return null;
  const pending = await workspace.pictures?.bytes(path);
  if (pending) return pending;
  const entry = (await workspace.client.tree(workspace.base.commit)).find((item) => item.type === 'blob' && item.path === path);
  return entry ? workspace.client.blob(entry.sha) : null;
}

/**
 * The editor's pending pictures the written texts name, with their bytes: they go into the same
 * commit, unless that branch has them already (committed by an earlier save, on a branch that
 * was not started over since).
 */
async function picturesFor(workspace: Workspace, target: { branch: string; fresh: boolean }, sources: ReadonlyArray<string | null>): Promise<Array<{ path: string; content: Uint8Array }>> {
  const named = picturesNamedIn(await pendingOf(workspace), sources.filter((source): source is string => source !== null));
  const found: Array<{ path: string; content: Uint8Array }> = [];
  for (const picture of named) {
    if (!target.fresh && picture.committedTo === target.branch) continue;
    const content = await workspace.pictures!.bytes(picture.path);
    if (content) found.push({ path: picture.path, content });
  }
  return found;
}

/** Once committed, a picture is marked with its branch: shown to its editor until the base has it. */
async function committed(workspace: Workspace, branch: string, pictures: ReadonlyArray<{ path: string }>): Promise<void> {
  if (pictures.length) await workspace.pictures?.committed(pictures.map((picture) => picture.path), branch);
}

const pictureLines = (pictures: ReadonlyArray<{ path: string }>) => pictures.map((picture) => `\`${picture.path}\` (new picture)`);

/** The file as the editor continues it: from its open branch when it has one, else from the base. */
export async function loadFile(workspace: Workspace, name: string): Promise<LoadedIndustryFile> {
  assertIndustryFileName(name);
  const path = pathOf(name);
  const { client, user, base } = workspace;
  const branch = editorBranch(user.login, name);
  const file = ((await client.branchHead(branch)) && (await client.file(path, branch))) || (await client.file(path, base.branch));
  if (!file) throw new HttpError(404, `${name} does not exist on ${base.branch}.`);
  const warning = othersWarning(othersIn(await client.openPullRequests(), user.login, name)).trim();
  return { name, source: file.content, version: file.sha, ...(warning ? { message: warning } : {}) };
}

/** The form's labels of the fields of each kind of file, to list what a pull request changes (made once each). */
const formSchemas = new Map<string, JsonSchema>();
const labelsSchema = (path: string): JsonSchema => {
  const key = path.startsWith(`${INDUSTRY_FOLDER}/`) ? INDUSTRY_FOLDER : path.startsWith(`${PORTFOLIO_FOLDER}/`) ? PORTFOLIO_FOLDER : path;
  let schema = formSchemas.get(key);
  if (!schema) formSchemas.set(key, (schema = formSchemaOf(editorSchemaFor(key === INDUSTRY_FOLDER ? 'file.mdx' : key === PORTFOLIO_FOLDER ? `${PORTFOLIO_FOLDER}/file.yaml` : key))));
  return schema;
};

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Refuses (422) a change whose site fails the build's checks, naming each problem, or whose prose
 * changes code; nothing is committed. `codeBase` gives, for each industry file written, the text
 * of the file it comes from on the base branch (null for a new file): its code must stay as it is.
 */
async function assertWritable(workspace: Workspace, files: readonly WrittenFile[], focus: string, codeBase: ReadonlyMap<string, string | null>): Promise<void> {
  const { listing: content, sources } = await readContent(workspace.client, workspace.base.commit, await pendingOf(workspace));
  const bodies = new Map([...sources].map(([path, source]) => [path, bodyOfSource(source) ?? '']));
  const check = checkWrite(siteOf(content, bodies), files, focus);
  if (check.lines.length) throw new HttpError(422, `${nameOf(focus)} was not saved: ${check.lines.join('; ')}`, { problems: check.problems });
  for (const file of files) {
    if (file.source === null || !codeBase.has(file.path)) continue;
    const before = codeParts(bodyOfSource(codeBase.get(file.path) ?? '') ?? '');
    const after = codeParts(bodyOfSource(file.source) ?? '');
    const added = after.filter((part) => !before.includes(part));
    const removed = before.filter((part) => !after.includes(part));
    if (added.length || removed.length) {
      const named = [...added, ...removed].slice(0, 2).map((part) => (part.length > 60 ? `${part.slice(0, 57)}…` : part)).join(', ');
      const message = `Code changes go through a code editor: the prose here may not add, change or remove imports, exports, {expressions}, HTML or components the site does not have (${named}). Undo that change, or ask a developer.`;
      throw new HttpError(422, `${nameOf(file.path)} was not saved: ${message}`, { problems: [{ path: ['body'], message }] });
    }
  }
}

function conflict(name: string, version?: string): HttpError {
  return new HttpError(
    409,
    `${name} was changed since you opened it. Reload it to see the changes (your draft is kept in this browser).`,
    version ? { version } : {},
  );
}

/** The lines of the change list a pull request's description carries (pullRequestBody), without their Markdown. */
function changesOfBody(body: string): string[] {
  const lines = body.split('\n');
  if (!lines[0]?.startsWith('Changed in the content editor')) return [];
  const list: string[] = [];
  for (const line of lines.slice(2)) {
    const item = /^- (.*)$/.exec(line);
    if (!item) break;
    list.push(item[1]!.replaceAll('`', '').trim());
  }
  return list;
}

function summaryOf(pull: PullRequest, login: string, siteName: string | null): PullRequestSummary {
  return {
    number: pull.number,
    title: pull.title,
    url: pull.url,
    file: fileOfBranch(pull.head, login),
    updatedAt: pull.updatedAt,
    previewUrl: siteName ? deployPreviewUrl(siteName, pull.number) : null,
    changes: changesOfBody(pull.body),
  };
}

/** Another editor's open pull request on a file, as the editor is warned of it. */
function otherOf(pull: PullRequest, owner: { login: string; file: string }): OtherPullRequest {
  return { number: pull.number, title: pull.title, url: pull.url, file: owner.file, author: pull.author || owner.login, updatedAt: pull.updatedAt };
}

/** Other editors' open pull requests (their branches in this repository), on `file` or on any file. */
function othersIn(pulls: readonly PullRequest[], login: string, file?: string): OtherPullRequest[] {
  const others: OtherPullRequest[] = [];
  for (const pull of pulls) {
    const owner = pull.sameRepository ? branchOwner(pull.head) : null;
    if (!owner || owner.login === login.toLowerCase() || (file !== undefined && owner.file !== file)) continue;
    others.push(otherOf(pull, owner));
  }
  return others;
}

/** The warning of other pull requests on the same file, as a sentence ('' when there is none). */
function othersWarning(others: readonly OtherPullRequest[]): string {
  if (others.length === 0) return '';
  const named = others.map((other) => `#${other.number} by ${other.author}`).join(', ');
  return ` Another open pull request changes this page too (${named}): whichever is merged second may need its changes made again, so agree with ${others.length === 1 ? others[0]!.author : 'them'} who goes first.`;
}

/** The editor's open pull requests, newest first (those of their own branches in this repository), and other editors' open ones. */
export async function editorPullRequests(workspace: Workspace): Promise<{ pullRequests: PullRequestSummary[]; others: OtherPullRequest[] }> {
  const login = workspace.user.login;
  const pulls = await workspace.client.openPullRequests();
  return {
    pullRequests: pulls.filter((pull) => pull.sameRepository && fileOfBranch(pull.head, login) !== null).map((pull) => summaryOf(pull, login, workspace.siteName)),
    others: othersIn(pulls, login),
  };
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

/** The pull request's description: who changed what, by the labels the editor shows, and how it was checked. */
function pullRequestBody(user: GitUser, changes: readonly string[]): string {
  return [
    `Changed in the content editor (/admin) by @${user.login}:`,
    '',
    ...changes.map((line) => `- ${line}`),
    '',
    "Checked by the server before each commit with the build's content check, over the base branch with this change: every industry file, the case studies, the site's pages and images. The prose's code (imports, exports, {expressions}, HTML, other components) is as on the base branch: only text and the site's components changed.",
    "Netlify builds this pull request's Deploy Preview: review the page there before merging.",
  ].join('\n');
}

/** What an edit of one file changed since the base, line by line: the file, then its fields and blocks by label. */
function fileChanges(path: string, before: string | null, after: string): string[] {
  const labels = changeLabels(labelsSchema(path), before, after, path);
  return [`\`${path}\`${before === null ? ' (new)' : ''}`, ...labels.map((label) => `  ${label}`)];
}

async function openOrUpdate(workspace: Workspace, target: { branch: string; pull: PullRequest | null }, title: string, changes: readonly string[]): Promise<PullRequest> {
  const body = pullRequestBody(workspace.user, changes);
  if (target.pull) return workspace.client.updatePullRequest(target.pull.number, { title, body });
  return workspace.client.createPullRequest({ head: target.branch, base: workspace.base.branch, title, body });
}

const authorOf = (user: GitUser) => ({ name: user.name, email: user.email });

/** A file the change is about has a branch of its own when a rename or retire of it is waiting for review. */
function waitingFor(name: string, target: { pull: PullRequest | null }): HttpError {
  return new HttpError(409, `${name} is renamed or retired in your pull request #${target.pull!.number}: merge or close it first, then edit the page again.`);
}

/**
 * Saves `source` over `name` as a commit on the editor's branch (made from the base when it has
 * none), and opens or updates its pull request, titled by the page and the fields changed from
 * the base. `baseVersion` is the version the editor opened; any other version now is a 409.
 */
export async function saveFile(workspace: Workspace, name: string, source: string, baseVersion: string): Promise<SavedAsPullRequest> {
  assertIndustryFileName(name);
  const { client, user, base } = workspace;
  const path = pathOf(name);
  const onBase = await client.file(path, base.branch);
  if (!onBase) throw new HttpError(404, `${name} does not exist on ${base.branch}. Reload the editor.`);
  const target = await branchFor(workspace, name);
  const current: RepositoryFile | null = target.fresh ? onBase : await client.file(path, target.branch);
  if (!current) throw waitingFor(name, target);
  if (current.sha !== baseVersion) throw conflict(name, current.sha);
  await assertWritable(workspace, [{ path, source }], path, new Map([[path, onBase.content]]));
  // Nothing to commit: no empty commit, no pull request without a change.
  if (current.content === source) {
    const where = target.pull ? `in pull request #${target.pull.number}` : `on ${base.branch}`;
    return { name, source, version: current.sha, message: `No change to save: ${name} is the same as ${where}.`, pullRequest: target.pull ? summaryOf(target.pull, user.login, workspace.siteName) : null };
  }
  const pictures = await picturesFor(workspace, target, [source]);
  if (target.fresh) await client.createBranch(target.branch, base.commit);
  const thisSave = summarizeChange(nameOf(name), current.content, source, path);
  const labels = labelsSchema(path);
  let version: string;
  if (pictures.length) {
    // The page and the pictures it now shows: one commit, through the tree API.
    const parent = target.fresh ? base.commit : await client.branchHead(target.branch);
    if (!parent || (await client.file(path, parent))?.sha !== current.sha) throw conflict(name);
    await client.commitFiles({ branch: target.branch, parent, files: [{ path, content: source }, ...pictures], message: editTitle(thisSave, labels), author: authorOf(user) });
    version = blobId(source);
    await committed(workspace, target.branch, pictures);
  } else {
    version = (await client.writeFile({ branch: target.branch, path, content: source, sha: current.sha, message: editTitle(thisSave, labels), author: authorOf(user) })).sha;
  }
  const sinceBase = summarizeChange(nameOf(name), onBase.content, source, path);
  const pull = await openOrUpdate(workspace, target, editTitle(sinceBase, labels), [...fileChanges(path, onBase.content, source), ...pictureLines(pictures)]);
  return {
    name,
    source,
    version,
    message: `Saved ${name} to pull request #${pull.number}: it goes live once the pull request is merged.${othersWarning(othersIn(await client.openPullRequests(), user.login, name))}`,
    pullRequest: summaryOf(pull, user.login, workspace.siteName),
  };
}

/** A new industry file, as a pull request that adds it. */
export async function createFile(workspace: Workspace, name: string, source: string): Promise<SavedAsPullRequest> {
  assertIndustryFileName(name);
  const { client, user, base } = workspace;
  const path = pathOf(name);
  if (!path.startsWith(`${INDUSTRY_FOLDER}/`) && !path.startsWith(`${PORTFOLIO_FOLDER}/`)) throw new HttpError(400, "The site's pages, lists and prices are edited, never added: open the file instead.");
  if (await client.file(path, base.branch)) throw new HttpError(409, `${name} already exists: choose another name.`);
  const target = await branchFor(workspace, name);
  if (!target.fresh && (await client.file(path, target.branch))) {
    throw new HttpError(409, `${name} is already being added in your pull request #${target.pull!.number}: open it from the list.`);
  }
  // A new page's prose holds no code: it is made of text and the site's components.
  await assertWritable(workspace, [{ path, source }], path, new Map([[path, null]]));
  const pictures = await picturesFor(workspace, target, [source]);
  if (target.fresh) await client.createBranch(target.branch, base.commit);
  const page = path.startsWith(`${PORTFOLIO_FOLDER}/`) ? caseStudyPage(path, source) : summarizeChange(name, null, source).page;
  let version: string;
  if (pictures.length) {
    const parent = target.fresh ? base.commit : await client.branchHead(target.branch);
    if (!parent || (await client.file(path, parent))) throw new HttpError(409, `${name} already exists: choose another name.`);
    await client.commitFiles({ branch: target.branch, parent, files: [{ path, content: source }, ...pictures], message: `Add ${page}`, author: authorOf(user) });
    version = blobId(source);
    await committed(workspace, target.branch, pictures);
  } else {
    version = (await client.writeFile({ branch: target.branch, path, content: source, message: `Add ${page}`, author: authorOf(user) })).sha;
  }
  const pull = await openOrUpdate(workspace, target, `Add ${page}`, [...fileChanges(path, null, source), ...pictureLines(pictures)]);
  return {
    name,
    source,
    version,
    message: `Created ${name} in pull request #${pull.number}: its page ${page} goes live once the pull request is merged.`,
    pullRequest: summaryOf(pull, user.login, workspace.siteName),
  };
}

/** A case study's page (`/case/whitfield-law`), from its file. */
function caseStudyPage(path: string, source: string): string {
  const slug = getAt(caseStudyDataOrNull(path, source), ['slug']);
  return typeof slug === 'string' && slug ? `/case/${slug}` : 'a case study';
}

/** The page's address a file's text names (`/lawyers`), or its name. */
function pageOf(path: string, source: string | null): string {
  const slug = getAt(source === null ? null : dataOfSource(source), ['slug']);
  return typeof slug === 'string' && slug ? `/${slug}` : nameOf(path);
}

/**
 * A rename or a retire, whole: every file it touches (the page, the case studies that name it,
 * the page that keeps its addresses) as one commit through the host's tree API on the editor's
 * branch of the page, and one pull request. Each file must still be at the version the editor
 * read; the branch must not move meanwhile (the host refuses the commit otherwise).
 */
export async function applyChange(workspace: Workspace, change: ContentChange): Promise<ChangedAsPullRequest> {
  const { client, user, base } = workspace;
  for (const file of change.files) {
    if (!contentFileOf(file.path)) {
      throw new HttpError(400, 'Only the industry files (src/content/industries/<name>.mdx) and case studies (src/content/portfolio/<name>.yaml or .mdx) can be changed here.');
    }
  }
  if (new Set(change.files.map((file) => file.path)).size !== change.files.length) throw new HttpError(400, 'A change names each file once.');
  const origin = originOf(change);
  if (change.kind === 'delete') {
    if (change.files.some((file) => file.source !== null || !file.path.startsWith(`${PORTFOLIO_FOLDER}/`))) {
      throw new HttpError(400, "A delete removes case studies, and only them: the site's pages and lists are edited, never deleted.");
    }
  } else if (!origin.startsWith(`${INDUSTRY_FOLDER}/`)) throw new HttpError(400, 'A rename or a retire is of an industry file.');
  const target = await branchFor(workspace, change.kind === 'delete' ? origin : nameOf(origin));
  // The versions are read at the commit the new one goes on top of, so nothing can slip in between.
  const parent = target.fresh ? base.commit : await client.branchHead(target.branch);
  if (!parent) throw new HttpError(409, `Your branch ${target.branch} went away meanwhile. Reload the editor.`);
  const before = new Map<string, RepositoryFile | null>();
  for (const file of change.files) {
    const now = await client.file(file.path, parent);
    before.set(file.path, now);
    if (file.baseVersion === null) {
      if (now) throw new HttpError(409, `${nameOf(file.path)} already exists: choose another name.`);
    } else if (!now) {
      throw new HttpError(409, `${nameOf(file.path)} no longer exists. Reload the editor.`);
    } else if (now.sha !== file.baseVersion) {
      throw conflict(nameOf(file.path), now.sha);
    }
  }
  const onBase = async (path: string) => (await client.file(path, base.commit))?.content ?? null;
  const originOnBase = await onBase(origin);
  // Code must stay as on the base: a renamed page's as its old file's, any other's as its own.
  const codeBase = new Map<string, string | null>();
  for (const file of change.files) {
    if (file.source === null || !file.path.startsWith(`${INDUSTRY_FOLDER}/`)) continue;
    codeBase.set(file.path, file.baseVersion === null ? originOnBase : await onBase(file.path));
  }
  // A case study changes only in the industry it names: its other fields, and the prose of one
  // with its story (an .mdx file, which runs at build time like a page's), stay as on the branch.
  for (const file of change.files) {
    // A deleted case study (a change of its own kind, checked above) writes nothing that could run.
    if (!file.path.startsWith(`${PORTFOLIO_FOLDER}/`) || change.kind === 'delete') continue;
    const now = before.get(file.path)?.content ?? null;
    const industry = file.source === null ? null : getAt(caseStudyDataOrNull(file.path, file.source), ['industry']);
    if (file.source === null || now === null || typeof industry !== 'string' || repointedCaseStudy(file.path, now, industry) !== file.source) {
      throw new HttpError(422, `A rename or a retire changes only the industry ${nameOf(file.path)} names; its other fields are edited on their own.`);
    }
  }
  const focus = focusOf(change);
  await assertWritable(workspace, change.files, focus, codeBase);

  const from = pageOf(origin, originOnBase);
  const title =
    change.kind === 'delete'
      ? `Delete the case study ${originOnBase === null ? nameOf(origin) : caseStudyPage(origin, originOnBase)}`
      : change.kind === 'rename'
        ? `Rename ${from} to ${pageOf(focus, change.files.find((file) => file.path === focus)?.source ?? null)}`
        : `Retire ${from}`;
  const pictures = await picturesFor(workspace, target, change.files.map((file) => file.source));
  if (target.fresh) await client.createBranch(target.branch, base.commit);
  await client.commitFiles({ branch: target.branch, parent, files: [...change.files.map((file) => ({ path: file.path, content: file.source })), ...pictures], message: title, author: authorOf(user) });
  await committed(workspace, target.branch, pictures);
  const changes: string[] = [];
  for (const file of change.files) {
    if (file.source === null) changes.push(`\`${file.path}\` removed`);
    else if (file.path.startsWith(`${PORTFOLIO_FOLDER}/`)) changes.push(`\`${file.path}\`: case study, Industry → ${String(getAt(caseStudyDataOrNull(file.path, file.source), ['industry']))}`);
    else changes.push(...fileChanges(file.path, file.baseVersion === null ? originOnBase : (before.get(file.path)?.content ?? null), file.source));
  }
  changes.push(...pictureLines(pictures));
  const pull = await openOrUpdate(workspace, target, title, changes);
  return {
    files: change.files.map((file) => ({ path: file.path, version: file.source === null ? null : blobId(file.source) })),
    message: `${changeSentence(change)} In pull request #${pull.number}${change.files.length > 1 ? ` (${change.files.length} files, one commit)` : ''}: it goes live once the pull request is merged.`,
    reopen: false,
    pullRequest: summaryOf(pull, user.login, workspace.siteName),
  };
}
