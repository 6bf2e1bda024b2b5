/**
 * Comments and docs that name a file of the project name one that exists: a renamed or deleted
 * file otherwise leaves its old name behind in every comment that pointed to it. Checks the
 * source, the scripts and the docs for project paths (src/…, netlify/…, scripts/…, tests/…,
 * docs/…) with a file extension, and for ./ and ../ paths relative to the file that names them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const SCANNED = ['src', 'netlify/functions', 'netlify/lib', 'scripts', 'docs', 'README.md', 'astro.config.mjs', '.dependency-cruiser.mjs'];
const TEXT = /\.(ts|tsx|astro|mjs|mts|css|md)$/;
/** A project path with an extension, not inside a longer path or a package name (@netlify/…). */
const PROJECT_PATH = /(?<![\w/.@~-])((?:src|netlify|scripts|tests|docs|bench|public)\/[\w./[\]-]*\.(?:ts|tsx|astro|mjs|mts|md|css|yaml|json|png|svg))\b/g;
const RELATIVE_PATH = /(?<![\w/])(\.{1,2}\/[\w./-]+\.(?:ts|tsx|astro|mjs|css))\b/g;
function files(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

describe('file references in comments and docs', () => {
  it('name files that exist', () => {
    const missing: string[] = [];
    for (const file of SCANNED.flatMap(files).filter((name) => TEXT.test(name))) {
      const text = readFileSync(join(root, file), 'utf8');
      // A path broken over two comment lines ("src/integrations/\n * x.ts") is read whole.
      const joined = text.replace(/\/\n\s*\*?\s*/g, '/');
      const named = [
        ...[...joined.matchAll(PROJECT_PATH)].map((match) => match[1]!),
        ...[...joined.matchAll(RELATIVE_PATH)].map((match) => relative(root, normalize(join(root, dirname(file), match[1]!)))),
      ];
      for (const path of named) {
        const reference = `${file} → ${path}`;
        if (!existsSync(join(root, path))) missing.push(reference);
      }
    }
    expect(missing).toEqual([]);
  });
});
