/**
 * The editor on the live site: asks the API who is signed in, then shows one of three things —
 * the set-up page (the site has no Git host configured: what to set, and where it is described),
 * the sign-in page, or the editor itself with the editor's pull requests beside the form. For
 * staff (inbox/staff.ts on the server: the repository's admins and STAFF_GITHUB_LOGINS) it also
 * links the inbox, the dashboard, a person's data and the audit log (inbox/StaffArea.tsx); anyone
 * else sees the editor only, and the inbox's API refuses them.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ADMIN_API, SETUP_DOC, SETUP_VARIABLES, type AdminSignIn } from '../../core/admin-api.ts';
import type { EditorErrorBody } from '../../core/editor-api.ts';
import type { StaffAccess } from '../../../lib/inbox-api.ts';
import { App } from '../App.tsx';
import { adminApiStore, adminCall, sendInTurn } from './admin-api-store.ts';
import { readStaffAccess } from './inbox/inbox-client.ts';
import { STAFF_LINKS, staffRoute } from './inbox/staff-routes.ts';
import { PullRequests } from './PullRequests.tsx';

// The staff area (inbox, dashboard, a person's data, audit log) is loaded when staff first open it: an editor never does.
const StaffArea = lazy(() => import('./inbox/StaffArea.tsx').then((module) => ({ default: module.StaffArea })));

type Gate =
  | { kind: 'loading' }
  | { kind: 'setup'; message: string; missing: string[] }
  | { kind: 'sign-in'; message: string | null }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; signIn: AdminSignIn };

async function readGate(): Promise<Gate> {
  let response: Response;
  try {
    response = await sendInTurn('GET', ADMIN_API.session, undefined);
  } catch {
    return { kind: 'failed', message: 'The site did not answer. Check the connection and reload the page.' };
  }
  const body = (await response.json().catch(() => null)) as (AdminSignIn & EditorErrorBody) | null;
  if (response.ok && body) return { kind: 'ready', signIn: body };
  if (response.status === 503 && body?.setup) return { kind: 'setup', message: body.error, missing: body.setup.missing };
  if (response.status === 401) return { kind: 'sign-in', message: null };
  return { kind: 'failed', message: body?.error ?? `The editor's API answered ${response.status}. Reload the page to try again.` };
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Industry editor`;
  }, [title]);
  return (
    <main className="gate" id="main">
      <div className="gate-card">
        <p className="gate-eyebrow">Industry editor</p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

function SetupPage({ message, missing }: { message: string; missing: string[] }) {
  const callback = `${location.origin}${ADMIN_API.callback}`;
  return (
    <Page title="The editor is not set up on this site">
      <p role="status">{message}</p>
      <h2>What to set up</h2>
      <ol>
        <li>
          Create a GitHub App (GitHub → Settings → Developer settings → GitHub Apps → New GitHub App) with the callback URL <code>{callback}</code>, “Expire user authorization tokens” on,
          and the repository permissions <strong>Contents: Read and write</strong>, <strong>Pull requests: Read and write</strong> (Metadata: Read-only comes with them).
        </li>
        <li>Install the App on the site’s repository only.</li>
        <li>In Netlify, set these environment variables (Functions scope), then deploy again:</li>
      </ol>
      <table className="gate-table">
        <caption>The editor’s variables</caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">What to put in it</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {SETUP_VARIABLES.map((variable) => (
            <tr key={variable.name}>
              <th scope="row">
                <code>{variable.name}</code>
              </th>
              <td>{variable.what}</td>
              <td>{missing.some((name) => name.startsWith(variable.name)) ? 'Missing' : variable.required ? 'Set' : 'Optional'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Every step is described in {SETUP_DOC}, in the site’s repository.</p>
    </Page>
  );
}

function SignInPage({ message }: { message: string | null }) {
  return (
    <Page title="Sign in to edit the pages">
      {message && (
        <p className="banner banner-error" role="alert">
          {message}
        </p>
      )}
      <p>
        Changes made here are saved as pull requests on the site’s repository, and go live once one is merged. Only collaborators with write access to the repository can sign
        in. Unsaved edits stay in this browser.
      </p>
      <a className="button button-primary" href={ADMIN_API.login}>
        Sign in with GitHub
      </a>
    </Page>
  );
}

/** The address's fragment, as it changes. */
function useHash(): string {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const changed = () => setHash(location.hash);
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

function Editor({ signIn, onSignedOut }: { signIn: AdminSignIn; onSignedOut: (message: string) => void }) {
  const [writes, setWrites] = useState(0);
  const [staff, setStaff] = useState<StaffAccess | null>(null);
  const hash = useHash();
  const store = useMemo(() => adminApiStore({ onSignedOut, onWrite: () => setWrites((count) => count + 1) }), [onSignedOut]);
  useEffect(() => {
    void readStaffAccess().then(setStaff);
  }, [signIn.user.login]);
  const signOut = useCallback(async () => {
    await adminCall('POST', ADMIN_API.logout).catch(() => undefined);
    onSignedOut('You have signed out.');
  }, [onSignedOut]);
  const user = (
    <div className="topbar-user">
      <span>
        @{signIn.user.login} · {signIn.repository}
      </span>
      <button type="button" className="button button-small" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
  const route = staffRoute(hash);
  if (staff && route)
    return (
      <Suspense fallback={<p className="loading">Loading the staff area…</p>}>
        <StaffArea route={route} access={staff} onSignedOut={onSignedOut} user={user} />
      </Suspense>
    );
  return (
    <App
      store={store}
      conflictWords={{ title: `The file changed on ${signIn.host}`, reload: 'Reload the file', meanwhile: `saved on ${signIn.host} meanwhile` }}
      asideLabel="Pull requests"
      aside={<PullRequests signIn={signIn} writes={writes} onSignedOut={onSignedOut} />}
      topbar={
        <>
          {staff && (
            <nav aria-label="Staff" className="topbar-staff">
              {STAFF_LINKS.slice(0, 2).map((link) => (
                <a key={link.view} href={link.href}>
                  {link.label}
                </a>
              ))}
            </nav>
          )}
          {user}
        </>
      }
    />
  );
}

export function AdminApp() {
  const [gate, setGate] = useState<Gate>({ kind: 'loading' });
  useEffect(() => {
    void readGate().then(setGate);
  }, []);
  const onSignedOut = useCallback((message: string) => setGate({ kind: 'sign-in', message }), []);

  switch (gate.kind) {
    case 'loading':
      return <p className="loading">Loading the editor…</p>;
    case 'setup':
      return <SetupPage message={gate.message} missing={gate.missing} />;
    case 'sign-in':
      return <SignInPage message={gate.message} />;
    case 'failed':
      return (
        <Page title="The editor could not start">
          <p role="alert">{gate.message}</p>
        </Page>
      );
    case 'ready':
      return <Editor signIn={gate.signIn} onSignedOut={onSignedOut} />;
  }
}
