/**
 * The browser editor's own bundles: builds each entry of the editor app (src/editor/app: the dev
 * server's editor at /__editor, and the live site's at /admin, which `astro build` puts in
 * dist/admin) as static files and reports each file's size, raw and gzip, split into what the
 * editor page loads at once and what it loads when a prose block is first shown (the rich-text
 * editor). Writes bench/results/editor-bundle.md. No public page loads any of it
 * (tests/build/editor-absent.test.ts).
 *
 *   npm run bench:editor
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { editorAppConfig } from '../src/editor/app/vite-config.ts';

const root = resolve(import.meta.dirname, '..');
const kib = (n) => (n / 1024).toFixed(1);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);

/** Builds one entry and measures its files. */
async function measure(app, base) {
  const outDir = join(root, `node_modules/.cache/industry-editor-bundle-${app}`);
  const config = editorAppConfig({ app, base, projectRoot: root, mode: 'production', outDir });
  await build({ ...config, logLevel: 'error', build: { ...config.build, manifest: true } });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  /** The entry and what it imports statically: what the editor page loads before it shows anything. */
  const initial = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const css of chunk.css ?? []) initial.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key] === entry));
  const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('.vite'));
  const rows = [];
  for (const file of files.sort()) {
    const bytes = await readFile(join(outDir, file));
    rows.push({ file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, initial: initial.has(file) });
  }
  await rm(outDir, { recursive: true, force: true });
  return rows;
}

function section(title, rows) {
  const first = rows.filter((row) => row.initial);
  const later = rows.filter((row) => !row.initial);
  return [
    `## ${title}`,
    '',
    `- **Loaded with the editor page:** ${kib(sum(first, 'gzip'))} KiB gzip (${kib(sum(first, 'raw'))} KiB raw), ${first.length} files.`,
    `- **Loaded when a prose block is first shown** (the rich-text editor and its parts): ${kib(sum(later, 'gzip'))} KiB gzip (${kib(sum(later, 'raw'))} KiB raw), ${later.length} files.`,
    `- **Total:** ${kib(sum(rows, 'gzip'))} KiB gzip.`,
    '',
    '| File | When | Raw (KiB) | Gzip (KiB) |',
    '|---|---|---:|---:|',
    ...[...rows]
      .sort((a, b) => b.gzip - a.gzip)
      .map((row) => `| ${relative('.', row.file)} | ${row.initial ? 'page' : 'prose block'} | ${kib(row.raw)} | ${kib(row.gzip)} |`),
    '',
  ];
}

const dev = await measure('dev', '/__editor/');
const admin = await measure('admin', '/admin/');
const lines = [
  "# The browser editor's bundles",
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:editor\`: each entry of the editor app (src/editor/app) built for production by Vite, gzip level 9.`,
  'The dev server\'s editor is served only by `astro dev` at /__editor; the live site\'s is built into dist/admin and served at /admin with `Cache-Control: no-store` (loaded whole on each visit). No public page loads any of it.',
  '',
  ...section('The dev server\'s editor (/__editor)', dev),
  ...section('The live site\'s editor (/admin): the same app, with its sign-in, set-up page and pull requests', admin),
];
await writeFile(join(root, 'bench/results/editor-bundle.md'), lines.join('\n'));
console.log(lines.filter((line) => line.startsWith('- ') || line.startsWith('## ')).join('\n'));
