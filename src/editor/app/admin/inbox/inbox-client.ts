/**
 * The staff views' calls (the wire is src/lib/inbox-api.ts), through the editor's own call
 * (admin-api-store.ts: its header, the sign-in's renewal, the server's message as the error).
 * Whatever names a person travels in a POST body, never in the address.
 */
import {
  INBOX_API,
  type AuditPage,
  type Dashboard,
  type DashboardDays,
  type ErasureSummary,
  type ExportFile,
  type InboxItem,
  type InboxPage,
  type InboxQuery,
  type ItemStatus,
  type OutboxPage,
  type PersonData,
  type StaffAccess,
} from '../../../../lib/inbox-api.ts';
import { adminCall, sendInTurn, type AdminCalls } from '../admin-api-store.ts';

export type InboxClient = ReturnType<typeof inboxClient>;

export function inboxClient(calls: Pick<AdminCalls, 'onSignedOut'>) {
  const get = <T>(path: string) => adminCall<T>('GET', path, undefined, calls);
  const post = <T>(path: string, body: unknown) => adminCall<T>('POST', path, body, calls);
  return {
    items: (query: InboxQuery) => post<InboxPage>(INBOX_API.items, query),
    exportList: (query: InboxQuery) => post<ExportFile>(INBOX_API.export, query),
    item: (id: string) => post<InboxItem>(INBOX_API.item, { id }),
    setStatus: (id: string, status: ItemStatus) => post<InboxItem>(INBOX_API.status, { id, status }),
    addNote: (id: string, text: string) => post<InboxItem>(INBOX_API.note, { id, text }),
    reply: (id: string, subject: string, text: string) => post<InboxItem>(INBOX_API.reply, { id, subject, text }),
    outbox: () => get<OutboxPage>(INBOX_API.outbox),
    retry: (id: string) => post<{ result: string; message: string }>(INBOX_API.retry, { id }),
    person: (email: string) => post<PersonData>(INBOX_API.person, { email }),
    personExport: (email: string, format: 'json' | 'csv') => post<ExportFile>(INBOX_API.personExport, { email, format }),
    erase: (email: string, confirm: string) => post<ErasureSummary>(INBOX_API.erase, { email, confirm }),
    dashboard: (days: DashboardDays) => get<Dashboard>(`${INBOX_API.dashboard}?days=${days}`),
    audit: (cursor: string | null) => get<AuditPage>(cursor ? `${INBOX_API.audit}?cursor=${encodeURIComponent(cursor)}` : INBOX_API.audit),
  };
}

/**
 * Whether the signed-in user is staff: the access call answers 200 for staff and 403 for anyone
 * else, who then sees the content editor only. Anything else (the site not answering) counts as
 * not staff for now: the editor still works.
 */
export async function readStaffAccess(): Promise<StaffAccess | null> {
  try {
    const response = await sendInTurn('GET', INBOX_API.access, undefined);
    if (!response.ok) return null;
    return (await response.json()) as StaffAccess;
  } catch {
    return null;
  }
}

/** Hands a file the server made (an export) to the browser as a download. */
export function download(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
