/**
 * The staff's API under /api/admin/inbox (the paths, requests and answers are in
 * src/lib/inbox-api.ts), served by the editor's function after its own checks (the editor's
 * header, this site's Origin, a sign-in: netlify/lib/admin/api.ts, AdminExtension). Here every
 * call is then refused unless the signed-in user is staff now (staff.ts), counted against their
 * hourly limits, and its body read by the wire's schemas; every view of an item or a person, every
 * export, erasure, reply and change is written to the audit log (audit.ts).
 *
 * Nothing personal reaches a URL (a search, an address or an item travels in a POST body) or the
 * log lines (the staff member's login, ids and counts only). Every refusal is an HttpError: a 4xx
 * `{ error, code }`, never a crash.
 */
import type { z } from 'zod';
import {
  DASHBOARD_DAYS,
  eraseRequestSchema,
  INBOX_API,
  INBOX_API_PATH,
  inboxQuerySchema,
  itemRequestSchema,
  noteRequestSchema,
  personExportSchema,
  personRequestSchema,
  replyRequestSchema,
  retryRequestSchema,
  statusRequestSchema,
  type DashboardDays,
  type ExportFile,
  type StaffAccess,
} from '../../../src/lib/inbox-api.ts';
import type { AdminExtension, SignedInRequest } from '../admin/api.ts';
import { canonicalMailbox } from '../limits/visitor.ts';
import { mailConfigured, retryMessageNow } from '../mail/send.ts';
import { siteOrigin } from '../platform/env.ts';
import { HttpError, json, methodNotAllowed } from '../platform/http.ts';
import { readJson } from '../platform/request.ts';
import { setting } from '../platform/settings.ts';
import { audit, auditPage } from './audit.ts';
import { dashboard } from './dashboard.ts';
import { composeDigest } from './digest.ts';
import { addNote, itemView, reply, setStatus } from './items.ts';
import { allMatching, listItems } from './listing.ts';
import { outboxPage } from './outbox.ts';
import { erasePerson, itemsCsv, personData, personExport } from './person.ts';
import { assertStaff, claimStaff, type StaffLimit, type StaffMember } from './staff.ts';

/** The largest request body: a reply and its JSON wrapping. */
export const MAX_INBOX_BODY_BYTES = 64 * 1024;

type Call = SignedInRequest & { staff: StaffMember };

interface Route {
  method: 'GET' | 'POST';
  limit: StaffLimit;
  answer(call: Call): Promise<Response>;
}

const body = <S extends z.ZodType>(call: Call, schema: S) => readJson(call.req, schema, { limit: MAX_INBOX_BODY_BYTES });

const RETRY_ANSWERS = {
  sent: 'Sent.',
  failed: 'Postmark refused it again: the outbox tries again later (the error is on the message).',
  busy: 'Another attempt at this message is under way. Look again in a minute.',
  'not-found': 'This message is no longer waiting: it was sent or expired meanwhile.',
  'mail-off': 'Mail is off on this site (POSTMARK_SERVER_TOKEN is not set): nothing can be sent until it is.',
} as const;

const ROUTES: Record<string, Route> = {
  [INBOX_API.access]: {
    method: 'GET',
    limit: 'reads',
    answer: async ({ staff }) => json(200, { login: staff.login, name: staff.name, mailConfigured: mailConfigured(), digest: setting('INBOX_DIGEST') } satisfies StaffAccess),
  },
  [INBOX_API.items]: {
    method: 'POST',
    limit: 'reads',
    answer: async (call) => json(200, await listItems(await body(call, inboxQuerySchema))),
  },
  [INBOX_API.export]: {
    method: 'POST',
    limit: 'data',
    answer: async (call) => {
      const query = await body(call, inboxQuerySchema);
      const entries = await allMatching(query);
      await audit(call.staff, 'exported-list', { detail: `${entries.length} item(s) as CSV` });
      call.log.info('inbox.exported', { login: call.staff.login, rows: entries.length });
      return json(200, { fileName: `inbox-${new Date().toISOString().slice(0, 10)}.csv`, contentType: 'text/csv; charset=utf-8', content: itemsCsv(entries) } satisfies ExportFile);
    },
  },
  [INBOX_API.item]: {
    method: 'POST',
    limit: 'reads',
    answer: async (call) => {
      const { id } = await body(call, itemRequestSchema);
      const item = await itemView(id);
      await audit(call.staff, 'viewed-item', { item: id });
      return json(200, item);
    },
  },
  [INBOX_API.status]: {
    method: 'POST',
    limit: 'changes',
    answer: async (call) => {
      const { id, status } = await body(call, statusRequestSchema);
      await setStatus(call.staff, id, status);
      await audit(call.staff, 'changed-status', { item: id, detail: status });
      call.log.info('inbox.status', { login: call.staff.login, item: id, status });
      return json(200, await itemView(id));
    },
  },
  [INBOX_API.note]: {
    method: 'POST',
    limit: 'changes',
    answer: async (call) => {
      const { id, text } = await body(call, noteRequestSchema);
      await addNote(call.staff, id, text);
      await audit(call.staff, 'added-note', { item: id });
      return json(200, await itemView(id));
    },
  },
  [INBOX_API.reply]: {
    method: 'POST',
    limit: 'replies',
    answer: async (call) => {
      const request = await body(call, replyRequestSchema);
      const note = await reply(call.staff, request.id, request, call.log);
      await audit(call.staff, 'replied', { item: request.id, detail: note.status });
      call.log.info('inbox.replied', { login: call.staff.login, item: request.id, delivery: note.status });
      return json(200, await itemView(request.id));
    },
  },
  [INBOX_API.outbox]: {
    method: 'GET',
    limit: 'reads',
    answer: async () => json(200, await outboxPage()),
  },
  [INBOX_API.retry]: {
    method: 'POST',
    limit: 'changes',
    answer: async (call) => {
      const { id } = await body(call, retryRequestSchema);
      const result = await retryMessageNow(id, call.log);
      await audit(call.staff, 'retried-mail', { detail: `outbox ${id}: ${result}` });
      if (result === 'mail-off') throw new HttpError(409, RETRY_ANSWERS[result], { code: 'conflict' });
      if (result === 'not-found') throw new HttpError(404, RETRY_ANSWERS[result]);
      return json(200, { result, message: RETRY_ANSWERS[result] });
    },
  },
  [INBOX_API.person]: {
    method: 'POST',
    limit: 'reads',
    answer: async (call) => {
      const { email } = await body(call, personRequestSchema);
      const person = await personData(email);
      await audit(call.staff, 'viewed-person', { email, detail: `${person.items.length} item(s)` });
      return json(200, person);
    },
  },
  [INBOX_API.personExport]: {
    method: 'POST',
    limit: 'data',
    answer: async (call) => {
      const { email, format } = await body(call, personExportSchema);
      const file = await personExport(email, format);
      await audit(call.staff, 'exported-person', { email, detail: format.toUpperCase() });
      call.log.info('inbox.person_exported', { login: call.staff.login, format });
      return json(200, file);
    },
  },
  [INBOX_API.erase]: {
    method: 'POST',
    limit: 'data',
    answer: async (call) => {
      const { email, confirm } = await body(call, eraseRequestSchema);
      if (canonicalMailbox(confirm) !== canonicalMailbox(email)) {
        throw new HttpError(400, 'Type the address again to confirm the erasure: the two do not match.', { issues: [{ path: 'confirm', message: 'Does not match the address' }] });
      }
      const erased = await erasePerson(email);
      const counts = Object.entries(erased.deleted).map(([name, count]) => `${name} ${count}`).join(', ');
      await audit(call.staff, 'erased-person', { email, detail: `deleted: ${counts}; orders kept: ${erased.ordersKept}${erased.unreadable.length ? `; unreadable: ${erased.unreadable.length}` : ''}` });
      call.log.info('inbox.erased', { login: call.staff.login, ...erased.deleted, ordersKept: erased.ordersKept, unreadable: erased.unreadable.length });
      return json(200, erased);
    },
  },
  [INBOX_API.dashboard]: {
    method: 'GET',
    limit: 'reads',
    answer: async (call) => {
      const days = Number(call.url.searchParams.get('days') ?? 30);
      if (!DASHBOARD_DAYS.includes(days as DashboardDays)) throw new HttpError(400, `The dashboard covers ${DASHBOARD_DAYS.join(', ')} days.`);
      const now = new Date();
      const digest = setting('INBOX_DIGEST') ? await composeDigest(now, siteOrigin(call.req)) : null;
      return json(200, await dashboard(days as DashboardDays, now, digest ? { subject: digest.subject, text: digest.text } : null));
    },
  },
  [INBOX_API.audit]: {
    method: 'GET',
    limit: 'reads',
    answer: async (call) => json(200, await auditPage(call.url.searchParams.get('cursor') ?? undefined)),
  },
};

/** Answers a call under /api/admin/inbox (see the header). */
async function handleInboxRequest(request: SignedInRequest): Promise<Response> {
  const route = ROUTES[request.path];
  if (!route) throw new HttpError(404, `No ${request.req.method} ${request.url.pathname} in the inbox's API.`);
  if (request.req.method !== route.method) throw methodNotAllowed(route.method);
  const staff = await assertStaff(request);
  await claimStaff(route.limit, staff);
  return route.answer({ ...request, staff });
}

export const inboxApi: AdminExtension = { prefix: INBOX_API_PATH, handle: handleInboxRequest };
