import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  faqEntrySchema,
  guideSchema,
  industrySchema,
  milestoneSchema,
  portfolioSchema,
  pricingSchema,
  teamSchema,
  timelineTaskSchema,
  legalSchema,
} from './lib/schemas/content';

/** One MDX file per industry landing page; the file's `slug` is its route. */
const industries = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/industries' }),
  schema: industrySchema,
});

const portfolio = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/portfolio' }),
  schema: portfolioSchema,
});

const guides = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/guides' }),
  schema: guideSchema,
});

const faq = defineCollection({ loader: file('./src/content/faq.yaml'), schema: faqEntrySchema });
const pricing = defineCollection({ loader: file('./src/content/pricing.yaml'), schema: pricingSchema });
const team = defineCollection({ loader: file('./src/content/team.yaml'), schema: teamSchema });
const milestones = defineCollection({ loader: file('./src/content/milestones.yaml'), schema: milestoneSchema });
const timeline = defineCollection({ loader: file('./src/content/timeline.yaml'), schema: timelineTaskSchema });

/** Long-form legal pages (/privacy, /terms); their ## headings make the table of contents. */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: legalSchema,
});

export const collections = { industries, portfolio, guides, faq, pricing, team, milestones, timeline, legal };
