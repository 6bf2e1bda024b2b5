/**
 * The whole-site content check (src/lib/content-check.ts) as the build runs it: over every content
 * file the editor changes, read from disk as they are now (the industry files, the case studies,
 * the site's pages, lists and prices of content-files.ts), with the project's images by their real
 * pixels and the paths the site's pages take. It is the same function the editor runs in the
 * browser and its servers run before a write, so the build refuses what the editor refuses, in the
 * same words: a team photo that is not square, a portrait case study picture, a link to a case
 * study that no longer exists, a slug claimed twice.
 *
 * The industries loader runs it after every load (`astro build`, `astro sync`, and in `astro dev`
 * after every change to a content file or an image), and fails naming the file and the field.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import {
  contentCheckCache,
  contentProblems,
  describeProblem,
  INDUSTRIES_FOLDER,
  PORTFOLIO_FOLDER,
  type ContentProblem,
  type ContentSet,
  type TextEntry,
} from '../lib/content-check';
import { TEXT_FILES } from '../lib/content-files';
import { imageSize, type ImageSize } from '../lib/image-size';
import { reservedPaths } from '../lib/industry-registry';

/** The pictures an editor can choose (src/assets, as the editor lists them). */
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp|avif|gif|svg)$/i;
const ASSETS_FOLDER = 'src/assets';

/** A content file's data and prose: a YAML file is all data; a Markdown or MDX file is its frontmatter, then its prose. */
export function contentFileParts(path: string, source: string): { data: unknown; body: string | null } {
  if (/\.ya?ml$/.test(path)) return { data: readYaml(source), body: null };
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/.exec(source);
  if (!match) return { data: null, body: source };
  return { data: readYaml(match[1]!), body: match[2]! };
}

/** YAML as data; null when it is not YAML (that is the collection's own error, which names the file). */
function readYaml(text: string): unknown {
  try {
    return parseYaml(text) ?? null;
  } catch {
    return null;
  }
}

async function namesIn(root: URL, folder: string, pattern: RegExp): Promise<string[]> {
  const url = new URL(`${folder}/`, root);
  if (!existsSync(url)) return [];
  return (await readdir(url)).filter((name) => pattern.test(name)).sort();
}

async function readIfExists(url: URL): Promise<string | null> {
  try {
    return await readFile(url, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Each content file as last read, by its path: read and parsed again only when it changes. */
const entries = new Map<string, { stamp: string; entry: { file: string; data: unknown; body: string | null } }>();

/** Pixel sizes of the project's images, read again only when a file changes. */
const pixels = new Map<string, { mtimeMs: number; size: ImageSize | null }>();

function pixelsOf(root: URL, projectPath: string): ImageSize | null {
  const url = new URL(projectPath, root);
  const { mtimeMs } = statSync(url);
  const known = pixels.get(projectPath);
  if (known?.mtimeMs === mtimeMs) return known.size;
  const size = imageSize(new Uint8Array(readFileSync(url)));
  pixels.set(projectPath, { mtimeMs, size });
  return size;
}

/** Every picture of src/assets (`src/assets/team/maya-okafor.png`) with its pixels. */
function projectImages(root: URL): Map<string, ImageSize | null> {
  const folder = new URL(`${ASSETS_FOLDER}/`, root);
  if (!existsSync(folder)) return new Map();
  const files = readdirSync(fileURLToPath(folder), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => IMAGE_EXTENSIONS.test(file))
    .sort();
  return new Map(files.map((file) => [`${ASSETS_FOLDER}/${file}`, pixelsOf(root, `${ASSETS_FOLDER}/${file}`)]));
}

/** Paths taken by the site's pages, page folders and public files. */
function sitePaths(srcDir: URL, publicDir: URL): Map<string, string> {
  const list = (url: URL) => (existsSync(url) ? readdirSync(fileURLToPath(url)) : []);
  return reservedPaths(list(new URL('pages/', srcDir)), list(publicDir));
}

/** The content set of the project at `root`, as it is on disk now. */
export async function contentSetOnDisk(root: URL, dirs: { srcDir?: URL; publicDir?: URL } = {}): Promise<ContentSet> {
  const read = async (file: string) => {
    const url = new URL(file, root);
    let stamp: string;
    try {
      const stats = statSync(url);
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return null;
    }
    const key = fileURLToPath(url);
    const known = entries.get(key);
    if (known?.stamp === stamp) return known.entry;
    const source = await readIfExists(url);
    if (source === null) return null;
    // The same object while the file is unchanged: the check's cache then knows it at once (dev).
    const entry = { file, ...contentFileParts(file, source) };
    entries.set(key, { stamp, entry });
    return entry;
  };
  const present = <T>(entries: Array<T | null>) => entries.filter((entry): entry is T => entry !== null);
  const industries = present(await Promise.all((await namesIn(root, INDUSTRIES_FOLDER, /\.mdx$/)).map((name) => read(`${INDUSTRIES_FOLDER}/${name}`))));
  const portfolio = present(await Promise.all((await namesIn(root, PORTFOLIO_FOLDER, /\.(ya?ml|mdx)$/)).map((name) => read(`${PORTFOLIO_FOLDER}/${name}`))));
  const texts: TextEntry[] = present(await Promise.all(TEXT_FILES.map(({ path }) => read(path))));
  return {
    industries,
    portfolio,
    texts,
    reserved: sitePaths(dirs.srcDir ?? new URL('src/', root), dirs.publicDir ?? new URL('public/', root)),
    images: projectImages(root),
  };
}

/** Kept between the checks of one process: in dev, a file unchanged since the last check is not checked again. */
const cache = contentCheckCache();

/** Every problem of the content on disk, as the editor names them. */
export async function siteContentProblems(root: URL, dirs: { srcDir?: URL; publicDir?: URL } = {}): Promise<ContentProblem[]> {
  return contentProblems(await contentSetOnDisk(root, dirs), cache);
}

/** The build's error for the problems: each as `file: field: message`, one a line. */
export function siteCheckError(problems: readonly ContentProblem[]): Error {
  return new Error(`The content files do not pass the site's checks:\n  ${problems.map(describeProblem).join('\n  ')}`);
}
