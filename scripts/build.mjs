/**
 * `astro build`, its whole output also kept in node_modules/.astro/build.log (beside Astro's own
 * cache), which tests/build/build-log.test.ts reads: a build that warns fails the tests.
 *
 *   node scripts/build.mjs            (npm run build, and Netlify's build: the whole output)
 *   node scripts/build.mjs --quiet    (npm start and npm test: only warnings, errors and the summary;
 *                                      the whole output if the build fails)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_LOG, WARNING_LINE } from './lib/build-log.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A line worth printing in quiet mode: a warning, an error, or the build's summary. */
const worthPrinting = (line) => WARNING_LINE.test(line) || /\[ERROR\]|page\(s\) built in|\[northlight:build-assets\]/.test(line);
const ANSI = /\u001b\[[0-9;]*m/g;

const quiet = process.argv.includes('--quiet');
const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const child = spawn(process.execPath, [astro, 'build', ...process.argv.slice(2).filter((arg) => arg !== '--quiet')], {
  cwd: root,
  env: {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    // Astro colours its output only for a terminal; piped through here it still is one.
    ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
  },
  stdio: ['inherit', 'pipe', 'pipe'],
});

let output = '';
for (const [stream, target] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    output += chunk;
    if (!quiet) target.write(chunk);
  });
}

child.on('close', (code, signal) => {
  const plain = output.replace(ANSI, '');
  mkdirSync(dirname(BUILD_LOG), { recursive: true });
  writeFileSync(BUILD_LOG, plain);
  const failed = code !== 0;
  if (quiet) {
    if (failed) process.stderr.write(output);
    else {
      const lines = output.split('\n').filter((line) => worthPrinting(line.replace(ANSI, '')));
      process.stdout.write(`${lines.join('\n')}\n(the whole build log: ${relative(process.cwd(), BUILD_LOG)})\n`);
    }
  }
  process.exit(signal ? 1 : (code ?? 1));
});
