/**
 * Scheduled daily: deletes limiter keys (quota store) of windows older than two days. Started by
 * Netlify's scheduler only (netlify/lib/limits/scheduled.ts).
 */
import type { Config } from '@netlify/functions';
import { cleanupQuota } from '../lib/limits/limiter.ts';
import { scheduledTask } from '../lib/limits/scheduled.ts';

export default scheduledTask('quota-cleanup', { runs: 2, window: 'day' }, async ({ log, now }) => {
  const result = await cleanupQuota(now, 2);
  log.info('quota.cleaned', { deleted: result.deleted, windows: result.windows.length });
  return { deleted: result.deleted };
});

export const config: Config = { schedule: '@daily' };
