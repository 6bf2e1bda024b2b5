/**
 * Beside the form on the live site: the editor's open pull requests, each with what it changes
 * (by the form's labels) and its Deploy Preview (the page as it will be once merged, built by
 * Netlify), read again after every save; and other editors' open pull requests, with a warning on
 * each of the editor's own that changes the same page. Where the site can (EDITOR_PUBLISH_TOKEN),
 * each of the editor's own can be given a time to be published at (netlify/lib/admin/schedule.ts).
 */
import { useEffect, useState } from 'react';
import { ADMIN_API, type AdminSignIn, type OtherPullRequest, type PullRequestList, type PullRequestSummary } from '../../core/admin-api.ts';
import { adminCall, type AdminCalls } from './admin-api-store.ts';

export interface PullRequestsProps {
  signIn: AdminSignIn;
  /** Increases with each write: the list is read again. */
  writes: number;
  onSignedOut: AdminCalls['onSignedOut'];
}

export function PullRequests({ signIn, writes, onSignedOut }: PullRequestsProps) {
  const [pulls, setPulls] = useState<PullRequestSummary[] | null>(null);
  const [others, setOthers] = useState<OtherPullRequest[]>([]);
  const [scheduling, setScheduling] = useState(false);
  /** Read again after a schedule is set or cancelled. */
  const [reads, setReads] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    adminCall<PullRequestList>('GET', ADMIN_API.pulls, undefined, { onSignedOut })
      .then((answer) => {
        if (!current) return;
        setPulls(answer.pullRequests);
        setOthers(answer.others ?? []);
        setScheduling(answer.scheduling === true);
        setError(null);
      })
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [writes, reads, onSignedOut]);

  return (
    <section className="preview pulls" aria-labelledby="pulls-title">
      <div className="preview-bar">
        <h2 id="pulls-title">Your pull requests</h2>
      </div>
      <div className="pulls-body">
        <p className="pulls-intro">
          Each save is a commit to a pull request against <strong>{signIn.baseBranch}</strong> of {signIn.repository}. Netlify builds a Deploy Preview of each one: check the page
          there, then merge the pull request on {signIn.host} to publish it.
        </p>
        {error && (
          <p className="banner banner-error" role="alert">
            {error}
          </p>
        )}
        {!pulls && !error && <p className="pulls-empty">Loading your pull requests…</p>}
        {pulls?.length === 0 && <p className="pulls-empty">No open pull requests of yours yet. Saving a page opens one.</p>}
        {pulls && pulls.length > 0 && (
          <ul className="pulls-list" aria-label="Open pull requests">
            {pulls.map((pull) => (
              <li key={pull.number} className="pull">
                <PullHeading pull={pull} meta={`${pull.file ?? ''} · updated ${new Date(pull.updatedAt).toLocaleString()}`} />
                {pull.changes.length > 0 && (
                  <ul className="pull-changes" aria-label={`What #${pull.number} changes`}>
                    {pull.changes.map((change, i) => (
                      <li key={i}>{change}</li>
                    ))}
                  </ul>
                )}
                {others
                  .filter((other) => other.file === pull.file)
                  .map((other) => (
                    <p key={other.number} className="pull-warning" role="note">
                      {other.author}&rsquo;s pull request{' '}
                      <a href={other.url} target="_blank" rel="noopener noreferrer">
                        #{other.number}
                      </a>{' '}
                      changes this page too: whichever is merged second may need its changes made again.
                    </p>
                  ))}
                {scheduling && <PublishAt pull={pull} onSignedOut={onSignedOut} onChanged={() => setReads((n) => n + 1)} />}
                {pull.previewUrl ? (
                  <a className="button button-small" href={pull.previewUrl} target="_blank" rel="noopener noreferrer">
                    Deploy Preview
                  </a>
                ) : (
                  <span className="pull-meta">The Deploy Preview is linked on the pull request once Netlify has built it.</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 && (
          <>
            <h3 className="pulls-subtitle">Other editors&rsquo; open pull requests</h3>
            <ul className="pulls-list" aria-label="Other editors' open pull requests">
              {others.map((other) => (
                <li key={other.number} className="pull">
                  <PullHeading pull={other} meta={`${other.file} · by ${other.author} · updated ${new Date(other.updatedAt).toLocaleString()}`} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

/** A pull request's entry in a list: its number and title, linked to the Git host, then what it is about. */
function PullHeading({ pull, meta }: { pull: { number: number; title: string; url: string }; meta: string }) {
  return (
    <>
      <a className="pull-title" href={pull.url} target="_blank" rel="noopener noreferrer">
        #{pull.number} {pull.title}
      </a>
      <span className="pull-meta">{meta}</span>
    </>
  );
}

/** A pull request's publish time: set one (the browser's local time), or see and cancel it. */
function PublishAt({ pull, onSignedOut, onChanged }: { pull: PullRequestSummary; onSignedOut: AdminCalls['onSignedOut']; onChanged: () => void }) {
  const [local, setLocal] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const id = `publish-at-${pull.number}`;

  async function send(at: string | null) {
    setBusy(true);
    try {
      const answer = await adminCall<{ message: string }>('POST', ADMIN_API.schedule, { number: pull.number, at }, { onSignedOut });
      setSaid({ tone: 'success', text: answer.message });
      setLocal('');
      onChanged();
    } catch (failure) {
      setSaid({ tone: 'error', text: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pull-schedule">
      {pull.publishAt ? (
        <p className="pull-meta">
          Publishes at <strong>{new Date(pull.publishAt).toLocaleString()}</strong> if its checks have passed.{' '}
          <button type="button" className="button button-small" disabled={busy} onClick={() => void send(null)}>
            Cancel the schedule
          </button>
        </p>
      ) : (
        <form
          className="pull-schedule-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!local) return setSaid({ tone: 'error', text: 'Choose the date and time to publish at.' });
            void send(new Date(local).toISOString());
          }}
        >
          <label htmlFor={id}>Publish at</label>
          <input id={id} type="datetime-local" className="input" value={local} onChange={(event) => setLocal(event.target.value)} />
          <button type="submit" className="button button-small" disabled={busy}>
            Schedule
          </button>
        </form>
      )}
      {said && (
        <p className={said.tone === 'error' ? 'field-errors' : 'pull-meta'} role={said.tone === 'error' ? 'alert' : 'status'}>
          {said.text}
        </p>
      )}
    </div>
  );
}
