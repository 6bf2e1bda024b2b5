/**
 * The live preview in `astro dev`: the page as the editor's unsaved draft would make it, rendered
 * by the site's own routes and components.
 *
 * The editor posts the draft (`POST /__editor/api/preview`, { path, data, body, guide }): the
 * file's fields as the form holds them and its prose as a save would write it (a file's whole
 * text, { path, source }, is read too). The dev server reads it with the file's schema (the check a save
 * runs, in the editor's words), resolves its pictures as the content loaders do (each image
 * module of src/assets, loaded by the dev server) and compiles its prose (an MDX module of the
 * dev server's own, beside the file), then keeps it under a token and answers the page to frame:
 * `/lawyers?editor-preview=<token>`. A request for that page is rendered with the draft in place
 * of the saved file: every query of src/queries.ts reads it (`globalThis`'s hook, for that
 * request only: AsyncLocalStorage). A new page, which has no route yet, borrows the route of a
 * saved industry page, which renders the draft in its place.
 *
 * Only the dev server does this: a build has no hook, and the queries read the files alone.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { draftPageOf, draftTargetOf, picturesOf, withPictures } from '../core/live-preview.ts';
import { dataOfSource, editorSchemaFor, partsOfPath } from '../core/validation.ts';
import { contentFileOf } from '../core/industry-file.ts';
import type { DiskStore } from './disk-store.ts';
import { setPreviewDraftHook, type PreviewDraft } from '../../lib/preview-draft.ts';
import { COPY_TOKEN_FILES, fillCopyTokensFromFiles } from '../../loaders/copy-token-files.ts';
import type { DraftPreviewRequest as PreviewRequest } from '../core/store.ts';

export interface PreviewAnswer {
  /** The page to frame, with the draft's token. */
  url: string;
  /** Why the draft's prose is not shown (the saved prose is), when it is not. */
  prose: string | null;
}

/** The query parameter of the frame's requests: the editor's flag, with a draft's token as its value. */
const TOKEN = /^d[0-9a-f]{24}$/;
/** Drafts kept: the frame asks for the last one; a few more serve a reload racing a new draft. */
const KEPT_DRAFTS = 8;
/** Prose modules kept compiled: each draft's prose is a module of its own (by its text's hash). */
const KEPT_PROSE = 16;
const PROSE_PREFIX = '__editor-preview-';

const current = new AsyncLocalStorage<PreviewDraft>();

export class PreviewRefusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The dev server's side of the live preview: the drafts it holds, the route that takes them, the prose modules. */
export function livePreview(root: string) {
  const drafts = new Map<string, PreviewDraft>();
  /** Prose texts by module id (absolute path beside the file). */
  const proses = new Map<string, string>();
  let server: ViteDevServer | null = null;
  setPreviewDraftHook(() => current.getStore());

  const runner = () => {
    const environment = server?.environments.ssr as unknown as { runner?: { import(id: string): Promise<Record<string, unknown>> } } | undefined;
    if (!environment?.runner) throw new PreviewRefusal(503, 'The dev server is still starting: the preview shows in a moment.');
    return environment.runner;
  };

  /** Each picture's metadata, as the content loaders give it (the dev server's image module). */
  async function pictures(data: unknown, filePath: string): Promise<Map<string, unknown>> {
    const found = picturesOf(data, filePath);
    const loaded = await Promise.all(found.map(({ path }) => runner().import(`/${path}`).then((module) => module.default, () => undefined)));
    return new Map(found.flatMap(({ written }, index) => (loaded[index] ? [[written, loaded[index]] as [string, unknown]] : [])));
  }

  /**
   * The prose as a module of its own beside the file (named by its text: an edit of the fields
   * alone compiles nothing), compiled now so a fault shows here, not in the page.
   */
  async function compileProse(filePath: string, source: string): Promise<{ module?: string; problem: string | null }> {
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    const id = join(root, dirname(filePath), `${PROSE_PREFIX}${hash}.mdx`);
    if (proses.has(id) && proses.get(id) === source) {
      // Kept as the newest.
      proses.delete(id);
      proses.set(id, source);
      return { module: id, problem: null };
    }
    proses.set(id, source);
    while (proses.size > KEPT_PROSE) proses.delete(proses.keys().next().value!);
    try {
      await runner().import(id);
      return { module: id, problem: null };
    } catch (error) {
      proses.delete(id);
      const message = (error as Error).message.split('\n')[0] ?? '';
      return { problem: `The prose cannot be shown as written yet (${message}): the preview shows the saved prose.` };
    }
  }

  return {
    /** The plugin that serves the drafts' prose to the dev server (and so to the MDX compiler). */
    plugin: (): Plugin => ({
      name: 'industry-editor-preview-prose',
      enforce: 'pre',
      resolveId: (id) => (proses.has(id) ? id : undefined),
      load: (id) => proses.get(id),
    }),

    setServer(vite: ViteDevServer) {
      server = vite;
    },

    /** Reads, checks and keeps a draft; answers the page to frame. */
    async take(request: PreviewRequest, store: DiskStore): Promise<PreviewAnswer> {
      const target = draftTargetOf(request.path);
      const file = contentFileOf(request.path);
      if (!target || !file) throw new PreviewRefusal(400, `${request.path} is not a content file the editor opens.`);
      fillTokensFromFiles(root);
      const parsed = await editorSchemaFor(request.path).safeParseAsync(request.data);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new PreviewRefusal(422, `The draft has a problem${first ? ` (${first.path.join(' › ') || 'the file'}: ${first.message})` : ''}: the preview shows it once it is solved.`);
      }
      const savedSlug = file.kind === 'industry' ? await savedSlugOf(store, file.name) : null;
      // A page not saved yet borrows a saved page's route (the list is read only then).
      const anySavedSlug = file.kind === 'industry' && !savedSlug ? ((await store.list()).files.map((entry) => slugIn(entry.data)).find(Boolean) ?? null) : null;
      const page = draftPageOf(request.path, { savedSlug, anySavedSlug, guide: request.guide });
      if (!page) throw new PreviewRefusal(422, 'No single page shows this file: it has no live preview.');

      const data = withPictures(parsed.data, await pictures(parsed.data, request.path));
      const prose = file.kind === 'industry' && request.body !== null ? await compileProse(request.path, request.body) : { problem: null };
      const draft: PreviewDraft = {
        ...target,
        filePath: request.path,
        id: file.name.replace(/\.mdx$/, ''),
        data,
        ...(prose.module ? { proseModule: prose.module } : {}),
      };
      const token = `d${randomBytes(12).toString('hex')}`;
      drafts.set(token, draft);
      while (drafts.size > KEPT_DRAFTS) drafts.delete(drafts.keys().next().value!);
      return { url: `${page}?editor-preview=${token}`, prose: prose.problem };
    },

    /** Runs the rest of a request with its draft, when it names one (the frame's requests). */
    run(token: string | null, next: () => void): void {
      const draft = token && TOKEN.test(token) ? drafts.get(token) : undefined;
      if (draft) current.run(draft, next);
      else next();
    },
  };
}

export type LivePreview = ReturnType<typeof livePreview>;

/**
 * The copy tokens ({{studio}}, {{auditPrice}}, …) as the files say now. The schema that reads the
 * draft fills them (as the content loaders do for a page), but this module's copy of the tokens
 * is not the one src/content.config.ts filled: without this, the frame would show "{{studio}}".
 * Read again when either file has changed since, so an edit of the studio or pricing file shows
 * in the next preview.
 */
let tokensReadAt = '';
function fillTokensFromFiles(root: string): void {
  const stamp = COPY_TOKEN_FILES.map((file) => statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0).join();
  if (stamp === tokensReadAt) return;
  tokensReadAt = stamp;
  fillCopyTokensFromFiles(pathToFileURL(join(root, '/')));
}

function slugIn(data: unknown): string | null {
  const slug = (data as { slug?: unknown } | null)?.slug;
  return typeof slug === 'string' && slug ? slug : null;
}

/** The slug an industry file is saved under (its page's route now), null when it is not saved. */
async function savedSlugOf(store: DiskStore, name: string): Promise<string | null> {
  try {
    return slugIn(dataOfSource((await store.load(name)).source));
  } catch {
    return null;
  }
}

/** The request's fields (a whole file's text read into them), or a refusal naming the one that is wrong. */
export function previewRequestOf(body: Record<string, unknown>): PreviewRequest {
  if (typeof body.path !== 'string') throw new PreviewRefusal(400, '"path" must be a string.');
  const guide = body.guide === true;
  if (typeof body.source === 'string') {
    const parts = partsOfPath(body.path, body.source);
    if (!parts) throw new PreviewRefusal(422, 'The draft cannot be read as it is written: the preview shows it once it can.');
    return { path: body.path, data: parts.data, body: parts.body, guide };
  }
  if (body.body !== null && typeof body.body !== 'string') throw new PreviewRefusal(400, '"body" must be a string or null (or send the file\'s text as "source").');
  return { path: body.path, data: body.data ?? null, body: body.body, guide };
}
