/**
 * The dashboard: for the last 7, 30 or 90 days, what came in per day (a chart per kind, each with
 * its numbers as a table), which pages, industries and UTM sources brought it, how many AI reviews
 * were followed by an inquiry from the same address, the inquiries nobody answered within a
 * working day, and the outbox: what waits or failed, with a retry. And the morning digest as it
 * would be sent now, when it is on.
 */
import { useCallback, useEffect, useState } from 'react';
import { DASHBOARD_DAYS, INBOX_KINDS, KIND_LABELS, type CountRow, type Dashboard, type DashboardDays, type InboxKind, type OutboxPage } from '../../../../lib/inbox-api.ts';
import { DayChart } from './DayChart.tsx';
import type { InboxClient } from './inbox-client.ts';
import { share, shortDay, when } from './words.ts';

const PLURALS: Record<InboxKind, string> = { inquiry: 'Inquiries', lead: 'Guide leads', review: 'AI reviews', order: 'Orders' };

function CountTable({ title, rows, what }: { title: string; rows: CountRow[]; what: string }) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <div className="count-table">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="meta">Nothing in this range.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{what}</th>
              <th scope="col" className="num">
                Items
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  <span className="count-label">{row.label}</span>
                  <span className="count-bar" aria-hidden="true">
                    <span className="count-fill" style={{ width: `${(row.count / most) * 100}%` }} />
                  </span>
                </th>
                <td className="num">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export interface DashboardViewProps {
  client: InboxClient;
  onOpenItem(id: string): void;
}

export function DashboardView({ client, onOpenItem }: DashboardViewProps) {
  const [days, setDays] = useState<DashboardDays>(30);
  const [data, setData] = useState<Dashboard | null>(null);
  const [outbox, setOutbox] = useState<OutboxPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    document.title = 'Dashboard · Staff';
  }, []);

  const loadOutbox = useCallback(() => client.outbox().then(setOutbox), [client]);
  useEffect(() => {
    let current = true;
    setError(null);
    setLoading(true);
    Promise.all([client.dashboard(days), client.outbox()])
      .then(([dashboard, box]) => {
        if (!current) return;
        setData(dashboard);
        setOutbox(box);
      })
      .catch((failure: Error) => current && setError(failure.message))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [client, days]);

  const retry = async (id: string) => {
    setBusy(true);
    try {
      setMessage((await client.retry(id)).message);
    } catch (failure) {
      setMessage((failure as Error).message);
    } finally {
      await loadOutbox().catch(() => undefined);
      setBusy(false);
    }
  };

  return (
    <div className="dashboard">
      <div className="dashboard-head">
        <h1>Dashboard</h1>
        <div className="segmented" role="group" aria-label="Range">
          {DASHBOARD_DAYS.map((range) => (
            <button key={range} type="button" aria-pressed={days === range} onClick={() => setDays(range)}>
              {range} days
            </button>
          ))}
        </div>
      </div>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      {!data && !error && <p className="loading">Loading the numbers…</p>}
      {data && (
        <div aria-busy={loading}>
          <p className="meta" aria-live="polite">
            {loading ? `Loading the last ${days} days…` : `${shortDay(data.from)} to ${shortDay(data.to)} (UTC), spam not counted.`}
          </p>
          <section aria-labelledby="per-day" className="panel">
            <h2 id="per-day">Per day</h2>
            <div className="charts">
              {INBOX_KINDS.map((kind) => (
                <DayChart key={`${kind}-${data.days}`} title={PLURALS[kind]} days={data.perDay.map((row) => ({ day: row.day, count: row[kind] }))} />
              ))}
            </div>
          </section>

          <section aria-labelledby="follow-up" className="panel">
            <h2 id="follow-up">To follow up</h2>
            <div className="figures">
              <p className="figure">
                <span className="figure-number">{data.unanswered.length}</span>
                <span>inquiries unanswered after one working day</span>
              </p>
              <p className="figure">
                <span className="figure-number">{share(data.reviews.ledToInquiry, data.reviews.total)}</span>
                <span>
                  of AI reviews led to an inquiry from the same address ({data.reviews.ledToInquiry} of {data.reviews.total})
                </span>
              </p>
              <p className="figure">
                <span className="figure-number">{data.outbox.failed}</span>
                <span>
                  mails failed, {data.outbox.waiting} waiting{data.outbox.oldest ? ` (oldest ${when(data.outbox.oldest)})` : ''}
                </span>
              </p>
            </div>
            {data.unanswered.length > 0 && (
              <ul className="rows" aria-label="Unanswered inquiries, oldest first">
                {data.unanswered.map((row) => (
                  <li key={row.id}>
                    <button type="button" className="row" onClick={() => onOpenItem(row.id)}>
                      <span className="row-top">
                        <span className="kind kind-inquiry">{KIND_LABELS.inquiry}</span>
                        <span className="row-time">{when(row.at)}</span>
                      </span>
                      <span className="row-who">
                        {row.name ? `${row.name} · ` : ''}
                        {row.email}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="sources" className="panel">
            <h2 id="sources">What brought them</h2>
            <div className="count-tables">
              <CountTable title="Pages" what="Page" rows={data.byPage} />
              <CountTable title="Industries" what="Industry" rows={data.byIndustry} />
              <CountTable title="UTM sources of inquiries" what="UTM source" rows={data.byUtmSource} />
            </div>
          </section>

          <section aria-labelledby="outbox" className="panel">
            <h2 id="outbox">Outbox</h2>
            {!data.outbox.mailConfigured && <p className="banner banner-info">Mail is off on this site (no Postmark token): every mail waits here until it is set up.</p>}
            <div role="status" aria-live="polite">
              {message && <p className="banner banner-info">{message}</p>}
            </div>
            {outbox && outbox.messages.length === 0 && <p className="meta">Nothing waits: every mail went out.</p>}
            {outbox && outbox.messages.length > 0 && (
              <div className="table-scroll">
                <table className="outbox-table">
                  <caption className="visually-hidden">Mail waiting or failed, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Subject</th>
                      <th scope="col">Kept since</th>
                      <th scope="col">State</th>
                      <th scope="col">
                        <span className="visually-hidden">Action</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {outbox.messages.map((mail) => (
                      <tr key={mail.id}>
                        <td>
                          {mail.subject}
                          <span className="meta own-line">to {mail.to}</span>
                        </td>
                        <td>{when(mail.createdAt)}</td>
                        <td>
                          {mail.state === 'failed' ? `Failed ${mail.attempts} time(s)` : 'Waiting'}
                          {mail.lastError && <span className="meta own-line">{mail.lastError}</span>}
                        </td>
                        <td>
                          <button type="button" className="button button-small" disabled={busy || !outbox.mailConfigured} onClick={() => void retry(mail.id)}>
                            Retry<span className="visually-hidden"> {mail.subject}</span>
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {outbox && outbox.total > outbox.messages.length && <p className="meta">The newest {outbox.messages.length} of {outbox.total} are listed.</p>}
          </section>

          {data.digest && (
            <section aria-labelledby="digest" className="panel">
              <h2 id="digest">This morning’s digest</h2>
              <p className="meta">Sent to the studio every morning (INBOX_DIGEST is on). As it would be sent now:</p>
              <p>
                <strong>{data.digest.subject}</strong>
              </p>
              <pre className="digest">{data.digest.text}</pre>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
