/**
 * The browser editor's own bundle: builds the editor app (src/editor/app) as static files, the way
 * it would be served apart from the site, and reports each file's size, raw and gzip, split into
 * what the editor page loads at once and what it loads when a prose block is first shown (the
 * rich-text editor). Writes bench/results/editor-bundle.md. None of it is part of `npm run build`:
 * the public pages never load any of it (tests/build/editor-absent.test.ts).
 *
 *   npm run bench:editor
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { editorAppConfig } from '../src/editor/app/vite-config.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'node_modules/.cache/industry-editor-bundle');

const config = editorAppConfig({ base: '/__editor/', projectRoot: root, mode: 'production' });
await build({ ...config, logLevel: 'error', build: { ...config.build, outDir, manifest: true } });

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
const kib = (n) => (n / 1024).toFixed(1);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const first = rows.filter((row) => row.initial);
const later = rows.filter((row) => !row.initial);
const lines = [
  '# The browser editor\'s bundle',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:editor\`: the editor app (src/editor/app) built for production by Vite, gzip level 9.`,
  'It is served only by `astro dev` at /__editor; no public page loads any of it.',
  '',
  `- **Loaded with the editor page:** ${kib(sum(first, 'gzip'))} KiB gzip (${kib(sum(first, 'raw'))} KiB raw), ${first.length} files.`,
  `- **Loaded when a prose block is first shown** (the rich-text editor and its parts): ${kib(sum(later, 'gzip'))} KiB gzip (${kib(sum(later, 'raw'))} KiB raw), ${later.length} files.`,
  `- **Total:** ${kib(sum(rows, 'gzip'))} KiB gzip.`,
  '',
  '| File | When | Raw (KiB) | Gzip (KiB) |',
  '|---|---|---:|---:|',
  ...rows
    .sort((a, b) => b.gzip - a.gzip)
    .map((row) => `| ${relative('.', row.file)} | ${row.initial ? 'page' : 'prose block'} | ${kib(row.raw)} | ${kib(row.gzip)} |`),
  '',
];
await writeFile(join(root, 'bench/results/editor-bundle.md'), lines.join('\n'));
console.log(lines.slice(0, 9).join('\n'));
await rm(outDir, { recursive: true, force: true });
