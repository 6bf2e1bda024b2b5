/**
 * The content files on disk, for the dev server's file API: only `src/content/industries/<name>.mdx`
 * and the case studies `src/content/portfolio/<name>.yaml` are ever written. A write is checked as
 * the build checks the whole site it would make (src/editor/core/validation.ts), and refused when
 * a file changed since the editor read it; every file is written atomically (a temporary file in
 * the same folder, renamed or linked into place), so the dev server never reads half a file, and
 * a change of several files (a rename, a retire) writes every new text before it removes a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { imageSize } from '../../lib/image-size.ts';
import { reservedPaths } from '../../lib/industry-registry.ts';
import {
  contentFileOf,
  INDUSTRY_FOLDER,
  isIndustryFileName,
  isPortfolioFileName,
  industryFilePath,
  pathOfName,
  PORTFOLIO_FOLDER,
  portfolioFilePath,
} from '../core/industry-file.ts';
import { TEXT_FILES } from '../../lib/content-files.ts';
import { changeSentence, focusOf } from '../core/content-change.ts';
import { IMAGE_EXTENSIONS, StoreError, type ChangeResult, type ContentChange, type FileChange, type LoadedIndustryFile, type StoreListing, type TextFileEntry } from '../core/store.ts';
import { bodyOfSource, checkWrite, dataOfSource, siteOf } from '../core/validation.ts';
import { checkUploadTo, uploadPath } from '../../lib/image-upload.ts';
import type { UploadedPicture } from '../core/store.ts';

export function versionOf(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 32);
}

/** One write at a time: a check of the version and the write it allows are never interleaved with another. */
function serialized() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}

export interface DiskStore {
  list(): Promise<StoreListing>;
  load(name: string): Promise<LoadedIndustryFile>;
  save(name: string, source: string, baseVersion: string): Promise<LoadedIndustryFile>;
  create(name: string, source: string): Promise<LoadedIndustryFile>;
  apply(change: ContentChange): Promise<ChangeResult>;
  /** An image of src/assets by its project path, or null. */
  asset(path: string): Promise<Buffer | null>;
  /** Writes an uploaded picture, once its bytes pass checkUpload, to src/assets/<folder>/ under a safe unique name. */
  upload(folder: string, name: string, bytes: Uint8Array): Promise<UploadedPicture>;
}

export function diskStore(root: string): DiskStore {
  const srcDir = join(root, 'src');
  const assetsDir = join(srcDir, 'assets');
  const exclusive = serialized();

  /** The file on disk of a content path the editor may write; refused for any other path. */
  const fileOf = (path: string): string => {
    if (!contentFileOf(path)) {
      throw new StoreError('refused', 'Only the content files the editor lists can be written: the industry files (src/content/industries/<name>.mdx), the case studies (src/content/portfolio/<name>.yaml or .mdx, named in lowercase words joined by hyphens) and the site\'s pages, lists and prices.');
    }
    return join(root, path);
  };
  /** The project path of a file the editor names: an industry file by its name, any other content file by its path. */
  const industryPath = (name: string): string => {
    const path = pathOfName(name);
    if (!path) throw new StoreError('refused', 'A file name is lowercase words joined by hyphens, ending in .mdx, e.g. dentists.mdx (or the path of one of the content files the editor lists).');
    return path;
  };

  async function readIfExists(path: string): Promise<string | null> {
    try {
      return await readFile(fileOf(path), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function names(folder: string, valid: (name: string) => boolean): Promise<string[]> {
    const dir = join(root, folder);
    if (!existsSync(dir)) return [];
    return (await readdir(dir)).filter(valid).sort();
  }

  async function assets(): Promise<string[]> {
    if (!existsSync(assetsDir)) return [];
    const files = await readdir(assetsDir, { recursive: true });
    return files
      .filter((file) => IMAGE_EXTENSIONS.test(file))
      .map((file) => relative(root, join(assetsDir, file)).split(sep).join('/'))
      .sort();
  }

  async function reserved(): Promise<Array<[string, string]>> {
    const entries = async (dir: string) => (existsSync(dir) ? readdir(dir) : []);
    return [...reservedPaths(await entries(join(srcDir, 'pages')), await entries(join(root, 'public')))];
  }

  /** Each image's pixels, read again only when the file changes. */
  const pixels = new Map<string, { mtimeMs: number; size: ReturnType<typeof imageSize> }>();
  async function pixelsOf(path: string): Promise<ReturnType<typeof imageSize>> {
    const { mtimeMs } = await stat(join(root, path));
    const known = pixels.get(path);
    if (known?.mtimeMs === mtimeMs) return known.size;
    const size = imageSize(new Uint8Array(await readFile(join(root, path))));
    pixels.set(path, { mtimeMs, size });
    return size;
  }

  /** The listing, and each industry file's text (the servers check the prose of every file). */
  async function read(): Promise<{ listing: StoreListing; sources: Map<string, string> }> {
    const sources = new Map<string, string>();
    const files = [];
    for (const name of await names(INDUSTRY_FOLDER, isIndustryFileName)) {
      const source = await readIfExists(industryFilePath(name));
      if (source === null) continue;
      sources.set(industryFilePath(name), source);
      files.push({ name, version: versionOf(source), data: dataOf(source) });
    }
    const portfolio = [];
    for (const name of await names(PORTFOLIO_FOLDER, isPortfolioFileName)) {
      const source = await readIfExists(portfolioFilePath(name));
      if (source !== null) portfolio.push({ name, version: versionOf(source), source });
    }
    const texts: TextFileEntry[] = [];
    for (const { path } of TEXT_FILES) {
      const source = await readIfExists(path);
      if (source !== null) texts.push({ name: path, version: versionOf(source), source });
    }
    const images = await assets();
    const imageSizes: StoreListing['imageSizes'] = {};
    for (const path of images) imageSizes[path] = await pixelsOf(path);
    return { listing: { files, portfolio, texts, reserved: await reserved(), assets: images, imageSizes }, sources };
  }

  /** Writes beside the target and moves it into place: readers see the old file or the new one. */
  async function writeAtomically(target: string, source: string, mustBeNew: boolean): Promise<void> {
    const temporary = join(dirname(target), `.${randomBytes(6).toString('hex')}.editor-tmp`);
    await writeFile(temporary, source, { flag: 'wx' });
    try {
      if (mustBeNew) {
        await link(temporary, target);
        await unlink(temporary);
      } else {
        await rename(temporary, target);
      }
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StoreError('exists', `${relative(root, target)} already exists.`);
      throw error;
    }
  }

  /**
   * Writes a change whole, if every file is still at the version it was read at and the site
   * after it passes the checks; `focus` names the industry file whose fields the problems are shown at.
   */
  async function write(files: readonly FileChange[], focus: string, what: string): Promise<Map<string, string | null>> {
    const { listing, sources } = await read();
    for (const file of files) {
      const now = await readIfExists(file.path);
      const name = file.path.slice(file.path.lastIndexOf('/') + 1);
      if (file.baseVersion === null) {
        if (now !== null) throw new StoreError('exists', `${name} already exists: choose another name.`);
      } else if (now === null) {
        throw new StoreError('not-found', `${name} no longer exists.`);
      } else if (versionOf(now) !== file.baseVersion) {
        throw new StoreError('conflict', `${name} was changed on disk since you opened it. Reload it to see the changes (your draft is kept in this browser).`);
      }
    }
    const site = siteOf(listing, new Map([...sources].map(([path, source]) => [path, bodyOfSource(source) ?? ''])));
    const check = checkWrite(site, files, focus);
    if (check.lines.length) throw new StoreError('invalid', `${what} was not saved: ${check.lines.join('; ')}`, check.problems);
    for (const file of files) if (file.source !== null) await writeAtomically(fileOf(file.path), file.source, file.baseVersion === null);
    for (const file of files) if (file.source === null) await unlink(fileOf(file.path));
    return new Map(files.map((file) => [file.path, file.source === null ? null : versionOf(file.source)]));
  }

  const loaded = (name: string, source: string): LoadedIndustryFile => ({ name, source, version: versionOf(source) });

  return {
    list: async () => (await read()).listing,
    async load(name) {
      const source = await readIfExists(industryPath(name));
      if (source === null) throw new StoreError('not-found', `${name} does not exist.`);
      return loaded(name, source);
    },
    save: (name, source, baseVersion) =>
      exclusive(async () => {
        const path = industryPath(name);
        await write([{ path, source, baseVersion }], path, name);
        return loaded(name, source);
      }),
    create: (name, source) =>
      exclusive(async () => {
        const path = industryPath(name);
        if (contentFileOf(path)?.kind === 'text') throw new StoreError('refused', "The site's pages, lists and prices are edited, never added: open the file instead.");
        await write([{ path, source, baseVersion: null }], path, name);
        return loaded(name, source);
      }),
    apply: (change) =>
      exclusive(async () => {
        if (!['rename', 'retire', 'delete'].includes(change.kind) || !Array.isArray(change.files) || change.files.length === 0) throw new StoreError('refused', 'A change names its kind (rename, retire or delete) and its files.');
        if (change.kind === 'delete' && change.files.some((file) => file.source !== null || !file.path.startsWith(`${PORTFOLIO_FOLDER}/`))) {
          throw new StoreError('refused', 'A delete removes case studies, and only them: the site\'s pages and lists are edited, never deleted.');
        }
        const paths = change.files.map((file) => file.path);
        if (new Set(paths).size !== paths.length) throw new StoreError('refused', 'A change names each file once.');
        for (const path of paths) fileOf(path);
        const focus = focusOf(change);
        const versions = await write(change.files, focus, focus.slice(focus.lastIndexOf('/') + 1));
        return { files: [...versions].map(([path, version]) => ({ path, version })), message: changeSentence(change), reopen: true };
      }),
    upload: (folder, name, bytes) =>
      exclusive(async () => {
        const check = checkUploadTo(folder, bytes, name);
        if (!check.ok) throw new StoreError('refused', check.message);
        const path = uploadPath(folder, name, createHash('sha256').update(bytes).digest('hex'), check.extension);
        const target = join(root, path);
        // The same picture uploaded twice is the same file: its name holds its fingerprint.
        if (!existsSync(target)) {
          await mkdir(dirname(target), { recursive: true });
          const temporary = join(dirname(target), `.${randomBytes(6).toString('hex')}.editor-tmp`);
          await writeFile(temporary, bytes, { flag: 'wx' });
          await rename(temporary, target);
        }
        return { path, size: check.size };
      }),
    async asset(path) {
      if (!(await assets()).includes(path)) return null;
      return readFile(join(root, path));
    },
  };
}

/** Fields of files as read, by their text: a listing reads every file, and most have not changed since the last. */
const fieldsOfText = new Map<string, unknown>();
const MAX_REMEMBERED = 500;

function dataOf(source: string): unknown {
  if (fieldsOfText.has(source)) return fieldsOfText.get(source);
  const data = dataOfSource(source);
  if (fieldsOfText.size >= MAX_REMEMBERED) fieldsOfText.delete(fieldsOfText.keys().next().value!);
  fieldsOfText.set(source, data);
  return data;
}
