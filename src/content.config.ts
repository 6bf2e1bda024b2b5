import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { industriesLoader } from './loaders/industries';
import { pricingLoader, readPriceTokens } from './loaders/pricing';
import { reparsedWhenTokensChange } from './loaders/copy-token-digest';
import { usePriceTokens } from './lib/copy-tokens';
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

// The prices' copy tokens ({{auditPrice}}, …) from the pricing file, before any file is parsed.
const prices = readPriceTokens();
if (prices) usePriceTokens(prices);

/**
 * One MDX file per industry: its landing page (the file's `slug` is the route), its place in the
 * menus, its quick-win guide and its AI review profile. The loader also writes what the
 * functions need of it to netlify/generated/industries.ts.
 */
const industries = defineCollection({ loader: reparsedWhenTokensChange(industriesLoader()), schema: industrySchema });

/** Case studies; each names its industry file (a reference the pages resolve: portfolioInOrder in src/queries.ts). */
const portfolio = defineCollection({
  loader: reparsedWhenTokensChange(glob({ pattern: '*.yaml', base: './src/content/portfolio' })),
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

export const collections = { industries, portfolio, faq, team, milestones, timeline, legal, pricing };
