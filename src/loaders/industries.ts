/**
 * The industries collection's loader: Astro's glob loader over src/content/industries/*.mdx, plus
 * what makes the collection the one registry of industries.
 *
 * - Each entry's id is its file name (lawyers.mdx), so a schema error names the file.
 * - After every load it runs the whole-site content check over every content file (./site-check.ts:
 *   the editor's own check, so the build refuses what the editor refuses, in its words) and fails
 *   naming the file and the field: a slug or alias used twice or hiding a page, a picture of the
 *   wrong shape, a link to a case study that does not exist, any file that fails its schema.
 * - It writes netlify/generated/industries.ts, the typed module through which the Netlify
 *   Functions, Node scripts and tests read the collection (they cannot call getCollection).
 *   `astro build`, `astro sync` (npm test) and `astro dev` all run it, so the module is never
 *   a hand-kept copy; in dev it is rewritten on every change to an industry file.
 * - In dev, an industry file that fails its checks is reported in the browser's error overlay
 *   (see ./content-errors.ts): Astro's own loader only logs a failed reload to the terminal and
 *   keeps serving the last good version.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { catalogueModuleSource, industryRecord, type IndustryData, type IndustryPaths } from '../lib/industry-registry';
import { clearContentError, reportContentError } from './content-errors';
import { siteCheckError, siteContentProblems } from './site-check';

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
        const problems = await siteContentProblems(root, { srcDir: context.config.srcDir, publicDir: context.config.publicDir });
        if (problems.length) throw siteCheckError(problems);
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
      // Any other content file or picture changed by hand (a case study, the team, a page that
      // links to a case study): the whole site is checked again too.
      const watched = [fileURLToPath(new URL('src/content/', root)), fileURLToPath(new URL('src/assets/', root))];
      const contentChanged = (path: string) => {
        if (watched.some((folder) => path.startsWith(folder))) rewriteSoon();
      };
      context.watcher?.on('change', contentChanged);
      context.watcher?.on('add', contentChanged);
      context.watcher?.on('unlink', contentChanged);
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
