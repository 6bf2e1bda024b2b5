/**
 * An editor's mistake in an industry file must fail the build with a message that names the
 * file and the field. Runs `astro sync` on a fixture site whose only industry file is broken.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const fixture = join(root, 'tests/fixtures/broken-industry');

describe('industry content errors', () => {
  it('fail the build naming the file and the missing or mistyped field', { timeout: 120_000 }, async () => {
    const astro = join(root, 'node_modules/astro/bin/astro.mjs');
    const result = await run(process.execPath, [astro, 'sync', '--root', fixture], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    }).then(
      () => ({ failed: false, output: '' }),
      (error: { stdout?: string; stderr?: string }) => ({ failed: true, output: `${error.stdout}\n${error.stderr}` }),
    );
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(/broken-lawyers/);
    expect(result.output).toMatch(/hero\.headline/);
    expect(result.output).toMatch(/testimonal/);
  });
});
