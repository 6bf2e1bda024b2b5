/**
 * The studio file (src/content/studio.yaml) is the one authority of the studio's identity and
 * contact facts: the pages read it as the `studio` collection, and this loader also
 *
 * - writes netlify/generated/studio.ts, the module the functions (e-mails, checkout, AI review,
 *   default sender and inbox) and the Node scripts read (they cannot read collections), on every
 *   build, sync and dev change;
 * - gives the copy tokens their studio facts ({{studio}}, {{phone}}, …): `readStudioFacts`
 *   (./studio-file.ts, through ./copy-token-files.ts) runs when src/content.config.ts loads,
 *   before any collection is parsed, and astro.config.mjs reads the site's address with it. A bad
 *   fact is refused by the schema, which stops the build naming the field.
 */
import type { Loader } from 'astro/loaders';
import { generatedModuleLoader } from './generated-module';
import { STUDIO_FILE, studioModuleSource, type StudioFile } from '../lib/studio';

export const STUDIO_MODULE = 'netlify/generated/studio.ts';

export function studioLoader(onFacts: (studio: StudioFile) => void): Loader {
  return generatedModuleLoader({
    name: 'studio-loader',
    fileName: 'studio.yaml',
    path: STUDIO_FILE,
    holds: "the studio's name, e-mail and phone that every page shows",
    module: STUDIO_MODULE,
    source: (entry) => {
      const studio = entry as StudioFile;
      onFacts(studio);
      return studioModuleSource(studio, STUDIO_FILE);
    },
  });
}
