/**
 * POST /api/send-guide: { email, title, fileName, downloadUrl, industry, page } → the guide link
 * is e-mailed (or queued in the outbox) → { ok: true }. 10 per hour per visitor, 3 per day per
 * mailbox, else 429.
 */
import type { Config } from '@netlify/functions';
import { sendGuideSchema } from '../../src/lib/schemas/api.ts';
import { guideEmail } from '../lib/email-templates.ts';
import { siteOrigin } from '../lib/env.ts';
import { endpoint, json, readJson } from '../lib/http.ts';
import { claimAll } from '../lib/limiter.ts';
import { limiters, tooManyRequests } from '../lib/limits.ts';
import { sendMail } from '../lib/mail.ts';
import { mailboxKey, visitorId } from '../lib/visitor.ts';

export default endpoint('send-guide', async ({ req, context, log }) => {
  const body = await readJson(req, sendGuideSchema);
  const visitor = await visitorId(context.ip);
  const claimed = await claimAll([
    { limiter: limiters.guideVisitor, subject: visitor },
    { limiter: limiters.guideAddress, subject: mailboxKey(body.email) },
  ]);
  if (!claimed.ok) {
    log.info('guide.limited', { visitor: visitor.slice(0, 12), limiter: claimed.refusedBy.name });
    throw tooManyRequests('Too many guide requests. Please try again later.', claimed.refusedBy);
  }
  // downloadUrl is one of GUIDE_DOWNLOAD_URLS (checked by the schema): a path on this site.
  const link = new URL(body.downloadUrl, siteOrigin(req)).toString();
  const result = await sendMail(guideEmail({ to: body.email, title: body.title, link, fileName: body.fileName }), log);
  log.info('guide.sent', { visitor: visitor.slice(0, 12), guide: body.fileName, delivery: result.status });
  return json(200, { ok: true });
});

export const config: Config = {
  path: '/api/send-guide',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
