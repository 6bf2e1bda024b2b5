import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * False in the server HTML and the first client render, true once the island has hydrated.
 * Controls that only work with JavaScript stay disabled until then, so a click before hydration
 * cannot, say, submit a form as a GET with the visitor's e-mail in the URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A nanostores atom's value. (Equivalent to @nanostores/react's useStore for plain atoms, at a
 * fraction of its size: every byte here ships on every page.)
 * @internal Also a seam for the tests (knip --production).
 */
export function useAtom<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  );
}
