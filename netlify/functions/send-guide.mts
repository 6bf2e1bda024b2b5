/**
 * POST /api/send-guide: { email, title, fileName, downloadUrl, industry, page } → the guide link
 * is e-mailed (or queued in the outbox), noted on the guide request in the staff's inbox → { ok: true }. The guide must be one of the catalogue's
 * (title, file and link all match, else 400), and the e-mail is written from the catalogue's copy.
 * Limited per visitor, per network and per mailbox (guideLimits in netlify/lib/guides/limits.ts), else 429.
 */
import type { Config } from '@netlify/functions';
import { sendGuideSchema } from '../../src/lib/schemas/api.ts';
import { guideEmail } from '../lib/guides/mails.ts';
import { catalogueGuide } from '../lib/guides/catalogue.ts';
import { siteOrigin } from '../lib/platform/env.ts';
import { endpoint, HttpError, json } from '../lib/platform/http.ts';
import { readJson } from '../lib/platform/request.ts';
import { guideLimits } from '../lib/guides/limits.ts';
import { claimFormSlots } from '../lib/limits/forms.ts';
import { sendMail } from '../lib/mail/send.ts';
import { mailNote, noteGuideMail } from '../lib/leads/inbox-index.ts';

export default endpoint('send-guide', async ({ req, context, log }) => {
  const body = await readJson(req, sendGuideSchema);
  const guide = catalogueGuide(body);
  if (!guide) throw new HttpError(400, 'Unknown guide: title, fileName and downloadUrl must name one of this site\'s guides');
  const visitor = await claimFormSlots(guideLimits, context.ip, body.email, log);
  const link = new URL(guide.downloadUrl, siteOrigin(req)).toString();
  const mail = guideEmail({ to: body.email, title: guide.title, link, fileName: guide.fileName });
  const result = await sendMail(mail, log);
  await noteGuideMail({ email: body.email, fileName: guide.fileName, industry: body.industry, page: body.page }, mailNote(mail.tag, 'person', result), log);
  log.info('guide.sent', { visitor: visitor.slice(0, 12), guide: guide.fileName, delivery: result.status });
  return json(200, { ok: true });
});

export const config: Config = {
  path: '/api/send-guide',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
