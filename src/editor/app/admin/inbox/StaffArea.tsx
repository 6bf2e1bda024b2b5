/**
 * What staff see at /admin besides the pages: the inbox, a person's data, the dashboard and the
 * audit log, under one bar with the way back to the page editor. Which view shows is in the
 * address's fragment (#/inbox, #/inbox/<item id>, #/person, #/dashboard, #/audit): an item's id
 * names no one, and a person's address is never put there.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StaffAccess } from '../../../../lib/inbox-api.ts';
import type { AdminCalls } from '../admin-api-store.ts';
import { AuditView } from './AuditView.tsx';
import { DashboardView } from './DashboardView.tsx';
import { inboxClient } from './inbox-client.ts';
import { InboxView } from './InboxView.tsx';
import { PersonView } from './PersonView.tsx';
import './inbox.css';
import { STAFF_LINKS, type StaffRoute } from './staff-routes.ts';

export interface StaffAreaProps {
  route: StaffRoute;
  access: StaffAccess;
  onSignedOut: AdminCalls['onSignedOut'];
  /** Who is signed in and the way out, as the editor's bar shows them. */
  user: ReactNode;
}

export function StaffArea({ route, access, onSignedOut, user }: StaffAreaProps) {
  const client = useMemo(() => inboxClient({ onSignedOut }), [onSignedOut]);
  // The address handed from an item to the person's view, kept here (never in the address bar).
  const [personEmail, setPersonEmail] = useState('');
  const go = (hash: string) => {
    location.hash = hash;
  };
  useEffect(() => {
    if (route.view !== 'person') setPersonEmail('');
  }, [route.view]);

  let view: ReactNode;
  switch (route.view) {
    case 'inbox':
      view = <InboxView client={client} access={access} selected={route.item} onSelect={(id) => go(id ? `#/inbox/${id}` : '#/inbox')} onPerson={(email) => (setPersonEmail(email), go('#/person'))} />;
      break;
    case 'person':
      view = <PersonView client={client} email={personEmail} onOpenItem={(id) => go(`#/inbox/${id}`)} />;
      break;
    case 'dashboard':
      view = <DashboardView client={client} onOpenItem={(id) => go(`#/inbox/${id}`)} />;
      break;
    case 'audit':
      view = <AuditView client={client} />;
      break;
  }

  return (
    <div className="staff">
      <a className="skip-link" href="#staff-main">
        Skip to the content
      </a>
      <header className="staff-bar">
        <p className="staff-name">Northlight admin</p>
        <nav aria-label="Admin">
          <ul className="staff-nav">
            <li>
              <a href="#/">Pages</a>
            </li>
            {STAFF_LINKS.map((link) => (
              <li key={link.view}>
                <a href={link.href} aria-current={route.view === link.view ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {user}
      </header>
      <main id="staff-main" className="staff-main" tabIndex={-1}>
        {view}
      </main>
    </div>
  );
}
