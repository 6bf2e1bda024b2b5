/**
 * Scheduled daily: deletes leads, inquiries, AI reviews, sent e-mails, e-mails still undelivered
 * (telling the studio) and checkouts older than their retention period (netlify/lib/retention.ts;
 * the periods the privacy policy states, shortened by DATA_RETENTION_DAYS, REVIEW_RETENTION_DAYS
 * and SENT_MAIL_RETENTION_DAYS).
 */
import type { Config } from '@netlify/functions';
import { createLogger } from '../lib/log.ts';
import { purgeExpired, retentionDays } from '../lib/retention.ts';

export default async () => {
  const log = createLogger({ fn: 'data-retention' });
  const deleted = await purgeExpired(new Date(), undefined, log);
  log.info('retention.purged', { ...deleted, days: retentionDays() });
  return Response.json({ deleted });
};

export const config: Config = { schedule: '@daily' };
