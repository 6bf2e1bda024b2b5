import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { industriesLoader } from './loaders/industries';
import { speakEditorWords } from './loaders/editor-words';
import { pricingLoader } from './loaders/pricing';
import { studioLoader } from './loaders/studio';
import { fillCopyTokensFromFiles } from './loaders/copy-token-files';
import { usePriceTokens, useStudioTokens } from './lib/copy-tokens';
import { reparsedWhenTokensChange } from './loaders/copy-token-digest';
import { studioSchema } from './lib/studio';
import { PAGE_FILES, type PageFiles } from './lib/schemas/pages';
import {
  faqEntrySchema,
  industrySchema,
  milestoneSchema,
  portfolioSchema,
  teamSchema,
  timelineTaskSchema,
  legalSchema,
  pricingSchema,
} from './lib/schemas/content';

speakEditorWords();

// The prices' copy tokens ({{auditPrice}}, …) from the pricing file and the studio's ({{studio}},
// {{phone}}, …) from the studio file, before any file is parsed.
fillCopyTokensFromFiles();

/**
 * One MDX file per industry: its landing page (the file's `slug` is the route), its place in the
 * menus, its quick-win guide and its AI review profile. The loader also writes what the
 * functions need of it to netlify/generated/industries.ts.
 */
const industries = defineCollection({ loader: reparsedWhenTokensChange(industriesLoader()), schema: industrySchema });

/**
 * Case studies, one file each: a YAML file is a card (its page says the full story is coming
 * soon), an MDX file a card with its story (`story`, and the prose after the frontmatter). Each
 * names its industry file (a reference the pages resolve: portfolioInOrder in src/queries.ts).
 */
const portfolio = defineCollection({
  loader: reparsedWhenTokensChange(glob({ pattern: '*.{yaml,mdx}', base: './src/content/portfolio' })),
  schema: (context) => portfolioSchema({ ...context, reference }),
});

const faq = defineCollection({ loader: file('./src/content/faq.yaml'), schema: faqEntrySchema });
const team = defineCollection({ loader: file('./src/content/team.yaml'), schema: teamSchema });
const milestones = defineCollection({ loader: file('./src/content/milestones.yaml'), schema: milestoneSchema });
const timeline = defineCollection({ loader: file('./src/content/timeline.yaml'), schema: timelineTaskSchema });

/** Long-form legal pages (/privacy, /terms); their ## headings make the table of contents. */
const legal = defineCollection({
  loader: reparsedWhenTokensChange(glob({ pattern: '*.md', base: './src/content/legal' })),
  schema: legalSchema,
});

/**
 * Every price the site shows or charges (the audit, the tiers, the consultations). Its loader also
 * writes netlify/generated/offers.ts, the catalogue the payment functions charge from.
 */
const pricing = defineCollection({ loader: reparsedWhenTokensChange(pricingLoader(usePriceTokens)), schema: pricingSchema });

/**
 * The studio's name and contact facts (e-mail, phone, city, …), shown on every page. Its loader
 * also writes netlify/generated/studio.ts, which the functions and scripts read.
 */
const studio = defineCollection({ loader: reparsedWhenTokensChange(studioLoader(useStudioTokens)), schema: studioSchema });

/**
 * The loader of a file of page texts or of a block several pages share (src/lib/schemas/pages.ts
 * lists them, with their schemas): a collection of one entry, named after the file.
 */
function textsLoader(key: keyof PageFiles) {
  const { file } = PAGE_FILES[key];
  const slash = file.lastIndexOf('/');
  return reparsedWhenTokensChange(glob({ pattern: file.slice(slash + 1), base: `./${file.slice(0, slash)}` }));
}

export const collections = {
  industries,
  portfolio,
  faq,
  team,
  milestones,
  timeline,
  legal,
  pricing,
  studio,
  siteTexts: defineCollection({ loader: textsLoader('siteTexts'), schema: PAGE_FILES.siteTexts.schema }),
  studioStats: defineCollection({ loader: textsLoader('studioStats'), schema: PAGE_FILES.studioStats.schema }),
  processSteps: defineCollection({ loader: textsLoader('processSteps'), schema: PAGE_FILES.processSteps.schema }),
  whatYouGet: defineCollection({ loader: textsLoader('whatYouGet'), schema: PAGE_FILES.whatYouGet.schema }),
  ownershipBanner: defineCollection({ loader: textsLoader('ownershipBanner'), schema: PAGE_FILES.ownershipBanner.schema }),
  aiVsAudit: defineCollection({ loader: textsLoader('aiVsAudit'), schema: PAGE_FILES.aiVsAudit.schema }),
  roiGuideOffer: defineCollection({ loader: textsLoader('roiGuideOffer'), schema: PAGE_FILES.roiGuideOffer.schema }),
  homePage: defineCollection({ loader: textsLoader('homePage'), schema: PAGE_FILES.homePage.schema }),
  servicesPage: defineCollection({ loader: textsLoader('servicesPage'), schema: PAGE_FILES.servicesPage.schema }),
  aboutPage: defineCollection({ loader: textsLoader('aboutPage'), schema: PAGE_FILES.aboutPage.schema }),
  pricingPage: defineCollection({ loader: textsLoader('pricingPage'), schema: PAGE_FILES.pricingPage.schema }),
  caseStudyPage: defineCollection({ loader: textsLoader('caseStudyPage'), schema: PAGE_FILES.caseStudyPage.schema }),
  founderCards: defineCollection({ loader: textsLoader('founderCards'), schema: PAGE_FILES.founderCards.schema }),
  scheduler: defineCollection({ loader: textsLoader('scheduler'), schema: PAGE_FILES.scheduler.schema }),
  costCalculator: defineCollection({ loader: textsLoader('costCalculator'), schema: PAGE_FILES.costCalculator.schema }),
  industryPage: defineCollection({ loader: textsLoader('industryPage'), schema: PAGE_FILES.industryPage.schema }),
  notFoundPage: defineCollection({ loader: textsLoader('notFoundPage'), schema: PAGE_FILES.notFoundPage.schema }),
  aiFeedbackPage: defineCollection({ loader: textsLoader('aiFeedbackPage'), schema: PAGE_FILES.aiFeedbackPage.schema }),
  bookPage: defineCollection({ loader: textsLoader('bookPage'), schema: PAGE_FILES.bookPage.schema }),
  contactPage: defineCollection({ loader: textsLoader('contactPage'), schema: PAGE_FILES.contactPage.schema }),
  faqPage: defineCollection({ loader: textsLoader('faqPage'), schema: PAGE_FILES.faqPage.schema }),
  paymentPages: defineCollection({ loader: textsLoader('paymentPages'), schema: PAGE_FILES.paymentPages.schema }),
  portfolioPage: defineCollection({ loader: textsLoader('portfolioPage'), schema: PAGE_FILES.portfolioPage.schema }),
  resourcesPage: defineCollection({ loader: textsLoader('resourcesPage'), schema: PAGE_FILES.resourcesPage.schema }),
  timelinePage: defineCollection({ loader: textsLoader('timelinePage'), schema: PAGE_FILES.timelinePage.schema }),
  whoWeServePage: defineCollection({ loader: textsLoader('whoWeServePage'), schema: PAGE_FILES.whoWeServePage.schema }),
};
