/**
 * The editor's API under /api/admin (the paths and answers are in src/editor/core/admin-api.ts):
 * the sign-in through the Git host, then the industry files read from the repository and saved as
 * pull requests (pull-requests.ts). Every answer is JSON with `no-store`, except the sign-in's
 * redirects and the page a failed sign-in shows; every refusal is a 4xx `{ error }`, and a Git host
 * that does not answer is a 503 saying so, never a crash.
 */
import { z } from 'zod';
import { ADMIN_API, ADMIN_PATH, type AdminErrorBody, type AdminSession } from '../../../src/editor/core/admin-api.ts';
import { imageContentType } from '../../../src/editor/core/store.ts';
import { env } from '../env.ts';
import { escapeHtml } from '../escape.ts';
import { htmlPage } from '../html-page.ts';
import { formatIssues, HttpError, json, methodNotAllowed, readBodyLimited, type EndpointContext } from '../http.ts';
import { visitorId } from '../visitor.ts';
import { editorConfig, type EditorConfig } from './config.ts';
import { GitHostError } from './git-host.ts';
import { assertFromEditor, claimSignIn, claimWrite } from './guard.ts';
import { applyChange, asset, createFile, editorPullRequests, listing, loadFile, MAX_CHANGE_FILES, saveFile, type Workspace } from './pull-requests.ts';
import {
  clearSessionCookie,
  clearStateCookie,
  needsRefresh,
  readSession,
  sessionCookie,
  SESSION_SECONDS,
  startSignIn,
  stateMatches,
  tokenEnded,
  type Session,
} from './session.ts';

/** The largest request body: an industry file and its JSON wrapping. */
export const MAX_ADMIN_BODY_BYTES = 512 * 1024;
const MAX_SOURCE_CHARS = 400_000;

const SIGN_IN_AGAIN = 'Your sign-in has ended. Sign in again: your draft is kept in this browser.';

/** What a Git host's refusal or silence means for the editor, as the answer it gets. */
function hostFailure(error: GitHostError, hostName: string): HttpError {
  switch (error.kind) {
    case 'unauthorized':
      return new HttpError(401, SIGN_IN_AGAIN, { signIn: true } satisfies Partial<AdminErrorBody>);
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

const saveBody = z.object({ name: z.string().max(200), source: z.string().max(MAX_SOURCE_CHARS), baseVersion: z.string().min(1).max(100) });
const createBody = z.object({ name: z.string().max(200), source: z.string().max(MAX_SOURCE_CHARS) });
const changeBody = z.object({
  kind: z.enum(['rename', 'retire']),
  files: z
    .array(z.object({ path: z.string().max(300), source: z.string().max(MAX_SOURCE_CHARS).nullable(), baseVersion: z.string().min(1).max(100).nullable() }))
    .min(1)
    .max(MAX_CHANGE_FILES),
});

async function readBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json');
  const bytes = await readBodyLimited(req, MAX_ADMIN_BODY_BYTES);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, 'The request body must be UTF-8 encoded JSON.');
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpError(400, 'Invalid request', { issues: formatIssues(result.error) });
  return result.data;
}

/** Cookies an answer sets (a refreshed sign-in), added to whatever it is. */
type CookieJar = string[];

function withCookies(response: Response, cookies: CookieJar): Response {
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

/** The signed-in editor's session, refreshed when its token is about to end; 401 without one. */
async function signedIn(req: Request, config: EditorConfig, cookies: CookieJar): Promise<Session> {
  let session = await readSession(req);
  if (!session || tokenEnded(session)) throw new HttpError(401, session ? SIGN_IN_AGAIN : 'Sign in to edit the pages.', { signIn: true });
  if (needsRefresh(session)) {
    let tokens;
    try {
      tokens = await config.host.signIn.refresh(session.tokens.refreshToken!);
    } catch (error) {
      // A refresh token the host no longer accepts (revoked, used twice) ends the sign-in; a host that does not answer is said as such.
      if (error instanceof GitHostError && error.kind !== 'unavailable' && error.kind !== 'rate-limited') throw new HttpError(401, SIGN_IN_AGAIN, { signIn: true });
      throw error;
    }
    session = { ...session, tokens };
    cookies.push(await sessionCookie(req, session));
  }
  return session;
}

/** The site's name on Netlify: SITE_NAME, which Netlify gives functions, else the request's site. */
function siteNameOf(context: EndpointContext['context']): string | null {
  return env('SITE_NAME') ?? (context as { site?: { name?: string } } | undefined)?.site?.name ?? null;
}

/** The editor's client and base branch, after checking they may still write to the repository. */
async function workspaceOf(req: Request, config: EditorConfig, cookies: CookieJar, context: EndpointContext['context']): Promise<Workspace & { session: Session }> {
  const session = await signedIn(req, config, cookies);
  const client = config.host.client(session.tokens.accessToken);
  const access = await client.access();
  if (!access?.canWrite) {
    cookies.push(clearSessionCookie(req));
    throw new HttpError(403, `@${session.user.login} may no longer change ${config.repository}. Ask its owner for write access.`);
  }
  const branch = config.branch ?? access.defaultBranch;
  const commit = await client.branchHead(branch);
  if (!commit) throw new HttpError(503, `The branch ${branch} does not exist in ${config.repository}: check EDITOR_GITHUB_BRANCH.`);
  return { client, user: session.user, base: { branch, commit }, siteName: siteNameOf(context), session };
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
  const fail = (status: number, message: string) => withCookies(signInFailedPage(status, message), [clearState]);
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
    const session: Session = { user, tokens, endsAt: Math.min(now + SESSION_SECONDS * 1000, refreshEnds) };
    log.info('admin.signed_in', { login: user.login });
    return new Response(null, {
      status: 303,
      headers: [
        ['Location', `${ADMIN_PATH}/`],
        ['Cache-Control', 'no-store'],
        ['Referrer-Policy', 'no-referrer'],
        ['Set-Cookie', await sessionCookie(req, session, now)],
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

async function route(req: Request, config: EditorConfig, { context, log }: EndpointContext, cookies: CookieJar): Promise<Response> {
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
  if (path === ADMIN_API.asset) {
    // Shown by <img>, which sends no custom header: read only, and only images of the base.
    if (method !== 'GET') throw methodNotAllowed('GET');
    const workspace = await workspaceOf(req, config, cookies, context);
    const wanted = url.searchParams.get('path') ?? '';
    const bytes = await asset(workspace, wanted);
    if (!bytes) throw new HttpError(404, 'No such image in src/assets.');
    return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: {
        'Content-Type': imageContentType(wanted),
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  }

  assertFromEditor(req);

  if (path === ADMIN_API.logout) {
    if (method !== 'POST') throw methodNotAllowed('POST');
    const session = await readSession(req);
    if (session) await config.host.signIn.revoke(session.tokens.accessToken);
    cookies.push(clearSessionCookie(req));
    return json(200, { ok: true });
  }
  if (path === ADMIN_API.session) {
    if (method !== 'GET') throw methodNotAllowed('GET');
    const { session, base } = await workspaceOf(req, config, cookies, context);
    const body: AdminSession = {
      user: { login: session.user.login, name: session.user.name },
      repository: config.repository,
      baseBranch: base.branch,
      expiresAt: new Date(session.endsAt).toISOString(),
      host: config.host.name,
    };
    return json(200, body);
  }
  if (path === ADMIN_API.files) {
    if (method !== 'GET') throw methodNotAllowed('GET');
    const workspace = await workspaceOf(req, config, cookies, context);
    return json(200, await listing(workspace.client, workspace.base));
  }
  if (path === ADMIN_API.pulls) {
    if (method !== 'GET') throw methodNotAllowed('GET');
    return json(200, { pullRequests: await editorPullRequests(await workspaceOf(req, config, cookies, context)) });
  }
  if (path === ADMIN_API.file) {
    if (method === 'GET') return json(200, await loadFile(await workspaceOf(req, config, cookies, context), url.searchParams.get('name') ?? ''));
    if (method !== 'PUT' && method !== 'POST') throw methodNotAllowed('GET, PUT, POST');
    const workspace = await workspaceOf(req, config, cookies, context);
    if (method === 'PUT') {
      const body = await readBody(req, saveBody);
      await claimWrite(workspace.user.id);
      const saved = await saveFile(workspace, body.name, body.source, body.baseVersion);
      log.info('admin.saved', { login: workspace.user.login, file: body.name, pullRequest: saved.pullRequest?.number ?? null });
      return json(200, saved);
    }
    const body = await readBody(req, createBody);
    await claimWrite(workspace.user.id);
    const created = await createFile(workspace, body.name, body.source);
    log.info('admin.created', { login: workspace.user.login, file: body.name, pullRequest: created.pullRequest?.number ?? null });
    return json(201, created);
  }
  if (path === ADMIN_API.change) {
    if (method !== 'POST') throw methodNotAllowed('POST');
    const workspace = await workspaceOf(req, config, cookies, context);
    const body = await readBody(req, changeBody);
    await claimWrite(workspace.user.id);
    const changed = await applyChange(workspace, body);
    log.info('admin.changed', { login: workspace.user.login, kind: body.kind, files: body.files.length, pullRequest: changed.pullRequest.number });
    return json(200, changed);
  }
  throw new HttpError(404, `No ${method} ${url.pathname} in the editor's API.`);
}

/** Answers a request under /api/admin. */
export async function handleAdminRequest(ctx: EndpointContext): Promise<Response> {
  // Not set up: every call says what to set (503), before anything else is looked at.
  const config = editorConfig();
  const cookies: CookieJar = [];
  try {
    return withCookies(await route(ctx.req, config, ctx, cookies), cookies);
  } catch (error) {
    let failure = error;
    if (error instanceof GitHostError) {
      ctx.log.warn('admin.host_failed', { kind: error.kind, status: error.status, reason: error.message });
      failure = hostFailure(error, config.host.name);
    }
    if (failure instanceof HttpError) {
      if (failure.status === 401) cookies.push(clearSessionCookie(ctx.req));
      const response = json(failure.status, failure.body, failure.headers);
      return withCookies(response, cookies);
    }
    throw failure;
  }
}
