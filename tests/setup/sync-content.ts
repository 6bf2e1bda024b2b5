/**
 * Vitest global setup: `astro sync` before any test, as `astro build` does before the functions
 * are bundled. It validates the content collections and writes netlify/generated/industries.ts,
 * the module through which the functions (and these tests) read the industry files, so every
 * test run sees the content as it is now. A content error stops the run with Astro's message.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default async function syncContent(): Promise<void> {
  const astro = `${root}node_modules/astro/bin/astro.mjs`;
  await promisify(execFile)(process.execPath, [astro, 'sync'], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`astro sync failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
}
