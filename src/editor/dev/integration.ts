/**
 * The industry editor in `astro dev`: the editor app at /__editor and its file API at
 * /__editor/api (file-api.ts). In `astro build` it adds only the editor of the live site, a static
 * app of its own in dist/admin/ (served at /admin, over the functions at /api/admin): every public
 * page is the same bytes with or without it, and no public page loads any of it
 * (tests/build/editor-absent.test.ts).
 *
 * The editor shows the real page beside its form in a frame. Pages of the dev server answer, as
 * the deployed site does, that no other page may frame them (X-Frame-Options and the CSP's
 * frame-ancestors); only the editor's preview requests (?editor-preview) may be framed, and only
 * by a page of the same origin: the editor.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ViteDevServer } from 'vite';
import { ADMIN_PATH } from '../core/admin-api.ts';
import { DEV_API_BASE, EDITOR_PATH, PREVIEW_FLAG } from '../core/editor-api.ts';
import { diskStore, type DiskStore } from './disk-store.ts';
import { assertLocalRequest, handleFileApi } from './file-api.ts';
import { livePreview, type LivePreview } from './preview.ts';

/** Set to `off` to run the dev server without the editor, and build the site without /admin. */
export const EDITOR_SWITCH = 'INDUSTRY_EDITOR';

/** The editor page's policy: its own scripts only (no eval, no inline script but Vite's hashed ones), its own API, frames of this origin. */
function editorPolicy(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    // The rich-text editor and the form library position popovers and menus with inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `sha256-${createHash('sha256').update(match[1]!).digest('base64')}`,
  );
}

function setFraming(response: ServerResponse, allowSameOrigin: boolean): void {
  if (response.headersSent) return;
  const policy = String(response.getHeader('content-security-policy') ?? '');
  const ancestors = allowSameOrigin ? "frame-ancestors 'self'" : "frame-ancestors 'none'";
  const rest = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'));
  response.setHeader('content-security-policy', [ancestors, ...rest].join('; '));
  response.setHeader('x-frame-options', allowSameOrigin ? 'SAMEORIGIN' : 'DENY');
}

/** Page responses refuse framing; the editor's preview requests allow the same origin only. */
function guardFraming(request: IncomingMessage, response: ServerResponse): void {
  const preview = new URL(request.url ?? '/', 'http://localhost').searchParams.has(PREVIEW_FLAG);
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    const type = String(this.getHeader('content-type') ?? (typeof args[1] === 'object' && args[1] && !Array.isArray(args[1]) ? (args[1] as Record<string, unknown>)['content-type'] ?? '' : ''));
    if (preview || type.includes('text/html')) setFraming(this, preview);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

function sendError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  response.end(message);
}

export function industryEditor(): AstroIntegration {
  let active = false;
  let building = false;
  let root = '';
  let preview: LivePreview | null = null;
  return {
    name: 'industry-editor',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        active = command === 'dev' && process.env[EDITOR_SWITCH] !== 'off';
        building = command === 'build' && process.env[EDITOR_SWITCH] !== 'off';
        root = fileURLToPath(config.root);
        if (active) {
          preview = livePreview(root);
          updateConfig({ vite: { plugins: [preview.plugin()] } });
        }
      },
      'astro:server:setup': ({ server, logger }) => {
        if (!active) return;
        const store: DiskStore = diskStore(root);
        preview?.setServer(server);
        let app: Promise<ViteDevServer> | null = null;
        const appServer = () =>
          (app ??= Promise.all([import('vite'), import('../app/vite-config.ts')]).then(([vite, { editorAppConfig }]) =>
            vite.createServer(editorAppConfig({ base: `${EDITOR_PATH}/`, projectRoot: root, mode: 'development', httpServer: server.httpServer })),
          ));
        server.httpServer?.once('close', () => void app?.then((vite) => vite.close()));

        async function serveEditor(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
          try {
            assertLocalRequest(request, { api: false });
          } catch (error) {
            return sendError(response, 403, (error as Error).message);
          }
          const vite = await appServer();
          if (path === `${EDITOR_PATH}/` || path === `${EDITOR_PATH}/index.html`) {
            const { EDITOR_APP_DIR } = await import('../app/vite-config.ts');
            const html = await vite.transformIndexHtml(path, await readFile(join(EDITOR_APP_DIR, 'index.html'), 'utf8'));
            response.writeHead(200, {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-store',
              'content-security-policy': editorPolicy(inlineScriptHashes(html)),
              'x-frame-options': 'DENY',
              'x-content-type-options': 'nosniff',
              'referrer-policy': 'same-origin',
              'x-robots-tag': 'noindex',
            });
            response.end(html);
            return;
          }
          vite.middlewares(request, response, () => sendError(response, 404, `${path} is not part of the editor.`));
        }

        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          if (path === EDITOR_PATH) {
            response.writeHead(302, { location: `${EDITOR_PATH}/` });
            response.end();
            return;
          }
          if (path.startsWith(`${DEV_API_BASE}/`)) {
            void handleFileApi(request, response, store, preview ?? undefined);
            return;
          }
          if (path.startsWith(`${EDITOR_PATH}/`)) {
            serveEditor(request, response, path).catch((error: Error) => {
              logger.error(error.stack ?? error.message);
              if (!response.headersSent) sendError(response, 500, `The editor could not start: ${error.message}`);
            });
            return;
          }
          guardFraming(request, response);
          // The frame's requests of a draft render it in place of its saved file (preview.ts).
          if (preview) preview.run(new URL(request.url ?? '/', 'http://localhost').searchParams.get(PREVIEW_FLAG), next);
          else next();
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!building) return;
        const [vite, { editorAppConfig }] = await Promise.all([import('vite'), import('../app/vite-config.ts')]);
        const outDir = join(fileURLToPath(dir), ADMIN_PATH.slice(1));
        const config = editorAppConfig({ app: 'admin', base: `${ADMIN_PATH}/`, projectRoot: root, mode: 'production', outDir });
        await vite.build({ ...config, logLevel: 'error' });
        logger.info(`The editor of the live site: ${ADMIN_PATH}/ (dist${ADMIN_PATH}/)`);
      },
      'astro:server:start': ({ address, logger }) => {
        if (!active) return;
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        const local = host === '127.0.0.1' || host === '[::1]' || host === '::' || host === '0.0.0.0' ? 'localhost' : host;
        logger.info(`Edit the industry pages in the browser: http://${local}:${address.port}${EDITOR_PATH}/`);
      },
    },
  };
}
