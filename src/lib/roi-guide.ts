/**
 * Tokens of the website ROI guide (src/content/roi-guide.md). The guide's copy never repeats the
 * studio's figures: it writes {{tokens}} that are filled here from src/lib/config.ts, so the PDF
 * always matches the site (cost calculator, hosting price, contact details). The build fills them
 * when it makes the PDF (src/pages/downloads/[file].ts); an unknown token fails the build.
 */
import { planTotal, type CostPlan } from './calculator.ts';
import { CLAIMS, COST_CALCULATOR, LOCAL_HOSTING_PER_YEAR, formatUsd } from './config.ts';
import type { StudioFile } from './studio.ts';

/**
 * The Markdown source of the guide, from the project root.
 * @internal Also a seam for the tests (knip --production).
 */
export const ROI_GUIDE_FILE = 'src/content/roi-guide.md';

function perYear(plan: CostPlan): number {
  return plan.hostingPerYear + plan.maintenancePerYear;
}

/** "$50" or "$41.67": whole dollars when they are whole. */
function usd(amount: number): string {
  return Number.isInteger(amount) ? formatUsd(amount) : `$${amount.toFixed(2)}`;
}

/** The signed difference agency − studio, in words, for the comparison table. */
function differenceLabel(savings: number): string {
  if (savings > 0) return `You save ${formatUsd(savings)}`;
  if (savings < 0) return `Agency ${formatUsd(-savings)} less`;
  return 'The same';
}

/**
 * When owning the site starts paying off. The guide's copy says the retainer "looks cheaper at
 * first" and owning pays off later: if config.ts ever changes so that is no longer true, fail
 * instead of printing a false sentence.
 */
function breakEvenLabel(): string {
  const { studio, agency } = COST_CALCULATOR;
  const upfrontGap = studio.upfront - agency.upfront;
  const yearlyGap = perYear(agency) - perYear(studio);
  if (upfrontGap <= 0 || yearlyGap <= 0) {
    throw new Error(
      'roi-guide: COST_CALCULATOR no longer has a cheaper agency upfront fee and a cheaper studio running cost; ' +
        'revise section 5 of src/content/roi-guide.md',
    );
  }
  const years = Math.round((upfrontGap / yearlyGap) * 10) / 10;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

function calculatorTokens(): Record<string, string> {
  const { studio, agency, horizons } = COST_CALCULATOR;
  const tokens: Record<string, string> = {
    calcStudioUpfront: formatUsd(studio.upfront),
    calcAgencyUpfront: formatUsd(agency.upfront),
    calcAgencyPerYear: `${usd(perYear(agency))}/year`,
    calcAgencyPerMonth: `${usd(perYear(agency) / 12)}/month`,
    calcBreakEven: breakEvenLabel(),
  };
  for (const years of horizons) {
    const studioTotal = planTotal(studio, years);
    const agencyTotal = planTotal(agency, years);
    tokens[`calcStudio${years}y`] = formatUsd(studioTotal);
    tokens[`calcAgency${years}y`] = formatUsd(agencyTotal);
    tokens[`calcDiff${years}y`] = differenceLabel(agencyTotal - studioTotal);
  }
  return tokens;
}

/** The tokens of the ROI guide that are not the studio's facts: its figures. */
const FIGURE_TOKENS: Readonly<Record<string, string>> = Object.freeze({
  localHosting: `${formatUsd(LOCAL_HOSTING_PER_YEAR)}/year`,
  strategyCall: `${CLAIMS.strategyCallMinutes}-minute`,
  ...calculatorTokens(),
});
const STUDIO_TOKEN_NAMES = ['studio', 'email', 'phone'] as const;

/**
 * Every token the ROI guide may use, the studio's from its file (src/content/studio.yaml). The
 * first five match src/lib/copy-tokens.ts.
 */
export function roiTokens(studio: Pick<StudioFile, 'name' | 'email' | 'phone'>): Readonly<Record<string, string>> {
  return { studio: studio.name, email: studio.email, phone: studio.phone, ...FIGURE_TOKENS };
}

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** Names of the tokens in `text` that the ROI guide does not know, in order, without repeats. */
export function unknownRoiTokens(text: string): string[] {
  const known = (name: string) => Object.hasOwn(FIGURE_TOKENS, name) || (STUDIO_TOKEN_NAMES as readonly string[]).includes(name);
  const names = [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => !known(name));
  return [...new Set(names)];
}

/** Fills every {{token}}, the studio's with its facts; throws on an unknown or malformed token. */
export function fillRoiTokens(text: string, studio: Pick<StudioFile, 'name' | 'email' | 'phone'>): string {
  const unknown = unknownRoiTokens(text);
  if (unknown.length) throw new Error(`roi-guide: unknown token(s) ${unknown.map((n) => `{{${n}}}`).join(', ')}`);
  const tokens = roiTokens(studio);
  const filled = text.replace(TOKEN, (_whole, name: string) => tokens[name]!);
  const stray = filled.match(/.{0,20}(\{\{|\}\}).{0,20}/);
  if (stray) throw new Error(`roi-guide: malformed token near "${stray[0]}"`);
  return filled;
}
