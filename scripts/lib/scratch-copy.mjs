/**
 * A scratch copy of the project to build in, apart from the working tree: the files git tracks
 * plus new ones it does not ignore (or, with `ref`, that commit's files instead). Its
 * node_modules/ is a folder of links to this project's packages, except Astro's caches, which
 * stay the copy's own, so a build there starts cold and leaves this project's caches alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Astro's and Vite's caches inside node_modules: each copy keeps its own. */
const OWN_IN_NODE_MODULES = new Set(['.astro', '.cache', '.vite', '.vite-temp']);

/** Copies the project at `root` (its working tree, or the commit `ref`) into a new folder; returns the folder. */
export async function scratchCopy(root, { ref, prefix = 'scratch-' } = {}) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  if (ref) {
    const archive = execFileSync('git', ['archive', '--format=tar', ref], { cwd: root, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  } else {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 1 << 28 })
      .toString()
      .split('\0')
      .filter((file) => file && existsSync(join(root, file)));
    for (const file of files) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await cp(join(root, file), join(dir, file));
    }
  }
  await mkdir(join(dir, 'node_modules'));
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (!OWN_IN_NODE_MODULES.has(entry)) await symlink(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}
