/**
 * The industry files on disk, for the dev server's file API: only `src/content/industries/<name>.mdx`
 * is ever read or written, a write is checked like the build checks the file and is refused when
 * the file changed since the editor loaded it, and every write is atomic (a temporary file in the
 * same folder, renamed or linked into place), so the dev server never reads half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { reservedPaths } from '../../lib/industry-registry.ts';
import { readFrontmatter } from '../core/frontmatter.ts';
import { INDUSTRY_FOLDER, isIndustryFileName, industryFilePath, splitIndustryFile } from '../core/industry-file.ts';
import { IMAGE_EXTENSIONS, StoreError, type LoadedIndustryFile, type StoreListing } from '../core/store.ts';
import { checkIndustrySource, describeIssues, type FieldIssue } from '../core/validation.ts';

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
  rename(name: string, newName: string, source: string, baseVersion: string): Promise<LoadedIndustryFile>;
  retire(name: string, baseVersion: string): Promise<void>;
  /** An image of src/assets by its project path, or null. */
  asset(path: string): Promise<Buffer | null>;
}

export function diskStore(root: string): DiskStore {
  const folder = join(root, INDUSTRY_FOLDER);
  const srcDir = join(root, 'src');
  const assetsDir = join(srcDir, 'assets');
  const exclusive = serialized();

  const pathOf = (name: string): string => {
    if (!isIndustryFileName(name)) {
      throw new StoreError('refused', 'A file name is lowercase words joined by hyphens, ending in .mdx, e.g. dentists.mdx.');
    }
    return join(folder, name);
  };

  async function readIfExists(name: string): Promise<string | null> {
    try {
      return await readFile(pathOf(name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function names(): Promise<string[]> {
    return (await readdir(folder)).filter(isIndustryFileName).sort();
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

  /** The other files' fields, the reserved paths and the images, as the checks need them. */
  async function context(exclude: readonly string[]) {
    const others = [];
    for (const name of await names()) {
      if (exclude.includes(name)) continue;
      const source = await readIfExists(name);
      if (source === null) continue;
      others.push({ file: industryFilePath(name), data: dataOf(source) });
    }
    return { others, reserved: await reserved(), assets: await assets() };
  }

  /** Refuses a file that fails the build's checks, naming each problem. */
  async function assertValid(name: string, source: string, exclude: readonly string[]): Promise<void> {
    const check = checkIndustrySource(source, { name, ...(await context(exclude)) });
    const problems: FieldIssue[] = [
      ...(check.formatError ? [{ path: [], message: check.formatError }] : []),
      ...check.fields,
      ...check.body.map((issue) => ({ path: ['body'], message: issue.message })),
    ];
    if (problems.length) throw new StoreError('invalid', `${name} was not saved: ${describeIssues(check).join('; ')}`, problems);
  }

  async function current(name: string, baseVersion: string): Promise<string> {
    const source = await readIfExists(name);
    if (source === null) throw new StoreError('not-found', `${name} no longer exists.`);
    if (versionOf(source) !== baseVersion) {
      throw new StoreError('conflict', `${name} was changed on disk since you opened it. Reload it to see the changes (your draft is kept in this browser).`);
    }
    return source;
  }

  /** Writes beside the target and moves it into place: readers see the old file or the new one. */
  async function writeAtomically(target: string, source: string, mustBeNew: boolean): Promise<void> {
    const temporary = join(folder, `.${randomBytes(6).toString('hex')}.editor-tmp`);
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
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StoreError('exists', `${relative(folder, target)} already exists.`);
      throw error;
    }
  }

  const loaded = (name: string, source: string): LoadedIndustryFile => ({ name, source, version: versionOf(source) });

  return {
    async list() {
      const files = [];
      for (const name of await names()) {
        const source = await readIfExists(name);
        if (source !== null) files.push({ name, version: versionOf(source), data: dataOf(source) });
      }
      return { files, reserved: await reserved(), assets: await assets() };
    },
    async load(name) {
      const source = await readIfExists(name);
      if (source === null) throw new StoreError('not-found', `${name} does not exist.`);
      return loaded(name, source);
    },
    save: (name, source, baseVersion) =>
      exclusive(async () => {
        await current(name, baseVersion);
        await assertValid(name, source, [name]);
        await writeAtomically(pathOf(name), source, false);
        return loaded(name, source);
      }),
    create: (name, source) =>
      exclusive(async () => {
        if ((await readIfExists(name)) !== null) throw new StoreError('exists', `${name} already exists: choose another name.`);
        await assertValid(name, source, [name]);
        await writeAtomically(pathOf(name), source, true);
        return loaded(name, source);
      }),
    rename: (name, newName, source, baseVersion) =>
      exclusive(async () => {
        await current(name, baseVersion);
        pathOf(newName);
        if (newName !== name && (await readIfExists(newName)) !== null) {
          throw new StoreError('exists', `${newName} already exists: choose another slug.`);
        }
        await assertValid(newName, source, [name, newName]);
        await writeAtomically(pathOf(newName), source, newName !== name);
        if (newName !== name) await unlink(pathOf(name));
        return loaded(newName, source);
      }),
    retire: (name, baseVersion) =>
      exclusive(async () => {
        await current(name, baseVersion);
        await unlink(pathOf(name));
      }),
    async asset(path) {
      if (!(await assets()).includes(path)) return null;
      return readFile(join(root, path));
    },
  };
}

function dataOf(source: string): unknown {
  try {
    return readFrontmatter(splitIndustryFile(source).frontmatter);
  } catch {
    return null;
  }
}
