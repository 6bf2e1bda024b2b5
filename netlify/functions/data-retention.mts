/**
 * Scheduled daily: deletes leads, inquiries, AI reviews, sent e-mails, e-mails still undelivered
 * (telling the studio), checkouts, order changes held for an order that never came and the
 * inbox's entries of all these, once past their retention period (netlify/lib/data/retention.ts;
 * the periods the privacy policy states, shortened by DATA_RETENTION_DAYS, REVIEW_RETENTION_DAYS
 * and SENT_MAIL_RETENTION_DAYS), the audit log's oldest months (netlify/lib/inbox/audit.ts), and the
 * pictures editors uploaded on /admin but never saved a page with (netlify/lib/admin/pending-pictures.ts).
 * Then indexes for the staff's inbox what its index lacks (netlify/lib/inbox/reindex.ts).
 * Started by Netlify's scheduler only (netlify/lib/limits/scheduled.ts).
 */
import type { Config } from '@netlify/functions';
import { sweepPendingPictures } from '../lib/admin/pending-pictures.ts';
import { purgeExpired, retentionDays } from '../lib/data/retention.ts';
import { purgeAudit } from '../lib/inbox/audit.ts';
import { indexMissing } from '../lib/inbox/reindex.ts';
import { scheduledTask } from '../lib/limits/scheduled.ts';

export default scheduledTask('data-retention', { runs: 2, window: 'day' }, async ({ log, now }) => {
  const deleted = await purgeExpired(now, undefined, log);
  const auditEntries = await purgeAudit(now);
  const pendingPictures = await sweepPendingPictures(now);
  log.info('retention.purged', { ...deleted, auditEntries, pendingPictures, days: retentionDays() });
  const indexed = await indexMissing();
  log.info('inbox.reindexed', { ...indexed });
  return { deleted: { ...deleted, auditEntries, pendingPictures }, indexed };
});

export const config: Config = { schedule: '@daily' };
