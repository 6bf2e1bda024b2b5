/**
 * Zod schemas of the texts of the site's own pages and of the blocks several pages share: one
 * YAML file each under src/content/pages/ and src/content/blocks/ (PAGE_FILES below says which
 * file has which schema). Like the content schemas (./content.ts): strict objects, so a mistyped
 * field is an error naming it; every field described for editors; limits that fit the layout;
 * {{copy tokens}} filled in every text, and {slots} where a text is written once for many pages.
 * docs/editing.md is the editors' guide to the same files.
 */
import { z } from 'astro/zod';
import { STAT_FIGURES } from '../stats.ts';
import { slotNames } from '../text-slots.ts';
import { copy, iconName } from './content.ts';

/** A text of at most `max` characters, with {{copy tokens}} filled. */
const text = (max: number, what: string) => copy().pipe(z.string().max(max, `At most ${max} characters: ${what}`)).describe(what);

/** A short label: a button, a link, an eyebrow. */
const label = (max: number, what: string) => text(max, what);

/** A text written once for many cases, which may use only the listed {slots}. */
const slotted = (slots: readonly string[], max: number, what: string) =>
  copy()
    .pipe(
      z
        .string()
        .max(max, `At most ${max} characters: ${what}`)
        .superRefine((value, ctx) => {
          for (const name of slotNames(value).filter((slot) => !slots.includes(slot))) {
            ctx.addIssue({ code: 'custom', message: `{${name}} is not a placeholder of this text; it may use ${slots.map((s) => `{${s}}`).join(', ')}` });
          }
        }),
    )
    .describe(`${what} (placeholders: ${slots.map((s) => `{${s}}`).join(', ')})`);

/** A path on this site, optionally to a section of a page: /pricing, /services#care-optimization. */
const sitePath = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(#[a-z0-9-]+)?$/, 'A path on this site: a slash then lowercase words, e.g. /pricing')
  .describe('A page of this site, e.g. /pricing');

/** What search engines and the browser tab show. */
export const pageSeoSchema = z
  .object({
    title: text(60, 'The browser tab and search result title, at most 60 characters ("| Northlight Studio" is added)'),
    description: copy()
      .pipe(z.string().min(50).max(220))
      .describe("The search result's text and the share text, 50–220 characters"),
  })
  .strict()
  .describe('Search and share texts');

/** The top band of an inner page: its one big heading. */
export const pageHeroSchema = z
  .object({
    eyebrow: label(30, 'The small line above the heading, e.g. "Pricing"'),
    headline: text(90, "The page's big heading (its share card's headline too)"),
    subheadline: text(260, 'The paragraph under the heading').optional(),
  })
  .strict()
  .describe('The top of the page');

/** The heading of a section: an optional small line above it, the heading and an optional paragraph. */
export const sectionHeadingSchema = z
  .object({
    eyebrow: label(40, 'The small line above the heading').optional(),
    title: text(90, "The section's heading"),
    lead: text(260, 'The paragraph under the heading').optional(),
  })
  .strict();

/** The coloured band that closes a page. */
export const endCtaSchema = z
  .object({
    heading: text(80, "The band's heading"),
    subheading: text(200, 'The sentence under it'),
    primaryCtaText: label(40, 'The button to the contact page; without it "Schedule a Strategy Call"').optional(),
    secondaryCtaText: label(40, 'A second button, to the free AI review').optional(),
  })
  .strict()
  .describe('The band at the end of the page, with its button to the contact page');

/** A card with an icon, a title and a sentence. */
const iconCardSchema = z
  .object({
    icon: iconName,
    title: label(40, "The card's title"),
    text: text(200, "The card's sentence"),
  })
  .strict();

/** A link drawn as a card: where it leads, its title and a sentence. */
const linkCardSchema = z
  .object({
    href: sitePath,
    title: label(40, "The card's title"),
    text: text(120, "The card's sentence"),
  })
  .strict();

/* ------------------------------------------------------------------------------------------ */
/* The site's own words                                                                        */
/* ------------------------------------------------------------------------------------------ */

export const siteTextsSchema = z
  .object({
    tagline: text(70, "The studio's one-line promise: the studio's share card and search engines' card of it"),
    description: text(220, "What the studio does, in two sentences: the home page's search text and the studio's description for search engines"),
    skipLink: label(40, 'The first link for keyboard and screen-reader users, to the main content'),
    footer: z
      .object({
        blurb: text(200, "The sentence under the logo in every page's footer"),
        servicesHeading: label(30, 'The heading of the services links'),
        allIndustriesText: slotted(['count'], 40, 'The link to every industry, when there are more than the footer lists'),
        talk: z
          .object({
            heading: label(30, 'The heading of the last column'),
            text: text(160, 'Its sentence'),
            ctaText: label(40, 'Its button, to the contact page'),
          })
          .strict(),
        copyright: slotted(['year', 'owner'], 80, 'The copyright line; {year} and {owner} are the studio\'s (src/content/studio.yaml)'),
      })
      .strict()
      .describe("Every page's footer"),
    stickyBar: z
      .object({
        label: label(40, 'Its name for screen readers'),
        reviewText: label(20, 'The button to the free AI review (short: phones)'),
      })
      .strict()
      .describe('The bar of buttons at the bottom of a phone screen'),
    slideIn: z
      .object({
        body: text(140, 'The sentence of the card that slides in on wide screens, under "Book Your Strategy Call"'),
      })
      .strict(),
    legal: z
      .object({
        tocHeading: label(30, 'The heading of the table of contents of /privacy and /terms'),
        updatedLabel: label(30, 'Before the date the page was last updated'),
      })
      .strict()
      .describe('The legal pages\' own words (their text is src/content/legal/)'),
  })
  .strict();

/* ------------------------------------------------------------------------------------------ */
/* Blocks that several pages share                                                             */
/* ------------------------------------------------------------------------------------------ */

/** Which of the studio's claims a figure shows (written once, in src/lib/config/claims.ts). */
const STAT_CLAIMS = Object.keys(STAT_FIGURES) as [keyof typeof STAT_FIGURES, ...(keyof typeof STAT_FIGURES)[]];

export const studioStatsSchema = z
  .object({
    stats: z
      .array(
        z
          .object({
            claim: z
              .enum(STAT_CLAIMS, { error: `One of: ${STAT_CLAIMS.join(', ')}` })
              .describe('Which figure: clients (100+), yearsExperience (20+) or launchWeeks (4-8)'),
            label: label(30, 'What the figure counts, e.g. "Clients served"'),
            description: text(80, 'One short sentence under it'),
          })
          .strict(),
      )
      .length(3, 'Three figures: they count up side by side')
      .describe('The three figures that count up on the home page and /about'),
  })
  .strict();

export const processStepsSchema = z
  .object({
    steps: z
      .array(z.object({ title: label(20, 'The step\'s name, e.g. "Discovery"'), text: text(160, 'What happens in it') }).strict())
      .length(4, 'A project has four steps (the demo timeline groups its tasks by them)')
      .describe('The steps of a project, in order: the home page calls them phases, /services steps, and the demo timeline names its tasks after them'),
  })
  .strict();

export const whatYouGetSchema = z
  .object({
    heading: sectionHeadingSchema,
    deliverables: z.array(iconCardSchema).min(2).max(8).describe('What every project delivers, two to eight cards'),
    ownership: z
      .object({
        title: label(40, 'The dark box\'s heading'),
        points: z.array(text(120, 'One promise')).min(2).max(6),
      })
      .strict()
      .describe('The dark box beside the cards: what the client owns'),
  })
  .strict();

export const ownershipBannerSchema = z
  .object({
    label: label(30, 'Its name for screen readers'),
    text: text(80, 'The first sentence'),
    highlight: text(80, 'The sentence after it, in the accent colour'),
    linkText: label(40, "The link to What You'll Get"),
  })
  .strict();

const auditCardSchema = (slots: readonly string[]) =>
  z
    .object({
      eyebrow: slotted(slots, 40, 'The small line above the title'),
      title: slotted(slots, 50, "The card's title"),
      text: text(200, 'What it is'),
      points: z.array(text(80, 'One thing it includes')).min(2).max(4),
      ctaText: label(30, "The card's button"),
    })
    .strict();

export const aiVsAuditSchema = z
  .object({
    title: text(90, "The section's heading"),
    analysis: auditCardSchema([]).describe('The free AI analysis (its button leads to /ai-feedback)'),
    audit: auditCardSchema(['price', 'title']).describe('The paid audit (its button leads to /payment); {price} and {title} come from src/content/pricing.yaml'),
  })
  .strict();

export const roiGuideOfferSchema = z
  .object({
    eyebrow: label(30, 'The small line above the title'),
    lead: text(260, 'The paragraph beside the form'),
    description: text(260, 'The description in the download card'),
    benefits: z.array(text(80, 'One benefit')).min(2).max(4),
  })
  .strict();

/* ------------------------------------------------------------------------------------------ */
/* Pages                                                                                       */
/* ------------------------------------------------------------------------------------------ */

export const homePageSchema = z
  .object({
    seo: z.object({ title: text(60, 'The browser tab and search result title') }).strict().describe('The search result text is the site description (src/content/site.yaml)'),
    hero: z
      .object({
        eyebrow: label(50, 'The small line above the headline'),
        headline: text(90, 'The big headline, the first thing a visitor reads'),
        subheadline: text(260, 'The paragraph under it'),
        primaryCtaText: label(40, 'The first button, to the contact page'),
        secondaryCtaText: label(40, 'The second button, to the free AI review'),
        imageAlt: text(160, 'What the hero picture shows, for people who cannot see it'),
      })
      .strict()
      .describe('The dark band at the top of the home page'),
    trustBadges: z
      .object({
        label: label(40, 'The row\'s name for screen readers'),
        items: z.array(label(40, 'One promise')).min(2).max(4).describe('The promises under the hero, two to four'),
      })
      .strict(),
    approach: sectionHeadingSchema
      .extend({ cards: z.array(iconCardSchema).length(3, 'Three cards, side by side').describe('How the studio works') })
      .strict(),
    featuredCaseStudy: z
      .object({
        eyebrow: slotted(['industry'], 50, 'The small line above the case study (the first of the portfolio)'),
        readMoreText: label(40, 'The link to the case study'),
        allWorkText: label(40, 'The link to the portfolio'),
      })
      .strict(),
    industries: sectionHeadingSchema
      .extend({ allIndustriesText: slotted(['count'], 60, 'The link to every industry, when there are more than the page shows') })
      .strict()
      .describe('The industry cards (their texts are the industry files\' summaries)'),
    process: sectionHeadingSchema
      .extend({
        stepName: label(20, 'What one step is called for screen readers, e.g. "Phase" ("Phase 2: Design")'),
        timelineLinkText: label(60, 'The link to the sample timeline'),
      })
      .strict(),
    endCta: endCtaSchema,
  })
  .strict();

export const servicesPageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema
      .extend({
        primaryCtaText: label(40, 'The first button, to the contact page'),
        secondaryCtaText: label(40, 'The second button, to /pricing'),
      })
      .strict(),
    services: sectionHeadingSchema
      .extend({
        cards: z
          .array(
            z
              .object({
                id: z
                  .string()
                  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
                  .describe('The card\'s anchor (/services#web-design-build): the footer links to it, so leave it as it is'),
                icon: iconName,
                title: label(40, "The service's name"),
                text: text(220, 'What it is'),
                points: z.array(text(60, 'One thing it includes')).min(2).max(4),
              })
              .strict(),
          )
          .length(4, 'Four services, two by two')
          .describe('The four service cards'),
      })
      .strict(),
    process: sectionHeadingSchema.extend({ stepName: label(20, 'What one step is called for screen readers, e.g. "Step"') }).strict(),
    nextSteps: z
      .object({ title: text(60, "The section's heading"), links: z.array(linkCardSchema).min(2).max(4) })
      .strict()
      .describe('Where a visitor goes next'),
    endCta: endCtaSchema,
  })
  .strict();

export const aboutPageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema,
    story: z
      .object({
        title: text(60, "The section's heading"),
        paragraphs: z.array(text(420, 'One paragraph')).min(1).max(5),
      })
      .strict()
      .describe("The founder's story, beside the studio's figures"),
    milestonesTitle: text(60, 'The heading of the milestones (src/content/milestones.yaml)'),
    team: z
      .object({
        title: text(60, 'The heading of the team (src/content/team.yaml)'),
        photoAlt: slotted(['name'], 80, 'Each portrait\'s description for people who cannot see it'),
      })
      .strict(),
    ownership: z
      .object({ heading: text(90, 'The heading of the dark band'), body: text(320, 'Its paragraph') })
      .strict()
      .describe('Why the client owns the website outright'),
    endCta: endCtaSchema,
  })
  .strict();

export const pricingPageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema,
    tiers: z
      .object({
        heading: label(40, "The tiers' heading for screen readers"),
        popularLabel: label(20, 'The tag on the popular tier'),
        ctaText: label(30, "Each tier's button, to the contact page"),
      })
      .strict()
      .describe('The tiers themselves (names, prices, features) are in src/content/pricing.yaml'),
    consultations: z
      .object({
        heading: text(60, "The box's heading"),
        text: slotted(['prices'], 120, 'The sentence that lists the consultations; {prices} is "1 hour $299 · 2 hours $499"'),
        linkText: label(40, 'The link after it, to the contact page'),
      })
      .strict(),
    calculator: z
      .object({ title: text(90, "The calculator's heading"), body: text(200, 'The sentence under it') })
      .strict(),
    faq: z
      .object({
        title: text(60, "The questions' heading"),
        count: z.number().int().min(1).max(9).describe('How many of the first questions of /faq it shows'),
      })
      .strict(),
    quote: z
      .object({
        quote: text(300, "The client's words, without quotation marks"),
        author: label(60, 'Who said it'),
        role: label(80, 'Their role and organisation'),
        label: label(30, "The quote's name for screen readers"),
      })
      .strict(),
    endCta: endCtaSchema,
  })
  .strict();

/** The page of a portfolio entry, /case/{slug}: with its story, or saying it is coming soon. */
export const caseStudyPageSchema = z
  .object({
    title: slotted(['client'], 60, 'The browser tab and search result title'),
    comingSoon: slotted(['client'], 200, 'What the page of an entry without a story says'),
    backLinkText: label(40, 'The link back to the portfolio'),
    contactText: label(40, 'The button to the contact page'),
    story: z
      .object({
        resultsLabel: label(30, "The results' name for screen readers"),
        challengeTitle: label(40, 'The heading of the challenge'),
        approachTitle: label(40, 'The heading of what the studio did'),
        storyTitle: label(40, 'The heading of the story (the file\'s prose)'),
        beforeAfter: sectionHeadingSchema,
        quoteLabel: label(30, "The client's quote's name for screen readers"),
        endCta: endCtaSchema,
      })
      .strict()
      .describe('The headings of a case study with a story'),
  })
  .strict();

const founderCardSchema = z
  .object({
    eyebrow: label(40, 'The small line above the heading'),
    heading: text(70, "The card's heading"),
    body: text(240, "The card's sentence"),
    buttonText: label(45, 'Its button, to the contact page'),
  })
  .strict();

export const founderCardsSchema = z
  .object({
    primary: founderCardSchema.describe('Speak with the founder'),
    secondary: founderCardSchema.describe('The discovery call'),
    'value-first': founderCardSchema.describe('A free strategy session'),
  })
  .strict()
  .describe('The founder card near the end of an industry page, in its three kinds (an industry file picks one with founderCard)');

export const schedulerSchema = z
  .object({
    heading: text(60, 'The heading in the calendar\'s place while it loads'),
    loading: text(160, 'What it says while the calendar loads'),
    unavailable: text(160, 'What it says when the calendar cannot load'),
    openText: label(40, 'The link to the scheduling page'),
    emailLabel: label(20, 'Before the e-mail address'),
    phoneLabel: label(20, 'Before the phone number'),
    frameTitle: text(80, "The calendar's name for screen readers"),
  })
  .strict()
  .describe('The scheduling calendar of /contact and /book');

export const costCalculatorSchema = z
  .object({ eyebrow: label(30, 'The small line above the calculator\'s heading') })
  .strict()
  .describe('The cost calculator block (its heading and sentence are the page\'s)');

export const industryPageSchema = z
  .object({
    heroEyebrow: slotted(['name'], 60, "The small line above an industry page's headline, and its share card's line"),
    guideLinkText: slotted(['label'], 60, "A link to an industry's printable guide (/resources, /who-we-serve)"),
    why: z.object({ eyebrow: label(30, 'The small line'), title: slotted(['audience'], 90, 'The heading beside the prose') }).strict(),
    valueProps: z.object({ eyebrow: label(30, 'The small line'), title: slotted(['audience'], 90, 'The heading of the value cards') }).strict(),
    proofTitle: text(60, 'The heading of the proof statistics'),
    guideOffer: z
      .object({
        eyebrow: label(30, 'The small line above the guide'),
        printable: slotted(['guide'], 120, 'The line under the form; [text]({guide}) links the printable guide'),
      })
      .strict(),
    services: z.object({ eyebrow: label(30, 'The small line'), title: slotted(['audience'], 90, 'The heading of what the studio builds') }).strict(),
    offers: z
      .object({ eyebrow: label(30, 'The small line'), title: text(60, 'The heading of the offers'), askText: label(40, "Each offer's button") })
      .strict(),
    gtmEyebrow: label(30, 'The small line above the go-to-market block'),
    who: z.object({ eyebrow: label(30, 'The small line'), title: slotted(['audience'], 90, 'The heading of the sub-professions') }).strict(),
    beforeAfter: sectionHeadingSchema,
    caseStudies: z
      .object({
        title: text(60, 'The heading of the case studies'),
        challengeLabel: label(20, 'Before the challenge'),
        solutionLabel: label(20, 'Before the solution'),
        outcomeLabel: label(20, 'Before the outcome'),
      })
      .strict(),
    testimonialLabel: label(30, "The testimonial's name for screen readers"),
    faqTitle: text(60, 'The heading of the questions'),
    guidePage: z
      .object({
        eyebrow: label(30, 'The small line above a printable guide\'s title, and its share card\'s line'),
        ctaHeading: text(60, 'The heading of the box at its end, with the studio\'s contacts'),
      })
      .strict()
      .describe('The printable guide of each industry (/guides/{slug}-quick-wins)'),
  })
  .strict()
  .describe("The words every industry page shares; {name} is the industry's name, {audience} the same in lower case, {label} its menu label");

const simplePage = z.object({ seo: pageSeoSchema, hero: pageHeroSchema, endCta: endCtaSchema }).strict();

export const notFoundPageSchema = z
  .object({
    seo: pageSeoSchema,
    headline: text(60, 'The heading'),
    text: text(160, 'The sentence under it'),
    linkText: label(30, 'The link to the home page'),
  })
  .strict();

export const aiFeedbackPageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema,
    form: z
      .object({
        focusPlaceholder: label(60, 'The example in the focus field'),
        emailHint: text(120, 'The hint under the e-mail field'),
        resultHeading: label(60, 'The heading over the analysis once it is shown'),
      })
      .strict()
      .describe("The form's sentences (its labels and messages are src/lib/ai-feedback.ts)"),
    howItWorks: z
      .object({ title: text(60, "The box's heading"), steps: z.array(text(200, 'One step')).min(2).max(5) })
      .strict()
      .describe('How the review works, beside the form'),
  })
  .strict();

export const bookPageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema,
    calendarLinkText: label(50, 'The link that opens the calendar in a new tab'),
    paymentLinkText: label(30, 'The link to /payment'),
  })
  .strict()
  .describe('/book; {audit} is the audit\'s title (src/content/pricing.yaml)');

export const contactPageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema,
    formHeading: text(60, 'The heading above the form'),
    details: z
      .object({
        heading: text(40, "The box's heading"),
        emailLabel: label(20, 'Before the e-mail address'),
        phoneLabel: label(20, 'Before the phone number'),
        lines: z.array(text(160, 'One line')).min(0).max(4).describe('The lines after the e-mail and the phone'),
      })
      .strict(),
    calendar: z.object({ heading: text(40, 'The heading above the calendar'), text: text(160, 'The sentence under it') }).strict(),
  })
  .strict();

export const faqPageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema,
    search: z
      .object({
        label: label(40, 'The search box\'s label'),
        placeholder: label(60, 'The example in the empty box'),
        noMatch: slotted(['query'], 120, 'What shows when no question matches; {query} is what was typed, [text](/contact) a link'),
      })
      .strict(),
    outro: text(200, 'The line after the questions; [text](/pricing) makes a link'),
    endCta: endCtaSchema,
  })
  .strict();

export const paymentPagesSchema = z
  .object({
    payment: z
      .object({
        seo: z.object({ title: slotted(['audit'], 60, 'The browser tab and search title'), description: slotted(['audit'], 220, "The search result's text") }).strict(),
        eyebrow: label(30, 'The small line above the heading (the audit\'s title)'),
        subheadline: text(260, 'The paragraph under the heading'),
        priceLabel: label(30, 'Above the price'),
        includes: z.array(text(80, 'One thing the audit includes')).min(2).max(6),
        checkoutNote: text(160, 'The line under the Pay Now button'),
        questions: z.object({ heading: text(60, 'The heading'), text: text(200, 'The sentence'), linkText: label(30, 'The link to /contact') }).strict(),
      })
      .strict()
      .describe('/payment; {audit} is the audit\'s title'),
    success: z
      .object({
        seo: z.object({ title: text(60, 'The browser tab title'), description: slotted(['audit'], 220, "The search result's text") }).strict(),
        headline: text(80, 'The heading'),
        text: slotted(['audit'], 260, 'The paragraph'),
        homeLinkText: label(30, 'The link to the home page'),
        contactLinkText: label(30, 'The link to /contact'),
      })
      .strict()
      .describe('/payment-success'),
    canceled: z
      .object({
        seo: pageSeoSchema,
        headline: text(80, 'The heading'),
        text: text(260, 'The paragraph'),
        retryLinkText: label(30, 'The link back to /payment'),
        contactLinkText: label(30, 'The link to /contact'),
      })
      .strict()
      .describe('/payment-canceled'),
  })
  .strict();

export const portfolioPageSchema = z
  .object({
    caseStudiesSeo: pageSeoSchema.describe('/case-studies'),
    portfolioSeo: pageSeoSchema.describe('/portfolio (the same gallery)'),
    hero: pageHeroSchema,
    projectsHeading: label(30, "The cards' heading for screen readers"),
    endCta: endCtaSchema,
  })
  .strict();

export const resourcesPageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema,
    guides: z
      .object({
        title: text(60, 'The heading of the guides'),
        allGuidesTitle: text(60, 'The heading of the links to every printable guide'),
        allGuidesText: slotted(['count'], 60, 'The link to every guide, when there are more than the page lists'),
      })
      .strict(),
    more: z.object({ heading: label(40, "The cards' heading for screen readers"), links: z.array(linkCardSchema).min(1).max(4) }).strict(),
    endCta: endCtaSchema,
  })
  .strict();

export const timelinePageSchema = z
  .object({
    seo: pageSeoSchema,
    hero: pageHeroSchema.extend({ subheadline: slotted(['days', 'phases'], 200, 'The paragraph under the heading') }).strict(),
    endCta: endCtaSchema,
  })
  .strict();

/**
 * Every file of page texts and shared blocks: the collection it is, the file, what it holds for
 * an editor, and its schema. src/content.config.ts defines the collections from this list.
 */
export const PAGE_FILES = {
  siteTexts: { file: 'src/content/site.yaml', title: "The site's own words (footer, tagline)", schema: siteTextsSchema },
  studioStats: { file: 'src/content/blocks/studio-stats.yaml', title: "The studio's figures", schema: studioStatsSchema },
  processSteps: { file: 'src/content/blocks/process.yaml', title: 'The steps of a project', schema: processStepsSchema },
  whatYouGet: { file: 'src/content/blocks/what-you-get.yaml', title: "What You'll Get", schema: whatYouGetSchema },
  ownershipBanner: { file: 'src/content/blocks/ownership-banner.yaml', title: 'The ownership banner', schema: ownershipBannerSchema },
  aiVsAudit: { file: 'src/content/blocks/ai-vs-audit.yaml', title: 'AI analysis or expert audit', schema: aiVsAuditSchema },
  roiGuideOffer: { file: 'src/content/blocks/roi-guide-offer.yaml', title: 'The ROI guide download', schema: roiGuideOfferSchema },
  homePage: { file: 'src/content/pages/home.yaml', title: 'Home page', schema: homePageSchema },
  servicesPage: { file: 'src/content/pages/services.yaml', title: 'Services page', schema: servicesPageSchema },
  aboutPage: { file: 'src/content/pages/about.yaml', title: 'About page', schema: aboutPageSchema },
  pricingPage: { file: 'src/content/pages/pricing.yaml', title: 'Pricing page', schema: pricingPageSchema },
  caseStudyPage: { file: 'src/content/pages/case-study.yaml', title: 'Case study pages', schema: caseStudyPageSchema },
  founderCards: { file: 'src/content/blocks/founder-cards.yaml', title: 'The founder cards', schema: founderCardsSchema },
  scheduler: { file: 'src/content/blocks/scheduler.yaml', title: 'The scheduling calendar', schema: schedulerSchema },
  costCalculator: { file: 'src/content/blocks/cost-calculator.yaml', title: 'The cost calculator', schema: costCalculatorSchema },
  industryPage: { file: 'src/content/pages/industry.yaml', title: 'Industry pages (shared words)', schema: industryPageSchema },
  notFoundPage: { file: 'src/content/pages/not-found.yaml', title: 'Page not found', schema: notFoundPageSchema },
  aiFeedbackPage: { file: 'src/content/pages/ai-feedback.yaml', title: 'Free AI review page', schema: aiFeedbackPageSchema },
  bookPage: { file: 'src/content/pages/book.yaml', title: 'Book page', schema: bookPageSchema },
  contactPage: { file: 'src/content/pages/contact.yaml', title: 'Contact page', schema: contactPageSchema },
  faqPage: { file: 'src/content/pages/faq.yaml', title: 'FAQ page', schema: faqPageSchema },
  paymentPages: { file: 'src/content/pages/payment.yaml', title: 'Payment pages', schema: paymentPagesSchema },
  portfolioPage: { file: 'src/content/pages/portfolio.yaml', title: 'Case studies page', schema: portfolioPageSchema },
  resourcesPage: { file: 'src/content/pages/resources.yaml', title: 'Resources page', schema: resourcesPageSchema },
  timelinePage: { file: 'src/content/pages/timeline.yaml', title: 'Timeline page', schema: timelinePageSchema },
  whoWeServePage: { file: 'src/content/pages/who-we-serve.yaml', title: 'Who we serve page', schema: simplePage },
} as const;

export type PageFiles = typeof PAGE_FILES;
export type PageTexts<K extends keyof PageFiles> = z.output<PageFiles[K]['schema']>;
