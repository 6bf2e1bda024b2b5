/**
 * Editors write business constants in content as {{tokens}} (e.g. "a {{nonprofitDiscount}} discount")
 * so the figure lives once and every text follows it: the studio's claims and figures in
 * config.ts, the prices in src/content/pricing.yaml. Content schemas run every string through
 * `fillCopyTokens`; an unknown token fails the build with the token's name.
 *
 * The prices are content, read when the collections are defined (src/content.config.ts calls
 * `usePriceTokens` before any file is parsed). Where nothing has read them (a test of a schema
 * alone, the browser editor checking a field) a price token is known but stays as written.
 */
import {
  AI_REVIEW_DAILY_LIMIT,
  CLAIMS,
  ENGAGEMENT_WEEKS,
  LOCAL_HOSTING_PER_YEAR,
  NONPROFIT_DISCOUNT,
  PROFESSIONAL_SERVICES_PRICE,
  SITE,
  STRATEGY_SPRINT,
  formatUsd,
} from './config.ts';
import { PRICE_TOKENS, type PriceToken } from './offers.ts';

const tokens: Record<string, string> = {
  studio: SITE.name,
  founder: SITE.founder,
  city: SITE.city,
  email: SITE.email,
  phone: SITE.phone,
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

/** Every copy token and what it stands for (the prices once the pricing file has been read). */
export const COPY_TOKENS: Readonly<Record<string, string>> = tokens;

/** The prices' tokens from the pricing file: called before any content file is parsed. */
export function usePriceTokens(values: Readonly<Record<PriceToken, string>>): void {
  Object.assign(tokens, values);
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
