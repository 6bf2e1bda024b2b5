/**
 * Scheduled every 15 minutes: sends the e-mails waiting in the outbox (when mail is configured).
 * Started by Netlify's scheduler only (netlify/lib/limits/scheduled.ts).
 */
import type { Config } from '@netlify/functions';
import { retryOutbox } from '../lib/mail/send.ts';
import { scheduledTask } from '../lib/limits/scheduled.ts';

export default scheduledTask('outbox-retry', { runs: 6, window: 'hour' }, async ({ log, now }) => {
  const result = await retryOutbox(now, 50, log);
  log.info('outbox.run', result);
  return result;
});

export const config: Config = { schedule: '*/15 * * * *' };
