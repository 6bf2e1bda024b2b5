/**
 * The editor app's Vite configuration: a static React app of its own (index.html + main.tsx), apart
 * from the Astro site, so none of its code reaches a public page. The dev server serves it at
 * /__editor through a Vite server in middleware mode (src/editor/dev/integration.ts); the same
 * configuration builds it as static files (to measure it, and to serve it elsewhere later).
 *
 * JSX is compiled by Vite's own transform (React's automatic runtime): no React Refresh, whose
 * inline preamble script the editor's Content-Security-Policy would have to allow.
 */
import { fileURLToPath } from 'node:url';
import type { InlineConfig, ViteDevServer } from 'vite';

export const EDITOR_APP_DIR = fileURLToPath(new URL('.', import.meta.url));

export function editorAppConfig(options: {
  base: string;
  projectRoot: string;
  mode: 'development' | 'production';
  /** In development: the dev server's own HTTP server, which Vite's client socket connects to (at the base path). */
  httpServer?: ViteDevServer['httpServer'];
}): InlineConfig {
  return {
    configFile: false,
    root: EDITOR_APP_DIR,
    base: options.base,
    mode: options.mode,
    appType: 'custom',
    logLevel: 'warn',
    cacheDir: `${options.projectRoot}/node_modules/.vite-industry-editor`,
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    define: { 'process.env.NODE_ENV': JSON.stringify(options.mode) },
    server: {
      middlewareMode: true,
      hmr: false,
      // Vite's browser client always opens its socket: on the dev server's own port, so the editor's CSP (connect-src 'self') allows it.
      ws: options.httpServer ? { server: options.httpServer } : false,
      fs: { allow: [options.projectRoot] },
      // The page's module is asked for under the base path; warming it up without that prefix fails.
      preTransformRequests: false,
    },
    optimizeDeps: { entries: ['main.tsx'] },
    build: {
      emptyOutDir: true,
      rolldownOptions: { input: `${EDITOR_APP_DIR}index.html` },
    },
  };
}
