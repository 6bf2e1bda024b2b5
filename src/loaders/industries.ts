/**
 * The industries collection's loader: Astro's glob loader over src/content/industries/*.mdx, plus
 * what makes the collection the one registry of industries.
 *
 * - Each entry's id is its file name (lawyers.mdx), so a schema error names the file.
 * - After every load it checks what spans files (a slug or alias used twice, an alias or slug
 *   that would hide a page) and fails naming the file and the field.
 * - It writes netlify/generated/industries.ts, the typed module through which the Netlify
 *   Functions, Node scripts and tests read the collection (they cannot call getCollection).
 *   `astro build`, `astro sync` (npm test) and `astro dev` all run it, so the module is never
 *   a hand-kept copy; in dev it is rewritten on every change to an industry file.
 * - In dev, an industry file that fails its checks is reported in the browser's error overlay
 *   (see ./content-errors.ts): Astro's own loader only logs a failed reload to the terminal and
 *   keeps serving the last good version.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { parse as parseYaml } from 'yaml';
import { crossFileProblems, describeProblem, imageRuleProblems, PORTFOLIO_FOLDER, projectPathOf, type ContentProblem } from '../lib/content-check';
import { imageSize, type ImageSize } from '../lib/image-size';
import { catalogueModuleSource, industryRecord, reservedPaths, type IndustryData, type IndustryPaths } from '../lib/industry-registry';
import { clearContentError, reportContentError } from './content-errors';

export const INDUSTRIES_DIR = 'src/content/industries';
export const CATALOGUE_FILE = 'netlify/generated/industries.ts';

/** Debounce of the catalogue rewrite in dev: one write for a burst of store changes. */
const REWRITE_DELAY_MS = 50;

export function industriesLoader(): Loader {
  const inner = glob({
    pattern: '*.mdx',
    base: `./${INDUSTRIES_DIR}`,
    generateId: ({ entry }) => entry,
  });
  return {
    name: 'industries-loader',
    load: async (context) => {
      const root = context.config.root;
      const fileOf = (id: string) => `${INDUSTRIES_DIR}/${id}`;
      let timer: ReturnType<typeof setTimeout> | undefined;

      async function writeCatalogue(): Promise<void> {
        const entries = context.store.values();
        // In file-name order, so the same clash is reported the same way whatever order the files loaded in.
        const industries = entries
          .map((entry) => ({ ...(entry.data as IndustryData & IndustryPaths), file: fileOf(entry.id) }))
          .sort((a, b) => a.file.localeCompare(b.file));
        const problems: ContentProblem[] = [
          ...crossFileProblems({ industries, portfolio: await portfolioIndustries(root), reserved: sitePaths(context) }),
          ...industries.flatMap((industry) =>
            imageRuleProblems(industry, (written) => pixelsOf(root, projectPathOf(written, industry.file))).map((problem) => ({ file: industry.file, ...problem })),
          ),
        ];
        if (problems.length) throw new Error(`The content files do not pass the checks across files:\n  ${problems.map(describeProblem).join('\n  ')}`);
        const source = catalogueModuleSource(industries.map((data) => industryRecord(data, data.file)));
        const target = new URL(CATALOGUE_FILE, root);
        // Unchanged content leaves the file alone, so watchers (the functions in dev) stay quiet.
        if ((await readFile(target, 'utf8').catch(() => '')) === source) return;
        await mkdir(new URL('.', target), { recursive: true });
        await writeFile(target, source);
      }

      // In dev a clash is shown in the overlay (and the dev server goes on) instead of thrown.
      const writeCatalogueInDev = () =>
        writeCatalogue().then(
          () => clearContentError('registry'),
          (error: Error) => {
            context.logger.error(error.message);
            reportContentError('registry', error.message);
          },
        );
      // A case study edited by hand names its industry anew: checked again too.
      const portfolioFolder = fileURLToPath(new URL(`${PORTFOLIO_FOLDER}/`, root));
      const portfolioChanged = (path: string) => {
        if (path.startsWith(portfolioFolder) && path.endsWith('.yaml')) rewriteSoon();
      };
      context.watcher?.on('change', portfolioChanged);
      context.watcher?.on('add', portfolioChanged);
      context.watcher?.on('unlink', portfolioChanged);
      // Once the files are loaded, the glob loader re-parses a changed file in dev and updates the
      // store on its own: every store change then schedules a check and a rewrite.
      let watching = false;
      const rewriteSoon = () => {
        if (!watching) return;
        clearTimeout(timer);
        timer = setTimeout(writeCatalogueInDev, REWRITE_DELAY_MS);
      };
      const store: LoaderContext['store'] = {
        ...context.store,
        set: (entry) => {
          const changed = context.store.set(entry);
          rewriteSoon();
          return changed;
        },
        delete: (id) => {
          context.store.delete(id);
          clearContentError(fileOf(id));
          rewriteSoon();
        },
      };

      // A file that fails its schema: the build stops (the error names the file and the field);
      // in dev the overlay shows it until the file is fixed.
      const parseData: LoaderContext['parseData'] = async (props) => {
        const file = fileOf(props.id);
        try {
          const data = await context.parseData(props);
          clearContentError(file);
          return data;
        } catch (error) {
          if (context.watcher) reportContentError(file, `${file}\n${(error as Error).message}`);
          throw error;
        }
      };

      // An edited file starts with a clean slate: if it fails again its parse reports it anew,
      // and a file put back as it was (the store's copy, so not parsed again) clears the overlay.
      // Registered before the glob loader's own handlers, so this runs first.
      const forget = (path: string) => {
        const relative = path.slice(fileURLToPath(new URL(`${INDUSTRIES_DIR}/`, root)).length);
        if (relative.endsWith('.mdx') && !relative.includes('/')) clearContentError(fileOf(relative));
      };
      context.watcher?.on('change', forget);
      context.watcher?.on('unlink', forget);

      await inner.load({ ...context, store, parseData });
      if (!context.watcher) return writeCatalogue();
      watching = true;
      await writeCatalogueInDev();
    },
  };
}

/** Paths taken by the site's pages, page folders, public files and functions. */
function sitePaths(context: LoaderContext): Map<string, string> {
  const list = (url: URL) => (existsSync(url) ? readdirSync(fileURLToPath(url)) : []);
  return reservedPaths(list(new URL('pages/', context.config.srcDir)), list(context.config.publicDir));
}

/** The industry file each case study names (src/content/portfolio/*.yaml), read as the checks across files need it. */
async function portfolioIndustries(root: URL): Promise<Array<{ file: string; industry: string | null }>> {
  const folder = new URL(`${PORTFOLIO_FOLDER}/`, root);
  if (!existsSync(folder)) return [];
  const names = readdirSync(folder).filter((name) => name.endsWith('.yaml')).sort();
  return Promise.all(
    names.map(async (name) => {
      let industry: string | null = null;
      try {
        const data = parseYaml(await readFile(new URL(name, folder), 'utf8')) as { industry?: unknown } | null;
        if (typeof data?.industry === 'string') industry = data.industry;
      } catch {
        // A case study that is not YAML is the portfolio collection's own error.
      }
      return { file: `${PORTFOLIO_FOLDER}/${name}`, industry };
    }),
  );
}

/** Pixel sizes of the project's images, read again only when a file changes. */
const pixels = new Map<string, { mtimeMs: number; size: ImageSize | null }>();

function pixelsOf(root: URL, projectPath: string | null): ImageSize | null {
  if (!projectPath) return null;
  const url = new URL(projectPath, root);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(url).mtimeMs;
  } catch {
    return null; // A missing image is the schema's error (image()).
  }
  const known = pixels.get(projectPath);
  if (known?.mtimeMs === mtimeMs) return known.size;
  const size = imageSize(new Uint8Array(readFileSync(url)));
  pixels.set(projectPath, { mtimeMs, size });
  return size;
}
