/**
 * The house's layering, checked: dependency-cruiser over every source file, against the rules in
 * .dependency-cruiser.mjs (what each folder may import, and no import cycles). Run by `npm test`
 * (npm run lint); `node scripts/check-layers.mjs --graph` prints the folder-to-folder imports
 * instead, to see what a new rule would allow.
 *
 * dependency-cruiser reads JavaScript and TypeScript but not .astro files, so it reads a mirror
 * of the project (in node_modules/.cache/layers/): each .astro file there is the TypeScript of its
 * frontmatter and of its <script> tags (what it imports), named <file>.astro.ts so that an
 * import of the .astro file resolves to it; other files are copied as they are, and files that are
 * imported but not code (images, Markdown, styles) are left empty. Reported paths are the
 * project's own.
 */
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const root = fileURLToPath(new URL('..', import.meta.url));
const mirror = join(root, 'node_modules/.cache/layers');

/** What is cruised: the project's code, folder by folder, and its config files. */
const ENTRIES = ['src', 'netlify', 'scripts', 'tests', 'astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts'];
/** Copied beside them: the ~/ alias (tsconfig.json) and which packages are dependencies (package.json). */
const MANIFESTS = ['tsconfig.json', 'package.json'];
/** Never mirrored: outputs, caches and the small sites the tests write. */
const SKIP = new Set(['node_modules', 'dist', '.astro', '.netlify', 'test-results', 'playwright-report', '.sites']);
const CODE = /\.(m?[jt]sx?|cjs)$/;

/** The TypeScript an .astro file runs at build time and in the browser: its frontmatter and its processed <script> tags. */
export function astroModuleSource(text) {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  // <script> without attributes is bundled by Astro (is:inline, type="application/ld+json" or a src are not).
  const scripts = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n;\n');
}

async function mirrorTree(path) {
  const source = join(root, path);
  const entries = await readdir(source, { withFileTypes: true }).catch(() => null);
  if (!entries) return mirrorFile(path);
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    await mirrorTree(join(path, entry.name));
  }
}

async function mirrorFile(path) {
  const target = join(mirror, path);
  await mkdir(dirname(target), { recursive: true });
  if (path.endsWith('.astro')) return writeFile(`${target}.ts`, astroModuleSource(await readFile(join(root, path), 'utf8')));
  if (CODE.test(path)) return cp(join(root, path), target);
  return writeFile(target, '');
}

/** A mirror's path (the .astro file's TypeScript, "….astro.ts") → the project's own (".astro"). */
const own = (path) => path.replace(/\.astro\.ts$/, '.astro');

const graphOnly = process.argv.includes('--graph');
await rm(mirror, { recursive: true, force: true });
for (const entry of ENTRIES) await mirrorTree(entry);
for (const manifest of MANIFESTS) await cp(join(root, manifest), join(mirror, manifest));
// The packages, found under their own name (node_modules/…) from the mirror's files.
await symlink(join(root, 'node_modules'), join(mirror, 'node_modules'));

const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.mjs'));
const rules = options.ruleSet.forbidden ?? [];
const cwd = process.cwd();
process.chdir(mirror);
let output;
try {
  const tsConfig = extractTSConfig(join(mirror, 'tsconfig.json'));
  output = (await cruise(ENTRIES, { ...options, preserveSymlinks: true, tsConfig: { fileName: 'tsconfig.json' } }, undefined, { tsConfig })).output;
} finally {
  process.chdir(cwd);
}

if (graphOnly) {
  const folder = (path) => own(path).replace(/\/[^/]+$/, '');
  const edges = new Map();
  for (const module of output.modules) {
    if (!ENTRIES.some((entry) => module.source.startsWith(entry))) continue;
    for (const dependency of module.dependencies) {
      const to = dependency.couldNotResolve ? `unresolved:${dependency.module}` : dependency.dependencyTypes.some((type) => type.startsWith('npm')) ? `npm:${dependency.module}` : dependency.coreModule ? `node:${dependency.module}` : folder(dependency.resolved);
      const key = `${folder(module.source)} -> ${to}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
  for (const key of [...edges.keys()].sort()) console.log(key);
  process.exit(0);
}

const violations = output.summary.violations.filter((violation) => violation.rule.severity === 'error');
for (const { from, to, rule, cycle } of violations) {
  const path = cycle ? cycle.map((step) => own(step.name)).join(' → ') : `${own(from)} → ${own(to)}`;
  const comment = rules.find((candidate) => candidate.name === rule.name)?.comment ?? '';
  console.error(`${rule.name}: ${path}\n  ${comment}`);
}
const { totalCruised } = output.summary;
if (violations.length) {
  console.error(`\n${violations.length} import(s) break the layering (.dependency-cruiser.mjs) in ${totalCruised} modules.`);
  process.exit(1);
}
console.log(`Layering: ${totalCruised} modules, every import allowed by .dependency-cruiser.mjs, no cycles.`);
