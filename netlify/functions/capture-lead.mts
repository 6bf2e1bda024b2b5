/**
 * POST /api/capture-lead: { email, source, industry, page, metadata } → the lead is stored and
 * listed in the staff's inbox → { ok: true }. A download in metadata must be one of the guide catalogue's files (else 400).
 * Limited per visitor, per network and per mailbox (leadLimits in netlify/lib/guides/limits.ts), else 429.
 */
import type { Config } from '@netlify/functions';
import { captureLeadSchema } from '../../src/lib/schemas/api.ts';
import { isCatalogueDownload } from '../lib/guides/catalogue.ts';
import { endpoint, HttpError, json } from '../lib/platform/http.ts';
import { readJson } from '../lib/platform/request.ts';
import { captureLead } from '../lib/leads/capture.ts';
import { indexItem, isListedLead, leadEntry } from '../lib/leads/inbox-index.ts';
import { leadLimits } from '../lib/guides/limits.ts';
import { claimFormSlots } from '../lib/limits/forms.ts';

export default endpoint('capture-lead', async ({ req, context, log }) => {
  const body = await readJson(req, captureLeadSchema);
  if (!isCatalogueDownload(body.metadata)) {
    throw new HttpError(400, 'Unknown guide: metadata must name one of this site\'s guide files');
  }
  await claimFormSlots(leadLimits, context.ip, body.email, log);
  const result = await captureLead({
    email: body.email,
    source: body.source,
    industry: body.industry,
    page: body.page,
    fileName: body.metadata.fileName,
    downloadUrl: body.metadata.downloadUrl,
  });
  if (result.changed && isListedLead(body.source)) await indexItem(leadEntry(result.key, body.email, result.capture), log);
  log.info('lead.captured', { source: body.source, created: result.created, changed: result.changed });
  return json(200, { ok: true });
});

export const config: Config = {
  path: '/api/capture-lead',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
