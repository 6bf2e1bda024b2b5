/**
 * No browser test is listed as skipped: a test meant for one kind of screen is tagged (@desktop,
 * @phone, @once) and playwright.config.ts runs it only in that project, instead of skipping
 * itself in the other one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const specs = ['tests/e2e', 'tests/a11y'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => join(root, dir, file)),
);

describe('browser tests', () => {
  it('choose their project by tag, never by skipping themselves', () => {
    expect(specs.length).toBeGreaterThan(10);
    const skipsByScreen = specs.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/test(?:\.describe)?\.(?:skip|fixme)\([^;]*?(?:isMobile|project\.name|viewport)[^;]*;/g)].map(
        (match) => `${relative(root, file)}: ${match[0]}`,
      ),
    );
    expect(skipsByScreen, 'tag the test @desktop, @phone or @once instead').toEqual([]);
  });
});
