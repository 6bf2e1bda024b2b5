/**
 * No sequence of edits a non-developer can make breaks the site: a model-based property test.
 *
 * fast-check drives random sequences of the editor's own operations (helpers/editor-model.ts:
 * field edits, aliases added and removed, new pages from a copy or the template, renames,
 * retires with or without their case studies moved, component and prose blocks added and
 * removed), each performed as the browser app performs it, against
 *
 * - the dev file API (src/editor/dev/, in-process over a copy of the content on disk), and
 * - the admin API (netlify/lib/admin/, in-process, over a fake GitHub), where each write opens or
 *   updates a pull request.
 *
 * The model is the list of industry files each accepted write leaves; after every operation the
 * store's listing must match it. Whenever the editor offers an operation the store must accept
 * it; whatever the store accepts (offered or not: a browser can send anything), the whole
 * content set must pass the build's own content check, run in-process (src/lib/content-check.ts,
 * what the industries loader and Astro's schemas run); on /admin, every open pull request's
 * branch must. Sampled final states of the dev runs also pass a real `astro sync` in a copy of
 * the project: Astro's own schema parse, the loader and its reference checks. `astro sync` costs
 * seconds of CPU a run, so SYNC_SAMPLES of them (chosen by the seed, among the runs that renamed,
 * retired or created a page) stand for it, and the hundreds of in-process checks for the rest.
 *
 * Seeded (EDITOR_MODEL_SEED), and bounded in runs and time (EDITOR_MODEL_RUNS, the limits below):
 * `npm test` runs it as it is; a failure prints the seed, the path and the shrunk sequence to
 * replay it.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/admin-api.mts';
import { ADMIN_API } from '../../src/editor/core/admin-api.ts';
import { ADMIN_API_BASE, contentPath, DEV_API_BASE, EDITOR_REQUEST_HEADER } from '../../src/editor/core/editor-api.ts';
import { readFrontmatter } from '../../src/editor/core/frontmatter.ts';
import { INDUSTRY_FOLDER, PORTFOLIO_FOLDER, splitIndustryFile } from '../../src/editor/core/industry-file.ts';
import type { StoreListing } from '../../src/editor/core/store.ts';
import { diskStore } from '../../src/editor/dev/disk-store.ts';
import { handleFileApi } from '../../src/editor/dev/file-api.ts';
import { contentCheckCache, contentProblems, describeProblem, type IndustryEntry, type PortfolioEntry } from '../../src/lib/content-check.ts';
import { imageSize, type ImageSize } from '../../src/lib/image-size.ts';
import { reservedPaths } from '../../src/lib/industry-registry.ts';
import { forgetSiteSecrets } from '../../netlify/lib/platform/secrets.ts';
import { makeScratchCopy } from '../e2e/editor/editor-site.ts';
import { startLocalBlobs, type LocalBlobs } from './helpers/blobs.ts';
import { operation, type ModelStore, type Operation, type StoreWrite } from './helpers/editor-model.ts';
import { useFakeGitHub } from '../fixtures/fake-github.ts';
import { EDITOR_FOLDERS, projectFiles, startFakeGitHost, type FakeGitHost } from './helpers/fake-git-host.ts';
import { call } from './helpers/request.ts';

const root = join(import.meta.dirname, '..', '..');
const SEED = Number(process.env.EDITOR_MODEL_SEED ?? 20_261_127);
/** Sequences against the dev file API, and the most time they may take (the runs stop there, passing). */
const DEV_RUNS = Number(process.env.EDITOR_MODEL_RUNS ?? 300);
const DEV_TIME_MS = 100_000;
/** Sequences against the admin API (each a fresh Git host and sign-in). */
const ADMIN_RUNS = Math.max(10, Math.round(DEV_RUNS / 10));
const ADMIN_TIME_MS = 50_000;
/** Operations per sequence, at most. */
const MAX_OPERATIONS = 8;
/** Final states of the dev runs that a real `astro sync` checks. */
const SYNC_SAMPLES = 3;

/**
 * The store over the editor's one wire (src/editor/core/editor-api.ts), whichever server answers
 * it: `send` asks a path under the server's base.
 */
function wireStore(send: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }>): ModelStore & { lastWrite: StoreWrite | null } {
  return {
    lastWrite: null,
    list: async () => (await send('GET', contentPath.files())).json as StoreListing,
    load: async (name) => (await send('GET', contentPath.file(name))).json,
    async write(write) {
      this.lastWrite = write;
      if (write.kind === 'save') return (await send('PUT', contentPath.file(), { name: write.name, source: write.source, baseVersion: write.baseVersion })).status;
      if (write.kind === 'create') return (await send('POST', contentPath.file(), { name: write.name, source: write.source })).status;
      return (await send('POST', contentPath.change(), write.change)).status;
    },
  };
}

// ---- The build's content check, in-process, over files as text ----

const images = new Map<string, ImageSize | null>();
for (const file of readdirSync(join(root, 'src/assets'), { recursive: true, encoding: 'utf8' })) {
  if (/\.(png|jpe?g|webp|avif|gif|svg)$/i.test(file)) images.set(`src/assets/${file}`, imageSize(readFileSync(join(root, 'src/assets', file))));
}
const reserved = reservedPaths(readdirSync(join(root, 'src/pages')), readdirSync(join(root, 'public')));
const cache = contentCheckCache();
/** One entry object per file text, so a file the last check saw is not checked again (the cache is by entry). */
const industryEntries = new Map<string, IndustryEntry>();
const portfolioEntries = new Map<string, PortfolioEntry>();

/** The content as a map of project path → text. */
type Content = Map<string, string>;

/** Every problem the build would report in this content. */
function buildProblems(content: Content): string[] {
  const industries: IndustryEntry[] = [];
  const portfolio: PortfolioEntry[] = [];
  for (const [path, text] of content) {
    const key = `${path}\n${text}`;
    if (path.startsWith(`${INDUSTRY_FOLDER}/`)) {
      let entry = industryEntries.get(key);
      if (!entry) {
        try {
          const parts = splitIndustryFile(text);
          entry = { file: path, data: readFrontmatter(parts.frontmatter), body: parts.body };
        } catch (error) {
          return [`${path}: ${(error as Error).message}`];
        }
        industryEntries.set(key, entry);
      }
      industries.push(entry);
    } else {
      let entry = portfolioEntries.get(key);
      if (!entry) {
        // A case study with its story is MDX: its fields between --- lines, then its prose.
        const parts = path.endsWith('.mdx') ? splitIndustryFile(text) : null;
        portfolioEntries.set(key, (entry = parts ? { file: path, data: readFrontmatter(parts.frontmatter), body: parts.body } : { file: path, data: readFrontmatter(text) }));
      }
      portfolio.push(entry);
    }
  }
  return contentProblems({ industries, portfolio, reserved, images }, cache).map(describeProblem);
}

const originalContent: Content = new Map(
  [INDUSTRY_FOLDER, PORTFOLIO_FOLDER].flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => /\.(mdx|yaml)$/.test(name))
      .map((name) => [`${folder}/${name}`, readFileSync(join(root, folder, name), 'utf8')] as const),
  ),
);
const industryNames = (content: Content) => [...content.keys()].filter((path) => path.startsWith(`${INDUSTRY_FOLDER}/`)).map((path) => path.slice(INDUSTRY_FOLDER.length + 1)).sort();

// ---- The model: the industry files each accepted write leaves ----

interface Model {
  files: Set<string>;
}

/** The model after a write the store accepted. */
function expectAfter(model: Model, write: StoreWrite): void {
  if (write.kind === 'create') model.files.add(write.name);
  if (write.kind === 'change') {
    for (const file of write.change.files) {
      if (!file.path.startsWith(`${INDUSTRY_FOLDER}/`)) continue;
      const name = file.path.slice(INDUSTRY_FOLDER.length + 1);
      if (file.source === null) model.files.delete(name);
      else model.files.add(name);
    }
  }
}

interface Tally {
  runs: number;
  operations: number;
  offered: number;
  accepted: number;
  structural: number;
}

/** Runs one sequence of operations; after each, the assertions of this file. */
async function runSequence(
  operations: readonly Operation[],
  store: ModelStore & { lastWrite: StoreWrite | null },
  model: Model,
  tally: Tally,
  after: () => Promise<{ listing: string[] | null; problems: string[] }>,
  acceptedStatuses: readonly number[],
): Promise<boolean> {
  let structural = false;
  tally.runs += 1;
  for (const op of operations) {
    store.lastWrite = null;
    const outcome = await op.run(store);
    tally.operations += 1;
    if (outcome.editorAccepts) tally.offered += 1;
    const status = outcome.status;
    if (outcome.editorAccepts) expect(acceptedStatuses, `the editor offered "${op.label}", the store answered ${status}`).toContain(status);
    if (status !== null && status < 300) {
      tally.accepted += 1;
      expectAfter(model, store.lastWrite!);
      if (store.lastWrite!.kind !== 'save') structural = true;
    } else if (status !== null) {
      expect([400, 409, 422], `"${op.label}" answered ${status}`).toContain(status);
    }
    const { listing, problems } = await after();
    expect(problems, `after "${op.label}" (${status ?? 'not sent'})`).toEqual([]);
    if (listing) expect(listing, `the files after "${op.label}"`).toEqual([...model.files].sort());
  }
  if (structural) tally.structural += 1;
  return structural;
}

const operations = fc.array(operation, { minLength: 1, maxLength: MAX_OPERATIONS });

describe('the editor on the dev server', () => {
  let project = '';
  let server: Server;
  let base = '';
  const finals: Content[] = [];

  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), 'editor-model-'));
    for (const folder of ['src/pages', 'public', 'src/assets']) cpSync(join(root, folder), join(project, folder), { recursive: true });
    const store = diskStore(project);
    server = createServer((request, response) => void handleFileApi(request, response, store));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${DEV_API_BASE}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(project, { recursive: true, force: true });
  });

  /** The content folders put back as the project has them. */
  function resetContent(): void {
    for (const folder of [INDUSTRY_FOLDER, PORTFOLIO_FOLDER]) {
      rmSync(join(project, folder), { recursive: true, force: true });
      mkdirSync(join(project, folder), { recursive: true });
    }
    for (const [path, text] of originalContent) writeFileSync(join(project, path), text);
  }

  function contentOnDisk(): Content {
    const content: Content = new Map();
    for (const folder of [INDUSTRY_FOLDER, PORTFOLIO_FOLDER]) {
      for (const name of readdirSync(join(project, folder))) {
        if (/^[a-z0-9-]+\.(mdx|yaml)$/.test(name)) content.set(`${folder}/${name}`, readFileSync(join(project, folder, name), 'utf8'));
      }
    }
    return content;
  }

  async function api(method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}/${path}`, {
      method,
      headers: { [EDITOR_REQUEST_HEADER]: '1', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as any };
  }

  const store = wireStore(api);

  it('accepts every operation the editor offers, and whatever it accepts passes the build\'s content check', async () => {
    expect(buildProblems(originalContent)).toEqual([]);
    const tally: Tally = { runs: 0, operations: 0, offered: 0, accepted: 0, structural: 0 };
    const started = process.cpuUsage();
    const wall = Date.now();
    await fc.assert(
      fc.asyncProperty(operations, async (sequence) => {
        resetContent();
        const model: Model = { files: new Set(industryNames(originalContent)) };
        const structural = await runSequence(
          sequence,
          store,
          model,
          tally,
          async () => {
            const content = contentOnDisk();
            return { listing: industryNames(content), problems: buildProblems(content) };
          },
          [200, 201],
        );
        if (structural) finals.push(contentOnDisk());
      }),
      { seed: SEED, numRuns: DEV_RUNS, interruptAfterTimeLimit: DEV_TIME_MS, markInterruptAsFailure: false, endOnFailure: true },
    );
    const cpu = process.cpuUsage(started);
    console.info(
      `editor model (dev, seed ${SEED}): ${tally.runs} sequences, ${tally.operations} operations, ${tally.offered} offered by the editor, ${tally.accepted} accepted by the store, ` +
        `${tally.structural} sequences renamed, retired or created a page; ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, ${((Date.now() - wall) / 1000).toFixed(1)} s wall`,
    );
    // The runs must have done something: offered and refused operations, and pages renamed, retired or created.
    // (On a busy machine the time limit ends the runs earlier: a few dozen still mean something.)
    expect(tally.runs).toBeGreaterThanOrEqual(Math.min(DEV_RUNS, 30));
    expect(tally.offered).toBeGreaterThan(tally.runs / 4);
    expect(tally.accepted).toBeLessThan(tally.operations);
    expect(tally.structural).toBeGreaterThan(tally.runs / 10);
  }, DEV_TIME_MS + 60_000);

  it('the final states of sampled sequences also pass a real `astro sync`', async () => {
    expect(finals.length).toBeGreaterThanOrEqual(SYNC_SAMPLES);
    const random = fc.sample(fc.shuffledSubarray(finals.map((_, i) => i), { minLength: SYNC_SAMPLES, maxLength: SYNC_SAMPLES }), { seed: SEED, numRuns: 1 })[0]!;
    const site = mkdtempSync(join(tmpdir(), 'editor-model-sync-'));
    try {
      makeScratchCopy(site);
      for (const index of random) {
        const content = finals[index]!;
        for (const folder of [INDUSTRY_FOLDER, PORTFOLIO_FOLDER]) {
          rmSync(join(site, folder), { recursive: true, force: true });
          mkdirSync(join(site, folder), { recursive: true });
        }
        for (const [path, text] of content) writeFileSync(join(site, path), text);
        let output = '';
        try {
          const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(site, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
            cwd: site,
            env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
            maxBuffer: 16 * 1024 * 1024,
          });
          output = stdout + stderr;
        } catch (error) {
          const failure = error as { stdout?: string; stderr?: string };
          throw new Error(`astro sync failed on sample ${index} (${industryNames(content).join(', ')}):\n${failure.stdout ?? ''}${failure.stderr ?? ''}`);
        }
        // Astro logs a case study naming a missing industry file instead of failing on it.
        expect(output, `sample ${index}`).not.toMatch(/Invalid content reference|\[ERROR\]/);
        const generated = readFileSync(join(site, 'netlify/generated/industries.ts'), 'utf8');
        for (const name of industryNames(content)) expect(generated).toContain(`src/content/industries/${name}`);
      }
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('the editor on the live site (/admin, pull requests)', () => {
  let blobs: LocalBlobs;
  const repository = projectFiles(root, EDITOR_FOLDERS);

  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  /** A fresh Git host with the project's files, its editor signed in: the store over the admin API. */
  async function signedIn(run: number): Promise<{ host: FakeGitHost; store: ModelStore & { lastWrite: StoreWrite | null } }> {
    const host = await startFakeGitHost({ files: repository, users: [{ login: 'editor', id: 20_000 + run, name: 'Eddie Editor', permission: 'write' }] });
    useFakeGitHub(host);
    forgetSiteSecrets();
    const ip = `198.18.${Math.floor(run / 250)}.${(run % 250) + 1}`;
    const cookies = new Map<string, string>();
    const request = async (path: string, method = 'GET', body?: unknown, editor = true) => {
      const headers: Record<string, string> = {
        ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(editor ? { [EDITOR_REQUEST_HEADER]: '1', origin: 'http://localhost:8888' } : {}),
      };
      const result = await call(handler, path, { method, ip, headers, ...(body === undefined ? {} : { body }) });
      for (const line of result.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        if (value.join('=') === '' || /max-age=0/i.test(line)) cookies.delete(name!.trim());
        else cookies.set(name!.trim(), value.join('='));
      }
      return result;
    };
    const start = await request(ADMIN_API.login, 'GET', undefined, false);
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location')!);
    expect((await request(`${back.pathname}${back.search}`, 'GET', undefined, false)).status).toBe(303);
    const store = wireStore((method, path, body) => request(`${ADMIN_API_BASE}/${path}`, method, body));
    return { host, store };
  }

  /** The content of a branch of the host: its industry files and case studies. */
  function contentOf(host: FakeGitHost, branch: string): Content {
    const content: Content = new Map();
    for (const path of host.commits.get(host.branches.get(branch)!)!.files.keys()) {
      if ((path.startsWith(`${INDUSTRY_FOLDER}/`) && path.endsWith('.mdx')) || (path.startsWith(`${PORTFOLIO_FOLDER}/`) && path.endsWith('.yaml'))) {
        content.set(path, host.fileAt(branch, path)!);
      }
    }
    return content;
  }

  it('opens pull requests whose files pass the build\'s content check, for every operation the editor offers', async () => {
    const tally: Tally = { runs: 0, operations: 0, offered: 0, accepted: 0, structural: 0 };
    let pulls = 0;
    const started = process.cpuUsage();
    await fc.assert(
      fc.asyncProperty(operations, async (sequence) => {
        const { host, store } = await signedIn(tally.runs);
        try {
          // Nothing is merged: the base keeps its files (the listing the editor reads), and each pull request is checked as its branch stands.
          await runSequence(
            sequence,
            store,
            { files: new Set(industryNames(originalContent)) },
            tally,
            async () => {
              const problems = host.pulls
                .filter((pull) => pull.state === 'open')
                .flatMap((pull) => buildProblems(contentOf(host, pull.head)).map((problem) => `#${pull.number} ${pull.title}: ${problem}`));
              return { listing: null, problems };
            },
            // A page whose rename or retire waits in a pull request is edited again once that is merged or closed.
            [200, 201, 409],
          );
          pulls += host.pulls.length;
          expect(industryNames(contentOf(host, 'main'))).toEqual(industryNames(originalContent));
        } finally {
          await host.close();
        }
      }),
      { seed: SEED, numRuns: ADMIN_RUNS, interruptAfterTimeLimit: ADMIN_TIME_MS, markInterruptAsFailure: false, endOnFailure: true },
    );
    const cpu = process.cpuUsage(started);
    console.info(
      `editor model (admin, seed ${SEED}): ${tally.runs} sequences, ${tally.operations} operations, ${tally.offered} offered, ${tally.accepted} accepted, ${pulls} pull requests; ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`,
    );
    expect(tally.runs).toBeGreaterThanOrEqual(Math.min(ADMIN_RUNS, 5));
    expect(pulls).toBeGreaterThan(0);
  }, ADMIN_TIME_MS + 60_000);
});
