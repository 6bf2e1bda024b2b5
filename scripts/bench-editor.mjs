/**
 * The browser editor's own bundles: builds each entry of the editor app (src/editor/app: the dev
 * server's editor at /__editor, and the live site's at /admin, which `astro build` puts in
 * dist/admin) as static files and reports each file's size, raw and gzip, split into what the
 * editor page loads at once and what it loads when a prose block is first shown (the rich-text
 * editor). Then times how soon /admin is usable (scripts/lib/usable-time.mjs: the page list and
 * the form's first field on screen, CPU slowed down 4x), against the built site (dist/, from
 * `npm run build`) with the editor app just built, on 127.0.0.1. Writes
 * bench/results/editor-bundle.md. No public page loads any of it (tests/build/editor-absent.test.ts).
 *
 *   npm run bench:editor
 *   npm run bench:editor -- --before <dir>   # also an earlier version's editor app (a checkout of it,
 *                                            # its node_modules linked), measured in the same session
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { median, timeAdminUsable, CPU_SLOWDOWN } from './lib/usable-time.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({ options: { before: { type: 'string' }, runs: { type: 'string', default: '5' }, port: { type: 'string', default: process.env.E2E_ADMIN_PORT ?? '4339' } } });
const RUNS = Math.min(Math.max(Number(options.runs) || 5, 1), 15);
const kib = (n) => (n / 1024).toFixed(1);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);

/** Builds one entry of the editor app in `source` (a checkout of the project) and measures its files; the built files stay in outDir. */
async function measure(source, app, base, version) {
  const { editorAppConfig } = await import(join(source, 'src/editor/app/vite-config.ts'));
  const outDir = join(root, `node_modules/.cache/industry-editor-bundle-${version}-${app}`);
  const config = editorAppConfig({ app, base, projectRoot: source, mode: 'production', outDir });
  await build({ ...config, logLevel: 'error', build: { ...config.build, manifest: true } });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
  /** Each file and when it loads: the first loading that reaches it through static imports, in WHEN's order. */
  const when = new Map();
  const visit = (key, moment) => {
    const chunk = manifest[key];
    if (!chunk || when.has(chunk.file)) return;
    when.set(chunk.file, moment);
    for (const css of chunk.css ?? []) if (!when.has(css)) when.set(css, moment);
    for (const imported of chunk.imports ?? []) visit(imported, moment);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry), 'page');
  for (const moment of WHEN.slice(1)) for (const key of Object.keys(manifest)) if (manifest[key].isDynamicEntry && momentOf(key) === moment) visit(key, moment);
  const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('.vite'));
  const rows = [];
  for (const file of files.sort()) {
    const bytes = await readFile(join(outDir, file));
    rows.push({ file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, when: when.get(file) ?? 'on use' });
  }
  return { rows, outDir };
}

/** When the editor loads each part: with the page; as the app starts (the MDX reader, mdx-tree-on-demand.ts); when a prose block is first shown; on use (preview, staff area, the form library's Markdown). */
const WHEN = ['page', 'app start', 'prose block', 'on use'];
const WHEN_WORDS = {
  page: 'Loaded with the editor page',
  'app start': 'Asked for as the app starts, beside the sign-in and the file list (the MDX reader; a page opens once it is in)',
  'prose block': 'Loaded when a prose block is first shown (the rich-text editor and its parts)',
  'on use': 'Loaded on use (the preview, the staff area, the form library’s Markdown)',
};
function momentOf(key) {
  if (/mdx-tree/.test(key)) return 'app start';
  if (/ProseEditor/.test(key)) return 'prose block';
  return 'on use';
}

function section(title, rows) {
  const part = (moment) => rows.filter((row) => row.when === moment);
  const beforeForm = rows.filter((row) => row.when === 'page' || row.when === 'app start');
  return [
    `## ${title}`,
    '',
    ...WHEN.filter((moment) => part(moment).length).map(
      (moment) => `- **${WHEN_WORDS[moment]}:** ${kib(sum(part(moment), 'gzip'))} KiB gzip (${kib(sum(part(moment), 'raw'))} KiB raw), ${part(moment).length} files.`,
    ),
    `- **Before the page list and the form show** (page and app start): ${kib(sum(beforeForm, 'gzip'))} KiB gzip.`,
    `- **Total:** ${kib(sum(rows, 'gzip'))} KiB gzip.`,
    '',
    '| File | When | Raw (KiB) | Gzip (KiB) |',
    '|---|---|---:|---:|',
    ...[...rows].sort((a, b) => b.gzip - a.gzip).map((row) => `| ${relative('.', row.file)} | ${row.when} | ${kib(row.raw)} | ${kib(row.gzip)} |`),
    '',
  ];
}

const ms = (n) => `${Math.round(n)}`;

/** One version of the editor app: its bundles, and how soon /admin is usable with it. */
async function version(source, name) {
  const dev = await measure(source, 'dev', '/__editor/', name);
  const admin = await measure(source, 'admin', '/admin/', name);
  await rm(dev.outDir, { recursive: true, force: true });
  console.log(`${name}: bundles built; timing /admin (${RUNS} openings at ${CPU_SLOWDOWN}x CPU slowdown)…`);
  const samples = await timeAdminUsable({ projectRoot: root, appDir: admin.outDir, port: Number(options.port), runs: RUNS });
  await rm(admin.outDir, { recursive: true, force: true });
  return { name, dev: dev.rows, admin: admin.rows, samples };
}

function usableSection(versions) {
  return [
    `## /admin usable (page list and form) at ${CPU_SLOWDOWN}x CPU slowdown`,
    '',
    `Debian's Chromium (Playwright) opens /admin signed in, against the built site and its functions with a fake GitHub on 127.0.0.1 (tests/e2e/admin/admin-site.ts), CPU slowed down ${CPU_SLOWDOWN}x (CDP Emulation.setCPUThrottlingRate); after one opening that signs in and one that records every answer of the server (page, scripts, API), ${RUNS} openings with those answers replayed at once (so the editor's own work is timed, not the local functions emulation's, which takes seconds per call on a busy machine), each timed from the navigation's start until the page list is usable and the form's first field is on screen. Wall time is read in the page; CPU time is the browser processes' own (user + system, /proc) over the same opening, unthrottled (the slowdown stretches the time, not the work). Machine load (1-minute average) at the start: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`,
    '',
    '| Version | With the page (KiB gzip) | At app start (KiB gzip) | Usable, median wall (ms) | Wall, each run (ms) | Browser CPU, median (ms) | CPU, each run (ms) |',
    '|---|---:|---:|---:|---|---:|---|',
    ...versions.map((v) => {
      const page = sum(v.admin.filter((row) => row.when === 'page'), 'gzip');
      const start = sum(v.admin.filter((row) => row.when === 'app start'), 'gzip');
      return `| ${v.name} | ${kib(page)} | ${kib(start)} | ${ms(median(v.samples.map((s) => s.wall)))} | ${v.samples.map((s) => ms(s.wall)).join(', ')} | ${ms(median(v.samples.map((s) => s.cpu)))} | ${v.samples.map((s) => ms(s.cpu)).join(', ')} |`;
    }),
    '',
  ];
}

if (!existsSync(join(root, 'dist/admin/index.html'))) throw new Error('Build the site first (npm run build): /admin is timed against dist/ and its functions.');
const versions = [];
if (options.before) versions.push(await version(resolve(options.before), 'before'));
versions.push(await version(root, options.before ? 'after' : 'this version'));
const current = versions.at(-1);
const earlier = versions.length > 1 ? versions[0] : null;
const lines = [
  "# The browser editor's bundles",
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:editor${options.before ? ' -- --before …' : ''}\`: each entry of the editor app (src/editor/app) built for production by Vite, gzip level 9.`,
  'The dev server\'s editor is served only by `astro dev` at /__editor; the live site\'s is built into dist/admin and served at /admin with `Cache-Control: no-store` (loaded whole on each visit). No public page loads any of it.',
  '',
  ...usableSection(versions),
  ...section("The dev server's editor (/__editor), built as /admin is (`astro dev` serves its modules one by one, the MDX reader with the page)", current.dev),
  ...section("The live site's editor (/admin): the same app, with its sign-in, set-up page and pull requests", current.admin),
  ...(earlier ? [`## Before (${options.before})`, '', ...section("/__editor, before", earlier.dev).slice(2, 5), '', ...section('/admin, before', earlier.admin).slice(2)] : []),
];
await writeFile(join(root, 'bench/results/editor-bundle.md'), lines.join('\n'));
console.log(lines.filter((line) => line.startsWith('- ') || line.startsWith('## ') || line.startsWith('| ')).join('\n'));
