/**
 * A person's data: everything kept for one e-mail address (its +tags and dotted Gmail forms
 * folded), exported as JSON or CSV, or erased everywhere once the address is typed again. Every
 * look, export and erasure is written to the audit log. The address stays in this view's state,
 * never in the page's address.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { KIND_LABELS, STATUS_LABELS, type ErasureSummary, type PersonData } from '../../../../lib/inbox-api.ts';
import { download, type InboxClient } from './inbox-client.ts';
import { MAIL_STATES, MAIL_TO, tagWords, when } from './words.ts';

export interface PersonViewProps {
  client: InboxClient;
  /** The address to look up first (from an item), if any. */
  email: string;
  onOpenItem(id: string): void;
}

export function PersonView({ client, email: initial, onOpenItem }: PersonViewProps) {
  const [address, setAddress] = useState(initial);
  const [looked, setLooked] = useState<string | null>(null);
  const [person, setPerson] = useState<PersonData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [erased, setErased] = useState<ErasureSummary | null>(null);
  const [asking, setAsking] = useState(false);
  const result = useRef<HTMLHeadingElement>(null);
  /** A look-up just answered: its heading takes the focus once shown. */
  const [focusResult, setFocusResult] = useState(false);
  const ids = useId();

  useEffect(() => {
    if (!focusResult || !result.current) return;
    result.current.focus();
    setFocusResult(false);
  }, [focusResult, person]);

  useEffect(() => {
    document.title = 'A person’s data · Staff';
  }, []);

  const look = async (email: string) => {
    setBusy(true);
    setError(null);
    setErased(null);
    setAsking(false);
    setConfirm('');
    try {
      setPerson(await client.person(email));
      setLooked(email);
      setFocusResult(true);
    } catch (failure) {
      setPerson(null);
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (initial) void look(initial);
    // Only the address an item handed over is looked up by itself; a typed one waits for the button.
  }, [initial]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void look(address.trim());
  };
  const exportAs = async (format: 'json' | 'csv') => {
    if (!looked) return;
    setBusy(true);
    setError(null);
    try {
      download(await client.personExport(looked, format));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const erase = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!looked) return;
    setBusy(true);
    setError(null);
    try {
      setErased(await client.erase(looked, confirm));
      setPerson(null);
      setAsking(false);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="person">
      <h1>A person’s data</h1>
      <p className="intro">Everything the site keeps for one e-mail address: its items, guide requests and mails. Looking, exporting and erasing are written to the audit log.</p>
      <form className="filters person-form" onSubmit={submit}>
        <div className="filter filter-wide">
          <label htmlFor={`${ids}-email`}>E-mail address</label>
          <input id={`${ids}-email`} className="input" type="email" autoComplete="off" value={address} onChange={(event) => setAddress(event.target.value)} required maxLength={254} />
        </div>
        <div className="row-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Look up
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite">
        {error && <p className="banner banner-error">{error}</p>}
        {erased && (
          <div className="banner banner-success erased">
            <p>
              <strong>Erased.</strong>{' '}
              {Object.entries(erased.deleted)
                .filter(([, count]) => count > 0)
                .map(([name, count]) => `${count} from ${name}`)
                .join(', ') || 'Nothing was stored for this address.'}
              {erased.ordersKept > 0 ? ` ${erased.ordersKept} order(s) kept for accounting.` : ''}
            </p>
            {erased.unreadable.length > 0 && <p>{erased.unreadable.length} record(s) could not be read: check them by hand.</p>}
          </div>
        )}
      </div>

      {person && looked && (
        <section aria-labelledby={`${ids}-found`}>
          <h2 id={`${ids}-found`} ref={result} tabIndex={-1}>
            Kept for {looked}
          </h2>
          <p className="meta">
            Mailbox {person.mailbox}
            {person.addresses.length > 1 ? `; written as ${person.addresses.join(', ')}` : ''}.
          </p>
          <div className="row-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void exportAs('json')}>
              Export as JSON
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void exportAs('csv')}>
              Export as CSV
            </button>
            <button type="button" className="button button-danger-outline" disabled={busy} onClick={() => setAsking(true)} aria-expanded={asking}>
              Erase everything…
            </button>
          </div>
          {asking && (
            <form className="erase-box stack" onSubmit={(event) => void erase(event)}>
              <h3>Erase everything kept for this address?</h3>
              <p>
                Its inquiries, guide requests, reviews, mails waiting or sent, and the limits’ records that name it are deleted from every store. This cannot be undone.
                {person.orders > 0 ? ` Its ${person.orders} order(s) are kept for tax and accounting.` : ''} The audit log keeps that an erasure happened, without the address.
              </p>
              <label htmlFor={`${ids}-confirm`}>Type the address again to confirm</label>
              <input id={`${ids}-confirm`} className="input" type="email" autoComplete="off" value={confirm} onChange={(event) => setConfirm(event.target.value)} required />
              <div className="row-actions">
                <button type="submit" className="button button-danger" disabled={busy || !confirm.trim()}>
                  Erase for good
                </button>
                <button type="button" className="button" onClick={() => setAsking(false)}>
                  Cancel
                </button>
              </div>
            </form>
          )}

          <h3>Items ({person.items.length})</h3>
          {person.items.length === 0 ? (
            <p className="meta">No items.</p>
          ) : (
            <ul className="rows" aria-label="Items of this address">
              {person.items.map((row) => (
                <li key={row.id}>
                  <button type="button" className="row" onClick={() => onOpenItem(row.id)}>
                    <span className="row-top">
                      <span className={`kind kind-${row.kind}`}>{KIND_LABELS[row.kind]}</span>
                      <span className={`badge badge-${row.status}`}>{STATUS_LABELS[row.status]}</span>
                      <span className="row-time">{when(row.at)}</span>
                    </span>
                    <span className="row-text">{row.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h3>Guide requests ({person.leads.length})</h3>
          {person.leads.length === 0 ? (
            <p className="meta">None.</p>
          ) : (
            <ul className="note-list">
              {person.leads.map((lead) => (
                <li key={lead.email}>
                  {lead.email}: {lead.captures} request(s) from {lead.sources.join(', ')}, first {when(lead.firstSeenAt)}, last {when(lead.lastSeenAt)}
                </li>
              ))}
            </ul>
          )}
          <h3>Mails ({person.mails.length})</h3>
          {person.mails.length === 0 ? (
            <p className="meta">None.</p>
          ) : (
            <ul className="mail-list">
              {person.mails.map((mail, i) => (
                <li key={`${mail.at}-${i}`} className="mail-line">
                  <span>
                    <strong>{mail.subject ?? tagWords(mail.tag)}</strong> {MAIL_TO[mail.to]}, {when(mail.at)}
                  </span>
                  <span className={`state state-${mail.state}`}>{MAIL_STATES[mail.state]}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
