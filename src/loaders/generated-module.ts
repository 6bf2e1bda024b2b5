/**
 * A content file that also feeds the functions: the loader of one file of src/content (its only
 * entry, as a glob of it) that writes, from that entry, a module of netlify/generated which the
 * functions read (they cannot read collections), on every build and sync, and in dev each time
 * the glob loader re-parses the edited file. The pricing and studio loaders are this.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { glob, type Loader } from 'astro/loaders';

export interface GeneratedModuleFile {
  name: string;
  /** The file's name in src/content, which is also its entry's id (`pricing.yaml`: `pricing`). */
  fileName: string;
  /** Its project path, for the message when it is missing. */
  path: string;
  /** What the file holds, for that message ("the prices the checkout charges"). */
  holds: string;
  /** The module written, from the project root. */
  module: string;
  /** The module's text from the entry's data; also where the loader hands the data on (copy tokens). */
  source(data: unknown): string;
}

export function generatedModuleLoader(file: GeneratedModuleFile): Loader {
  const inner = glob({ pattern: file.fileName, base: './src/content' });
  const id = file.fileName.replace(/\.[^.]+$/, '');
  return {
    name: file.name,
    load: async (context) => {
      async function writeModule(): Promise<void> {
        const entry = context.store.get(id);
        if (!entry) throw new Error(`${file.path} is missing: it holds ${file.holds}.`);
        const source = file.source(entry.data);
        const target = new URL(file.module, context.config.root);
        // An unchanged module is left alone, so watchers (the functions in dev) stay quiet.
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
