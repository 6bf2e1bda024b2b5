/**
 * Editors write business constants in content as {{tokens}} (e.g. "a {{nonprofitDiscount}} discount")
 * so the figure lives once and every text follows it: the studio's claims and figures in
 * config.ts, the prices in src/content/pricing.yaml, the studio's name and contact facts in
 * src/content/studio.yaml. Content schemas run every string through
 * `fillCopyTokens`; an unknown token fails the build with the token's name.
 *
 * The prices and the studio's facts are content, read when the collections are defined
 * (src/loaders/copy-token-files.ts calls `usePriceTokens` and `useStudioTokens` before any file is parsed).
 * Where nothing has read them (a test of a schema alone, the browser editor checking a field)
 * such a token is known but stays as written.
 */
import {
  AI_REVIEW_DAILY_LIMIT,
  CLAIMS,
  ENGAGEMENT_WEEKS,
  LOCAL_HOSTING_PER_YEAR,
  NONPROFIT_DISCOUNT,
  PROFESSIONAL_SERVICES_PRICE,
  STRATEGY_SPRINT,
  formatUsd,
} from './config.ts';
import { PRICE_TOKENS, type PriceToken } from './offers.ts';
import { STUDIO_TOKENS, studioTokenValues, type StudioFile } from './studio.ts';

const tokens: Record<string, string> = {
  // The studio's facts (its name, founder, city, e-mail, phone): as written until the studio file
  // has been read.
  ...Object.fromEntries(STUDIO_TOKENS.map((name) => [name, `{{${name}}}`])),
  nonprofitDiscount: NONPROFIT_DISCOUNT.label,
  professionalServicesPrice: PROFESSIONAL_SERVICES_PRICE.label,
  localHosting: `${formatUsd(LOCAL_HOSTING_PER_YEAR)}/year`,
  strategySprint: STRATEGY_SPRINT.label,
  clients: CLAIMS.clients,
  delivery: CLAIMS.delivery,
  discoveryCall: `${CLAIMS.discoveryCallMinutes}-minute`,
  strategyCall: `${CLAIMS.strategyCallMinutes}-minute`,
  discoveryCallMinutes: String(CLAIMS.discoveryCallMinutes),
  strategyCallMinutes: String(CLAIMS.strategyCallMinutes),
  experience: `${CLAIMS.yearsExperience} years`,
  response: CLAIMS.response,
  standardEngagement: ENGAGEMENT_WEEKS.standard,
  complexEngagement: ENGAGEMENT_WEEKS.complex,
  /** "4-8 weeks": how long a site takes to launch. */
  launchTime: `${CLAIMS.delivery}s`,
  freeReviews: String(AI_REVIEW_DAILY_LIMIT),
  // The prices (the audit's, the consultations', where the packages start): as written until
  // the pricing file has been read.
  ...Object.fromEntries(PRICE_TOKENS.map((name) => [name, `{{${name}}}`])),
};

/** Every copy token and what it stands for (the prices and the studio's facts once their files have been read). */
export const COPY_TOKENS: Readonly<Record<string, string>> = tokens;

/** The prices' tokens from the pricing file: called before any content file is parsed. */
export function usePriceTokens(values: Readonly<Record<PriceToken, string>>): void {
  Object.assign(tokens, values);
}

/** The studio's tokens from the studio file: called before any content file is parsed. */
export function useStudioTokens(studio: StudioFile): void {
  Object.assign(tokens, studioTokenValues(studio));
}

const TOKEN = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** Names of tokens in `text` that COPY_TOKENS does not know. */
export function unknownCopyTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => !(name in COPY_TOKENS));
}

/** Replaces every known {{token}}; unknown ones are left as written (the schema reports them). */
export function fillCopyTokens(text: string): string {
  return text.replace(TOKEN, (whole, name: string) => COPY_TOKENS[name] ?? whole);
}
