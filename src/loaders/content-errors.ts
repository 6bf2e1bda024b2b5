/**
 * Content errors in `astro dev`, shown where the editor is looking: the browser's error overlay.
 *
 * Astro's glob loader re-parses an edited file and, when it fails its schema, only logs the error
 * to the terminal and keeps serving the last good version, so the open page looks fine while the
 * file is broken. The industries loader reports such an error here; this integration then
 * (1) sends it to the open pages over Vite's HMR socket, which show it in Astro's error overlay,
 * and (2) in dev only, adds a middleware that fails every page request with it, so a reload shows
 * it too. Fixing the file clears it and reloads the page.
 *
 * The loader runs in Vite's content module graph and this integration in the config's: two
 * module instances in one process, so the errors live on globalThis.
 */
import type { AstroIntegration } from 'astro';

interface ContentErrors {
  errors: Map<string, string>;
  listeners: Set<() => void>;
}

const KEY = Symbol.for('studio-site.content-errors');
/** How long the errors must stay as they are before the open pages are told. */
const SETTLE_MS = 150;

function shared(): ContentErrors {
  const scope = globalThis as { [KEY]?: ContentErrors };
  return (scope[KEY] ??= { errors: new Map(), listeners: new Set() });
}

/** Records the error of `key` (a file, or 'registry' for checks across files). */
export function reportContentError(key: string, message: string): void {
  const { errors, listeners } = shared();
  if (errors.get(key) === message) return;
  errors.set(key, message);
  for (const listener of listeners) listener();
}

export function clearContentError(key: string): void {
  const { errors, listeners } = shared();
  if (!errors.delete(key)) return;
  for (const listener of listeners) listener();
}

/** The message of every current content error, '' when there is none. */
export function contentErrorMessage(): string {
  const messages = [...shared().errors.values()];
  return messages.length ? `Content error in src/content:\n\n${messages.join('\n\n')}` : '';
}

export function contentErrorOverlay(): AstroIntegration {
  return {
    name: 'content-error-overlay',
    hooks: {
      'astro:config:setup': ({ command, addMiddleware }) => {
        if (command !== 'dev') return;
        addMiddleware({ entrypoint: new URL('./content-errors-middleware.ts', import.meta.url), order: 'pre' });
      },
      'astro:server:setup': ({ server }) => {
        // Settled state only: an edit clears a file's error and its new parse may report it
        // again a few milliseconds later, which should not reload the page in between.
        let timer: ReturnType<typeof setTimeout> | undefined;
        let shown = '';
        shared().listeners.add(() => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            const message = contentErrorMessage();
            if (message === shown) return;
            shown = message;
            if (message) server.hot.send({ type: 'error', err: { message, stack: '' } });
            else server.hot.send({ type: 'full-reload', path: '*' });
          }, SETTLE_MS);
        });
      },
    },
  };
}
