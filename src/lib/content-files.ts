/**
 * Every content file besides the industry pages and the case studies that an editor changes in the
 * browser: the site's own pages, the lists of entries (FAQ, team, milestones, the timeline demo),
 * the prices, the legal pages and the blocks several pages share. Each with its schema (the one
 * the collection is parsed with in src/content.config.ts), what it is in an editor's words, where
 * a visitor meets it, and whether it is one text (a singleton, edited but never deleted) or a
 * list of entries (added, copied, removed and reordered inside the file).
 *
 * The whole-site content check (content-check.ts) checks each against its schema; the editor
 * lists them by `group`, as a visitor meets them.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { PAGE_FILES, type PageFiles } from './schemas/pages.ts';
import { faqEntrySchema, legalSchema, milestoneSchema, pricingSchema, teamSchema, timelineTaskSchema } from './schemas/content.ts';
import { PRICING_FILE } from './offers.ts';
import { STUDIO_FILE, studioSchema } from './studio.ts';

type ImageFn = SchemaContext['image'];

/** The editor's groups, in the order of its navigation. */
export const CONTENT_GROUPS = ['Pages', 'Industries', 'Case studies', 'Team', 'More pages', 'Shared blocks'] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];

export interface TextFile {
  /** From the project root: `src/content/faq.yaml`. */
  path: string;
  /** Its name in the editor's navigation. */
  title: string;
  group: ContentGroup;
  /** One text (edited, never deleted) or a list of entries inside the file (added, copied, removed, moved). */
  kind: 'singleton' | 'list';
  /** The page a visitor reads it on, framed beside the form; null when it shows on many. */
  page: string | null;
  /** The schema of the whole file (a list file: of its entries in order). */
  schema: (image: ImageFn) => z.ZodType;
}

const page = (key: keyof PageFiles, title: string, group: ContentGroup, at: string | null): TextFile => ({
  path: PAGE_FILES[key].file,
  title,
  group,
  kind: 'singleton',
  page: at,
  schema: () => PAGE_FILES[key].schema,
});

const list = (path: string, title: string, group: ContentGroup, at: string | null, entry: (image: ImageFn) => z.ZodType): TextFile => ({
  path,
  title,
  group,
  kind: 'list',
  page: at,
  schema: (image) => z.array(entry(image)),
});

export const TEXT_FILES: readonly TextFile[] = [
  page('homePage', 'Home', 'Pages', '/', ),
  page('servicesPage', 'Services', 'Pages', '/services'),
  page('aboutPage', 'About', 'Pages', '/about'),
  list('src/content/milestones.yaml', 'About: milestones', 'Pages', '/about', () => milestoneSchema),
  { path: PRICING_FILE, title: 'Pricing: prices', group: 'Pages', kind: 'singleton', page: '/pricing', schema: () => pricingSchema },
  page('pricingPage', 'Pricing: page texts', 'Pages', '/pricing'),
  list('src/content/faq.yaml', 'FAQ: questions', 'Pages', '/faq', () => faqEntrySchema),
  page('faqPage', 'FAQ: page texts', 'Pages', '/faq'),
  { path: 'src/content/legal/privacy.md', title: 'Legal: privacy policy', group: 'Pages', kind: 'singleton', page: '/privacy', schema: () => legalSchema },
  { path: 'src/content/legal/terms.md', title: 'Legal: terms of service', group: 'Pages', kind: 'singleton', page: '/terms', schema: () => legalSchema },
  page('industryPage', 'Words every industry page shares', 'Industries', '/lawyers'),
  page('portfolioPage', 'Case studies page', 'Case studies', '/case-studies'),
  page('caseStudyPage', 'Words every case study page shares', 'Case studies', '/case/whitfield-law'),
  list('src/content/team.yaml', 'Team members', 'Team', '/about', (image) => teamSchema({ image })),
  page('contactPage', 'Contact', 'More pages', '/contact'),
  page('bookPage', 'Book a call', 'More pages', '/book'),
  page('paymentPages', 'Payment', 'More pages', '/payment'),
  page('resourcesPage', 'Resources', 'More pages', '/resources'),
  page('aiFeedbackPage', 'Free AI review', 'More pages', '/ai-feedback'),
  page('timelinePage', 'Timeline demo: page texts', 'More pages', '/timeline'),
  list('src/content/timeline.yaml', 'Timeline demo: tasks', 'More pages', '/timeline', () => timelineTaskSchema),
  page('whoWeServePage', 'Who we serve', 'More pages', '/who-we-serve'),
  page('notFoundPage', 'Page not found', 'More pages', '/404'),
  // Who the studio is and how to reach it: every page's footer, /contact, the PDFs and the e-mails.
  { path: STUDIO_FILE, title: "The studio's name, e-mail and phone", group: 'Shared blocks', kind: 'singleton', page: '/contact', schema: () => studioSchema },
  page('siteTexts', "The site's own words (footer, tagline)", 'Shared blocks', '/'),
  page('studioStats', "The studio's figures", 'Shared blocks', '/about'),
  page('processSteps', 'The steps of a project', 'Shared blocks', '/services'),
  page('whatYouGet', "What You'll Get", 'Shared blocks', '/pricing'),
  page('ownershipBanner', 'The ownership banner', 'Shared blocks', '/'),
  page('aiVsAudit', 'AI review or expert audit', 'Shared blocks', '/ai-feedback'),
  page('roiGuideOffer', 'The ROI guide download', 'Shared blocks', '/resources'),
  page('founderCards', 'The founder cards', 'Shared blocks', '/lawyers'),
  page('scheduler', 'The scheduling calendar', 'Shared blocks', '/contact'),
  page('costCalculator', 'The cost calculator', 'Shared blocks', '/pricing'),
];

const BY_PATH = new Map(TEXT_FILES.map((file) => [file.path, file]));

/** The text file at a project path, or undefined for any other path. */
export function textFileAt(path: string): TextFile | undefined {
  return BY_PATH.get(path);
}

/** Whether the file is YAML as a whole (no `---` lines, no prose). */
export function isYamlPath(path: string): boolean {
  return /\.ya?ml$/.test(path);
}
