/**
 * The staff area's places, each at an address fragment (#/inbox, #/dashboard …): what the editor's
 * bar links and how an address is read. Apart from the staff area itself (StaffArea.tsx), which
 * the editor loads only when a staff member opens one of them.
 */
export type StaffRoute = { view: 'inbox'; item: string | null } | { view: 'person' } | { view: 'dashboard' } | { view: 'audit' };

/** The staff view a fragment names, or null for the page editor. */
export function staffRoute(hash: string): StaffRoute | null {
  const [view, item] = hash.replace(/^#\/?/, '').split('/');
  switch (view) {
    case 'inbox':
      return { view: 'inbox', item: item && /^[0-9A-Za-z-]{1,64}$/.test(item) ? item : null };
    case 'person':
    case 'dashboard':
    case 'audit':
      return { view };
    default:
      return null;
  }
}

export const STAFF_LINKS = [
  { href: '#/inbox', label: 'Inbox', view: 'inbox' },
  { href: '#/dashboard', label: 'Dashboard', view: 'dashboard' },
  { href: '#/person', label: 'A person’s data', view: 'person' },
  { href: '#/audit', label: 'Audit log', view: 'audit' },
] as const;
