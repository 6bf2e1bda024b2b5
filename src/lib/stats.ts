/**
 * The studio's three headline statistics (count-up cards): which claim each shows, with its label
 * and sentence, is content (src/content/blocks/studio-stats.yaml); the figures themselves are the
 * claims of config.ts, written once.
 */
import { CLAIMS } from './config.ts';

export interface Stat {
  value: string;
  label: string;
  description: string;
}

/** The claims a statistic may show, as a figure that counts up ("100+", "20+", "4-8"). */
export const STAT_FIGURES = {
  clients: CLAIMS.clients,
  yearsExperience: CLAIMS.yearsExperience,
  launchWeeks: CLAIMS.delivery.replace(' week', ''),
} as const;

/** The statistics as the cards show them: each entry's claim made its figure. */
export function studioStatCards(entries: readonly { claim: keyof typeof STAT_FIGURES; label: string; description: string }[]): Stat[] {
  return entries.map(({ claim, label, description }) => ({ value: STAT_FIGURES[claim], label, description }));
}
