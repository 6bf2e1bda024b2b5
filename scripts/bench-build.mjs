#!/usr/bin/env node
/**
 * npm run bench:build [-- --sizes 0,100,1000] [-- --ref <git ref>] [-- --keep]
 *
 * How the build time grows as editors add industry pages. In a scratch copy of the project (the
 * files git tracks plus new ones it does not ignore; with --ref, that commit's files instead)
 * it writes N extra industry files, each a copy of lawyers.mdx with its own slug, name, headline
 * and guide title (so every extra page gets its own share card and guide PDF: identical content
 * would be served from the cache), and times `astro build` twice for each N:
 *
 * - cold: no dist/, no .astro/ and no Astro cache (node_modules/.astro/: optimised images, share
 *   cards, guide PDFs), as on a fresh clone;
 * - warm: the same build again, nothing changed (what a rebuild costs with Netlify's build cache).
 *
 * An extra page adds its industry page, its guide page, their two share cards and its guide PDF.
 * The copies are listed in the footer (as every industry is) but not in the header's dropdown
 * (menu.header: false), as an editor adding many pages would choose.
 *
 * The scratch copy's node_modules/ is a folder of links to this project's packages, except
 * Astro's cache, which stays the copy's own. Writes bench/results/build.md with the machine's
 * load (uptime) at each build: the numbers are only comparable on a quiet machine.
 */
import { spawn, execFileSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,100,1000' },
    ref: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`--sizes: whole numbers, e.g. 0,100,1000 (got ${values.sizes})`);

const root = resolve(import.meta.dirname, '..');
const TEMPLATE = 'src/content/industries/lawyers.mdx';
const EXTRA_PREFIX = 'bench-';
const astroBin = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** Astro's cache inside node_modules: the copy keeps its own. */
const OWN_IN_NODE_MODULES = new Set(['.astro', '.cache', '.vite', '.vite-temp']);

async function scratchCopy() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-build-'));
  if (values.ref) {
    const archive = execFileSync('git', ['archive', '--format=tar', values.ref], { cwd: root, maxBuffer: 1 << 30 });
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

/** lawyers.mdx as the n-th extra industry: its own slug, names, headline, page title and description, guide title and description. */
function extraIndustry(template, n) {
  const replace = (text, pattern, replacement) => {
    if (!pattern.test(text)) throw new Error(`${TEMPLATE} no longer matches ${pattern}: update scripts/bench-build.mjs`);
    return text.replace(pattern, replacement);
  };
  let text = template;
  text = replace(text, /^name: .*$/m, `name: "Bench ${n}"`);
  text = replace(text, /^slug: .*$/m, `slug: "${EXTRA_PREFIX}${n}"`);
  text = replace(text, /^vanityAliases: .*$/m, 'vanityAliases: []');
  text = replace(text, /^(  label: ).*$/m, `$1"Bench ${n}"`);
  text = replace(text, /^(  order: ).*$/m, `$1${1000 + n}`);
  text = replace(text, /^(  header: ).*$/m, '$1false');
  text = replace(text, /^(  headline: ")(.*)"$/m, `$1$2, page ${n}"`);
  text = replace(text, /^(guide:\n  title: ")(.*)"$/m, `$1$2, no. ${n}"`);
  // Titles and descriptions are each page's own: the build refuses two files sharing one.
  text = replace(text, /^(guide:\n  title: .*\n  description: ")(.*)"$/m, `$1$2 (no. ${n})"`);
  text = replace(text, /^(seo:\n  title: ")(.*)"$/m, `$1Bench ${n} | Fast Sites"`);
  text = replace(text, /^(seo:\n  title: .*\n  description: ")(.*)"$/m, `$1Bench page ${n}: $2"`);
  return text;
}

async function setExtraPages(dir, n) {
  const folder = join(dir, 'src/content/industries');
  for (const file of await readdir(folder)) if (file.startsWith(EXTRA_PREFIX)) await rm(join(folder, file));
  const template = await readFile(join(dir, TEMPLATE), 'utf8');
  for (let i = 1; i <= n; i++) await writeFile(join(folder, `${EXTRA_PREFIX}${i}.mdx`), extraIndustry(template, i));
}

/**
 * One `astro build`: its wall-clock time and the CPU time of the process and its threads (user +
 * system, from bash's `time`). The CPU time hardly depends on what else runs on the machine; the
 * wall-clock time does.
 */
function build(dir) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn('bash', ['-c', `TIMEFORMAT='@cpu %U %S'; time "$0" "$1" build`, process.execPath, astroBin], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`astro build failed (${code}):\n${output.slice(-4000)}`));
      const [, user, system] = /@cpu ([\d.]+) ([\d.]+)/.exec(output) ?? [];
      resolvePromise({ seconds: (performance.now() - started) / 1000, cpu: Number(user) + Number(system), log: output });
    });
  });
}

async function countFiles(dir, pattern) {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true })) if (pattern.test(entry)) count++;
  return count;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');
const assetsLine = (log) => /share cards written[^\n]*/.exec(log)?.[0].replace(/\u001b\[[0-9;]*m/g, '') ?? '';

const dir = await scratchCopy();
console.log(`Scratch copy: ${dir}${values.ref ? ` (${values.ref})` : ''}`);
const rows = [];
try {
  for (const n of sizes) {
    await setExtraPages(dir, n);
    await Promise.all(['dist', '.astro', 'node_modules/.astro'].map((p) => rm(join(dir, p), { recursive: true, force: true })));
    const coldLoad = load();
    const cold = await build(dir);
    const pages = await countFiles(join(dir, 'dist'), /\.html$/);
    const cards = await countFiles(join(dir, 'dist', 'og'), /\.png$/);
    const pdfs = await countFiles(join(dir, 'dist', 'downloads'), /\.pdf$/);
    const warmLoad = load();
    const warm = await build(dir);
    rows.push({ n, pages, cards, pdfs, cold: cold.seconds, warm: warm.seconds, coldCpu: cold.cpu, warmCpu: warm.cpu, coldLoad, warmLoad });
    console.log(
      `N=${n}: ${pages} pages, ${cards} cards, ${pdfs} PDFs; cold ${cold.seconds.toFixed(1)} s (CPU ${cold.cpu.toFixed(1)} s, load ${coldLoad}), warm ${warm.seconds.toFixed(1)} s (CPU ${warm.cpu.toFixed(1)} s, load ${warmLoad})`,
    );
    console.log(`  cold: ${assetsLine(cold.log)}\n  warm: ${assetsLine(warm.log)}`);
  }
} finally {
  if (!values.keep) await rm(dir, { recursive: true, force: true });
}

const base = rows.find((row) => row.n === 0);
const perPage = (row, key) => (base && row.n > 0 ? `${(((row[key] - base[key]) * 1000) / row.n).toFixed(1)} ms` : '');
const commit = execFileSync('git', ['rev-parse', '--short', values.ref ?? 'HEAD'], { cwd: root }).toString().trim();
const table = [
  '| extra industry pages (N) | pages built | share cards | guide PDFs | cold build | warm build | cold, per extra page | warm, per extra page | CPU time cold / warm | load at cold / warm (1, 5, 15 min) |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (row) =>
      `| ${row.n} | ${row.pages} | ${row.cards} | ${row.pdfs} | ${row.cold.toFixed(1)} s | ${row.warm.toFixed(1)} s | ${perPage(row, 'cold')} | ${perPage(row, 'warm')} | ${row.coldCpu.toFixed(1)} s / ${row.warmCpu.toFixed(1)} s | ${row.coldLoad} / ${row.warmLoad} |`,
  ),
].join('\n');
const report = `# Build time by number of industry pages

\`npm run bench:build\` (scripts/bench-build.mjs) at ${commit}${values.ref ? ` (--ref ${values.ref})` : ''}, ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}.
Each extra page is a copy of lawyers.mdx with its own slug, headline and guide title: its page,
its guide page, their two share cards and its guide PDF. Cold: no dist/, .astro/ or Astro cache;
warm: the same build again with nothing changed. "Per extra page" is the time over N = 0 divided
by N. CPU time is the build's user + system time over all its threads, which other work on
the machine hardly changes; on an idle 2-core machine the wall-clock time is at least half of it.
Load is the machine's load average when the build started: other work on the machine lengthens
the wall-clock times.

${table}
`;
await mkdir(join(root, 'bench', 'results'), { recursive: true });
await writeFile(join(root, 'bench', 'results', 'build.md'), report);
console.log(`\n${table}\n\nWritten to bench/results/build.md`);
