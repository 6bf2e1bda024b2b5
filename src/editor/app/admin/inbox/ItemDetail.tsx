/**
 * One item of the inbox, whole: every field, its status and who changed it, the staff's notes, the
 * replies sent and every mail about it. What staff do with it: mark it, note it, reply (from
 * their own mail app with the message quoted, or from the studio's sender through Postmark, kept
 * on the item), retry a mail that waits or failed, open the payment in Stripe.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ITEM_STATUSES, KIND_LABELS, STATUS_LABELS, type InboxItem, type ItemStatus, type MailView, type StaffAccess } from '../../../../lib/inbox-api.ts';
import type { InboxClient } from './inbox-client.ts';
import { MAIL_STATES, MAIL_TO, tagWords, when } from './words.ts';

export interface ItemDetailProps {
  id: string;
  client: InboxClient;
  access: StaffAccess;
  /** The item changed (its status): the list shows it. */
  onChanged(item: InboxItem): void;
  onPerson(email: string): void;
  onClose(): void;
}

const STATUS_ACTIONS: Record<ItemStatus, string> = { new: 'Mark as new', answered: 'Mark answered', closed: 'Close', spam: 'Mark as spam' };

/** The reply's first lines as the person's mail app would write them: their message quoted. */
function quoted(item: InboxItem): string {
  if (!item.quote) return '';
  return `\n\nOn ${when(item.row.at)}, ${item.row.name || item.row.email} wrote:\n${item.quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}`;
}

function mailtoHref(item: InboxItem, subject: string, text: string): string {
  return `mailto:${encodeURIComponent(item.row.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}${quoted(item)}`)}`;
}

function defaultSubject(item: InboxItem): string {
  switch (item.row.kind) {
    case 'inquiry':
      return 'Your inquiry to Northlight Studio';
    case 'review':
      return 'Your website review';
    case 'order':
      return `Your order: ${item.row.text || 'Website Conversion Audit'}`;
    case 'lead':
      return 'Your quick-win guide';
  }
}

function MailLine({ mail, onRetry, busy, mailOn }: { mail: MailView; onRetry(id: string): void; busy: boolean; mailOn: boolean }) {
  return (
    <li className="mail-line">
      <span>
        <strong>{mail.subject ?? tagWords(mail.tag)}</strong> {MAIL_TO[mail.to]}, {when(mail.at)}
      </span>
      <span className={`state state-${mail.state}`}>{MAIL_STATES[mail.state]}</span>
      {mail.attempts !== undefined && mail.state !== 'sent' && (
        <span className="meta">
          {mail.attempts ? `${mail.attempts} attempt(s)` : 'Not tried yet'}
          {mailOn && mail.nextAttemptAt ? `, next ${when(mail.nextAttemptAt)}` : ''}
        </span>
      )}
      {mail.lastError && <span className="meta">Last error: {mail.lastError}</span>}
      {mailOn && mail.outboxId && (mail.state === 'failed' || mail.state === 'waiting') && (
        <button type="button" className="button button-small" disabled={busy} onClick={() => onRetry(mail.outboxId!)}>
          Retry now
        </button>
      )}
    </li>
  );
}

export function ItemDetail({ id, client, access, onChanged, onPerson, onClose }: ItemDetailProps) {
  const [item, setItem] = useState<InboxItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [subject, setSubject] = useState('');
  const [reply, setReply] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  /** An item just opened: its heading takes the focus once shown (the list is hidden on a phone). */
  const [focusHeading, setFocusHeading] = useState(false);
  const ids = useId();

  useEffect(() => {
    if (!focusHeading || !heading.current) return;
    heading.current.focus();
    setFocusHeading(false);
  }, [focusHeading, item]);

  useEffect(() => {
    let current = true;
    setItem(null);
    setError(null);
    setMessage(null);
    client
      .item(id)
      .then((loaded) => {
        if (!current) return;
        setItem(loaded);
        setSubject(defaultSubject(loaded));
        setReply('');
        setNote('');
        setFocusHeading(true);
      })
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [id, client]);

  const act = async (run: () => Promise<InboxItem | void>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const next = await run();
      if (next) {
        setItem(next);
        onChanged(next);
      }
      setMessage({ tone: 'success', text: done });
      return true;
    } catch (failure) {
      setMessage({ tone: 'error', text: (failure as Error).message });
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (error)
    return (
      <section className="detail" aria-label="Item">
        <p className="banner banner-error" role="alert">
          {error}
        </p>
        <button type="button" className="button" onClick={onClose}>
          Back to the list
        </button>
      </section>
    );
  if (!item)
    return (
      <section className="detail" aria-label="Item" aria-busy="true">
        <p className="loading">Loading the item…</p>
      </section>
    );

  const { row } = item;
  const title = `${KIND_LABELS[row.kind]}: ${row.name || row.email || 'no address'}`;
  const addNote = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await act(() => client.addNote(id, note), 'Note added.')) setNote('');
  };
  const sendReply = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ok = await act(
      () => client.reply(id, subject, reply),
      access.mailConfigured ? 'Reply sent from the studio’s address.' : 'Reply kept in the outbox: mail is off on this site, so it goes out once Postmark is set up.',
    );
    if (ok) setReply('');
  };
  const retry = (outboxId: string) =>
    void act(async () => {
      const result = await client.retry(outboxId);
      setMessage({ tone: result.result === 'sent' ? 'success' : 'error', text: result.message });
      return client.item(id);
    }, 'Tried again.');

  return (
    <section className="detail" aria-labelledby={`${ids}-title`}>
      <div className="detail-head">
        <button type="button" className="button button-small detail-back" onClick={onClose}>
          ← Back to the list
        </button>
        <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <p className="meta">
          {when(row.at)} · <span className={`badge badge-${row.status}`}>{STATUS_LABELS[row.status]}</span>
        </p>
      </div>
      <div aria-live="polite" role="status" className="detail-message">
        {message && <p className={`banner banner-${message.tone}`}>{message.text}</p>}
      </div>

      <div className="status-actions" role="group" aria-label="Status">
        {ITEM_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`button button-small${row.status === status ? ' is-current' : ''}`}
            aria-pressed={row.status === status}
            disabled={busy}
            onClick={() => void act(() => client.setStatus(id, status), `Marked ${STATUS_LABELS[status].toLowerCase()}.`)}
          >
            {row.status === status ? STATUS_LABELS[status] : STATUS_ACTIONS[status]}
          </button>
        ))}
      </div>

      {item.recordMissing && <p className="banner banner-info">The stored record is no longer kept (its retention period ended): this is the inbox’s own copy.</p>}
      <dl className="fields">
        {item.fields.map((field) => (
          <div key={field.label} className={field.long ? 'field-long' : undefined}>
            <dt>{field.label}</dt>
            <dd>{field.value || <span className="meta">–</span>}</dd>
          </div>
        ))}
      </dl>
      <div className="detail-links">
        {row.email && (
          <button type="button" className="button button-small" onClick={() => onPerson(row.email)}>
            Everything kept for this address
          </button>
        )}
        {item.stripeUrl && (
          <a className="button button-small" href={item.stripeUrl} target="_blank" rel="noopener noreferrer">
            Open the payment in Stripe<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>

      <h3>Mails about it</h3>
      {item.mails.length === 0 ? (
        <p className="meta">No mail was sent about this item.</p>
      ) : (
        <ul className="mail-list">
          {item.mails.map((mail, i) => (
            <MailLine key={`${mail.at}-${i}`} mail={mail} busy={busy} onRetry={retry} mailOn={access.mailConfigured} />
          ))}
        </ul>
      )}
      {!access.mailConfigured && item.mails.some((mail) => mail.state === 'waiting' || mail.state === 'failed') && (
        <p className="meta">Mail is off on this site (no Postmark token): these wait in the outbox until it is set up.</p>
      )}

      <h3>Notes</h3>
      {item.notes.length === 0 ? (
        <p className="meta">No notes yet.</p>
      ) : (
        <ul className="note-list" aria-label="Notes">
          {item.notes.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <p className="meta">
                @{entry.by}, {when(entry.at)}
              </p>
              <p className="prewrap">{entry.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="stack" onSubmit={(event) => void addNote(event)}>
        <label htmlFor={`${ids}-note`}>New note (only staff see it)</label>
        <textarea id={`${ids}-note`} className="input" rows={3} maxLength={4000} value={note} onChange={(event) => setNote(event.target.value)} required />
        <button type="submit" className="button" disabled={busy || !note.trim()}>
          Add note
        </button>
      </form>

      {row.email && (
        <>
          <h3>Reply</h3>
          {item.replies.length > 0 && (
            <ul className="note-list" aria-label="Replies sent">
              {item.replies.map((entry, i) => (
                <li key={`${entry.at}-${i}`}>
                  <p className="meta">
                    @{entry.by}, {when(entry.at)}: <strong>{entry.subject}</strong> · {MAIL_STATES[entry.mail.state]}
                  </p>
                  <p className="prewrap">{entry.text}</p>
                </li>
              ))}
            </ul>
          )}
          <form className="stack" onSubmit={(event) => void sendReply(event)}>
            <label htmlFor={`${ids}-subject`}>Subject</label>
            <input id={`${ids}-subject`} className="input" maxLength={150} value={subject} onChange={(event) => setSubject(event.target.value)} required />
            <label htmlFor={`${ids}-reply`}>Your reply to {row.email}</label>
            <textarea id={`${ids}-reply`} className="input" rows={6} maxLength={10000} value={reply} onChange={(event) => setReply(event.target.value)} required />
            {item.quote && <p className="meta">Their message is quoted below your reply.</p>}
            <div className="row-actions">
              <button type="submit" className="button button-primary" disabled={busy || !reply.trim() || !subject.trim()}>
                Send from the studio
              </button>
              <a className="button" href={mailtoHref(item, subject, reply)}>
                Write in my mail app
              </a>
            </div>
            <p className="meta">
              {access.mailConfigured
                ? 'Sent through Postmark from the studio’s address; answers come to the studio’s inbox. The reply is kept on this item.'
                : 'Mail is off on this site (no Postmark token): a reply waits in the outbox until it is set up.'}
            </p>
          </form>
        </>
      )}

      {item.history.length > 0 && (
        <>
          <h3>History</h3>
          <ul className="note-list" aria-label="Status changes">
            {item.history.map((change, i) => (
              <li key={`${change.at}-${i}`} className="meta">
                {when(change.at)}: @{change.by} marked it {STATUS_LABELS[change.status].toLowerCase()}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
