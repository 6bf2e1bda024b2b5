/**
 * `astro sync` (as `astro build` and `astro dev` do) runs the whole-site content check over every
 * content file, not only the industry files: in a scratch copy of the project whose first team
 * member's photo is a landscape picture, it stops naming the file and the field in the editor's
 * words. (Each rule is tested through the loader's own function in tests/unit/site-check.test.ts;
 * this is the one real run that proves the build calls it.)
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSize } from '../../src/lib/image-size';
import { TEAM_PHOTO_MIN_SIZE } from '../../src/lib/schemas/content';
import { scratchCopy } from '../../scripts/lib/scratch-copy.mjs';

const root = join(import.meta.dirname, '..', '..');
let scratch = '';

describe('astro sync', () => {
  // A scratch copy of the project: its removal may outlast the hook's default 10 s on a busy machine.
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 120_000);

  it("stops on a team photo that is not square, at its field, in the editor's words", async () => {
    scratch = await scratchCopy(root, { prefix: 'site-check-' });
    const team = join(scratch, 'src/content/team.yaml');
    const wide = 'src/assets/portfolio/brightline-legal.png';
    const { width, height } = imageSize(readFileSync(join(root, wide)))!;
    writeFileSync(team, readFileSync(team, 'utf8').replace('photo: ../assets/team/maya-okafor.png', 'photo: ../assets/portfolio/brightline-legal.png'));
    const run = promisify(execFile)(process.execPath, [join(scratch, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'sync'], {
      cwd: scratch,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 1 << 26,
    });
    const failure = (await run.then(
      () => null,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    )) as string | null;
    expect(failure).not.toBeNull();
    expect(failure).toContain(
      `src/content/team.yaml: 0.photo: This picture is ${width}×${height} pixels: a team photo is square and at least ${TEAM_PHOTO_MIN_SIZE}×${TEAM_PHOTO_MIN_SIZE} pixels. Choose another picture.`,
    );
  }, 300_000);
});
