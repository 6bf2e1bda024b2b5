/** The studio's three headline statistics (count-up cards), from the claims in config.ts. */
import { CLAIMS } from './config.ts';

export interface Stat {
  value: string;
  label: string;
  description: string;
}

export const STUDIO_STATS: readonly Stat[] = [
  { value: CLAIMS.clients, label: 'Clients served', description: 'Law firms, practices, nonprofits and local businesses.' },
  { value: CLAIMS.yearsExperience, label: 'Years of experience', description: 'Senior designers and developers only.' },
  { value: CLAIMS.delivery.replace(' week', ''), label: 'Weeks to launch', description: 'From kickoff to a live, measured site.' },
];
