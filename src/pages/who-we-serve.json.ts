/**
 * Every industry's slug and name, in menu order (INDUSTRY_CHOICES_PATH): where the AI review's
 * form looks up an industry named by ?industry= when the page offers only the first of them.
 */
import type { APIRoute } from 'astro';
import { industryChoices } from '~/queries';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await industryChoices()), { headers: { 'Content-Type': 'application/json' } });
