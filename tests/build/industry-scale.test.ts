/**
 * The pages do not grow with the number of industry files. With more of them than
 * INDUSTRY_LIST_LIMIT, every list of industries on a page (the menus, the home cards, /resources'
 * guides, the AI review's choice) shows the first ones in menu order and links the "Who we
 * serve" index, which lists them all.
 *
 * Builds a scratch copy of the project with EXTRA more industry files (the generator of
 * `npm run bench:build`, scripts/lib/extra-industries.mjs, after the site's own in menu order)
 * and compares it with the build in dist/ (run after `npm run build`): no page of the site is
 * more than 10 % larger (HTML bytes), none names more of the extra industries than its bounded
 * lists have room for, and the cut lists link the index. A thousand extra files, as an editor
 * with a big catalogue would have: a list of every industry would fail every check here.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRY_LIST_LIMIT } from '../../src/lib/config';
import { INDUSTRY_CHOICES_PATH, INDUSTRY_INDEX_PATH } from '../../src/lib/industry-lists';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { EXTRA_PREFIX, setExtraIndustries } from '../../scripts/lib/extra-industries.mjs';
import { scratchCopy } from '../../scripts/lib/scratch-copy.mjs';
import { htmlFiles, routeOf } from './page-assets';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const built = existsSync(join(dist, 'index.html'));

/** Far past the limit: every list is cut, and a page listing them all would be many times its size. */
const EXTRA = 1000;
const TOTAL = INDUSTRIES.length + EXTRA;
/** How much larger (HTML bytes) a page may be with the extra industries. */
const GROWTH_LIMIT = 0.1;
/** The extra industries a page names (by slug: in a link, a menu, an island's props). */
const EXTRA_SLUG = new RegExp(`\\b${EXTRA_PREFIX}(\\d+)\\b`, 'g');

let scratch = '';
/** The HTML of the pages of `dir` (a build's output), by route; only those of `routes` if given. */
const pages = (dir: string, routes?: ReadonlySet<string>) =>
  new Map(
    htmlFiles(dir)
      .map((file) => [routeOf(dir, file), file] as const)
      .filter(([route]) => !routes || routes.has(route))
      .map(([route, file]) => [route, readFileSync(file, 'utf8')]),
  );
let before = new Map<string, string>();
let after = new Map<string, string>();

describe.skipIf(!built)(`the pages with ${EXTRA} more industry files than the site has`, () => {
  beforeAll(async () => {
    scratch = await scratchCopy(root, { prefix: 'industry-scale-' });
    // The cards and PDFs of the site's own pages are the same: read from the build's cache.
    const cache = join(root, 'node_modules', '.astro', 'build-assets');
    if (existsSync(cache)) cpSync(cache, join(scratch, 'node_modules', '.astro', 'build-assets'), { recursive: true });
    await setExtraIndustries(scratch, EXTRA);
    await promisify(execFile)(process.execPath, [join(scratch, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
      cwd: scratch,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 1 << 26,
    });
    before = pages(dist);
    // Only the site's own pages (the index among them): the extra pages are what was added, not what must not grow.
    after = pages(join(scratch, 'dist'), new Set(before.keys()));
  }, 900_000);

  // Removing a build of a thousand more pages takes seconds, more on a busy machine than the hook's default 10 s.
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 300_000);

  it(`every page of the site is there, at most ${GROWTH_LIMIT * 100} % larger (the index of all industries aside)`, () => {
    const grown: string[] = [];
    for (const [route, html] of before) {
      const other = after.get(route);
      expect(other, route).toBeDefined();
      if (route === INDUSTRY_INDEX_PATH) continue;
      const [a, b] = [Buffer.byteLength(html), Buffer.byteLength(other!)];
      if (b > a * (1 + GROWTH_LIMIT)) grown.push(`${route}: ${a} → ${b} B`);
    }
    expect(grown).toEqual([]);
  });

  it(`no page but the index names more of the extra industries than lists of ${INDUSTRY_LIST_LIMIT} have room for`, () => {
    const listed = INDUSTRY_LIST_LIMIT - INDUSTRIES.length;
    const named = [...before.keys()]
      .filter((route) => route !== INDUSTRY_INDEX_PATH)
      .map((route) => [route, new Set([...after.get(route)!.matchAll(EXTRA_SLUG)].map((match) => Number(match[1]))).size] as const)
      .filter(([, count]) => count > listed);
    expect(named).toEqual([]);
    // The lists that are cut show the first extra industries in menu order.
    expect(after.get('/')).toContain(`href="/${EXTRA_PREFIX}${listed}"`);
    expect(after.get('/')).not.toContain(`href="/${EXTRA_PREFIX}${listed + 1}"`);
  });

  it('the lists that leave industries out link the index of all', () => {
    const index = `href="${INDUSTRY_INDEX_PATH}"`;
    const count = TOTAL.toLocaleString('en-US');
    expect(after.get('/')).toContain(`All ${count} industries`);
    expect(after.get('/')).toContain(`See all ${count} industries we serve`);
    expect(after.get('/resources')).toContain(`All ${count} guides, with their industries`);
    for (const route of ['/', '/resources', '/about', '/lawyers']) expect(after.get(route), route).toContain(index);
    // The AI review's choice looks up the others in the list of all: the page points the form at it.
    expect(after.get('/ai-feedback')).toContain(`moreIndustries&quot;:[0,&quot;${INDUSTRY_CHOICES_PATH}&quot;]`);
    const choices = JSON.parse(readFileSync(join(scratch, 'dist', INDUSTRY_CHOICES_PATH), 'utf8')) as { slug: string; name: string }[];
    expect(choices).toHaveLength(TOTAL);
    // With the site's own industries, nothing is left out and nothing links the index.
    for (const [route, html] of before) if (route !== INDUSTRY_INDEX_PATH) expect(html, route).not.toContain(index);
  });

  it('the index lists every industry, its page and its guide', () => {
    const html = after.get(INDUSTRY_INDEX_PATH)!;
    for (const industry of INDUSTRIES) expect(html).toContain(`href="${industry.path}"`);
    for (let n = 1; n <= EXTRA; n++) expect(html).toContain(`href="/${EXTRA_PREFIX}${n}"`);
    for (let n = 1; n <= EXTRA; n++) expect(html).toContain(`href="/guides/${EXTRA_PREFIX}${n}-quick-wins"`);
  });
});

// Registered only without the build, so a built run lists no skipped test.
if (!built) {
  describe('the pages with many industry files', () => {
    it('needs the build output: run `npm run build` first', () => {
      expect.fail('dist/index.html not found: the comparison is with the build in dist/ (`npm run build`)');
    });
  });
}
