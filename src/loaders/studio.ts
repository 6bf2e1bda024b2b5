/**
 * The studio file (src/content/studio.yaml) is the one authority of the studio's identity and
 * contact facts: the pages read it as the `studio` collection, and this loader also
 *
 * - writes netlify/generated/studio.ts, the module the functions (e-mails, checkout, AI review,
 *   default sender and inbox) and the Node scripts read (they cannot read collections), on every
 *   build, sync and dev change;
 * - gives the copy tokens their studio facts ({{studio}}, {{phone}}, …): `readStudioFacts` runs
 *   when src/content.config.ts loads, before any collection is parsed, and astro.config.mjs reads
 *   the site's address with it. A bad fact is refused by the schema, which stops the build naming
 *   the field.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { glob, type Loader } from 'astro/loaders';
import { studioModuleSource, type StudioFile } from '../lib/studio';
import { STUDIO_FILE } from './studio-file';

export { readStudioFacts } from './studio-file';
export const STUDIO_MODULE = 'netlify/generated/studio.ts';

export function studioLoader(onFacts: (studio: StudioFile) => void): Loader {
  const inner = glob({ pattern: 'studio.yaml', base: './src/content' });
  return {
    name: 'studio-loader',
    load: async (context) => {
      async function writeModule(): Promise<void> {
        const entry = context.store.get('studio');
        if (!entry) throw new Error(`${STUDIO_FILE} is missing: it holds the studio's name, e-mail and phone that every page shows.`);
        const studio = entry.data as unknown as StudioFile;
        onFacts(studio);
        const source = studioModuleSource(studio, STUDIO_FILE);
        const target = new URL(STUDIO_MODULE, context.config.root);
        // Unchanged facts leave the file alone, so watchers (the functions in dev) stay quiet.
        if ((await readFile(target, 'utf8').catch(() => '')) === source) return;
        await mkdir(new URL('.', target), { recursive: true });
        await writeFile(target, source);
      }
      const store: typeof context.store = {
        ...context.store,
        set: (entry) => {
          const changed = context.store.set(entry);
          // In dev the glob loader re-parses an edited file itself: the module follows it.
          if (context.watcher && changed) void writeModule().catch((error: Error) => context.logger.error(error.message));
          return changed;
        },
      };
      await inner.load({ ...context, store });
      await writeModule();
    },
  };
}
