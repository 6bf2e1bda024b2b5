/**
 * Zod schemas of the content collections. Objects are strict, so a mistyped field in an MDX/YAML
 * file is a build error that names the file and the field, not a silently ignored key. Every
 * prose string passes through the copy-token filler (see copy-tokens.ts). Each field says what it
 * is for with `.describe()`, and a field whose key is not plain words names itself with
 * `.meta({ title })`: the browser editor's labels and help texts are these words, and docs/editing.md
 * is the editor's guide to the same fields.
 */
import { z } from 'astro/zod';
import type { reference, SchemaContext } from 'astro:content';
import { fillCopyTokens, unknownCopyTokens } from '../copy-tokens.ts';
import { ICON_NAMES } from '../icons.ts';
import { FOUNDER_CARDS } from '../founder-card.ts';
import { REVIEW_AREAS } from '../review-areas.ts';
import { CURRENCIES, MAX_PRICE_CENTS, formatMoney } from '../offers.ts';
import { unsettableInGuidePdf } from '../pdf/guide-characters.ts';

type ImageFn = SchemaContext['image'];
/** Astro's `reference()`, handed in by content.config.ts (it exists only inside Astro). */
type ReferenceFn = typeof reference;

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

/**
 * Copy a visitor sees, with the most characters its place on the page holds (counted as the
 * visitor reads it, tokens filled). The editor shows the limit and a count as you type.
 */
export const visibleText = (max: number) =>
  copy().pipe(
    z.string().max(max, {
      error: (issue) => `Too long for its place on the page: at most ${max} characters (this has ${String((issue.input as string).length)}). Shorten it.`,
    }),
  );

/**
 * Copy that is also printed in the guide's one-page PDF: characters its typeface has, and limits
 * with which five quick wins of three steps each fit the page in ordinary writing
 * (tests/unit/build-assets.test.ts). The PDF's own check stays in the build for the rest.
 */
const guideText = (max: number) =>
  visibleText(max).superRefine((text, ctx) => {
    const unsettable = unsettableInGuidePdf(text);
    if (unsettable.length) {
      ctx.addIssue({
        code: 'custom',
        message: `The guide's PDF cannot show ${unsettable.map((c) => `"${c}"`).join(', ')}: its typeface has Western European letters only. Write it out or use a plain equivalent.`,
      });
    }
  });

/** The hero picture's rules, which the checks across files hold each picture to by its pixels (content-check.ts). */
export const HERO_IMAGE_MIN_WIDTH = 1000;
/** A team photo is cropped to a circle: square, and sharp at the size /about shows it on a high-density screen. */
export const TEAM_PHOTO_MIN_SIZE = 400;

const sitePath = z
  .string()
  .regex(/^\/[a-z0-9-]+$/, 'A site path: a slash then lowercase letters, digits and hyphens, e.g. /law-firms');

export const iconName = z
  .enum(ICON_NAMES, { error: (issue) => (issue.input === '' || issue.input == null ? 'Choose an icon.' : `Unknown icon "${String(issue.input)}". Choose one of: ${ICON_NAMES.join(', ')}.`) })
  .meta({ title: 'Icon', description: 'One of the site\'s icons: the chosen one is drawn beside the choice, and the list below shows them all' });

/** A path segment that is safe as a URL, a file name and an HTML id: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const industrySlug = z
  .string({ error: 'Required: the page route without the slash, e.g. slug: "dentists" for /dentists' })
  .min(1, { error: 'Write the page\'s address: lowercase words joined by hyphens, e.g. "dentists" for /dentists.', abort: true })
  .max(60, 'A slug has at most 60 characters')
  .regex(SLUG_PATTERN, 'A slug is lowercase letters and digits in words joined by single hyphens, e.g. "local-businesses" (no spaces, slashes, dots or capitals)');

/** A required block whose absence gets a message saying what to add, not only "Required". */
const requiredBlock = (what: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? `Required: ${what}` : undefined),
});

export const seoSchema = z
  .object({
    title: z.string().min(10).max(70).meta({ title: 'Page title', description: 'The title search results and the browser tab show, 10–70 characters' }),
    description: z.string().min(50).max(170).meta({ title: 'Page description', description: 'The text under the title in search results and when the page is shared, 50–170 characters' }),
    keywords: z.array(z.string().min(2)).min(1).meta({ title: 'Search keywords', description: 'Words people search for that this page answers' }),
  })
  .strict()
  .meta({ title: 'Search results', description: 'How the page shows in search results, shares and the browser tab' });

export const faqItemSchema = z.object({ q: visibleText(120).meta({ title: 'Question' }), a: visibleText(600).meta({ title: 'Answer' }) }).strict();

export const comparisonSchema = z
  .object({
    title: visibleText(80).meta({ title: 'Table heading' }),
    subtitle: visibleText(200).meta({ title: 'Text under the heading' }),
    columns: z.array(visibleText(24)).min(2).max(4).meta({ title: 'Columns', description: 'The columns after the Feature column, by name; the first is tagged Best Value' }),
    rows: z
      .array(
        z
          .object({
            label: visibleText(80).meta({ title: 'Feature' }),
            values: z.array(z.enum(['yes', 'no', 'partial'])).meta({ title: 'Cells', description: 'One cell per column: yes, no or partial' }),
            emphasis: z.boolean().default(false).meta({ title: 'Highlight this row' }),
          })
          .strict(),
      )
      .min(1)
      .meta({ title: 'Rows' }),
    footnote: visibleText(240).optional().meta({ title: 'Note under the table' }),
  })
  .strict()
  .meta({ title: 'Comparison table' })
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

/** The printable five-item checklist of an industry, offered on its page and by e-mail. */
export const guideSchema = z
  .object(
    {
      title: guideText(70).meta({ title: 'Guide title', description: 'On the guide\'s page, its PDF and the e-mail that sends it' }),
      description: guideText(180).meta({ title: 'Guide description', description: 'One or two sentences under the title' }),
      benefits: z.array(visibleText(120)).min(2).max(5).meta({ title: 'What the reader gets', description: 'Listed beside the download form' }),
      featured: z
        .boolean()
        .default(false)
        .meta({ title: 'Featured on the Resources page', description: 'Shown with its own download form on /resources (every guide is linked there)' }),
      items: z
        .array(
          z
            .object({
              title: guideText(60).meta({ title: 'Quick win', description: 'The quick win, as an instruction' }),
              detail: guideText(180).meta({ title: 'Why it matters', description: 'Why it matters, in a sentence or two' }),
              howTo: z.array(guideText(110)).min(1).max(3).meta({ title: 'Steps', description: 'Concrete steps, two or three' }),
            })
            .strict(),
        )
        .length(5, 'A quick-win guide has exactly five items')
        .meta({ title: 'Quick wins' }),
    },
    requiredBlock('a guide block (title, description, benefits, items: five quick wins). Copy the one in lawyers.mdx and rewrite it'),
  )
  .strict()
  .meta({ title: 'Quick-win guide', description: 'The page\'s free printable checklist: its own page, a PDF and the e-mail that sends it' });

/** What the AI website review needs to tailor its advice to this audience. */
export const reviewProfileSchema = z
  .object(
    {
      writtenFor: z
        .string()
        .min(3)
        .max(80)
        .meta({ title: 'Written for', description: 'Who the review is written for, plural and lowercase, e.g. "law firms"; it reads "Written for: law firms"' }),
      visitors: z
        .string()
        .min(20)
        .max(300)
        .meta({ title: 'Their visitors', description: "Who visits such a site and what they want, e.g. \"people with an urgent legal problem, who …\"; it completes \"Your visitors are …\"" }),
      primaryCta: z.string().min(3).max(60).meta({ title: 'Suggested call to action', description: 'The button text the review suggests, e.g. "Book a free consultation"' }),
      schemaType: z
        .string()
        .regex(/^[A-Z][A-Za-z]+$/, 'A schema.org type name, e.g. LegalService, AccountingService, LocalBusiness, NGO')
        .meta({ title: 'Kind of business for search engines', description: 'The schema.org type the review recommends, e.g. LegalService, AccountingService, LocalBusiness, NGO' }),
      trustProof: z.string().min(5).max(160).meta({ title: 'Proof they look for', description: 'The proof these clients look for, e.g. "case results, bar admissions and client reviews"' }),
      emphasis: z
        .array(z.enum(REVIEW_AREAS, { error: `Choose one of: ${REVIEW_AREAS.join(', ')}.` }))
        .min(1)
        .max(3)
        .meta({ title: 'Areas that matter most', description: 'One to three review areas that matter most to this audience; findings there rank higher' }),
      phoneMatters: z.boolean().meta({ title: 'These clients call by phone', description: 'The review then asks for a tap-to-call number' }),
      conversion: z
        .string()
        .min(3)
        .max(40)
        .default('enquiries')
        .meta({ title: 'What interest turns into', description: 'What a visitor\'s interest should turn into, in the review\'s words: "enquiries" (the default), "bookings", "support"' }),
    },
    requiredBlock('a review block (writtenFor, visitors, primaryCta, schemaType, trustProof, emphasis, phoneMatters) for the AI website review'),
  )
  .strict()
  .meta({ title: 'AI website review', description: 'How the free AI website review speaks to this audience' });

/** Where the industry appears in the site's menus. */
export const industryMenuSchema = z
  .object(
    {
      label: z.string().min(2).max(40).meta({ title: 'Menu label', description: 'Short name in the header dropdown, the mobile menu and the footer, e.g. "Lawyers"' }),
      order: z.number().int().meta({ title: 'Position', description: 'Position in those lists and among the home page cards, lowest first' }),
      header: z
        .boolean()
        .default(true)
        .meta({ title: 'In the header menu', description: "Listed in the header's Who We Serve dropdown and the mobile menu; the footer lists every industry" }),
    },
    requiredBlock('a menu block (label, order, header) placing the page in the menus'),
  )
  .strict()
  .meta({ title: 'Place in the menus' });

export const industrySchema = ({ image }: { image: ImageFn }) =>
  z
    .object({
      name: z.string().min(2).max(60).meta({ title: 'Audience name', description: 'Who the page is for, shown on the page, its card and the review\'s industry choice, e.g. "Lawyers"' }),
      slug: industrySlug.meta({ title: 'Page address', description: 'The page\'s address after the slash: "dentists" gives /dentists; lowercase words joined by hyphens' }),
      icon: iconName,
      menu: industryMenuSchema,
      portfolioLabel: z
        .string()
        .min(2)
        .max(40)
        .optional()
        .meta({ title: 'Case study tag', description: 'How a case study of this industry is tagged on /case-studies (its card and the industry filter), e.g. "Law Firm"; without it, the menu label' }),
      summary: copy()
        .pipe(z.string().min(40).max(160, { error: (issue) => `Too long for the home page card: at most 160 characters (this has ${String((issue.input as string).length)}). Shorten it.` }))
        .meta({ title: 'Home page card text', description: "The industry card's text on the home page, 40–160 characters" }),
      vanityAliases: z
        .array(sitePath)
        .default([])
        .meta({ title: 'Other addresses', description: 'Other addresses that lead to this page for good (a permanent redirect), e.g. /law-firms; keep the old address here after a rename' }),
      review: reviewProfileSchema,
      guide: guideSchema,
      hero: z
        .object({
          headline: visibleText(90).meta({ title: 'Headline', description: 'The page\'s main heading, the first thing a visitor sees (and its share card\'s headline)' }),
          subheadline: visibleText(260).meta({ title: 'Text under the headline', description: 'A sentence or two under the headline' }),
          primaryCtaText: visibleText(40).meta({ title: 'First button', description: 'Its text; it leads to the contact page' }),
          secondaryCtaText: visibleText(40).meta({ title: 'Second button', description: 'Its text; it leads to the free AI review, or to the link below' }),
          secondaryCtaHref: sitePath
            .optional()
            .meta({ title: 'Second button\'s link', description: 'Where the second button leads, a page of this site; without it, the free AI review for this industry (write one when the text promises something else, e.g. See Our Work: /case-studies)' }),
          image: z
            .object({
              src: image().meta({ title: 'Picture', description: `Landscape (wider than tall) and at least ${HERO_IMAGE_MIN_WIDTH} pixels wide` }),
              alt: z
                .string()
                .trim()
                .min(10)
                .max(200)
                .meta({ title: 'Picture description', description: 'What the picture shows, for people who cannot see it, e.g. "A dental practice\'s website on a laptop and a phone"' }),
            })
            .strict()
            .optional()
            .meta({ title: 'Hero picture', description: 'A picture beside the headline on wide screens (laptops and desktops); phones show the text alone, so the headline stays the first thing a visitor sees' }),
        })
        .strict()
        .meta({ title: 'Top of the page (hero)', description: 'The dark band at the top of the page: its headline is the first thing a visitor sees (and the headline of the page\'s share card), with an optional picture beside it on wide screens' }),
      founderCard: z
        .enum(FOUNDER_CARDS)
        .optional()
        .meta({
          title: 'Founder card',
          description: 'The founder card near the end of the page: primary (speak with the founder), secondary (the discovery call) or value-first (a free strategy session). Without it, the hero\'s first button picks: "Founder" in its text gives primary, "20-Min" secondary, anything else value-first',
        }),
      whyMatters: z.array(visibleText(240)).min(2).max(6).meta({ title: 'Why it matters', description: 'Why a strong website matters for this audience' }),
      proof: z.array(visibleText(100)).min(3).max(6).meta({ title: 'Proof statistics', description: 'Percentages, ×/x multipliers and seconds are highlighted' }),
      servicesFocus: z.array(visibleText(180)).min(3).max(8).meta({ title: 'Services', description: 'What the studio builds for this audience' }),
      valueProps: z
        .array(z.object({ title: visibleText(60).meta({ title: 'Title' }), description: visibleText(260).meta({ title: 'Description' }) }).strict())
        .min(3)
        .max(6)
        .meta({ title: 'Benefits', description: 'What this audience gains, each a title and a sentence or two' }),
      offers: z
        .array(
          z
            .object({ name: visibleText(50).meta({ title: 'Name' }), description: visibleText(260).meta({ title: 'Description' }), points: z.array(visibleText(120)).min(2).max(6).meta({ title: 'Points' }) })
            .strict()
            ,
        )
        .min(1)
        .max(4)
        .meta({ title: 'Offers' }),
      gtm: z
        .object({ title: visibleText(80).meta({ title: 'Heading' }), points: z.array(visibleText(160)).min(2).max(6).meta({ title: 'Steps' }) })
        .strict()
        .meta({ title: 'Go-to-market plan', description: 'How the studio takes the site to market: a heading beside numbered steps' }),
      subProfessions: z
        .array(z.object({ name: z.string().min(2).max(50).meta({ title: 'Name' }), icon: iconName }).strict())
        .min(3)
        .max(12)
        .meta({ title: 'Specialties served', description: 'The kinds of practice or business within this audience, each with an icon' }),
      comparison: comparisonSchema.optional(),
      roiVsRetainers: z
        .object({ title: visibleText(80), body: visibleText(600) })
        .strict()
        .optional()
        .meta({ title: 'Cost calculator block', description: 'A heading and a paragraph above the cost calculator, comparing a one-time build with monthly retainers (local businesses)' }),
      caseStudies: z
        .array(
          z
            .object({
              title: visibleText(80).meta({ title: 'Title' }),
              client: visibleText(60).meta({ title: 'Client' }),
              challenge: visibleText(260).meta({ title: 'Challenge' }),
              solution: visibleText(260).meta({ title: 'Solution' }),
              outcome: visibleText(200).meta({ title: 'Outcome' }),
            })
            .strict()
            ,
        )
        .min(1)
        .max(4)
        .meta({ title: 'Case studies' }),
      beforeAfter: z
        .array(
          z
            .object({
              beforeImage: image().meta({ title: 'Before picture', description: 'The site before: the same proportions as the after picture (the slider lays one over the other)' }),
              afterImage: image().meta({ title: 'After picture', description: 'The site after: the same proportions as the before picture' }),
              caption: visibleText(260).meta({ title: 'Caption', description: 'What changed; also the pictures\' description for people who cannot see them' }),
            })
            .strict()
            ,
        )
        .max(3)
        .default([])
        .meta({ title: 'Before and after pictures' }),
      testimonial: z
        .object({ quote: visibleText(300).meta({ title: 'Quote' }), author: z.string().min(2).max(60).meta({ title: 'Who said it' }), role: z.string().min(2).max(80).meta({ title: 'Their role' }) })
        .strict()
        .meta({ title: 'Client testimonial' }),
      faqs: z.array(faqItemSchema).min(3).max(12).meta({ title: 'Questions and answers' }),
      endCta: z
        .object({
          heading: visibleText(80).meta({ title: 'Heading', description: 'The closing call to action\'s heading' }),
          subheading: visibleText(200).meta({ title: 'Text under the heading' }),
          primaryCtaText: visibleText(40).meta({ title: 'Button', description: 'Its text; it leads to the contact page' }),
        })
        .strict()
        .meta({ title: 'Closing call to action', description: 'The band that ends the page, with a button to the contact page' }),
      seo: seoSchema,
    })
    .strict();

/** An industry file's fields as the build has checked and filled them: the one shape of an industry. */
export type IndustryFile = z.output<ReturnType<typeof industrySchema>>;

export const PORTFOLIO_CAPABILITIES = ['Design', 'Build', 'Performance', 'SEO', 'Messaging'] as const;

/**
 * The full story of a portfolio entry, shown at /case/{slug} (without it the page says the case
 * study is coming soon). Written in the entry's MDX file, whose prose after the frontmatter is the
 * story's body, with the site's components (PullQuote, Stat, CtaButton, Note).
 */
export const caseStudyStorySchema = ({ image }: { image: ImageFn }) =>
  z
    .object({
      published: z.coerce.date().describe('The day the case study is published, YYYY-MM-DD (search engines show it)'),
      description: z
        .string()
        .trim()
        .min(50)
        .max(170)
        .describe("The page's search result text and share text, 50–170 characters"),
      challenge: copy()
        .pipe(z.string().max(500))
        .describe("The client's problem before the project, in two or three sentences (at most 500 characters)"),
      approach: copy()
        .pipe(z.string().max(600))
        .describe('What the studio did about it, in two or three sentences (at most 600 characters)'),
      results: z
        .array(
          z
            .object({
              value: z.string().trim().min(1).max(12).describe('The figure, short: "+62%", "0.9 s", "2.3×"'),
              label: copy().pipe(z.string().max(90)).describe('What it measures, read after the figure: "more consultation requests"'),
            })
            .strict(),
        )
        .min(1)
        .max(4)
        .describe('One to four results with figures, shown large under the headline'),
      quote: z
        .object({
          quote: copy().pipe(z.string().max(300)).describe("The client's words, without quotation marks (at most 300 characters)"),
          author: z.string().trim().min(2).max(60).describe('Who said it'),
          role: z.string().trim().min(2).max(80).describe('Their role and organisation, e.g. "Managing Partner, Whitfield Law"'),
        })
        .strict()
        .optional()
        .describe("A client's quote; real clients only"),
      beforeAfter: z
        .object({
          beforeImage: image().describe('The old site, a 1200 × 750 screenshot, relative to this file'),
          afterImage: image().describe('The new site, the same size'),
          caption: copy().pipe(z.string().max(240)).describe("What changed, one sentence (it is also the pictures' description for people who cannot see them)"),
        })
        .strict()
        .optional()
        .describe('Before and after pictures, compared with a slider'),
    })
    .strict();

export const portfolioSchema = ({ image, reference }: { image: ImageFn; reference: ReferenceFn }) =>
  z
    .object({
      title: copy().pipe(z.string().max(80)).describe("The card's and the case study's headline, at most 80 characters"),
      client: z.string().trim().min(2).max(60).describe("The client's name, e.g. \"Whitfield Law\""),
      industry: reference('industries').describe(
        'The industry file the client belongs to, e.g. lawyers.mdx; its portfolioLabel (or menu label) tags the card and the filter',
      ),
      capabilities: z
        .array(z.enum(PORTFOLIO_CAPABILITIES))
        .min(1)
        .describe(`What the studio did, the card's tags and the capability filter: ${PORTFOLIO_CAPABILITIES.join(', ')}`),
      result: copy().pipe(z.string().max(60)).describe('Headline outcome, e.g. "+62% consultation requests" (at most 60 characters)'),
      summary: copy().pipe(z.string().max(420)).describe("The card's text: the problem, what was done and the result, at most 420 characters"),
      image: image().describe('The finished site on a laptop and a phone, 1200 × 800, relative to this file'),
      imageAlt: z.string().trim().min(5).max(250).describe('What the picture shows, for people who cannot see it'),
      slug: z
        .string()
        .regex(SLUG_PATTERN, 'Lowercase words joined by hyphens, e.g. "whitfield-law"')
        .describe("The case study's address: /case/{slug}; the same as the file name"),
      order: z.number().int().describe("Position on /case-studies, lowest first; the first is the home page's featured case study"),
      story: caseStudyStorySchema({ image })
        .optional()
        .describe('The full case study at /case/{slug}; without it the page says it is coming soon'),
    })
    .strict();

/**
 * The file() loader keeps each entry's `id` in its data, so the strict schemas of file()-loaded
 * collections (faq, team, milestones; timeline requires it) must allow it.
 */
const entryId = z
  .string()
  .optional()
  .describe('The entry\'s own short name in this file, in lowercase words joined by hyphens, e.g. "care-plan"; no two entries share one');

export const faqEntrySchema = faqItemSchema.extend({ id: entryId, order: z.number().int() }).strict();

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

/* ------------------------------------------------------------------------------------------ */
/* Prices (src/content/pricing.yaml): every price the site shows or charges                    */
/* ------------------------------------------------------------------------------------------ */

/** The audit sold online: what create-payment charges and /payment, /pricing and the copy show. */
export const auditProductSchema = z
  .object({
    id: z
      .string()
      .regex(SLUG_PATTERN, 'Lowercase words joined by hyphens, e.g. "conversion-audit"')
      .describe('The product\'s code in orders, Stripe and the studio\'s e-mails. Leave it as it is: past orders name it'),
    title: z
      .string()
      .trim()
      .min(5)
      .max(60)
      .describe('Its name on /payment, at the checkout and on the receipt, e.g. "Website Conversion Audit"'),
    amount: z
      .number({ error: 'The price in cents, a whole number: 49900 for $499.00' })
      .int('The price is in cents, a whole number: 49900 for $499.00, 49950 for $499.50')
      .positive('A price is more than zero')
      .max(MAX_PRICE_CENTS, `At most ${MAX_PRICE_CENTS} cents (${formatMoney(MAX_PRICE_CENTS)}): a higher price is more likely a typo (an extra zero). Ask a developer to raise the limit if it is real`)
      .describe('The price in cents: 49900 is $499.00. What the checkout charges'),
    currency: z
      .enum(CURRENCIES, { error: `One of: ${CURRENCIES.join(', ')} (lower case)` })
      .describe('The currency charged, e.g. "usd"'),
  })
  .strict();

export const pricingTierSchema = z
  .object({
    tier: z.string().trim().min(3).max(30).describe('The tier\'s name, e.g. "Professional Site"'),
    price: z
      .string()
      .regex(/^\$\d{1,3}(,\d{3})*\+?$/, 'A price in dollars as it is shown, e.g. "$2,495" or "$8,000+" (a plus for "from")')
      .refine((price) => Number(price.replace(/[$,+]/g, '')) * 100 <= MAX_PRICE_CENTS, {
        error: `At most ${formatMoney(MAX_PRICE_CENTS)}: a higher price is more likely a typo (an extra zero). Ask a developer to raise the limit if it is real`,
      })
      .describe('Its price as shown, e.g. "$2,495"; a plus ("$8,000+") for a starting price'),
    popular: z.boolean().default(false).describe('Marked "Most popular" and outlined; one tier at most'),
    note: z.string().trim().max(30).optional().describe('A short note under the price, e.g. "3 to 5 weeks"'),
    description: copy().pipe(z.string().max(160)).describe('What the tier is, one sentence of at most 160 characters'),
    features: z.array(copy().pipe(z.string().max(80))).min(3).max(8).describe('What it includes, three to eight lines of at most 80 characters'),
  })
  .strict();

export const consultationSchema = z
  .object({
    duration: z.string().trim().min(3).max(20).describe('How long, e.g. "1 hour"'),
    price: z.number().int('Whole dollars, e.g. 299').positive().max(MAX_PRICE_CENTS / 100).describe('The price in whole dollars, e.g. 299'),
  })
  .strict();

export const pricingSchema = z
  .object({
    audit: auditProductSchema.describe('The Website Conversion Audit, sold online on /payment'),
    tiers: z
      .array(pricingTierSchema)
      .min(1)
      .max(4, 'At most four tiers: /pricing shows them in one row')
      .describe('The packages of /pricing, in the order shown; the first one\'s price is {{startingPrice}}'),
    consultations: z
      .array(consultationSchema)
      .length(2, 'Two consultations: one hour and two hours ({{consultOneHour}}, {{consultTwoHours}})')
      .describe('The paid consultations, one hour then two hours'),
  })
  .strict()
  .superRefine((pricing, ctx) => {
    const popular = pricing.tiers.filter((tier) => tier.popular);
    if (popular.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: `One tier at most is "Most popular" (now: ${popular.map((t) => t.tier).join(', ')})` });
    }
  });

