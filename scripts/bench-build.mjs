#!/usr/bin/env node
/**
 * npm run bench:build [-- --sizes 0,100,1000] [-- --before <git ref>] [-- --ref <git ref>]
 *                     [-- --cold-only] [-- --cpu-prof <folder>] [-- --keep] [-- --no-write]
 *
 * How the build time grows as editors add industry pages. In a scratch copy of the project (the
 * files git tracks plus new ones it does not ignore; with --ref, that commit's files instead)
 * it writes N extra industry files (scripts/lib/extra-industries.mjs: each a copy of lawyers.mdx
 * with its own slug, names, headline and titles, so every extra page gets its own share card and
 * guide PDF) and times `astro build` twice for each N:
 *
 * - cold: no dist/, no .astro/ and no Astro cache (node_modules/.astro/: optimised images, share
 *   cards, guide PDFs), as on a fresh clone;
 * - warm: the same build again, nothing changed (what a rebuild costs with Netlify's build cache).
 *
 * An extra page adds its industry page, its guide page, their two share cards and its guide PDF.
 *
 * --before <ref> builds that commit too, in a scratch copy of its own, alternating with this
 * one in the same run (before cold, after cold, before warm, after warm, for each N), so that the
 * two are measured under the same load. --cpu-prof writes V8 CPU profiles of every build (one file
 * per thread: the main thread renders the pages, the others draw the cards and PDFs).
 *
 * Each build's CPU time is its user + system time over all its threads (bash's `time`), and its
 * main thread's (from /proc), which other work on the machine changes much less than the
 * wall-clock time; the machine's load average is recorded at the start and end of every build.
 *
 * The pages must not grow with the number of industries: after each cold build with N > 0 the
 * HTML of every page that the N = 0 build has is compared with it, and a page more than
 * PAGE_GROWTH_LIMIT larger (the "Who we serve" index aside, which lists them all) is reported and
 * fails the run. Writes bench/results/build.md (unless --no-write).
 */
import { spawn, execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setExtraIndustries } from './lib/extra-industries.mjs';
import { scratchCopy } from './lib/scratch-copy.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,100,1000' },
    ref: { type: 'string' },
    before: { type: 'string' },
    'cold-only': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    keep: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`--sizes: whole numbers, e.g. 0,100,1000 (got ${values.sizes})`);

const root = resolve(import.meta.dirname, '..');
const astroBin = (dir) => join(dir, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** How much larger (HTML bytes) a page of the N = 0 build may be with N extra industries. */
const PAGE_GROWTH_LIMIT = 0.1;
/** The pages that list every industry, by design. */
const LISTS_EVERY_INDUSTRY = new Set(['who-we-serve.html']);

const shortRef = (ref) => execFileSync('git', ['rev-parse', '--short', ref], { cwd: root }).toString().trim();
const subjects = [
  ...(values.before ? [{ name: 'before', ref: values.before, commit: shortRef(values.before) }] : []),
  { name: values.before ? 'after' : 'this', ref: values.ref, commit: values.ref ? shortRef(values.ref) : `${shortRef('HEAD')}${isDirty() ? '+' : ''}` },
];

function isDirty() {
  return execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root }).toString().trim() !== '';
}

let profileCount = 0;
/**
 * One `astro build`: its wall-clock time and the CPU time of the process and its threads (user +
 * system, from bash's `time`), with the load average before and after.
 */
function build(dir, label) {
  const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resolve(values['cpu-prof'], `${String(++profileCount).padStart(2, '0')}-${label}`)] : [];
  return new Promise((resolvePromise, reject) => {
    const loadBefore = loadavg();
    const started = performance.now();
    const child = spawn('bash', ['-c', `TIMEFORMAT='@cpu %U %S'; time "$@"`, 'bash', process.execPath, ...profile, astroBin(dir), 'build'], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    let mainThread = 0;
    const poll = setInterval(() => (mainThread = mainThreadCpu(child.pid) ?? mainThread), 200);
    child.on('close', (code) => {
      clearInterval(poll);
      if (code !== 0) return reject(new Error(`astro build failed (${code}):\n${output.slice(-4000)}`));
      const [, user, system] = /@cpu ([\d.]+) ([\d.]+)/.exec(output) ?? [];
      resolvePromise({ seconds: (performance.now() - started) / 1000, cpu: Number(user) + Number(system), mainThread, log: output, load: [loadBefore[0], loadavg()[0]] });
    });
  });
}

const CLOCK_TICKS = 100;
/**
 * CPU time so far (user + system, seconds) of the main thread of the build that `bash` (the
 * process `time` runs in) started: the thread that renders the pages. The others draw the cards
 * and PDFs, collect garbage and do the file system's work. Linux only (/proc); undefined elsewhere
 * or once the build has ended.
 */
function mainThreadCpu(bashPid) {
  try {
    const [pid] = readFileSync(`/proc/${bashPid}/task/${bashPid}/children`, 'utf8').trim().split(/\s+/);
    if (!pid) return undefined;
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Every HTML page of dist/ and its size in bytes. */
async function pageSizes(dist) {
  const sizes = new Map();
  for (const entry of await readdir(dist, { recursive: true })) {
    if (entry.endsWith('.html')) sizes.set(entry, (await stat(join(dist, entry))).size);
  }
  return sizes;
}

async function countFiles(dir, pattern) {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true })) if (pattern.test(entry)) count++;
  return count;
}

/** The pages of the N = 0 build that grew by more than the limit, largest growth first. */
function grownPages(base, sizes) {
  const grown = [];
  for (const [page, before] of base) {
    if (LISTS_EVERY_INDUSTRY.has(page)) continue;
    const after = sizes.get(page);
    if (after === undefined) continue;
    grown.push({ page, before, after, growth: after / before - 1 });
  }
  return grown.sort((a, b) => b.growth - a.growth);
}

const fmtLoad = ([start, end]) => `${start.toFixed(1)}→${end.toFixed(1)}`;
const assetsLine = (log) => /share cards written[^\n]*/.exec(log)?.[0].replace(/\u001b\[[0-9;]*m/g, '') ?? '';

for (const subject of subjects) {
  subject.dir = await scratchCopy(root, { ref: subject.ref, prefix: `bench-build-${subject.name}-` });
  console.log(`Scratch copy (${subject.name}, ${subject.commit}): ${subject.dir}`);
}

const rows = [];
const failures = [];
try {
  for (const n of sizes) {
    for (const subject of subjects) {
      await setExtraIndustries(subject.dir, n);
      await Promise.all(['dist', '.astro', 'node_modules/.astro'].map((p) => rm(join(subject.dir, p), { recursive: true, force: true })));
    }
    const results = new Map(subjects.map((subject) => [subject, {}]));
    for (const kind of values['cold-only'] ? ['cold'] : ['cold', 'warm']) {
      for (const subject of subjects) {
        const result = await build(subject.dir, `${subject.name}-${n}-${kind}`);
        results.get(subject)[kind] = result;
        console.log(
          `${subject.name} (${subject.commit}) N=${n} ${kind}: ${result.seconds.toFixed(1)} s, CPU ${result.cpu.toFixed(1)} s, load ${fmtLoad(result.load)}; ${assetsLine(result.log)}`,
        );
        if (kind !== 'cold') continue;
        const dist = join(subject.dir, 'dist');
        Object.assign(results.get(subject), {
          sizes: await pageSizes(dist),
          pages: await countFiles(dist, /\.html$/),
          cards: await countFiles(join(dist, 'og'), /\.png$/),
          pdfs: await countFiles(join(dist, 'downloads'), /\.pdf$/),
        });
      }
    }
    for (const subject of subjects) {
      const result = results.get(subject);
      subject.base ??= n === 0 ? result.sizes : undefined;
      const largest = subject.base && n > 0 ? grownPages(subject.base, result.sizes)[0] : undefined;
      // The revision compared against is measured, not judged.
      if (largest && largest.growth > PAGE_GROWTH_LIMIT && subject.name !== 'before') {
        failures.push(`${subject.name} (${subject.commit}) N=${n}: ${largest.page} ${largest.before} → ${largest.after} B (+${(largest.growth * 100).toFixed(1)} %)`);
      }
      rows.push({ subject, n, ...result, largest });
    }
  }
} finally {
  if (!values.keep) for (const subject of subjects) await rm(subject.dir, { recursive: true, force: true });
}

const perPage = (row, pick) => {
  const base = rows.find((other) => other.subject === row.subject && other.n === 0);
  return base && row.n > 0 && pick(row) && pick(base) ? `${(((pick(row).seconds - pick(base).seconds) * 1000) / row.n).toFixed(1)} ms` : '';
};
const cell = (result) => (result ? `${result.seconds.toFixed(1)} s / ${result.cpu.toFixed(1)} s (main thread ${result.mainThread.toFixed(1)} s)` : '');
const loads = (row) => [row.cold, row.warm].filter(Boolean).map((result) => fmtLoad(result.load)).join(' / ');
const growth = (row) => (row.largest ? `${row.largest.page} +${(row.largest.growth * 100).toFixed(1)} %` : '');
const table = [
  `| ${values.before ? 'revision | ' : ''}extra industry pages (N) | pages built | share cards | guide PDFs | cold build: wall / CPU | warm build: wall / CPU | cold, per extra page (wall) | load (1 min) at start→end, cold / warm | largest growth of a page of N = 0 (HTML bytes) |`,
  `|${values.before ? '---|' : ''}---:|---:|---:|---:|---:|---:|---:|---|---|`,
  ...rows.map(
    (row) =>
      `| ${values.before ? `${row.subject.name} (${row.subject.commit}) | ` : ''}${row.n} | ${row.pages} | ${row.cards} | ${row.pdfs} | ${cell(row.cold)} | ${cell(row.warm)} | ${perPage(row, (r) => r.cold)} | ${loads(row)} | ${growth(row)} |`,
  ),
].join('\n');
const describe = subjects.map((subject) => `${subject.commit}${subject.ref && !values.before ? ` (--ref ${subject.ref})` : ''}${values.before ? ` (${subject.name})` : ''}`).join(' and ');
const report = `# Build time by number of industry pages

\`npm run bench:build\` (scripts/bench-build.mjs) at ${describe}, ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}.
Each extra page is a copy of lawyers.mdx with its own slug, headline and guide title: its page,
its guide page, their two share cards and its guide PDF. Cold: no dist/, .astro/ or Astro cache;
warm: the same build again with nothing changed. CPU time is the build's user + system time over
all its threads; the main thread's share (it renders the pages; the others draw the cards and
PDFs) is read from /proc. On an idle machine with C cores the wall-clock time is at least the
CPU time over C, and at least the main thread's. Load is the machine's 1-minute load average when
the build started and ended: other work on the machine lengthens the wall-clock times, and, less,
the CPU times (threads sharing a core's caches run slower), so revisions are compared within one
run, never across runs.${
  values.before ? ' The two revisions were built alternately in the same run.' : ''
}

${table}
${failures.length ? `\nPages that grew by more than ${PAGE_GROWTH_LIMIT * 100} %:\n\n${failures.map((line) => `- ${line}`).join('\n')}\n` : ''}`;
if (!values['no-write']) {
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  await writeFile(join(root, 'bench', 'results', 'build.md'), report);
}
console.log(`\n${table}\n${values['no-write'] ? '' : '\nWritten to bench/results/build.md'}`);
if (failures.length) {
  console.error(`\nPages grew by more than ${PAGE_GROWTH_LIMIT * 100} % with the extra industries:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
