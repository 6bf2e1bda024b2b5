/**
 * A thread that draws the build's files (share cards: satori's layout and resvg's PNG; guide
 * PDFs: pdf-lib), all CPU work, so that the build's main thread, which renders the pages, does
 * not. Started by the build-assets integration; receives { id, job } and answers { id, bytes }
 * or { id, error }. Plain Node (its imports carry their .ts extensions), as worker threads do not
 * go through Vite.
 */
import { parentPort } from 'node:worker_threads';
import type { DrawJob } from './build-assets-bridge.ts';
import { quickWinGuidePdf } from '../lib/pdf/quick-win-guide-pdf.ts';
import { roiGuidePdf } from '../lib/pdf/roi-guide-pdf.ts';
import { guidePdfFonts } from './guide-pdf-fonts.ts';
import { shareCardPng } from './share-card-image.ts';

async function draw(job: DrawJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'share-card':
      return shareCardPng(job.input.card, job.input.site);
    case 'quick-win-guide-pdf':
      return quickWinGuidePdf(job.input.guide, job.input.sender, await guidePdfFonts());
    case 'roi-guide-pdf':
      return roiGuidePdf(job.input.markdown, job.input.meta, await guidePdfFonts());
  }
}

parentPort!.on('message', async ({ id, job }: { id: number; job: DrawJob }) => {
  try {
    // Copied, not transferred: resvg's buffer is native memory, which cannot move between threads.
    parentPort!.postMessage({ id, bytes: await draw(job) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
