/**
 * A yes/no flag for the rest of the browser session (sessionStorage), that degrades to "not
 * set" where storage is blocked (privacy settings, sandboxed frames) instead of throwing.
 */

/** The window's session storage, or undefined where reading it throws. */
export function sessionStore(win: { sessionStorage: Storage } | undefined = typeof window === 'undefined' ? undefined : window): Storage | undefined {
  try {
    return win?.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSessionFlag(storage: Storage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Sets the flag; where storage refuses, it simply lasts as long as the page. */
export function setSessionFlag(storage: Storage | undefined, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Blocked or full: nothing to keep.
  }
}
