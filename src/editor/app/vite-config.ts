/**
 * The editor app's Vite configuration: a static React app of its own, apart from the Astro site,
 * so none of its code reaches a public page. Two entries share the app: `dev` (index.html +
 * main.tsx, over the dev server's file API), served at /__editor by `astro dev` through a Vite
 * server in middleware mode (src/editor/dev/integration.ts), and `admin` (admin/index.html +
 * admin/main.tsx, over the live site's API at /api/admin), built as static files into dist/admin
 * by `astro build`.
 *
 * JSX is compiled by Vite's own transform (React's automatic runtime): no React Refresh, whose
 * inline preamble script the editor's Content-Security-Policy would have to allow.
 */
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin, ViteDevServer } from 'vite';

export const EDITOR_APP_DIR = fileURLToPath(new URL('.', import.meta.url));
/** The live site's entry: its own page and store, the same app. */
export const ADMIN_APP_DIR = fileURLToPath(new URL('./admin/', import.meta.url));

const MDX_READER = fileURLToPath(new URL('../../lib/mdx-tree.ts', import.meta.url));
const MDX_READER_ON_DEMAND = fileURLToPath(new URL('./mdx-tree-on-demand.ts', import.meta.url));
const MARKDOWN_ON_DEMAND = fileURLToPath(new URL('./form/markdown-on-demand.tsx', import.meta.url));

/**
 * Two parts of the app load apart from the page, in the place of their modules: the form
 * library's Markdown (form/markdown-on-demand.tsx, which the form never draws for the editor's
 * schema) and, in the built app (/admin) only, the MDX reader (mdx-tree-on-demand.ts, asked for as
 * the app starts). The stand-ins import the real modules themselves, so those imports are left as
 * they are.
 *
 * The MDX reader stays in place on the dev server: there every module is its own request anyway
 * (nothing to gain), and the dev server may serve a module a second time under a new version when
 * it optimises a dependency it met late; a rename's and a retire's whole-site checks then met a
 * stand-in whose reader was not loaded ("The editor is still loading its reader").
 */
function loadOnDemand(options: { mdxReader: boolean }): Plugin {
  return {
    name: 'industry-editor-on-demand',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      if (!importer || importer === MDX_READER_ON_DEMAND || importer === MARKDOWN_ON_DEMAND) return null;
      if (source === 'markdown-to-jsx/react') return importer.includes('/node_modules/@rjsf/') ? MARKDOWN_ON_DEMAND : null;
      if (!options.mdxReader || !source.endsWith('mdx-tree.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
      return resolved?.id === MDX_READER ? MDX_READER_ON_DEMAND : null;
    },
  };
}

export function editorAppConfig(options: {
  base: string;
  projectRoot: string;
  mode: 'development' | 'production';
  /** Which entry: the dev server's editor (default) or the live site's (/admin). */
  app?: 'dev' | 'admin';
  /** Where a build writes its files. */
  outDir?: string;
  /** In development: the dev server's own HTTP server, which Vite's client socket connects to (at the base path). */
  httpServer?: ViteDevServer['httpServer'];
}): InlineConfig {
  const root = options.app === 'admin' ? ADMIN_APP_DIR : EDITOR_APP_DIR;
  return {
    configFile: false,
    root,
    publicDir: false,
    base: options.base,
    mode: options.mode,
    appType: 'custom',
    logLevel: 'warn',
    cacheDir: `${options.projectRoot}/node_modules/.vite-industry-editor`,
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    define: { 'process.env.NODE_ENV': JSON.stringify(options.mode) },
    plugins: [loadOnDemand({ mdxReader: options.mode === 'production' })],
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
      ...(options.outDir ? { outDir: options.outDir } : {}),
      // The editor is one app for a few people at work, loaded once per session, not a public page.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: `${root}index.html` },
    },
  };
}
