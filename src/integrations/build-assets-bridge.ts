/**
 * Files the build makes from the content besides the pages: the guide PDFs and each page's
 * share card (Open Graph image). The pages import them as `virtual:build-assets`, the module the
 * build-assets integration (src/integrations/build-assets.ts) provides, which is this file; no
 * page names this file or knows how it meets the integration.
 *
 * Two copies of this module run in a build: the integration's, loaded by Node with
 * astro.config.mjs, and the pages', in Vite's bundle (or, in `astro dev`, in Vite's module runner,
 * which evaluates its own copy of any source file even when it is marked external). They share
 * one object, which the integration installs before anything renders under a private symbol on
 * globalThis (the one handoff between the two, read only here):
 *
 * - the cache: a file is stored under a hash of everything it shows (its content and the code
 *   and packages that draw it), so a build whose page did not change reads it instead of making
 *   it again. The folder is in Astro's cache directory (node_modules/.astro/), which survives
 *   between local builds and is kept by Netlify's build cache with node_modules.
 * - the share cards: a page's layout registers what its card shows while the page renders; the
 *   integration draws the cards meanwhile, and writes them when the build is done.
 * - the drawing threads: cards and PDFs are drawn on worker threads, one per core, so that the
 *   pages go on rendering meanwhile.
 *
 * Outside `astro build` and `astro dev` (a unit test) nothing is installed: a file is then made
 * without the cache, and registering a card does nothing.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { quickWinGuidePdf, type GuideSender, type QuickWinGuideContent } from '../lib/pdf/quick-win-guide-pdf.ts';
import { roiGuidePdf, type RoiGuideMeta } from '../lib/pdf/roi-guide-pdf.ts';
import { guidePdfFonts } from './guide-pdf-fonts.ts';
import { SITE_SHARE_CARD_PATH, shareCardPath, type ShareCard } from '../lib/share-card.ts';
import type { CardSite } from './share-card-image.ts';

/** What the build's drawing threads make (src/integrations/build-assets-worker.ts). */
export type DrawJob =
  | { kind: 'share-card'; input: { card: ShareCard; site: CardSite } }
  | { kind: 'quick-win-guide-pdf'; input: { guide: QuickWinGuideContent; sender: GuideSender } }
  | { kind: 'roi-guide-pdf'; input: { markdown: string; meta: RoiGuideMeta } };

export interface AssetCounts {
  made: number;
  cached: number;
}

export interface BuildAssetsBridge {
  /** Absolute folder of the cache. */
  cacheDir: string;
  /** By kind of file, a hash of the code and packages that draw it: a change to them remakes those files. */
  fingerprints: Record<string, string>;
  /** Made and read from the cache, by kind, for the build's log. */
  counts: Map<string, AssetCounts>;
  /** A page's share card, at its image path (/og/….png). */
  addCard(imagePath: string, card: ShareCard): void;
  /** Draws a file on one of the build's drawing threads, the main thread rendering on meanwhile. */
  draw(job: DrawJob): Promise<Uint8Array>;
}

const BRIDGE = Symbol.for('northlight.build-assets');

export function buildAssetsBridge(): BuildAssetsBridge | undefined {
  return (globalThis as { [BRIDGE]?: BuildAssetsBridge })[BRIDGE];
}

/** Installed by the integration before anything renders (undefined: none, as outside a build). */
export function installBuildAssetsBridge(bridge: BuildAssetsBridge | undefined): void {
  (globalThis as { [BRIDGE]?: BuildAssetsBridge | undefined })[BRIDGE] = bridge;
}

/** The cache key of a file: what it shows, of which kind, drawn by which code. */
export function assetKey(kind: string, input: unknown, fingerprint: string): string {
  return createHash('sha256').update(fingerprint).update('\0').update(kind).update('\0').update(JSON.stringify(input)).digest('hex').slice(0, 32);
}

/** Files being made now, by cache file: two requests for the same content share one drawing. */
const making = new Map<string, Promise<Uint8Array>>();

/**
 * The bytes of a generated file: from the cache when a file showing the same `input` was made
 * before by the same code, else made by `produce` and stored. `input` must hold everything the
 * file shows. Two pages asking for the same content at once get one file made once.
 */
export async function cachedAsset(kind: string, extension: string, input: unknown, produce: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const bridge = buildAssetsBridge();
  if (!bridge) return produce();
  const counts = bridge.counts.get(kind) ?? { made: 0, cached: 0 };
  bridge.counts.set(kind, counts);
  const fingerprint = bridge.fingerprints[kind];
  if (fingerprint === undefined) throw new Error(`No generator is declared for the build asset kind "${kind}" (src/integrations/build-assets.ts)`);
  const folder = join(bridge.cacheDir, kind);
  const file = join(folder, `${assetKey(kind, input, fingerprint)}.${extension}`);
  const pending = making.get(file);
  if (pending) {
    counts.cached += 1;
    return pending;
  }
  const stored = await readFile(file).catch(() => null);
  if (stored) {
    counts.cached += 1;
    return new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength);
  }
  // Looked again: another request may have started the same file while this one read the cache.
  const started = making.get(file);
  if (started) {
    counts.cached += 1;
    return started;
  }
  const made = (async () => {
    const bytes = await produce();
    // Written aside then renamed: a build stopped midway leaves no half file under a valid name.
    const partial = `${file}.${process.pid}.partial`;
    // The folder is made when a write first finds it missing, not before every file.
    await writeFile(partial, bytes).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(folder, { recursive: true });
      await writeFile(partial, bytes);
    });
    await rename(partial, file);
    counts.made += 1;
    return bytes;
  })();
  making.set(file, made);
  try {
    return await made;
  } finally {
    making.delete(file);
  }
}

/** Registers a page's share card for the build to draw (nothing outside a build); returns the image's path. */
export function registerShareCard(pagePath: string, card: ShareCard): string {
  const imagePath = shareCardPath(pagePath);
  buildAssetsBridge()?.addCard(imagePath, card);
  return imagePath;
}

/** Registers the studio's own card (see SITE_SHARE_CARD_PATH) for the build to draw. */
export function registerSiteShareCard(card: ShareCard): void {
  buildAssetsBridge()?.addCard(SITE_SHARE_CARD_PATH, card);
}

export type GuidePdfJob = Extract<DrawJob, { kind: 'quick-win-guide-pdf' | 'roi-guide-pdf' }>;

/** The PDFs started, by file name, with what they show (in `astro dev` a guide can change). */
const startedPdfs = new Map<string, { content: string; bytes: Promise<Uint8Array> }>();

/**
 * A guide PDF: from the cache, else drawn on a drawing thread (in this thread outside a build).
 * Started once per file and content, so the route that lists the files can start them all and
 * each route then only waits for its bytes.
 */
export function guidePdf(fileName: string, job: GuidePdfJob): Promise<Uint8Array> {
  const content = JSON.stringify(job);
  const started = startedPdfs.get(fileName);
  if (started?.content === content) return started.bytes;
  const bridge = buildAssetsBridge();
  const drawHere = async () =>
    job.kind === 'quick-win-guide-pdf'
      ? quickWinGuidePdf(job.input.guide, job.input.sender, await guidePdfFonts())
      : roiGuidePdf(job.input.markdown, job.input.meta, await guidePdfFonts());
  // Keyed by what the PDF shows (the job's input), not by its file name.
  const bytes = cachedAsset('guide-pdf', 'pdf', job, () => (bridge ? bridge.draw(job) : drawHere()));
  // A failure fails the route that serves the file, not the build as an unhandled rejection.
  bytes.catch(() => {});
  startedPdfs.set(fileName, { content, bytes });
  return bytes;
}
