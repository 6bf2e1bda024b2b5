/**
 * The studio's identity and contact facts (its name, address on the web, e-mail, phone, city,
 * founder), which the pages, the PDFs, the e-mails, the share cards and the functions all show.
 * They are content: src/content/studio.yaml, checked by `studioSchema` and edited in the browser
 * editor. Everything else derives from that file:
 *
 * - the pages read it as the `studio` collection (`studioFacts()` in src/queries.ts);
 * - the studio loader (src/loaders/studio.ts) writes netlify/generated/studio.ts for the functions
 *   and the Node scripts, on every build, sync and dev change, and fills the copy tokens
 *   ({{studio}}, {{phone}}, …) before any other file is parsed;
 * - astro.config.mjs reads the site's address from it (`readStudioFacts`).
 *
 * The phone's `tel:` link is derived from the phone as written, never written twice.
 */
import { z } from 'astro/zod';

/** The phone as visitors read it: a plus and the country code, then digits in groups. */
const PHONE_PATTERN = /^\+\d[\d ().-]*\d$/;
/** A phone number has at most 15 digits with its country code (E.164), and a real one at least 8. */
const PHONE_DIGITS = { min: 8, max: 15 } as const;

const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** `+1 (503) 555-0142` → `tel:+15035550142`: what a phone's link dials. */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

const PHONE_HELP = 'Write the phone as visitors should read it, with its country code: a plus, then digits, spaces, brackets or hyphens, e.g. +1 (503) 555-0142.';
const URL_HELP = "Write the site's address as https:// and its domain only, e.g. https://example.com: no path and no slash at the end.";

const EMAIL = z.email();

/** The site's address: an https origin, as canonical links and share cards start with it. */
function isHttpsOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value;
  } catch {
    return false;
  }
}

/** The file the studio's facts are written in (the `studio` collection). */
export const STUDIO_FILE = 'src/content/studio.yaml';

export const studioSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2)
      .max(40)
      .meta({ title: 'Studio name', description: 'The name visitors know the studio by: the logo, page titles, share cards, e-mails and {{studio}} in texts' }),
    legalName: z
      .string()
      .trim()
      .min(2)
      .max(80)
      .meta({ title: 'Legal name', description: "The company's registered name, in the footer's copyright line and the search engines' company details" }),
    url: z
      .string()
      .trim()
      .refine(isHttpsOrigin, URL_HELP)
      .meta({ title: "Site's address", description: "Where the site lives, https:// and the domain: canonical links, share cards and the PDFs' links start with it (the live site's own address wins when Netlify gives one)" }),
    // A plain text field in the editor's form (a JSON-schema "email" format would get the
    // browser's bare e-mail input), held to Zod's e-mail rule.
    email: z
      .string()
      .trim()
      .max(254)
      .refine((email) => EMAIL.safeParse(email).success, 'Write an e-mail address, e.g. hello@example.com: a name, @, then the domain.')
      .meta({ title: 'E-mail address', description: 'Where visitors write: shown on /contact, in the footer, the guides and the PDFs, and the default sender and inbox of the e-mails' }),
    phone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, { error: PHONE_HELP, abort: true })
      .refine((phone) => phoneDigits(phone).length >= PHONE_DIGITS.min && phoneDigits(phone).length <= PHONE_DIGITS.max, {
        error: `A phone number has ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits with its country code. ${PHONE_HELP}`,
      })
      .meta({ title: 'Phone', description: 'Shown on /contact, in the footer, the guides and the PDFs; its link dials the same digits' }),
    city: z
      .string()
      .trim()
      .min(2)
      .max(60)
      .meta({ title: 'City', description: 'Where the studio is, town then state, e.g. Austin, Texas: {{city}} in texts, the e-mails and the search engines\' company details' }),
    copyrightYear: z
      .number()
      .int()
      .min(1990)
      .max(2100)
      .meta({ title: 'Copyright since', description: "The year of the footer's copyright line, e.g. 2024" }),
    founder: z
      .string()
      .trim()
      .min(2)
      .max(60)
      .meta({ title: 'Founder', description: "The founder's name: {{founder}} in texts, e.g. the about page's story" }),
  })
  .strict()
  .meta({ title: "The studio's contact details", description: 'Who the studio is and how visitors reach it, on every page, PDF and e-mail' });

export type StudioFile = z.output<typeof studioSchema>;

/** The studio's facts as the site and the functions use them: the file's, and the phone's link. */
export interface StudioFacts extends StudioFile {
  /** The phone's `tel:` link (`tel:` and its digits), derived from `phone`. */
  phoneHref: string;
}

export function studioFacts(file: StudioFile): StudioFacts {
  return { ...file, phoneHref: telHref(file.phone) };
}

/** The copy tokens whose values are the studio's facts (see src/lib/copy-tokens.ts). */
export const STUDIO_TOKENS = ['studio', 'founder', 'city', 'email', 'phone'] as const;
export type StudioToken = (typeof STUDIO_TOKENS)[number];

export function studioTokenValues(studio: StudioFile): Record<StudioToken, string> {
  return { studio: studio.name, founder: studio.founder, city: studio.city, email: studio.email, phone: studio.phone };
}

/** The module the functions and Node scripts read the studio's facts from (netlify/generated/studio.ts). */
export function studioModuleSource(studio: StudioFile, sourceFile: string): string {
  const facts = studioFacts(studio);
  return [
    `// Generated from ${sourceFile} by the studio loader (src/loaders/studio.ts) on every`,
    '// `astro build`, `astro sync` and `astro dev` change. Do not edit: edit the studio file.',
    "import type { StudioFacts } from '../../src/lib/studio.ts';",
    '',
    "/** The studio's identity and contact facts: the e-mails, the checkout and the AI review name it so. */",
    `export const STUDIO: StudioFacts = ${JSON.stringify(facts, null, 2)};`,
    '',
  ].join('\n');
}
