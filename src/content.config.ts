import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { industriesLoader } from './loaders/industries';
import {
  faqEntrySchema,
  industrySchema,
  milestoneSchema,
  portfolioSchema,
  teamSchema,
  timelineTaskSchema,
  legalSchema,
} from './lib/schemas/content';

/**
 * One MDX file per industry: its landing page (the file's `slug` is the route), its place in the
 * menus, its quick-win guide and its AI review profile. The loader also writes what the
 * functions need of it to netlify/generated/industries.ts.
 */
const industries = defineCollection({ loader: industriesLoader(), schema: industrySchema });

/** Case studies; each names its industry file (a reference the pages resolve: portfolioInOrder in src/queries.ts). */
const portfolio = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/portfolio' }),
  schema: (context) => portfolioSchema({ ...context, reference }),
});

const faq = defineCollection({ loader: file('./src/content/faq.yaml'), schema: faqEntrySchema });
const team = defineCollection({ loader: file('./src/content/team.yaml'), schema: teamSchema });
const milestones = defineCollection({ loader: file('./src/content/milestones.yaml'), schema: milestoneSchema });
const timeline = defineCollection({ loader: file('./src/content/timeline.yaml'), schema: timelineTaskSchema });

/** Long-form legal pages (/privacy, /terms); their ## headings make the table of contents. */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: legalSchema,
});

export const collections = { industries, portfolio, faq, team, milestones, timeline, legal };
