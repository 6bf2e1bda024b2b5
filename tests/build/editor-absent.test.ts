/**
 * The browser editor costs the public site nothing: in `astro dev` it serves /__editor, and in
 * `astro build` it adds only the editor of the live site, a static app of its own in dist/admin/.
 * Every other file of the build is the same bytes with the editor switched off, and no public file
 * carries any of the editor's code or addresses. Runs after `npm run build` (dist/ is the build
 * with the integration on).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PATH } from '~/editor/core/admin-api';
import { EDITOR_PATH, EDITOR_REQUEST_HEADER } from '~/editor/core/editor-api';
import { EDITOR_SWITCH } from '~/editor/dev/integration';
import { ADMIN_DIR } from './page-assets';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
let other = '';

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const isAdmin = (file: string) => file.startsWith(`${ADMIN_DIR}/`);

/** What Vitest adds to the environment (import.meta.env's keys among them), which would change what a build writes. */
const SET_BY_VITEST = new Set(['TEST', 'NODE_ENV', 'SITE', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'ASSETS_PREFIX', 'FORCE_TTY']);

/** The shell's environment, as `npm run build` has it. */
function buildEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && !SET_BY_VITEST.has(key)));
}

// A build of its own: its removal may outlast the hook's default 10 s on a busy machine.
afterAll(() => (other ? rm(other, { recursive: true, force: true }) : undefined), 120_000);

describe('the build without the editor', () => {
  it('is byte for byte the build with it, but for the editor of the live site in admin/', { timeout: 600_000 }, async () => {
    other = await mkdtemp(join(tmpdir(), 'build-without-editor-'));
    await promisify(execFile)(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', other], {
      cwd: root,
      env: { ...buildEnvironment(), ASTRO_TELEMETRY_DISABLED: '1', [EDITOR_SWITCH]: 'off' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const built = files(dist);
    const rebuilt = files(other);
    expect(rebuilt.filter((file) => !built.includes(file)), 'only in the build without the editor').toEqual([]);
    expect(built.filter((file) => !rebuilt.includes(file)), 'only in the build with it').toEqual(built.filter(isAdmin));
    expect(built.filter(isAdmin)).toContain(`${ADMIN_DIR}/index.html`);
    const different = rebuilt.filter((file) => !readFileSync(join(dist, file)).equals(readFileSync(join(other, file))));
    expect(different).toEqual([]);
  });

  it("has none of the editor's code or addresses in a public file of dist/", () => {
    const markers = [EDITOR_PATH, EDITOR_REQUEST_HEADER, ADMIN_API_PATH, 'rjsf', 'mdxeditor', 'industry-editor'];
    const found = files(dist)
      .filter((file) => !isAdmin(file))
      .filter((file) => /\.(html|js|css|json|xml|txt)$/.test(file) || file === '_redirects' || file === '_headers')
      .flatMap((file) => {
        const text = readFileSync(join(dist, file), 'utf8');
        return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
      });
    expect(found).toEqual([]);
  });

  it('builds the editor of the live site as its own page: its scripts, no inline script, never indexed', () => {
    const html = readFileSync(join(dist, ADMIN_DIR, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith(`/${ADMIN_DIR}/`)).toBe(true);
      expect(existsSync(join(dist, src))).toBe(true);
    }
  });
});
