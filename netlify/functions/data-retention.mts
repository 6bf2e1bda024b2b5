/**
 * Scheduled daily: deletes leads, inquiries, AI reviews, sent e-mails, e-mails still undelivered
 * (telling the studio), checkouts and order changes held for an order that never came, once past
 * their retention period (netlify/lib/data/retention.ts; the periods the privacy policy states,
 * shortened by DATA_RETENTION_DAYS, REVIEW_RETENTION_DAYS and SENT_MAIL_RETENTION_DAYS).
 * Started by Netlify's scheduler only (netlify/lib/limits/scheduled.ts).
 */
import type { Config } from '@netlify/functions';
import { purgeExpired, retentionDays } from '../lib/data/retention.ts';
import { scheduledTask } from '../lib/limits/scheduled.ts';

export default scheduledTask('data-retention', { runs: 2, window: 'day' }, async ({ log, now }) => {
  const deleted = await purgeExpired(now, undefined, log);
  log.info('retention.purged', { ...deleted, days: retentionDays() });
  return { deleted };
});

export const config: Config = { schedule: '@daily' };
