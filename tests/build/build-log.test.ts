/**
 * The build prints no warning: scripts/build.mjs (npm run build, npm start, npm test) keeps the
 * whole output of the last build, and any warning in it (Astro's, Vite's, Node's) fails here, so
 * that `npm start` and `npm test` stay quiet and a new warning is seen the day it appears.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_LOG, WARNING_LINE } from '../../scripts/lib/build-log.mjs';

describe('the build log', () => {
  it('has no warning', () => {
    expect(existsSync(BUILD_LOG), `${BUILD_LOG}: build with \`npm run build\` (scripts/build.mjs keeps its log)`).toBe(true);
    const log = readFileSync(BUILD_LOG, 'utf8');
    expect(log, 'a finished build').toMatch(/page\(s\) built in/);
    expect(log.split('\n').filter((line) => WARNING_LINE.test(line)), `warnings in ${BUILD_LOG}`).toEqual([]);
  });
});
