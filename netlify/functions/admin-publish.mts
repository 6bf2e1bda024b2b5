/**
 * Scheduled every ten minutes: merges the pull requests editors scheduled at /admin whose time has
 * come and whose checks passed, and says in a pull request why it could not be
 * (netlify/lib/admin/schedule.ts). Off while EDITOR_PUBLISH_TOKEN is unset. Started by Netlify's
 * scheduler only (netlify/lib/limits/scheduled.ts).
 */
import type { Config } from '@netlify/functions';
import { publishDue } from '../lib/admin/schedule.ts';
import { scheduledTask } from '../lib/limits/scheduled.ts';

export default scheduledTask('admin-publish', { runs: 8, window: 'hour' }, async ({ log, now }) => {
  const run = await publishDue(now, log);
  log.info('publish.run', { ...run });
  return { ...run };
});

export const config: Config = { schedule: '*/10 * * * *' };
