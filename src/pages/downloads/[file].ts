/**
 * The downloadable guides, made by the build from their content: each industry's quick-win
 * guide (the `guide` block of its file in src/content/industries) and the website ROI guide
 * (src/content/roi-guide.md). Their URLs are the ones the guide cards, the guide pages and the
 * guide e-mail link to (guideDownloadUrl, ROI_GUIDE.downloadUrl).
 *
 * Every PDF is started when the routes are listed, before any page renders: the build's drawing
 * threads make them (or read them from the build cache, src/integrations/build-assets-bridge.ts) while the main
 * thread renders the pages, and each route then only waits for its bytes.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import roiGuideSource from '../../content/roi-guide.md?raw';
import { buildAssetsBridge, cachedAsset, type DrawJob } from '~/integrations/build-assets-bridge';
import { guidePdfFonts } from '~/integrations/guide-pdf-fonts';
import { ROI_GUIDE, SITE } from '~/lib/config';
import { guideFileName } from '~/lib/industry-registry';
import { quickWinGuidePdf } from '~/lib/pdf/quick-win-guide-pdf';
import { roiGuidePdf } from '~/lib/pdf/roi-guide-pdf';
import { fillRoiTokens } from '~/lib/roi-guide';

type PdfJob = Extract<DrawJob, { kind: 'quick-win-guide-pdf' | 'roi-guide-pdf' }>;

/** The PDFs started, by file name, with what they show (in `astro dev` a guide can change). */
const started = new Map<string, { content: string; bytes: Promise<Uint8Array> }>();

/** A PDF from the cache, else drawn on a drawing thread (in this thread outside a build). */
function pdf(fileName: string, job: PdfJob): Promise<Uint8Array> {
  const content = JSON.stringify(job);
  let bytes = started.get(fileName)?.content === content ? started.get(fileName)!.bytes : undefined;
  if (!bytes) {
    const bridge = buildAssetsBridge();
    const drawHere = async () =>
      job.kind === 'quick-win-guide-pdf'
        ? quickWinGuidePdf(job.input.guide, job.input.sender, await guidePdfFonts())
        : roiGuidePdf(job.input.markdown, job.input.meta, await guidePdfFonts());
    // Keyed by what the PDF shows (the job's input), not by its file name.
    bytes = cachedAsset('guide-pdf', 'pdf', job, () => (bridge ? bridge.draw(job) : drawHere()));
    // A failure fails the route that serves the file, not the build as an unhandled rejection.
    bytes.catch(() => {});
    started.set(fileName, { content, bytes });
  }
  return bytes;
}

export const getStaticPaths = (async () => {
  const siteUrl = new URL(import.meta.env.SITE ?? SITE.url).origin;
  const industries = await getCollection('industries');
  const jobs: { fileName: string; job: PdfJob }[] = industries.map(({ data }) => ({
    fileName: guideFileName(data.slug),
    job: {
      kind: 'quick-win-guide-pdf',
      input: {
        // What the PDF shows, and nothing else.
        guide: { title: data.guide.title, description: data.guide.description, items: data.guide.items },
        sender: { name: SITE.name, email: SITE.email, phone: SITE.phone, phoneHref: SITE.phoneHref, contactUrl: new URL('/contact', siteUrl).href },
      },
    },
  }));
  jobs.push({
    fileName: ROI_GUIDE.fileName,
    job: {
      kind: 'roi-guide-pdf',
      input: { markdown: fillRoiTokens(roiGuideSource), meta: { title: ROI_GUIDE.title, author: SITE.name, tagline: SITE.tagline, siteUrl } },
    },
  });
  for (const { fileName, job } of jobs) void pdf(fileName, job);
  return jobs.map(({ fileName, job }) => ({ params: { file: fileName }, props: { job } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ job: PdfJob }, { file: string }> = async ({ params, props }) => {
  const bytes = await pdf(params.file, props.job);
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
};
