/**
 * Editors write business constants in content as {{tokens}} (e.g. "a {{nonprofitDiscount}} discount")
 * so the figure lives once, in config.ts. Content schemas run every string through
 * `fillCopyTokens`; an unknown token fails the build with the token's name.
 */
import {
  AI_REVIEW_DAILY_LIMIT,
  AUDIT_PRODUCT,
  CLAIMS,
  CONSULTATION_PRICING,
  ENGAGEMENT_WEEKS,
  LOCAL_HOSTING_PER_YEAR,
  NONPROFIT_DISCOUNT,
  PROFESSIONAL_SERVICES_PRICE,
  SITE,
  PRICING_TIERS,
  STRATEGY_SPRINT,
  formatUsd,
} from './config.ts';

export const COPY_TOKENS: Readonly<Record<string, string>> = {
  studio: SITE.name,
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
  experience: `${CLAIMS.yearsExperience} years`,
  response: CLAIMS.response,
  standardEngagement: ENGAGEMENT_WEEKS.standard,
  complexEngagement: ENGAGEMENT_WEEKS.complex,
  auditPrice: formatUsd(AUDIT_PRODUCT.amount / 100),
  consultOneHour: formatUsd(CONSULTATION_PRICING[0].price),
  consultTwoHours: formatUsd(CONSULTATION_PRICING[1].price),
  freeReviews: String(AI_REVIEW_DAILY_LIMIT),
  /** The first tier's price ($995): where the packages start. */
  startingPrice: PRICING_TIERS[0].price,
};

const TOKEN = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** Names of tokens in `text` that COPY_TOKENS does not know. */
export function unknownCopyTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => !(name in COPY_TOKENS));
}

/** Replaces every known {{token}}; unknown ones are left as written (the schema reports them). */
export function fillCopyTokens(text: string): string {
  return text.replace(TOKEN, (whole, name: string) => COPY_TOKENS[name] ?? whole);
}
