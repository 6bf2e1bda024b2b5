/**
 * The build's share cards, and the cache they share with the guide PDFs (see
 * src/integrations/build-assets-bridge.ts for how the two meet).
 *
 * - It provides `virtual:build-assets`, through which the pages register their share cards and
 *   get the guide PDFs (./build-assets-bridge.ts); a page that imports it without this
 *   integration fails to build.
 * - Before anything renders it installs the bridge: the cache folder (in Astro's cache
 *   directory, node_modules/.astro/build-assets/) and the fingerprint of the code and packages
 *   that draw the files, so a change to either remakes them.
 * - While the pages render, each page's layout registers its card; the card is read from the
 *   cache or drawn at once on worker threads (./build-assets-worker.ts), one per core, while the
 *   main thread goes on rendering pages. The guide PDFs are drawn on the same threads. A card
 *   whose content another page's card already has is drawn once (the cache's key is what it
 *   shows).
 * - It draws the studio's own card (/og-default.png, with the tagline of src/content/site.yaml),
 *   which the layout registers, the same way.
 * - When the build is done it writes every card to dist/ and logs how many it made.
 * - In `astro dev` it serves a card at its URL once its page has been rendered.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { cachedAsset, installBuildAssetsBridge, type AssetCounts, type DrawJob } from './build-assets-bridge.ts';
import type { ShareCard } from '../lib/share-card.ts';
import type { CardSite } from './share-card-image.ts';

/**
 * What draws each kind of file, source files and packages: a change to any of them remakes the
 * files of that kind.
 */
const GENERATORS: Record<string, { sources: string[]; packages: string[] }> = {
  'guide-pdf': {
    sources: ['src/lib/pdf', 'src/lib/palette.ts', 'src/integrations/guide-pdf-fonts.ts'],
    packages: ['pdf-lib', '@pdf-lib/fontkit', 'marked', '@fontsource/inter'],
  },
  'share-card': {
    sources: ['src/integrations/share-card-image.ts', 'src/lib/share-card-drawing.ts', 'src/integrations/opaque-png.ts', 'src/lib/palette.ts'],
    packages: ['satori', '@resvg/resvg-js', '@fontsource/inter'],
  },
};

async function fingerprint(root: string, { sources, packages }: { sources: string[]; packages: string[] }): Promise<string> {
  const hash = createHash('sha256');
  const addFile = async (file: string) => hash.update(file).update(await readFile(join(root, file)));
  for (const source of sources) {
    if (source.endsWith('.ts')) {
      await addFile(source);
    } else {
      for (const name of (await readdir(join(root, source))).sort()) await addFile(`${source}/${name}`);
    }
  }
  for (const name of packages) {
    const manifest = JSON.parse(await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    hash.update(`${name}@${manifest.version}`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Threads that draw cards and PDFs: one per core. The main thread renders the pages meanwhile;
 * with a thread per core beside it, most of the cores would wait once the pages are done, and
 * with many pages the drawing outlasts the rendering. Each thread takes the next job as soon as
 * it is free; they start on the first job.
 */
class DrawingThreads {
  private workers: Worker[] = [];
  private idle: Worker[] = [];
  private queue: { job: DrawJob; resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }[] = [];
  private pending = new Map<number, { worker: Worker; resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  private nextId = 0;

  draw(job: DrawJob): Promise<Uint8Array> {
    if (!this.workers.length) this.start(availableParallelism());
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  private start(count: number): void {
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL('./build-assets-worker.ts', import.meta.url));
      worker.unref();
      worker.on('message', ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
        const task = this.pending.get(id)!;
        this.pending.delete(id);
        if (error !== undefined) task.reject(new Error(error));
        else task.resolve(bytes!);
        this.idle.push(worker);
        this.pump();
      });
      worker.on('error', (error) => {
        for (const [id, task] of this.pending) {
          if (task.worker !== worker) continue;
          this.pending.delete(id);
          task.reject(error);
        }
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  private pump(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const { job, resolve, reject } = this.queue.shift()!;
      const id = this.nextId++;
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ id, job });
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
    this.workers = [];
    this.idle = [];
  }
}

/** At most `n` tasks at once; the others wait their turn. */
function limiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/** The module the pages import the build's files from: the bridge. */
const VIRTUAL_MODULE = 'virtual:build-assets';
const BRIDGE_FILE = fileURLToPath(new URL('./build-assets-bridge.ts', import.meta.url));

function bridgeModule(): Plugin {
  return {
    name: 'northlight:build-assets-module',
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_MODULE ? BRIDGE_FILE : undefined),
  };
}

/**
 * `studio`: the studio's name and address that every card shows (src/content/studio.yaml, read by
 * astro.config.mjs); undefined when that file does not pass its check, which stops the build
 * anyway (the collection's parse names the field).
 */
export function buildAssets(studio: CardSite | undefined): AstroIntegration {
  const cards = new Map<string, { card: ShareCard; png: Promise<Uint8Array> }>();
  const counts = new Map<string, AssetCounts>();
  let site = studio;
  const threads = new DrawingThreads();
  // Cards looked up in the cache or queued at once: a bound on open files and queued work.
  const limit = limiter(4 * availableParallelism());

  const cardPng = (imagePath: string, card: ShareCard): Promise<Uint8Array> => {
    const known = cards.get(imagePath);
    if (known && JSON.stringify(known.card) === JSON.stringify(card)) return known.png;
    const drawn = site;
    const png = drawn
      ? limit(() => cachedAsset('share-card', 'png', { card, site: drawn }, () => threads.draw({ kind: 'share-card', input: { card, site: drawn } })))
      : Promise.reject(new Error("src/content/studio.yaml does not pass its check: the share cards need the studio's name and address."));
    // A failure is reported when the build collects the cards, not as an unhandled rejection now.
    png.catch(() => {});
    cards.set(imagePath, { card, png });
    return png;
  };

  return {
    name: 'northlight:build-assets',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig }) => {
        updateConfig({ vite: { plugins: [bridgeModule()] } });
        const root = fileURLToPath(config.root);
        if (config.site && studio) site = { name: studio.name, url: config.site };
        installBuildAssetsBridge({
          cacheDir: join(fileURLToPath(config.cacheDir), 'build-assets'),
          fingerprints: Object.fromEntries(
            await Promise.all(Object.entries(GENERATORS).map(async ([kind, generator]) => [kind, await fingerprint(root, generator)])),
          ),
          counts,
          addCard: (imagePath, card) => void cardPng(imagePath, card),
          draw: (job) => threads.draw(job),
        });
      },
      'astro:config:done': ({ injectTypes }) => {
        injectTypes({
          filename: 'build-assets.d.ts',
          content: `declare module '${VIRTUAL_MODULE}' {\n  export { registerShareCard, registerSiteShareCard, guidePdf, type GuidePdfJob } from '~/integrations/build-assets-bridge';\n}\n`,
        });
      },
      'astro:build:start': () => {
        cards.clear();
        counts.clear();
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const path = (request.url ?? '').split('?')[0]!;
          const entry = cards.get(path);
          if (!entry) return next();
          entry.png.then(
            (png) => response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-cache' }).end(png),
            (error: unknown) => next(error),
          );
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        // Each folder made once, not once per card.
        const folders = new Set([...cards.keys()].map((imagePath) => dirname(join(outDir, imagePath))));
        for (const folder of folders) await mkdir(folder, { recursive: true });
        await Promise.all(
          [...cards].map(async ([imagePath, { card, png }]) => {
            let bytes: Uint8Array;
            try {
              bytes = await png;
            } catch (error) {
              throw new Error(`The share card ${imagePath} ("${card.headline}") could not be drawn: ${(error as Error).message}`, { cause: error });
            }
            await writeFile(join(outDir, imagePath), bytes);
          }),
        );
        await threads.stop();
        const summary = [...counts].map(([kind, { made, cached }]) => `${kind}: ${made} made, ${cached} from the cache`).join('; ');
        logger.info(`${cards.size} share cards written to ${relative(process.cwd(), outDir) || '.'}/ (${summary || 'nothing generated'})`);
      },
    },
  };
}
