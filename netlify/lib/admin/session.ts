/**
 * The editor's sign-in, kept in the browser as an encrypted cookie the page's scripts cannot read:
 * AES-256-GCM over the Git host's tokens and who the editor is, so a function needs no session
 * store, a cookie cannot be read or altered without the key, and every cookie ends when it says.
 *
 *   admin_session  the sign-in: HttpOnly, Secure, SameSite=Strict, Path=/api/admin (only the
 *                  editor's API ever receives it), Max-Age = what is left of the sign-in
 *   admin_oauth    the sign-in under way: the `state` sent to the Git host, checked when the host
 *                  sends the browser back; SameSite=Lax (that return is a navigation from the
 *                  host's site), Path=/api/admin/callback, ten minutes
 *
 * The key comes from EDITOR_SESSION_SECRET or, unset, from a random secret generated once into the
 * site's `secrets` store (secrets.ts): never from a value anyone could guess.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN_API } from '../../../src/editor/core/admin-api.ts';
import { siteSecret } from '../secrets.ts';
import type { GitTokens, GitUser } from './git-host.ts';

export const SESSION_COOKIE = 'admin_session';
export const STATE_COOKIE = 'admin_oauth';
/** How long a sign-in lasts, whatever the host's tokens allow: a working day. */
export const SESSION_SECONDS = 10 * 3600;
/** How long the Git host's sign-in page may take. */
export const STATE_SECONDS = 600;
/** A token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export interface Session {
  user: GitUser;
  tokens: GitTokens;
  /** When the sign-in ends (ms since the epoch). */
  endsAt: number;
}

interface SignInState {
  state: string;
  endsAt: number;
}

const KEY_INFO = 'industry-editor session v1';

async function key(): Promise<Buffer> {
  const secret = await siteSecret('EDITOR_SESSION_SECRET', 'editor-session-key');
  return createHash('sha256').update(`${KEY_INFO}\0${secret}`).digest();
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url; `purpose` is bound in, so a state cookie is never a session. */
async function seal(purpose: string, value: unknown): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(), iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

async function unseal<T>(purpose: string, text: string): Promise<T | null> {
  const match = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{22})$/.exec(text);
  if (!match) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(match[1]!, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(match[3]!, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(match[2]!, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as T;
  } catch {
    return null;
  }
}

export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

/**
 * Secure everywhere but plain-HTTP local development (http://localhost under `npm start`), where a
 * browser would still keep it but other clients (the tests' fetch) would not send it back.
 */
function secure(req: Request): boolean {
  const url = new URL(req.url);
  return url.protocol === 'https:' || !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function cookie(req: Request, name: string, value: string, options: { path: string; maxAge: number; sameSite: 'Strict' | 'Lax' }): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    ...(secure(req) ? ['Secure'] : []),
  ].join('; ');
}

const SESSION_PATH = ADMIN_API.session.slice(0, ADMIN_API.session.lastIndexOf('/'));

export async function sessionCookie(req: Request, session: Session, now = Date.now()): Promise<string> {
  return cookie(req, SESSION_COOKIE, await seal(SESSION_COOKIE, session), { path: SESSION_PATH, maxAge: (session.endsAt - now) / 1000, sameSite: 'Strict' });
}

export function clearSessionCookie(req: Request): string {
  return cookie(req, SESSION_COOKIE, '', { path: SESSION_PATH, maxAge: 0, sameSite: 'Strict' });
}

/** The sign-in the request carries, if it is one of ours and has not ended. */
export async function readSession(req: Request, now = Date.now()): Promise<Session | null> {
  const value = readCookie(req, SESSION_COOKIE);
  if (!value) return null;
  const session = await unseal<Session>(SESSION_COOKIE, value);
  if (!session || typeof session.endsAt !== 'number' || session.endsAt <= now || !session.tokens?.accessToken || !session.user?.login) return null;
  return session;
}

/** Whether the access token must be refreshed before use (and can be). */
export function needsRefresh(session: Session, now = Date.now()): boolean {
  const expires = session.tokens.expiresAt ? Date.parse(session.tokens.expiresAt) : Number.POSITIVE_INFINITY;
  if (expires - REFRESH_MARGIN_MS > now) return false;
  const refreshEnds = session.tokens.refreshTokenExpiresAt ? Date.parse(session.tokens.refreshTokenExpiresAt) : Number.POSITIVE_INFINITY;
  return Boolean(session.tokens.refreshToken) && refreshEnds > now;
}

/** Whether the access token has ended and cannot be refreshed: the editor must sign in again. */
export function tokenEnded(session: Session, now = Date.now()): boolean {
  const expires = session.tokens.expiresAt ? Date.parse(session.tokens.expiresAt) : Number.POSITIVE_INFINITY;
  return expires <= now && !needsRefresh(session, now);
}

/** A new `state` for the Git host's sign-in page, and the cookie that remembers it. */
export async function startSignIn(req: Request, now = Date.now()): Promise<{ state: string; cookie: string }> {
  const state = randomBytes(32).toString('base64url');
  const value = await seal(STATE_COOKIE, { state, endsAt: now + STATE_SECONDS * 1000 } satisfies SignInState);
  return { state, cookie: cookie(req, STATE_COOKIE, value, { path: ADMIN_API.callback, maxAge: STATE_SECONDS, sameSite: 'Lax' }) };
}

export function clearStateCookie(req: Request): string {
  return cookie(req, STATE_COOKIE, '', { path: ADMIN_API.callback, maxAge: 0, sameSite: 'Lax' });
}

/** Whether `state` is the one this browser's sign-in sent (and the sign-in has not taken too long). */
export async function stateMatches(req: Request, state: string | null, now = Date.now()): Promise<boolean> {
  const value = readCookie(req, STATE_COOKIE);
  if (!value || !state) return false;
  const saved = await unseal<SignInState>(STATE_COOKIE, value);
  if (!saved || saved.endsAt <= now) return false;
  const a = createHash('sha256').update(saved.state).digest();
  const b = createHash('sha256').update(state).digest();
  return timingSafeEqual(a, b);
}
