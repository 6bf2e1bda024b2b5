/**
 * The audit log, read only: who looked at, changed, exported or erased what, and when, newest
 * first. A person appears as a reference (a keyed hash of their mailbox), never as an address, so
 * an erasure's entry stays without the data it erased.
 */
import { useEffect, useState } from 'react';
import type { AuditAction, AuditPage } from '../../../../lib/inbox-api.ts';
import type { InboxClient } from './inbox-client.ts';
import { when } from './words.ts';

const ACTIONS: Record<AuditAction, string> = {
  'viewed-item': 'Looked at an item',
  'changed-status': 'Changed a status',
  'added-note': 'Added a note',
  replied: 'Replied',
  'viewed-person': 'Looked at a person’s data',
  'exported-person': 'Exported a person’s data',
  'erased-person': 'Erased a person’s data',
  'exported-list': 'Exported the inbox',
  'retried-mail': 'Retried a mail',
};

export function AuditView({ client }: { client: InboxClient }) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [page, setPage] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cursor = cursors[cursors.length - 1] ?? null;

  useEffect(() => {
    document.title = 'Audit log · Staff';
  }, []);
  useEffect(() => {
    let current = true;
    setPage(null);
    client
      .audit(cursor)
      .then((answer) => current && setPage(answer))
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [client, cursor]);

  return (
    <div className="audit">
      <h1>Audit log</h1>
      <p className="intro">Every look at a person’s data, every change, reply, export and erasure in the inbox. Nobody can change or delete it from here.</p>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      {!page && !error && <p className="loading">Loading…</p>}
      {page && page.entries.length === 0 && <p className="meta">Nothing yet.</p>}
      {page && page.entries.length > 0 && (
        <div className="table-scroll">
          <table className="audit-table">
            <caption className="visually-hidden">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">About</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry, i) => (
                <tr key={`${entry.at}-${i}`}>
                  <td>{when(entry.at)}</td>
                  <td>@{entry.by}</td>
                  <td>
                    {ACTIONS[entry.action]}
                    {entry.detail && <span className="meta own-line">{entry.detail}</span>}
                  </td>
                  <td>
                    {entry.item && <span className="own-line">Item {entry.item}</span>}
                    {entry.person && <span className="own-line">Person {entry.person}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="pager" aria-label="Pages of the audit log">
        <button type="button" className="button" disabled={cursors.length < 2} onClick={() => setCursors((list) => list.slice(0, -1))}>
          ← Newer
        </button>
        <span className="meta">Page {cursors.length}</span>
        <button type="button" className="button" disabled={!page?.cursor} onClick={() => page?.cursor && setCursors((list) => [...list, page.cursor])}>
          Older →
        </button>
      </nav>
    </div>
  );
}
