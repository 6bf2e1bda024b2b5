/**
 * Slide-in card dismissal, remembered for the browser session (sessionStorage), shared by any
 * island that wants to know (e.g. a second prompt that should not compete with it).
 */
import { atom } from 'nanostores';
import { SLIDE_IN } from '~/lib/config';

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can throw when blocked (privacy settings, sandboxed frames).
    return undefined;
  }
}

export function readSlideInDismissed(storage: Storage | undefined = sessionStore()): boolean {
  try {
    return storage?.getItem(SLIDE_IN.storageKey) === '1';
  } catch {
    return false;
  }
}

/** False on the server; in the browser, what this session already decided. */
export const $slideInDismissed = atom<boolean>(readSlideInDismissed());

export function dismissSlideIn(storage: Storage | undefined = sessionStore()): void {
  $slideInDismissed.set(true);
  try {
    storage?.setItem(SLIDE_IN.storageKey, '1');
  } catch {
    // Still dismissed for this page view.
  }
}
