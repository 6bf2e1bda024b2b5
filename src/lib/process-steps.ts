/**
 * How a project runs, step by step: the home page and /services list these steps, and the demo
 * timeline's tasks are grouped by them. Not part of the config barrel (~/lib/config): its text
 * reads CLAIMS when the module loads, which a bundler keeps, so every browser script importing
 * the barrel would carry it.
 */
import { CLAIMS } from './config.ts';

export const PROCESS_STEPS = [
  { title: 'Discovery', text: `A ${CLAIMS.discoveryCallMinutes}-minute call, then a short workshop on your clients, offers and goals.` },
  { title: 'Design', text: 'Wireframes and a visual design for your key pages, reviewed together until they are right.' },
  { title: 'Development', text: 'Hand-coded pages, tested for speed and accessibility on real phones.' },
  { title: 'Launch', text: 'Domain, analytics and redirects handled; then the site, its code and content are yours.' },
] as const;
