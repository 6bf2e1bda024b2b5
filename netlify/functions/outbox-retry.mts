/** Scheduled every 15 minutes: sends the e-mails waiting in the outbox (when mail is configured). */
import type { Config } from '@netlify/functions';
import { createLogger } from '../lib/log.ts';
import { retryOutbox } from '../lib/mail.ts';

export default async () => {
  const log = createLogger({ fn: 'outbox-retry' });
  const result = await retryOutbox(new Date(), 50, log);
  log.info('outbox.run', result);
  return Response.json(result);
};

export const config: Config = { schedule: '*/15 * * * *' };
