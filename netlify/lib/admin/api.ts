/**
 * The editor's API under /api/admin: the sign-in through the Git host (its own routes,
 * src/editor/core/admin-api.ts), then the editor's one wire (src/editor/core/editor-api.ts, the
 * same routes the dev server answers): the content files read from the repository and saved as
 * pull requests (pull-requests.ts), uploads kept as the editor's pending pictures until a write
 * commits them (pending-pictures.ts). Every answer is JSON with `no-store`, except the sign-in's
 * redirects and the page a failed sign-in shows; every refusal is a 4xx `{ error }`, and a Git host
 * that does not answer is a 503 saying so, never a crash.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ADMIN_API, ADMIN_PATH, ADMIN_RENEW_HEADER, type AdminSignIn } from '../../../src/editor/core/admin-api.ts';
import {
  ADMIN_API_BASE,
  contentRouteOf,
  ROUTE_METHODS,
  type ContentRoute,
  type EditorErrorBody,
} from '../../../src/editor/core/editor-api.ts';
import { changeRequestSchema, createRequestSchema, pageLookRequestSchema, saveRequestSchema } from '../../../src/editor/core/editor-requests.ts';
import { PageLookRefusal, pageLooksOf } from '../../../src/editor/core/page-look.ts';
import { shareCardSvg } from '../../../src/lib/share-card-drawing.ts';
import { ADMIN_MAX_UPLOAD_BYTES, checkUploadTo, pictureTooLarge, uploadPath } from '../../../src/lib/image-upload.ts';
import { imageContentType, type UploadedPicture } from '../../../src/editor/core/store.ts';
import { escapeHtml } from '../platform/escape.ts';
import { htmlPage } from '../platform/html-page.ts';
import { HttpError, json, methodNotAllowed, type EndpointContext } from '../platform/http.ts';
import { readBodyLimited, readJson } from '../platform/request.ts';
import { visitorId } from '../limits/visitor.ts';
import { editorConfig, type EditorConfig } from './config.ts';
import { GitHostError, type RepositoryAccess } from './git-host.ts';
import { assertFromEditor, claimSignIn, claimWrite } from './guard.ts';
import { z } from 'zod';
import { publishTimes, schedulePublish, schedulingIsSetUp } from './schedule.ts';
import { pendingPicturesOf, type PendingPictures } from './pending-pictures.ts';
import { applyChange, asset, createFile, editorPullRequests, listing, loadFile, saveFile, type Workspace } from './pull-requests.ts';
import {
  accessTokenValid,
  clearSignInCookie,
  clearStateCookie,
  needsRefresh,
  readSignIn,
  signInCookie,
  SIGN_IN_SECONDS,
  startSignIn,
  renewAt,
  stateMatches,
  tokenEnded,
  type SignIn,
} from './sign-in.ts';
import { setting } from '../platform/settings.ts';

/** The largest request body: an industry file and its JSON wrapping. */
export const MAX_ADMIN_BODY_BYTES = 512 * 1024;
const ADMIN_BODY = { limit: MAX_ADMIN_BODY_BYTES, methods: ['PUT', 'POST', 'DELETE'] };

const SIGN_IN_AGAIN = 'Your sign-in has ended. Sign in again: your draft is kept in this browser.';

/** What a Git host's refusal or silence means for the editor, as the answer it gets. */
function hostFailure(error: GitHostError, hostName: string): HttpError {
  switch (error.kind) {
    case 'unauthorized':
      return new SignInRequired(SIGN_IN_AGAIN, false);
    case 'forbidden':
      return new HttpError(403, `${hostName} refused: ${error.message}`);
    case 'not-found':
      return new HttpError(404, `${hostName} has no such file or branch: ${error.message}`);
    case 'conflict':
      return new HttpError(409, `The file or its branch changed on ${hostName} meanwhile. Reload it to see the changes (your draft is kept in this browser).`);
    case 'rate-limited':
      return new HttpError(429, `${hostName} asks the editor to slow down. Try again in a few minutes: your draft is kept in this browser.`);
    case 'unavailable':
      return new HttpError(503, `${hostName} is not answering right now. Try again in a moment: your draft is kept in this browser.`, {}, { 'Retry-After': '30' });
    default:
      return new HttpError(400, `${hostName} refused the change: ${error.message}`);
  }
}

const scheduleBody = z.object({ number: z.number().int().positive(), at: z.string().max(40).nullable() });

/** Cookies and headers an answer carries besides its own (a refreshed sign-in), added to whatever it is. */
interface Extras {
  cookies: string[];
  headers: Array<[string, string]>;
}

function withExtras(response: Response, extras: Extras): Response {
  for (const cookie of extras.cookies) response.headers.append('Set-Cookie', cookie);
  for (const [name, value] of extras.headers) response.headers.set(name, value);
  return response;
}

/**
 * A 401 that asks the editor to sign in again. `over`: the request's sign-in is over whatever
 * else happens (none, or its tokens ended with no refresh), so its cookie is cleared; otherwise
 * (a refresh or a token the host refused) the cookie is left alone, since another answer in
 * flight may have just renewed it, and the app tries once more (`retry`).
 */
class SignInRequired extends HttpError {
  readonly over: boolean;
  constructor(message: string, over: boolean) {
    super(401, message, { signIn: true, ...(over ? {} : { retry: true }) } satisfies Partial<EditorErrorBody>);
    this.over = over;
  }
}

/**
 * The signed-in editor's sign-in, its token refreshed when it is about to end; 401 without one.
 * Two requests of one editor can find the token due at once (the app's parallel calls, two
 * tabs): one refresh wins and renews the cookie, the other's refresh token is then spent. The
 * loser goes on with the access token it has while that is still valid (it is refreshed a minute
 * early), and otherwise answers 401 without touching the cookie, which the winner's answer sets.
 */
async function signedIn(req: Request, config: EditorConfig, extras: Extras): Promise<SignIn> {
  let signIn = await readSignIn(req);
  if (!signIn) throw new SignInRequired('Sign in to edit the pages.', true);
  if (tokenEnded(signIn)) throw new SignInRequired(SIGN_IN_AGAIN, true);
  if (needsRefresh(signIn)) {
    try {
      signIn = { ...signIn, tokens: await config.host.signIn.refresh(signIn.tokens.refreshToken!) };
      extras.cookies.push(await signInCookie(req, signIn));
    } catch (error) {
      // A host that does not answer is said as such.
      if (!(error instanceof GitHostError) || error.kind === 'unavailable' || error.kind === 'rate-limited') throw error;
      // Refused (revoked, or spent by a parallel request): the current token while it lasts.
      if (!accessTokenValid(signIn)) throw new SignInRequired(SIGN_IN_AGAIN, false);
    }
  }
  extras.headers.push([ADMIN_RENEW_HEADER, new Date(renewAt(signIn)).toISOString()]);
  return signIn;
}

/** The site's name on Netlify: SITE_NAME, which Netlify gives functions, else the request's site. */
function siteNameOf(context: EndpointContext['context']): string | null {
  return setting('SITE_NAME') ?? (context as { site?: { name?: string } } | undefined)?.site?.name ?? null;
}

/** The editor's client and base branch, after checking they may still write to the repository. */
async function workspaceOf(req: Request, config: EditorConfig, extras: Extras, context: EndpointContext['context']): Promise<Workspace & { signIn: SignIn; pictures: PendingPictures }> {
  const signIn = await signedIn(req, config, extras);
  const client = config.host.client(signIn.tokens.accessToken);
  const access = await client.access();
  if (!access?.canWrite) {
    extras.cookies.push(clearSignInCookie(req));
    throw new HttpError(403, `@${signIn.user.login} may no longer change ${config.repository}. Ask its owner for write access.`);
  }
  const branch = config.branch ?? access.defaultBranch;
  const commit = await client.branchHead(branch);
  if (!commit) throw new HttpError(503, `The branch ${branch} does not exist in ${config.repository}: check EDITOR_GITHUB_BRANCH.`);
  return { client, user: signIn.user, base: { branch, commit }, siteName: siteNameOf(context), pictures: pendingPicturesOf(signIn.user.id), signIn };
}

function redirectUrl(req: Request): string {
  return `${new URL(req.url).origin}${ADMIN_API.callback}`;
}

/** The page a sign-in that failed shows: what happened, and the way back. */
function signInFailedPage(status: number, message: string): Response {
  return htmlPage(
    status,
    'Sign-in failed',
    `<div class="card"><h1>Sign-in failed</h1><p>${escapeHtml(message)}</p><a class="button" href="${ADMIN_PATH}/">Back to the editor</a></div>`,
  );
}

async function callback(req: Request, config: EditorConfig, log: EndpointContext['log']): Promise<Response> {
  const url = new URL(req.url);
  const clearState = clearStateCookie(req);
  const fail = (status: number, message: string) => withExtras(signInFailedPage(status, message), { cookies: [clearState], headers: [] });
  if (!(await stateMatches(req, url.searchParams.get('state')))) {
    log.info('admin.sign_in_state_mismatch', {});
    return fail(403, `The sign-in could not be confirmed as this browser's (it took too long, or it was started elsewhere). Start it again from ${ADMIN_PATH}.`);
  }
  const code = url.searchParams.get('code');
  if (!code) return fail(403, `${config.host.name} did not approve the sign-in${url.searchParams.get('error') ? ` (${url.searchParams.get('error')})` : ''}.`);
  try {
    const tokens = await config.host.signIn.exchangeCode(code, redirectUrl(req));
    const client = config.host.client(tokens.accessToken);
    const [user, access] = await Promise.all([client.user(), client.access()]);
    if (!access?.canWrite) {
      log.info('admin.sign_in_refused', { login: user.login });
      await config.host.signIn.revoke(tokens.accessToken);
      return fail(403, `@${user.login} may not change ${config.repository}: only its collaborators with write access can edit the pages. Ask its owner to add you.`);
    }
    const now = Date.now();
    const refreshEnds = tokens.refreshTokenExpiresAt ? Date.parse(tokens.refreshTokenExpiresAt) : Number.POSITIVE_INFINITY;
    const signIn: SignIn = { user, tokens, endsAt: Math.min(now + SIGN_IN_SECONDS * 1000, refreshEnds) };
    log.info('admin.signed_in', { login: user.login });
    return new Response(null, {
      status: 303,
      headers: [
        ['Location', `${ADMIN_PATH}/`],
        ['Cache-Control', 'no-store'],
        ['Referrer-Policy', 'no-referrer'],
        ['Set-Cookie', await signInCookie(req, signIn, now)],
        ['Set-Cookie', clearState],
      ],
    });
  } catch (error) {
    if (error instanceof GitHostError) {
      log.info('admin.sign_in_failed', { kind: error.kind, reason: error.message });
      if (error.kind === 'unavailable' || error.kind === 'rate-limited') return fail(503, hostFailure(error, config.host.name).message);
      return fail(403, `${config.host.name} did not accept the sign-in (${error.message}). Start it again from ${ADMIN_PATH}.`);
    }
    throw error;
  }
}

/**
 * What another part of /api/admin gets of a request that passed the editor's checks and is signed
 * in: the staff's inbox (netlify/lib/inbox/api.ts) answers /api/admin/inbox/* this way.
 */
export interface SignedInRequest extends EndpointContext {
  url: URL;
  /** The path without a trailing slash. */
  path: string;
  signIn: SignIn;
  /** The user's access to the repository now, asked of the Git host (null: it no longer shows them the repository). */
  access(): Promise<RepositoryAccess | null>;
}

/** A part of /api/admin under its own prefix, served after the same header, Origin and sign-in checks. */
export interface AdminExtension {
  prefix: string;
  handle(request: SignedInRequest): Promise<Response>;
}

/**
 * The saved texts a draft's Google result and share card read (the studio's facts, the industry
 * pages' shared words), by the base commit they were read at: the route is asked as an editor
 * types, and these files rarely change.
 */
const savedTexts = new Map<string, Promise<string>>();
const require = createRequire(import.meta.url);
/** A share card's font files: shipped beside the function (netlify.toml's included_files). */
const readPackageFile = (specifier: string) => readFile(require.resolve(specifier));
const KEPT_TEXTS = 16;

function savedText(workspace: Workspace, path: string): Promise<string> {
  const key = `${workspace.user.id}:${workspace.base.commit}:${path}`;
  let text = savedTexts.get(key);
  if (!text) {
    text = loadFile(workspace, path).then((file) => file.source);
    text.catch(() => savedTexts.delete(key));
    savedTexts.set(key, text);
    while (savedTexts.size > KEPT_TEXTS) savedTexts.delete(savedTexts.keys().next().value!);
  }
  return text;
}

/** The wire's content routes (editor-api.ts), each as the signed-in editor's: writes become pull requests. */
async function contentRoute(route: ContentRoute, req: Request, url: URL, config: EditorConfig, ctx: EndpointContext, extras: Extras): Promise<Response> {
  const { context, log } = ctx;
  const method = req.method;
  if (!ROUTE_METHODS[route].includes(method)) throw methodNotAllowed(ROUTE_METHODS[route].join(', '));
  if (route === 'health') return json(200, { ok: true });
  const workspace = await workspaceOf(req, config, extras, context);
  const query = (key: string) => url.searchParams.get(key) ?? '';
  switch (route) {
    case 'files':
      return json(200, await listing(workspace));
    case 'asset': {
      const bytes = await asset(workspace, query('path'));
      if (!bytes) throw new HttpError(404, 'No such image in src/assets.');
      return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
        headers: {
          'Content-Type': imageContentType(query('path')),
          'Cache-Control': 'private, max-age=300',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
        },
      });
    }
    case 'share-card': {
      const body = await readJson(req, pageLookRequestSchema, ADMIN_BODY);
      try {
        return json(200, await pageLooksOf(body, { read: (path) => savedText(workspace, path), draw: (card, site) => shareCardSvg(card, site, readPackageFile) }));
      } catch (error) {
        if (error instanceof PageLookRefusal) throw new HttpError(error.status, error.message);
        throw error;
      }
    }
    case 'upload': {
      let bytes: Uint8Array;
      try {
        bytes = await readBodyLimited(req, ADMIN_MAX_UPLOAD_BYTES);
      } catch (error) {
        if (error instanceof HttpError && error.status === 413) throw new HttpError(413, pictureTooLarge(ADMIN_MAX_UPLOAD_BYTES));
        throw error;
      }
      const check = checkUploadTo(query('folder'), bytes, query('name'));
      if (!check.ok) throw new HttpError(400, check.message);
      await claimWrite(workspace.user.id);
      const path = uploadPath(query('folder'), query('name'), createHash('sha256').update(bytes).digest('hex'), check.extension);
      await workspace.pictures.keep(path, bytes, check.size);
      log.info('admin.uploaded', { login: workspace.user.login, path, bytes: bytes.length });
      return json(201, { path, size: check.size } satisfies UploadedPicture);
    }
    case 'file': {
      if (method === 'GET') return json(200, await loadFile(workspace, query('name')));
      if (method === 'PUT') {
        const body = await readJson(req, saveRequestSchema, ADMIN_BODY);
        await claimWrite(workspace.user.id);
        const saved = await saveFile(workspace, body.name, body.source, body.baseVersion);
        log.info('admin.saved', { login: workspace.user.login, file: body.name, pullRequest: saved.pullRequest?.number ?? null });
        return json(200, saved);
      }
      const body = await readJson(req, createRequestSchema, ADMIN_BODY);
      await claimWrite(workspace.user.id);
      const created = await createFile(workspace, body.name, body.source);
      log.info('admin.created', { login: workspace.user.login, file: body.name, pullRequest: created.pullRequest?.number ?? null });
      return json(201, created);
    }
    case 'change': {
      const body = await readJson(req, changeRequestSchema, ADMIN_BODY);
      await claimWrite(workspace.user.id);
      const changed = await applyChange(workspace, body);
      log.info('admin.changed', { login: workspace.user.login, kind: body.kind, files: body.files.length, pullRequest: changed.pullRequest.number });
      return json(200, changed);
    }
  }
}

async function route(req: Request, config: EditorConfig, ctx: EndpointContext, extras: Extras, extensions: readonly AdminExtension[]): Promise<Response> {
  const { context, log } = ctx;
  const url = new URL(req.url);
  const path = url.pathname.replace(/\/+$/, '');
  const method = req.method;

  if (path === ADMIN_API.login) {
    if (method !== 'GET') throw methodNotAllowed('GET');
    await claimSignIn(await visitorId(context.ip));
    const { state, cookie } = await startSignIn(req);
    return new Response(null, {
      status: 302,
      headers: { Location: config.host.signIn.authorizeUrl(state, redirectUrl(req)), 'Set-Cookie': cookie, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  }
  if (path === ADMIN_API.callback) {
    if (method !== 'GET') throw methodNotAllowed('GET');
    return callback(req, config, log);
  }
  const content = contentRouteOf(url.pathname, ADMIN_API_BASE);
  // An image is shown by <img>, which sends no custom header: read only, and only images.
  if (!(content === 'asset' && method === 'GET')) assertFromEditor(req);

  // ---- Other parts of /admin (the staff's inbox), each under its own prefix ----
  const extension = extensions.find((item) => path === item.prefix || path.startsWith(`${item.prefix}/`));
  if (extension) {
    const signIn = await signedIn(req, config, extras);
    const client = config.host.client(signIn.tokens.accessToken);
    return extension.handle({ ...ctx, url, path, signIn, access: () => client.access() });
  }

  if (path === ADMIN_API.logout) {
    if (method !== 'POST') throw methodNotAllowed('POST');
    const signIn = await readSignIn(req);
    if (signIn) await config.host.signIn.revoke(signIn.tokens.accessToken);
    extras.cookies.push(clearSignInCookie(req));
    return json(200, { ok: true });
  }
  if (path === ADMIN_API.session) {
    if (method !== 'GET') throw methodNotAllowed('GET');
    const { signIn, base } = await workspaceOf(req, config, extras, context);
    const body: AdminSignIn = {
      user: { login: signIn.user.login, name: signIn.user.name },
      repository: config.repository,
      baseBranch: base.branch,
      expiresAt: new Date(signIn.endsAt).toISOString(),
      host: config.host.name,
    };
    return json(200, body);
  }
  if (path === ADMIN_API.pulls) {
    if (method !== 'GET') throw methodNotAllowed('GET');
    const pulls = await editorPullRequests(await workspaceOf(req, config, extras, context));
    const times = await publishTimes(pulls.pullRequests.map((pull) => pull.number));
    return json(200, { ...pulls, pullRequests: pulls.pullRequests.map((pull) => ({ ...pull, publishAt: times.get(pull.number) ?? null })), scheduling: schedulingIsSetUp() });
  }
  if (path === ADMIN_API.schedule) {
    if (method !== 'POST') throw methodNotAllowed('POST');
    const workspace = await workspaceOf(req, config, extras, context);
    const body = await readJson(req, scheduleBody, ADMIN_BODY);
    await claimWrite(workspace.user.id);
    const scheduled = await schedulePublish(workspace, body.number, body.at);
    log.info('admin.scheduled', { login: workspace.user.login, pullRequest: body.number, at: scheduled.publishAt });
    return json(200, scheduled);
  }
  if (content) return contentRoute(content, req, url, config, ctx, extras);
  throw new HttpError(404, `No ${method} ${url.pathname} in the editor's API.`);
}

/** Answers a request under /api/admin; `extensions` serve their own prefixes (the staff's inbox). */
export async function handleAdminRequest(ctx: EndpointContext, extensions: readonly AdminExtension[] = []): Promise<Response> {
  // Not set up: every call says what to set (503), before anything else is looked at.
  const config = editorConfig();
  const extras: Extras = { cookies: [], headers: [] };
  try {
    return withExtras(await route(ctx.req, config, ctx, extras, extensions), extras);
  } catch (error) {
    let failure = error;
    if (error instanceof GitHostError) {
      ctx.log.warn('admin.host_failed', { kind: error.kind, status: error.status, reason: error.message });
      failure = hostFailure(error, config.host.name);
    }
    if (failure instanceof HttpError) {
      if (failure instanceof SignInRequired && failure.over) extras.cookies.push(clearSignInCookie(ctx.req));
      return withExtras(json(failure.status, failure.body, failure.headers), extras);
    }
    throw failure;
  }
}
