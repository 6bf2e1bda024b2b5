/**
 * The downloadable guides, made by the build from their content: each industry's quick-win
 * guide (the `guide` block of its file in src/content/industries) and the website ROI guide
 * (src/content/roi-guide.md). Their URLs are the ones the guide cards, the guide pages and the
 * guide e-mail link to (guideDownloadUrl, ROI_GUIDE.downloadUrl). A PDF whose content did not
 * change since the last build is read from the build cache (src/lib/build-assets.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import roiGuideSource from '../../content/roi-guide.md?raw';
import { cachedAsset } from '~/lib/build-assets';
import { ROI_GUIDE, SITE } from '~/lib/config';
import { guideFileName } from '~/lib/industry-registry';
import { quickWinGuidePdf, type GuideSender, type QuickWinGuideContent } from '~/lib/pdf/quick-win-guide-pdf';
import { roiGuidePdf } from '~/lib/pdf/roi-guide-pdf';
import { fillRoiTokens } from '~/lib/roi-guide';

type Props = { kind: 'quick-wins'; guide: QuickWinGuideContent } | { kind: 'roi' };

export const getStaticPaths = (async () => {
  const industries = await getCollection('industries');
  return [
    ...industries.map(({ data }) => ({
      params: { file: guideFileName(data.slug) },
      props: {
        kind: 'quick-wins' as const,
        // What the PDF shows, and nothing else: its cache key.
        guide: { title: data.guide.title, description: data.guide.description, items: data.guide.items },
      },
    })),
    { params: { file: ROI_GUIDE.fileName }, props: { kind: 'roi' as const } },
  ];
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = async ({ props, site }) => {
  const siteUrl = (site ?? new URL(SITE.url)).origin;
  let pdf: Uint8Array;
  if (props.kind === 'quick-wins') {
    const sender: GuideSender = {
      name: SITE.name,
      email: SITE.email,
      phone: SITE.phone,
      phoneHref: SITE.phoneHref,
      contactUrl: new URL('/contact', siteUrl).href,
    };
    pdf = await cachedAsset('guide-pdf', 'pdf', { guide: props.guide, sender }, () => quickWinGuidePdf(props.guide, sender));
  } else {
    const markdown = fillRoiTokens(roiGuideSource);
    const meta = { title: ROI_GUIDE.title, author: SITE.name, tagline: SITE.tagline, siteUrl };
    pdf = await cachedAsset('guide-pdf', 'pdf', { markdown, meta }, () => roiGuidePdf(markdown, meta));
  }
  return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
};
