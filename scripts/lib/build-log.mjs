/**
 * Where scripts/build.mjs keeps the whole output of the last build (beside Astro's own cache), and
 * what in it counts as a warning: tests/build/build-log.test.ts fails on any.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BUILD_LOG = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '.astro', 'build.log');

/** Astro's and Vite's warnings ([WARN]) and Node's (DeprecationWarning:, ExperimentalWarning:…). */
export const WARNING_LINE = /\[WARN\]|Warning:/;
