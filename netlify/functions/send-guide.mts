/**
 * POST /api/send-guide: { email, title, fileName, downloadUrl, industry, page } → the guide link
 * is e-mailed (or queued in the outbox) → { ok: true }. The guide must be one of the catalogue's
 * (title, file and link all match, else 400), and the e-mail is written from the catalogue's copy.
 * Limited per visitor, per network and per mailbox (formLimits.guide in netlify/lib/limits.ts), else 429.
 */
import type { Config } from '@netlify/functions';
import { sendGuideSchema } from '../../src/lib/schemas/api.ts';
import { guideEmail } from '../lib/email-templates.ts';
import { catalogueGuide } from '../lib/guides.ts';
import { siteOrigin } from '../lib/env.ts';
import { endpoint, HttpError, json, readJson } from '../lib/http.ts';
import { claimFormSlots, formLimits } from '../lib/limits.ts';
import { sendMail } from '../lib/mail.ts';

export default endpoint('send-guide', async ({ req, context, log }) => {
  const body = await readJson(req, sendGuideSchema);
  const guide = catalogueGuide(body);
  if (!guide) throw new HttpError(400, 'Unknown guide: title, fileName and downloadUrl must name one of this site\'s guides');
  const visitor = await claimFormSlots(formLimits.guide, context.ip, body.email, log);
  const link = new URL(guide.downloadUrl, siteOrigin(req)).toString();
  const result = await sendMail(guideEmail({ to: body.email, title: guide.title, link, fileName: guide.fileName }), log);
  log.info('guide.sent', { visitor: visitor.slice(0, 12), guide: guide.fileName, delivery: result.status });
  return json(200, { ok: true });
});

export const config: Config = {
  path: '/api/send-guide',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
