/**
 * Scheduled every morning: mails the studio yesterday's counts and the inquiries still waiting
 * for an answer, through the outbox (netlify/lib/inbox/digest.ts); INBOX_DIGEST=false turns it off.
 * Started by Netlify's scheduler only (netlify/lib/limits/scheduled.ts).
 */
import type { Config } from '@netlify/functions';
import { sendDigest } from '../lib/inbox/digest.ts';
import { scheduledTask } from '../lib/limits/scheduled.ts';
import { siteOrigin } from '../lib/platform/env.ts';

export default scheduledTask('inbox-digest', { runs: 2, window: 'day' }, async ({ req, log, now }) => {
  const result = await sendDigest(now, siteOrigin(req), log);
  log.info('digest.run', result);
  return result;
});

export const config: Config = { schedule: '0 7 * * *' };
