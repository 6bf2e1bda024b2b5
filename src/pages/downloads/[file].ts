/**
 * The downloadable guides, made by the build from their content: each industry's quick-win
 * guide (the `guide` block of its file in src/content/industries) and the website ROI guide
 * (src/content/roi-guide.md). Their URLs are the ones the guide cards, the guide pages and the
 * guide e-mail link to (guideDownloadUrl, ROI_GUIDE.downloadUrl).
 *
 * Every PDF is started when the routes are listed, before any page renders: the build's drawing
 * threads make them (or read them from the build cache) while the main thread renders the pages,
 * and each route then only waits for its bytes.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { guidePdf, type GuidePdfJob } from 'virtual:build-assets';
import roiGuideSource from '../../content/roi-guide.md?raw';
import { ROI_GUIDE } from '~/lib/config';
import { guideFileName } from '~/lib/industry-registry';
import { fillRoiTokens } from '~/lib/roi-guide';
import { industriesInMenuOrder, siteTexts, studioFacts } from '~/queries';

export const getStaticPaths = (async () => {
  const studio = await studioFacts();
  const siteUrl = new URL(import.meta.env.SITE ?? studio.url).origin;
  const industries = await industriesInMenuOrder();
  const jobs: { fileName: string; job: GuidePdfJob }[] = industries.map((data) => ({
    fileName: guideFileName(data.slug),
    job: {
      kind: 'quick-win-guide-pdf',
      input: {
        // What the PDF shows, and nothing else.
        guide: { title: data.guide.title, description: data.guide.description, items: data.guide.items },
        sender: { name: studio.name, email: studio.email, phone: studio.phone, phoneHref: studio.phoneHref, contactUrl: new URL('/contact', siteUrl).href },
      },
    },
  }));
  jobs.push({
    fileName: ROI_GUIDE.fileName,
    job: {
      kind: 'roi-guide-pdf',
      input: { markdown: fillRoiTokens(roiGuideSource, studio), meta: { title: ROI_GUIDE.title, author: studio.name, tagline: (await siteTexts()).tagline, siteUrl } },
    },
  });
  for (const { fileName, job } of jobs) void guidePdf(fileName, job);
  return jobs.map(({ fileName, job }) => ({ params: { file: fileName }, props: { job } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ job: GuidePdfJob }, { file: string }> = async ({ params, props }) => {
  const bytes = await guidePdf(params.file, props.job);
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
};
