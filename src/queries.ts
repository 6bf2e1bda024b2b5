/**
 * The content as the pages ask for it: one named query per list a page shows, each in the order
 * the site shows it. No page or layout calls getCollection or sorts a collection itself; the
 * order of a list is decided here, once.
 *
 * Beside src/content.config.ts, not in src/lib: it reads the collections through astro:content,
 * which exists only inside Astro, while src/lib stays plain TypeScript that Node, the functions
 * and the tests load as it is. Pages and layouts import it; components never do (they take what
 * they show as props).
 *
 * Read once per build: Astro's getCollection copies every entry and resolves its images on each
 * call, and the layout asks for the menus on every page, which with 1,000 extra industry files
 * cost about a third of the build. In `astro dev` every query reads the collection again, so an
 * edited file shows at once.
 */
import { getCollection, render, type CollectionEntry, type CollectionKey } from 'astro:content';
import { firstOfList } from '~/lib/industry-lists';
import { byMenuOrder } from '~/lib/industry-registry';
import { chronological } from '~/lib/milestones';
import { studioStatCards } from '~/lib/stats';
import { whoWeServeMenus } from '~/lib/navigation';
import { portfolioLabelOf } from '~/lib/portfolio-filter';
import type { PageFiles } from '~/lib/schemas/pages';
import { studioFacts as withDerivedFacts, type StudioFacts } from '~/lib/studio';
import { hookedPreviewDraft, type PreviewDraft } from '~/lib/preview-draft';

export type Industry = CollectionEntry<'industries'>['data'];

/** A case study with its industry resolved: the industry's slug and the label its card shows. */
export type CaseStudy = Omit<CollectionEntry<'portfolio'>['data'], 'industry'> & {
  industry: { slug: string; label: string };
};

export interface SiteMenus {
  whoWeServe: ReturnType<typeof whoWeServeMenus>;
  /** Every industry page's path: the header marks Who We Serve as current on each. */
  industryPaths: ReadonlySet<string>;
}

/**
 * The editor's live preview, in `astro dev` only: while the dev server renders a page for the
 * editor's frame, it names a draft (the unsaved text of one content file, parsed with that file's
 * schema, its pictures resolved as the loaders resolve them), and every query below reads the
 * draft in place of the saved file. The editor's dev integration sets the hook on `globalThis`
 * for the requests of its frame only (src/lib/preview-draft.ts); a build has no hook, so the
 * queries read the files alone.
 */
function previewDraft(): PreviewDraft | undefined {
  if (!import.meta.env.DEV) return undefined;
  return hookedPreviewDraft();
}

interface AnyEntry {
  id: string;
  collection: string;
  data: unknown;
  filePath?: string | undefined;
}

/** A collection's entries with the preview's draft in place of its file's entries (a new file's added). */
function withDraft<E extends AnyEntry>(collection: string, entries: readonly E[]): E[] {
  const draft = previewDraft();
  if (!draft || draft.collection !== collection) return [...entries];
  const saved = entries.filter((entry) => entry.filePath === draft.filePath);
  const drafted = (draft.list ? (draft.data as unknown[]) : [draft.data]).map((data, index) => {
    const ownId = (data as { id?: unknown } | null)?.id;
    const id = typeof ownId === 'string' ? ownId : (saved[index]?.id ?? (draft.list ? `${draft.id}-${index}` : draft.id));
    return { ...saved[index], id, collection, filePath: draft.filePath, data } as E;
  });
  return [...entries.filter((entry) => entry.filePath !== draft.filePath), ...drafted];
}

/** A collection as the pages read it (with the preview's draft, in the editor's frame). */
async function entriesOf<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>[]> {
  const entries = (await getCollection(collection)) as unknown as AnyEntry[];
  return withDraft(collection, entries) as unknown as CollectionEntry<C>[];
}

/**
 * The industry file a page routed to `entry` shows: in the editor's frame, the draft of an industry
 * file, whichever page was asked for (a new page has no route of its own yet).
 */
export function shownIndustry(entry: CollectionEntry<'industries'>): CollectionEntry<'industries'> {
  const draft = previewDraft();
  if (draft?.collection !== 'industries') return entry;
  const shown = withDraft('industries', [entry as AnyEntry]).find((candidate) => candidate.filePath === draft.filePath);
  return (shown as CollectionEntry<'industries'> | undefined) ?? entry;
}

/** The industry a page routed to `industry` shows (its guide page): in the editor's frame, the draft of an industry file. */
export function shownIndustryData(industry: Industry): Industry {
  const draft = previewDraft();
  return draft?.collection === 'industries' ? (draft.data as Industry) : industry;
}

/** A query read once per build (every time in `astro dev`). */
function oncePerBuild<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    if (import.meta.env.DEV) return read();
    result ??= read();
    return result;
  };
}

/** Every industry file, in menu order (the order of the menus, cards and guide lists). */
export const industryEntriesInMenuOrder = oncePerBuild(async (): Promise<readonly CollectionEntry<'industries'>[]> =>
  (await entriesOf('industries')).sort((a, b) => byMenuOrder(a.data, b.data)),
);

/** Every industry file's data, in menu order. */
export const industriesInMenuOrder = oncePerBuild(async (): Promise<readonly Industry[]> =>
  (await industryEntriesInMenuOrder()).map((entry) => entry.data),
);

/** The home page's industry cards: the first in menu order, up to INDUSTRY_LIST_LIMIT. */
export const homeIndustryCards = oncePerBuild(async () => firstOfList(await industriesInMenuOrder()));

/** /resources' links to the printable guides: the first in menu order, up to INDUSTRY_LIST_LIMIT. */
export const guideLinksInMenuOrder = oncePerBuild(async () => firstOfList(await industriesInMenuOrder()));

/**
 * The industries whose guide is `featured`: each gets a card with its own form on /resources (the
 * first in menu order, up to INDUSTRY_LIST_LIMIT).
 */
export const featuredGuidesInMenuOrder = oncePerBuild(async () => firstOfList((await industriesInMenuOrder()).filter((industry) => industry.guide.featured)));

/** The AI review's choice of industry: the slug and name of each, the first in menu order up to INDUSTRY_LIST_LIMIT. */
export const reviewChoices = oncePerBuild(async () => firstOfList(await industryChoices()));

/** Every industry's slug and name, in menu order. */
export const industryChoices = oncePerBuild(async () => (await industriesInMenuOrder()).map(({ slug, name }) => ({ slug, name })));

/** What the page shell derives from the industry files on every page: the Who We Serve menus and the industry paths. */
export const siteMenus = oncePerBuild(async (): Promise<SiteMenus> => {
  const industries = await industriesInMenuOrder();
  return { whoWeServe: whoWeServeMenus(industries), industryPaths: new Set(industries.map((industry) => `/${industry.slug}`)) };
});

/** An industry page's "Why it matters" prose (the MDX body of its file), ready to render. */
export async function industryProse(entry: CollectionEntry<'industries'>) {
  const draft = previewDraft();
  if (draft?.proseModule && entry.filePath === draft.filePath) {
    return ((await import(/* @vite-ignore */ draft.proseModule)) as { default: Awaited<ReturnType<typeof render>>['Content'] }).default;
  }
  return (await render(entry)).Content;
}

/**
 * The case studies in their `order`, each with its industry file resolved. A reference to an
 * industry file that does not exist stops the build naming both files (Astro itself only logs it).
 */
export const portfolioInOrder = oncePerBuild(async (): Promise<CaseStudy[]> => {
  const [entries, industries] = await Promise.all([entriesOf('portfolio'), industryEntriesInMenuOrder()]);
  const industryById = new Map(industries.map((entry) => [entry.id, entry.data]));
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ data, filePath, body }) => {
      if (body?.trim() && !data.story) {
        throw new Error(`${filePath}: has prose after its frontmatter but no story block; add story (published, description, challenge, approach, results) or remove the prose.`);
      }
      const industry = industryById.get(data.industry.id);
      if (!industry) {
        const files = [...industryById.keys()].sort().join(', ');
        throw new Error(`${filePath}: industry "${data.industry.id}" is not a file in src/content/industries/ (one of: ${files}).`);
      }
      return { ...data, industry: { slug: industry.slug, label: portfolioLabelOf(industry) } };
    });
});

/**
 * A case study's story prose (the MDX body of its file), ready to render with the site's
 * components; undefined for an entry without prose.
 */
export async function caseStudyProse(slug: string) {
  const entry = (await entriesOf('portfolio')).find(({ data }) => data.slug === slug);
  if (!entry?.body?.trim()) return undefined;
  return (await render(entry)).Content;
}

/** The questions of /faq, in their `order`. */
export const faqInOrder = oncePerBuild(async () =>
  (await entriesOf('faq')).sort((a, b) => a.data.order - b.data.order).map(({ data }) => ({ q: data.q, a: data.a })),
);

export type TeamMember = CollectionEntry<'team'>['data'];

/** The team of /about, in their `order`. */
export const teamInOrder = oncePerBuild(async () =>
  (await entriesOf('team')).sort((a, b) => a.data.order - b.data.order).map(({ data }) => data),
);

/** The milestones of /about, oldest first. */
export const milestonesInOrder = oncePerBuild(async () => chronological((await entriesOf('milestones')).map(({ data }) => data)));

/** The demo project's tasks, by the day they start. */
export const timelineInOrder = oncePerBuild(async () =>
  (await entriesOf('timeline')).map(({ data }) => data).sort((a, b) => a.start - b.start),
);

/** The one entry of a collection made of one file (a singleton: the prices, a page's texts). */
type Singleton = 'pricing' | 'studio' | keyof PageFiles;
async function singleton<C extends Singleton>(collection: C): Promise<CollectionEntry<C>['data']> {
  const [entry, ...more] = await entriesOf(collection);
  if (!entry || more.length) throw new Error(`The ${collection} collection is one file; it has ${more.length + (entry ? 1 : 0)}.`);
  return entry.data;
}

export type Pricing = CollectionEntry<'pricing'>['data'];

/** Every price the site shows or charges: the audit, the tiers of /pricing, the consultations. */
export const pricing = oncePerBuild(async (): Promise<Pricing> => singleton('pricing'));

/** The studio's name and contact facts (src/content/studio.yaml), with the phone's `tel:` link. */
export const studioFacts = oncePerBuild(async (): Promise<StudioFacts> => withDerivedFacts(await singleton('studio')));

/**
 * The texts of a page or of a block several pages share, from its one file (src/content/pages/,
 * src/content/blocks/, src/content/site.yaml; src/lib/schemas/pages.ts lists them).
 */
export type SiteTexts = CollectionEntry<'siteTexts'>['data'];
export const siteTexts = oncePerBuild((): Promise<SiteTexts> => singleton('siteTexts'));
/** The studio's three figures as the count-up cards show them. */
export const studioStats = oncePerBuild(async () => studioStatCards((await singleton('studioStats')).stats));
export const processSteps = oncePerBuild(async () => (await singleton('processSteps')).steps);
export type WhatYouGetTexts = CollectionEntry<'whatYouGet'>['data'];
export const whatYouGet = oncePerBuild((): Promise<WhatYouGetTexts> => singleton('whatYouGet'));
export type OwnershipBannerTexts = CollectionEntry<'ownershipBanner'>['data'];
export const ownershipBanner = oncePerBuild((): Promise<OwnershipBannerTexts> => singleton('ownershipBanner'));
export type AiVsAuditTexts = CollectionEntry<'aiVsAudit'>['data'];
export const aiVsAudit = oncePerBuild((): Promise<AiVsAuditTexts> => singleton('aiVsAudit'));
export type RoiGuideOfferTexts = CollectionEntry<'roiGuideOffer'>['data'];
export const roiGuideOffer = oncePerBuild((): Promise<RoiGuideOfferTexts> => singleton('roiGuideOffer'));
export type HomePage = CollectionEntry<'homePage'>['data'];
export const homePage = oncePerBuild((): Promise<HomePage> => singleton('homePage'));
export type ServicesPage = CollectionEntry<'servicesPage'>['data'];
export const servicesPage = oncePerBuild((): Promise<ServicesPage> => singleton('servicesPage'));
export type AboutPage = CollectionEntry<'aboutPage'>['data'];
export const aboutPage = oncePerBuild((): Promise<AboutPage> => singleton('aboutPage'));
export type PricingPage = CollectionEntry<'pricingPage'>['data'];
export const pricingPage = oncePerBuild((): Promise<PricingPage> => singleton('pricingPage'));
export type CaseStudyPage = CollectionEntry<'caseStudyPage'>['data'];
export const caseStudyPage = oncePerBuild((): Promise<CaseStudyPage> => singleton('caseStudyPage'));

export type FounderCardTexts = CollectionEntry<'founderCards'>['data'];
export const founderCards = oncePerBuild((): Promise<FounderCardTexts> => singleton('founderCards'));
export type SchedulerTexts = CollectionEntry<'scheduler'>['data'];
export const scheduler = oncePerBuild((): Promise<SchedulerTexts> => singleton('scheduler'));
export type CostCalculatorTexts = CollectionEntry<'costCalculator'>['data'];
export const costCalculator = oncePerBuild((): Promise<CostCalculatorTexts> => singleton('costCalculator'));
export type IndustryPageTexts = CollectionEntry<'industryPage'>['data'];
export const industryPage = oncePerBuild((): Promise<IndustryPageTexts> => singleton('industryPage'));
export type NotFoundPage = CollectionEntry<'notFoundPage'>['data'];
export const notFoundPage = oncePerBuild((): Promise<NotFoundPage> => singleton('notFoundPage'));
export type AiFeedbackPage = CollectionEntry<'aiFeedbackPage'>['data'];
export const aiFeedbackPage = oncePerBuild((): Promise<AiFeedbackPage> => singleton('aiFeedbackPage'));
export type BookPage = CollectionEntry<'bookPage'>['data'];
export const bookPage = oncePerBuild((): Promise<BookPage> => singleton('bookPage'));
export type ContactPage = CollectionEntry<'contactPage'>['data'];
export const contactPage = oncePerBuild((): Promise<ContactPage> => singleton('contactPage'));
export type FaqPage = CollectionEntry<'faqPage'>['data'];
export const faqPage = oncePerBuild((): Promise<FaqPage> => singleton('faqPage'));
export type PaymentPages = CollectionEntry<'paymentPages'>['data'];
export const paymentPages = oncePerBuild((): Promise<PaymentPages> => singleton('paymentPages'));
export type PortfolioPage = CollectionEntry<'portfolioPage'>['data'];
export const portfolioPage = oncePerBuild((): Promise<PortfolioPage> => singleton('portfolioPage'));
export type ResourcesPage = CollectionEntry<'resourcesPage'>['data'];
export const resourcesPage = oncePerBuild((): Promise<ResourcesPage> => singleton('resourcesPage'));
export type TimelinePage = CollectionEntry<'timelinePage'>['data'];
export const timelinePage = oncePerBuild((): Promise<TimelinePage> => singleton('timelinePage'));
export type WhoWeServePage = CollectionEntry<'whoWeServePage'>['data'];
export const whoWeServePage = oncePerBuild((): Promise<WhoWeServePage> => singleton('whoWeServePage'));

/** A legal page (src/content/legal/<id>.md): its fields, its prose and its headings. */
export async function legalPage(id: 'privacy' | 'terms') {
  const entry = (await entriesOf('legal')).find((legal) => legal.id === id);
  if (!entry) throw new Error(`src/content/legal/${id}.md is missing`);
  const { Content, headings } = await render(entry);
  return { ...entry.data, Content, headings };
}
export type LegalPage = Awaited<ReturnType<typeof legalPage>>;
