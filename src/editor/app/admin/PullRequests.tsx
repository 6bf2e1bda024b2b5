/**
 * Beside the form on the live site: the editor's open pull requests, each with its Deploy Preview
 * (the page as it will be once merged, built by Netlify), read again after every save.
 */
import { useEffect, useState } from 'react';
import { ADMIN_API, type AdminSignIn, type PullRequestSummary } from '../../core/admin-api.ts';
import { adminCall, type AdminCalls } from './admin-api-store.ts';

export interface PullRequestsProps {
  signIn: AdminSignIn;
  /** Increases with each write: the list is read again. */
  writes: number;
  onSignedOut: AdminCalls['onSignedOut'];
}

export function PullRequests({ signIn, writes, onSignedOut }: PullRequestsProps) {
  const [pulls, setPulls] = useState<PullRequestSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    adminCall<{ pullRequests: PullRequestSummary[] }>('GET', ADMIN_API.pulls, undefined, { onSignedOut })
      .then((answer) => {
        if (!current) return;
        setPulls(answer.pullRequests);
        setError(null);
      })
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [writes, onSignedOut]);

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
                <a className="pull-title" href={pull.url} target="_blank" rel="noopener noreferrer">
                  #{pull.number} {pull.title}
                </a>
                <span className="pull-meta">
                  {pull.file ?? ''} · updated {new Date(pull.updatedAt).toLocaleString()}
                </span>
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
      </div>
    </section>
  );
}
