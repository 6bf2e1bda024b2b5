/**
 * The inbox: everything the site stored, newest first, a page at a time; searched by address,
 * name and text, filtered by kind, status, days, industry, page and UTM source; exported as CSV.
 * Choosing an item shows it beside the list (on a phone, instead of it, with the way back).
 */
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { INBOX_KINDS, INBOX_PAGE_SIZE, KIND_LABELS, STATUS_FILTERS, STATUS_LABELS, type InboxItem, type InboxPage, type InboxQuery, type StaffAccess, type StatusFilter } from '../../../../lib/inbox-api.ts';
import { download, type InboxClient } from './inbox-client.ts';
import { ItemDetail } from './ItemDetail.tsx';
import { money, when } from './words.ts';

const STATUS_FILTER_LABELS: Record<StatusFilter, string> = { inbox: 'Everything but spam', ...STATUS_LABELS, all: 'Everything' };

interface Filters {
  q: string;
  kind: 'all' | (typeof INBOX_KINDS)[number];
  status: StatusFilter;
  from: string;
  to: string;
  industry: string;
  page: string;
  utmSource: string;
}
const NO_FILTERS: Filters = { q: '', kind: 'all', status: 'inbox', from: '', to: '', industry: '', page: '', utmSource: '' };

function queryOf(filters: Filters, cursor: string | null): InboxQuery {
  return {
    q: filters.q,
    kind: filters.kind,
    status: filters.status,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    industry: filters.industry,
    page: filters.page,
    utmSource: filters.utmSource,
    ...(cursor ? { cursor } : {}),
    limit: INBOX_PAGE_SIZE,
  };
}

export interface InboxViewProps {
  client: InboxClient;
  access: StaffAccess;
  /** The item shown (from the address: an id names no one), or null. */
  selected: string | null;
  onSelect(id: string | null): void;
  onPerson(email: string): void;
}

export function InboxView({ client, access, selected, onSelect, onPerson }: InboxViewProps) {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  /** The cursors of the pages before this one (the first page's is null). */
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [result, setResult] = useState<InboxPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const ids = useId();
  const cursor = cursors[cursors.length - 1] ?? null;

  useEffect(() => {
    let current = true;
    setResult(null);
    setError(null);
    client
      .items(queryOf(filters, cursor))
      .then((page) => current && setResult(page))
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [client, filters, cursor]);

  useEffect(() => {
    document.title = 'Inbox · Staff';
  }, []);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(draft);
    setCursors([null]);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setCursors([null]);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      download(await client.exportList(queryOf(filters, null)));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setExporting(false);
    }
  };
  const changed = useCallback((item: InboxItem) => setResult((page) => page && { ...page, items: page.items.map((row) => (row.id === item.row.id ? item.row : row)) }), []);
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const pageNumber = cursors.length;

  return (
    <>
    <h1>Inbox</h1>
    <div className={`inbox${selected ? ' has-selection' : ''}`}>
      <div className="inbox-list">
        <form className="filters" onSubmit={apply} aria-label="Search and filters">
          <div className="filter filter-wide">
            <label htmlFor={`${ids}-q`}>Search</label>
            <input id={`${ids}-q`} className="input" type="search" value={draft.q} onChange={set('q')} maxLength={200} aria-describedby={`${ids}-q-hint`} />
            <span id={`${ids}-q-hint`} className="hint">
              E-mail, name, company or text
            </span>
          </div>
          <div className="filter">
            <label htmlFor={`${ids}-kind`}>Kind</label>
            <select id={`${ids}-kind`} className="input" value={draft.kind} onChange={set('kind')}>
              <option value="all">All kinds</option>
              {INBOX_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          <div className="filter">
            <label htmlFor={`${ids}-status`}>Status</label>
            <select id={`${ids}-status`} className="input" value={draft.status} onChange={set('status')}>
              {STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {STATUS_FILTER_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <details className="filter-more" open={Boolean(filters.from || filters.to || filters.industry || filters.page || filters.utmSource)}>
            <summary>More filters</summary>
            <div className="filter-grid">
              <div className="filter">
                <label htmlFor={`${ids}-from`}>From (UTC day)</label>
                <input id={`${ids}-from`} className="input" type="date" value={draft.from} onChange={set('from')} />
              </div>
              <div className="filter">
                <label htmlFor={`${ids}-to`}>To (UTC day)</label>
                <input id={`${ids}-to`} className="input" type="date" value={draft.to} onChange={set('to')} />
              </div>
              <div className="filter">
                <label htmlFor={`${ids}-industry`}>Industry</label>
                <input id={`${ids}-industry`} className="input" value={draft.industry} onChange={set('industry')} maxLength={80} placeholder="lawyers" />
              </div>
              <div className="filter">
                <label htmlFor={`${ids}-page`}>Page</label>
                <input id={`${ids}-page`} className="input" value={draft.page} onChange={set('page')} maxLength={200} placeholder="/contact" />
              </div>
              <div className="filter">
                <label htmlFor={`${ids}-utm`}>UTM source</label>
                <input id={`${ids}-utm`} className="input" value={draft.utmSource} onChange={set('utmSource')} maxLength={100} placeholder="newsletter" />
              </div>
            </div>
          </details>
          <div className="row-actions">
            <button type="submit" className="button button-primary">
              Show
            </button>
            {filtered && (
              <button type="button" className="button" onClick={clear}>
                Clear filters
              </button>
            )}
            <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting}>
              {exporting ? 'Exporting…' : 'Export as CSV'}
            </button>
          </div>
        </form>

        <div role="status" aria-live="polite" className="list-status">
          {error ? (
            <p className="banner banner-error">{error}</p>
          ) : !result ? (
            <p className="loading">Loading…</p>
          ) : (
            <p className="meta">
              Page {pageNumber}: {result.items.length} item(s){result.searchedTo ? `, looked back to ${result.searchedTo}` : ''}.
              {result.more ? ' More may be further back: go to the next page.' : ''}
            </p>
          )}
        </div>

        {result && result.items.length === 0 && !result.more && <p className="empty">{filtered ? 'Nothing matches these filters.' : 'Nothing has come in yet.'}</p>}
        {result && result.items.length > 0 && (
          <ul className="rows" aria-label="Items, newest first">
            {result.items.map((row) => (
              <li key={row.id}>
                <button type="button" className={`row${row.id === selected ? ' is-selected' : ''}`} aria-current={row.id === selected ? 'true' : undefined} onClick={() => onSelect(row.id)}>
                  <span className="row-top">
                    <span className={`kind kind-${row.kind}`}>{KIND_LABELS[row.kind]}</span>
                    <span className={`badge badge-${row.status}`}>{STATUS_LABELS[row.status]}</span>
                    <span className="row-time">{when(row.at)}</span>
                  </span>
                  <span className="row-who">
                    {row.name ? `${row.name} · ` : ''}
                    {row.email || 'no address'}
                  </span>
                  <span className="row-text">
                    {row.amount !== undefined ? `${money(row.amount, row.currency)} · ` : ''}
                    {row.text}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <nav className="pager" aria-label="Pages of the inbox">
          <button type="button" className="button" disabled={cursors.length < 2} onClick={() => setCursors((list) => list.slice(0, -1))}>
            ← Newer
          </button>
          <span className="meta">Page {pageNumber}</span>
          <button type="button" className="button" disabled={!result?.cursor} onClick={() => result?.cursor && setCursors((list) => [...list, result.cursor])}>
            Older →
          </button>
        </nav>
      </div>
      {selected ? (
        <ItemDetail id={selected} client={client} access={access} onChanged={changed} onPerson={onPerson} onClose={() => onSelect(null)} />
      ) : (
        <section className="detail detail-empty" aria-label="Item">
          <p className="meta">Choose an item to see all of it, mark it, note it or reply.</p>
        </section>
      )}
    </div>
    </>
  );
}
