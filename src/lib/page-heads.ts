/**
 * What each page made from a content file gives its layout for its <head> (src/lib/seo.ts's
 * pageHead): its title, description, path and share card. The routes use these, and the editor
 * previews a draft's Google result and share card with the same ones, so the two cannot differ.
 */
import type { PageHeadInput } from './seo.ts';
import { guidePath } from './industry-registry.ts';
import { fillSlots } from './text-slots.ts';

/** A page's head input and the path it is served at. */
export interface PageHeadOf extends PageHeadInput {
  path: string;
}

/** The words of an industry page written once for all of them (src/content/pages/industry.yaml). */
export interface IndustryHeadTexts {
  heroEyebrow: string;
  guidePage: { eyebrow: string };
}

/** What an industry page's head reads of its file. */
export interface IndustryHeadData {
  slug: string;
  name: string;
  seo: { title: string; description: string };
  hero: { headline: string };
  guide: { title: string; description: string };
}

/** The industry as the page's texts name it: "Lawyers", and mid-sentence "lawyers". */
export function industryNames(data: { name: string }): { name: string; audience: string } {
  return { name: data.name, audience: data.name.toLowerCase() };
}

/** The eyebrow over an industry page's headline ("Websites for Lawyers"): on the page and on its card. */
export function industryEyebrow(data: { name: string }, texts: Pick<IndustryHeadTexts, 'heroEyebrow'>): string {
  return fillSlots(texts.heroEyebrow, industryNames(data));
}

/** An industry landing page (/lawyers): its SEO fields, and a card with its hero's headline. */
export function industryPageHead(data: IndustryHeadData, texts: Pick<IndustryHeadTexts, 'heroEyebrow'>): PageHeadOf {
  return {
    path: `/${data.slug}`,
    title: data.seo.title,
    description: data.seo.description,
    shareCard: { eyebrow: industryEyebrow(data, texts), headline: data.hero.headline },
  };
}

/** The longest description a guide page gives search engines: its guide's description, cut. */
export const GUIDE_DESCRIPTION_MAX = 160;

/** An industry's printable guide page (/guides/lawyers-quick-wins): the guide's title and description. */
export function guidePageHead(data: Pick<IndustryHeadData, 'slug' | 'guide'>, texts: Pick<IndustryHeadTexts, 'guidePage'>): PageHeadOf {
  return {
    path: guidePath(data.slug),
    title: data.guide.title,
    description: data.guide.description.slice(0, GUIDE_DESCRIPTION_MAX),
    shareCard: { eyebrow: texts.guidePage.eyebrow, headline: data.guide.title },
  };
}

/** A page of the site's own (/pricing, /about …) whose file has search texts: its title and description as written; the card its title. */
export function textPageHead(data: { seo: { title: string; description: string } }, path: string): PageHeadOf {
  return { path, title: data.seo.title, description: data.seo.description };
}
