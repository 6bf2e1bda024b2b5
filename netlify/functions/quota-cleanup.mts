/** Scheduled daily: deletes limiter keys (quota store) of windows older than two days. */
import type { Config } from '@netlify/functions';
import { cleanupQuota } from '../lib/limiter.ts';
import { createLogger } from '../lib/log.ts';

export default async () => {
  const log = createLogger({ fn: 'quota-cleanup' });
  const result = await cleanupQuota(new Date(), 2);
  log.info('quota.cleaned', { deleted: result.deleted, windows: result.windows.length });
  return Response.json({ deleted: result.deleted });
};

export const config: Config = { schedule: '@daily' };
