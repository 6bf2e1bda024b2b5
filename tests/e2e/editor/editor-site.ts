/**
 * The browser editor's tests edit industry files, so they run against `astro dev` in a scratch copy
 * of the project, never the working tree: this script makes the copy (the files git knows, and
 * node_modules as links to this project's packages, except the caches, which stay the copy's
 * own) and runs the dev server in it. Playwright starts it (playwright.config.ts, the `editor`
 * project) and the tests read and write the copy's files through helpers.ts.
 *
 *   node tests/e2e/editor/editor-site.ts        # PORT=4323 by default (E2E_EDITOR_PORT)
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const PROJECT_ROOT = join(import.meta.dirname, '..', '..', '..');
export const EDITOR_E2E_PORT = Number(process.env.E2E_EDITOR_PORT ?? 4323);
/** The scratch copy the dev server runs in (one per port, so two runs on one machine do not meet). */
export const EDITOR_SITE = join(tmpdir(), `industry-editor-e2e-${EDITOR_E2E_PORT}`);

/** Caches inside node_modules that the copy keeps for itself. */
const OWN_IN_NODE_MODULES = new Set(['.astro', '.cache', '.vite', '.vite-temp', '.vite-industry-editor']);

export function makeScratchCopy(target: string): void {
  rmSync(target, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT, maxBuffer: 1 << 28 })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(PROJECT_ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(PROJECT_ROOT, file), join(target, file));
  }
  mkdirSync(join(target, 'node_modules'));
  for (const entry of readdirSync(join(PROJECT_ROOT, 'node_modules'))) {
    if (!OWN_IN_NODE_MODULES.has(entry)) symlinkSync(join(PROJECT_ROOT, 'node_modules', entry), join(target, 'node_modules', entry));
  }
}

if (import.meta.main) {
  makeScratchCopy(EDITOR_SITE);
  const astro = join(EDITOR_SITE, 'node_modules/astro/bin/astro.mjs');
  // As `npm run dev` does: `astro sync` first writes what the functions import of the content
  // (netlify/generated/, not in git), before Netlify's plugin bundles them.
  execFileSync(process.execPath, [astro, 'sync'], { cwd: EDITOR_SITE, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const dev = spawn(
    process.execPath,
    [astro, 'dev', '--port', String(EDITOR_E2E_PORT), '--host', '127.0.0.1', '--ignore-lock'],
    { cwd: EDITOR_SITE, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
  );
  const stop = () => dev.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  dev.on('exit', (code) => process.exit(code ?? 0));
}
