/**
 * Zod schemas of the content collections (spec section 3). Objects are strict, so a mistyped
 * field in an MDX/YAML file is a build error that names the file and the field, not a silently
 * ignored key. Every prose string passes through the copy-token filler (see copy-tokens.ts).
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { fillCopyTokens, unknownCopyTokens } from '../copy-tokens';
import { ICON_NAMES } from '../icons';
import { INDUSTRY_SLUGS } from '../config';

type ImageFn = SchemaContext['image'];

/** Prose: non-empty, trimmed, {{tokens}} filled from config. Unknown tokens are an error. */
export const copy = () =>
  z
    .string()
    .trim()
    .min(1)
    .superRefine((text, ctx) => {
      for (const name of unknownCopyTokens(text)) {
        ctx.addIssue({ code: 'custom', message: `Unknown copy token {{${name}}}` });
      }
    })
    .transform(fillCopyTokens);

const sitePath = z
  .string()
  .regex(/^\/[a-z0-9-]+$/, 'A site path: a slash then lowercase letters, digits and hyphens, e.g. /law-firms');

export const iconName = z.enum(ICON_NAMES).describe('One of the icon names in src/lib/icons.ts');
export const industrySlug = z.enum(INDUSTRY_SLUGS);

export const seoSchema = z
  .object({
    title: z.string().min(10).max(70).describe('Page <title>, 10–70 characters'),
    description: z.string().min(50).max(170).describe('Meta description, 50–170 characters'),
    keywords: z.array(z.string().min(2)).min(1).describe('Search keywords for the page'),
  })
  .strict();

export const faqItemSchema = z.object({ q: copy().describe('Question'), a: copy().describe('Answer') }).strict();

export const comparisonSchema = z
  .object({
    title: copy(),
    subtitle: copy(),
    columns: z.array(copy()).min(2).describe('Named columns after the Feature column; the first is tagged Best Value'),
    rows: z
      .array(
        z
          .object({
            label: copy(),
            values: z.array(z.enum(['yes', 'no', 'partial'])).describe('One cell per column: yes, no or partial'),
            emphasis: z.boolean().default(false).describe('Emphasised row'),
          })
          .strict(),
      )
      .min(1),
    footnote: copy().optional(),
  })
  .strict()
  .superRefine((table, ctx) => {
    table.rows.forEach((row, i) => {
      if (row.values.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values'],
          message: `Row "${row.label}" has ${row.values.length} values for ${table.columns.length} columns`,
        });
      }
    });
  });

export const industrySchema = ({ image }: { image: ImageFn }) =>
  z
    .object({
      industry: z.string().min(2).describe('Audience name shown on the page, e.g. "Lawyers"'),
      icon: iconName,
      slug: industrySlug.describe('The page route, /{slug}; one of the industries in config.ts'),
      vanityAliases: z.array(sitePath).default([]).describe('Extra paths that permanently redirect to this page'),
      hero: z
        .object({
          headline: copy(),
          subheadline: copy(),
          primaryCtaText: copy(),
          secondaryCtaText: copy(),
          secondaryCtaHref: sitePath
            .optional()
            .describe("Where the second hero button leads; without it, the free AI review for this industry (write one when the text promises something else, e.g. See Our Work: /case-studies)"),
          backgroundImage: image().optional(),
        })
        .strict(),
      whyMatters: z.array(copy()).min(2).describe('Why a strong website matters for this audience'),
      proof: z.array(copy()).min(3).describe('Proof statistics; percentages, ×/x multipliers and seconds are highlighted'),
      servicesFocus: z.array(copy()).min(3),
      valueProps: z.array(z.object({ title: copy(), description: copy() }).strict()).min(3),
      offers: z
        .array(z.object({ name: copy(), description: copy(), points: z.array(copy()).min(2) }).strict())
        .min(1),
      gtm: z.object({ title: copy(), points: z.array(copy()).min(2) }).strict(),
      subProfessions: z.array(z.object({ name: z.string().min(2), icon: iconName }).strict()).min(3),
      comparison: comparisonSchema.optional(),
      roiVsRetainers: z
        .object({ title: copy(), body: copy() })
        .strict()
        .optional()
        .describe('ROI-vs-retainers block with the cost calculator (local businesses)'),
      caseStudies: z
        .array(
          z.object({ title: copy(), client: copy(), challenge: copy(), solution: copy(), outcome: copy() }).strict(),
        )
        .min(1),
      beforeAfter: z
        .array(z.object({ beforeImage: image(), afterImage: image(), caption: copy() }).strict())
        .default([]),
      testimonial: z.object({ quote: copy(), author: z.string().min(2), role: z.string().min(2) }).strict(),
      faqs: z.array(faqItemSchema).min(3),
      endCta: z.object({ heading: copy(), subheading: copy(), primaryCtaText: copy() }).strict(),
      seo: seoSchema,
    })
    .strict();

export const PORTFOLIO_INDUSTRIES = [
  'Accountants',
  'Law Firm',
  'Consultants',
  'Local Business',
  'Professional Services',
] as const;
export const PORTFOLIO_CAPABILITIES = ['Design', 'Build', 'Performance', 'SEO', 'Messaging'] as const;

export const portfolioSchema = ({ image }: { image: ImageFn }) =>
  z
    .object({
      title: copy(),
      client: z.string().min(2),
      industry: z.enum(PORTFOLIO_INDUSTRIES),
      capabilities: z.array(z.enum(PORTFOLIO_CAPABILITIES)).min(1),
      result: copy().describe('Headline outcome, e.g. "+62% consultation requests"'),
      summary: copy(),
      image: image(),
      imageAlt: z.string().min(5),
      slug: z.string().regex(/^[a-z0-9-]+$/),
      order: z.number().int(),
    })
    .strict();

export const guideSchema = z
  .object({
    industry: industrySlug,
    title: copy(),
    description: copy(),
    benefits: z.array(copy()).min(2),
    fileName: z.string().regex(/^[a-z0-9-]+\.(pdf|html)$/).optional(),
    items: z
      .array(z.object({ title: copy(), detail: copy(), howTo: z.array(copy()).min(1) }).strict())
      .length(5, 'A quick-win guide has exactly five items'),
  })
  .strict();

/**
 * The file() loader keeps each entry's `id` in its data, so the strict schemas of file()-loaded
 * collections (faq, pricing, team, milestones; timeline requires it) must allow it.
 */
const entryId = z.string().optional().describe('Entry id, required by the file() loader');

export const faqEntrySchema = faqItemSchema.extend({ id: entryId, order: z.number().int() }).strict();

export const pricingSchema = z
  .object({
    id: entryId,
    tier: z.string().min(2).describe('Tier name; must match a tier in config.ts PRICING_TIERS'),
    description: copy(),
    features: z.array(copy()).min(3),
    order: z.number().int(),
  })
  .strict();

export const teamSchema = ({ image }: { image: ImageFn }) =>
  z
    .object({ id: entryId, name: z.string().min(2), role: z.string().min(2), photo: image(), bio: copy(), order: z.number().int() })
    .strict();

export const milestoneSchema = z
  .object({ id: entryId, year: z.string().regex(/^(\d{4}|Today)$/), title: copy(), desc: copy() })
  .strict();

export const timelineTaskSchema = z
  .object({
    id: z.string().min(1),
    label: copy(),
    start: z.number().int().min(0).describe('Start day, from 0'),
    end: z.number().int().min(1).describe('End day (exclusive)'),
    status: z.enum(['done', 'in-progress', 'planned']).default('planned'),
    owner: z.string().min(2),
    details: copy(),
  })
  .strict()
  .refine((t) => t.end > t.start, { message: 'end must be after start', path: ['end'] });

export const legalSchema = z
  .object({
    title: z.string().min(3),
    description: z.string().min(50).max(170),
    updated: z.coerce.date().describe('Last updated, YYYY-MM-DD'),
  })
  .strict();
