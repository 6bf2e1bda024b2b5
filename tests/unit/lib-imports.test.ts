/**
 * src/lib loads in plain Node, as the scripts (scripts/generate-images.mjs), the build's worker
 * threads (src/integrations/build-assets-worker.ts) and the Netlify Functions import it: every
 * relative import names its file with the `.ts` extension (Node resolves no extensionless path),
 * so nothing outside src/lib needs a copy of what is in it. And it stays pure logic: what touches
 * the disk or the network lives in src/integrations, src/loaders, netlify/lib or scripts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const modules = readdirSync(join(root, 'src/lib'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join('src/lib', file))
  .sort();

describe('src/lib', () => {
  it('names the file of every relative import, with its .ts extension', () => {
    const extensionless = modules.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)]
        .map((match) => match[1]!)
        .filter((specifier) => !specifier.endsWith('.ts'))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(extensionless).toEqual([]);
  });

  it('is pure logic: no module reads or writes the disk, starts a process or opens a connection', () => {
    const io = modules.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/\bfrom\s+'(node:(?:fs|fs\/promises|child_process|net|http|https|worker_threads))'/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(io).toEqual([]);
  });

  it('loads module by module in Node, with no bundler', () => {
    const loaded = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "for (const file of process.argv.slice(1)) await import('./' + file); console.log(process.argv.length - 1)", ...modules],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(Number(loaded.trim())).toBe(modules.length);
  });
});
