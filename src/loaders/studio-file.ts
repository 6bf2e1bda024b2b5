/**
 * The studio file as it is on disk, read before Astro has loaded any collection: by
 * astro.config.mjs (the site's address, the share cards' name) and by src/content.config.ts (the
 * copy tokens). Apart from the studio loader (./studio.ts) so that the config reads it without
 * Astro's loaders.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { STUDIO_FILE, studioSchema, type StudioFile } from '../lib/studio.ts';

/**
 * The studio's facts as the file on disk says now; undefined when it does not pass its schema
 * (the collection's own parse then stops the build naming the field). Read from the project's
 * root: where astro runs (the content config is bundled, so not beside this file).
 */
export function readStudioFacts(root: URL = pathToFileURL(join(process.cwd(), '/'))): StudioFile | undefined {
  try {
    const checked = studioSchema.safeParse(parse(readFileSync(new URL(STUDIO_FILE, root), 'utf8')));
    return checked.success ? checked.data : undefined;
  } catch {
    return undefined;
  }
}
