/**
 * package-lock.json records every platform's native package of each dependency that ships one.
 *
 * npm writes into the lockfile only the optional packages the registry served while resolving;
 * when one was missing (another platform's build of a native binding), `npm ci` refuses the
 * lockfile as out of sync with package.json and `npm install` rewrites it on every clean clone.
 * A dependency declares its platform builds as `optionalDependencies` (esbuild, rolldown,
 * lightningcss, @astrojs/compiler-binding, @tailwindcss/oxide, sharp…), so each of them must be
 * in the lockfile's `packages`, at the place npm's resolution finds it: the nearest
 * `node_modules/<name>` walking up from the dependent package's own folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  link?: boolean;
  resolved?: string;
  integrity?: string;
  inBundle?: boolean;
  hasInstallScript?: boolean;
  optionalDependencies?: Record<string, string>;
}
interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** Where npm finds `name` for the package at `from` ("" is the project itself), or null. */
function resolveInLock(lock: Lockfile, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = `${dir === '' ? '' : `${dir}/`}node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (dir === '') return null;
    // Up one package: "a/node_modules/@s/b" -> "a"; "node_modules/b" -> "".
    const at = dir.lastIndexOf('node_modules/');
    dir = at <= 0 ? '' : dir.slice(0, at - 1);
  }
}

/** Every optional dependency the lockfile names but does not contain: "<dependent> -> <name>@<range>". */
function missingOptionalPackages(lock: Lockfile): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const at = resolveInLock(lock, path, name);
      const exact = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(range);
      // An exact pin (how platform packages are declared) must be the version found there too.
      if (!at || (exact && lock.packages[at]?.version !== range)) missing.push(`${path || '(root)'} -> ${name}@${range}`);
    }
  }
  return missing;
}

const lockfile = JSON.parse(readFileSync(join(import.meta.dirname, '../../package-lock.json'), 'utf8')) as Lockfile;

describe('package-lock.json', () => {
  it('is a lockfile v3 with every package folder npm installs from', () => {
    expect(lockfile.lockfileVersion).toBe(3);
    expect(Object.keys(lockfile.packages).length).toBeGreaterThan(100);
  });

  it('records every platform package of every dependency that declares them', () => {
    const dependents = Object.values(lockfile.packages).filter((e) => e.optionalDependencies);
    expect(dependents.length).toBeGreaterThan(0);
    expect(missingOptionalPackages(lockfile)).toEqual([]);
  });

  it('finds a package where npm resolves it: nested first, then each folder up to the root', () => {
    const lock: Lockfile = {
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/a': { optionalDependencies: { b: '1.0.0', c: '1.0.0', d: '1.0.0' } },
        'node_modules/a/node_modules/b': { version: '1.0.0' },
        'node_modules/b': { version: '2.0.0' },
        'node_modules/c': { version: '2.0.0' },
        'node_modules/@s/e': { optionalDependencies: { b: '^2.0.0' } },
        'node_modules/@s/e/node_modules/@s/f': { optionalDependencies: { a: '*' } },
      },
    };
    expect(resolveInLock(lock, 'node_modules/a', 'b')).toBe('node_modules/a/node_modules/b');
    expect(resolveInLock(lock, 'node_modules/@s/e/node_modules/@s/f', 'a')).toBe('node_modules/a');
    expect(resolveInLock(lock, 'node_modules/a', 'd')).toBeNull();
    // c is found, but the hoisted copy is another version than the pinned one: npm would install a nested one.
    expect(missingOptionalPackages(lock)).toEqual(['node_modules/a -> c@1.0.0', 'node_modules/a -> d@1.0.0']);
  });
});

/**
 * What the lockfile lets `npm ci` install, checked without a network (the advisory database is
 * out of reach here: docs/backend.md, "Dependencies", says how the lockfile is reviewed).
 */
describe('package-lock.json: what npm ci may install', () => {
  const installed = Object.entries(lockfile.packages).filter(([path, entry]) => path !== '' && !entry.link);
  const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };

  it('every package is pinned by a sha512 checksum (or ships inside one that is)', () => {
    const unpinned = installed.filter(([, entry]) => !entry.inBundle && !/^sha512-[A-Za-z0-9+/]{86}==$/.test(entry.integrity ?? ''));
    expect(unpinned.map(([path]) => path)).toEqual([]);
  });

  it('every package comes from the npm registry: no git, file, tarball URL or other registry', () => {
    const elsewhere = installed.filter(([, entry]) => entry.resolved !== undefined && !entry.resolved.startsWith('https://registry.npmjs.org/'));
    expect(elsewhere.map(([path, entry]) => `${path} ${entry.resolved}`)).toEqual([]);
  });

  it('every package with an install script is approved or denied by name in allowScripts', () => {
    const named = new Set(Object.keys(packageJson.allowScripts ?? {}));
    const withScripts = installed.filter(([, entry]) => entry.hasInstallScript).map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !named.has(name))).toEqual([]);
  });
});
