/**
 * The editor's sign-in, kept in the browser as an encrypted cookie the page's scripts cannot read:
 * AES-256-GCM over the Git host's tokens and who the editor is, so a function needs no session
 * store, a cookie cannot be read or altered without the key, and every cookie ends when it says.
 *
 *   __Host-admin_session  the sign-in: HttpOnly, Secure, SameSite=Strict, Max-Age = what is
 *                  left of the sign-in
 *   __Host-admin_oauth    the sign-in under way: the `state` sent to the Git host, checked when
 *                  the host sends the browser back; SameSite=Lax (that return is a navigation
 *                  from the host's site), ten minutes
 *
 * The `__Host-` prefix (cookies.ts) means Path=/ and that no other host, sibling subdomains
 * included, can plant a cookie of that name; one planted anyway (over plain HTTP locally) is
 * passed over, since only a value this key sealed is taken.
 *
 * The key comes from EDITOR_SESSION_SECRET or, unset, from a random secret generated once into the
 * site's `secrets` store (secrets.ts): never from a value anyone could guess.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieValues, setCookie } from '../platform/cookies.ts';
import { siteSecret } from '../platform/secrets.ts';
import type { GitTokens, GitUser } from './git-host.ts';

export const SIGN_IN_COOKIE = 'admin_session';
export const STATE_COOKIE = 'admin_oauth';
/** How long a sign-in lasts, whatever the host's tokens allow: a working day. */
export const SIGN_IN_SECONDS = 10 * 3600;
/** How long the Git host's sign-in page may take. */
export const STATE_SECONDS = 600;
/** A token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export interface SignIn {
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

export async function signInCookie(req: Request, session: SignIn, now = Date.now()): Promise<string> {
  return setCookie(req, SIGN_IN_COOKIE, await seal(SIGN_IN_COOKIE, session), { maxAge: (session.endsAt - now) / 1000, sameSite: 'Strict' });
}

export function clearSignInCookie(req: Request): string {
  return setCookie(req, SIGN_IN_COOKIE, '', { maxAge: 0, sameSite: 'Strict' });
}

/** The sign-in the request carries, if one of its session cookies is ours and has not ended. */
export async function readSignIn(req: Request, now = Date.now()): Promise<SignIn | null> {
  for (const value of cookieValues(req, SIGN_IN_COOKIE)) {
    const session = await unseal<SignIn>(SIGN_IN_COOKIE, value);
    if (session && typeof session.endsAt === 'number' && session.endsAt > now && session.tokens?.accessToken && session.user?.login) return session;
  }
  return null;
}

/** Whether the access token must be refreshed before use (and can be). */
export function needsRefresh(session: SignIn, now = Date.now()): boolean {
  const expires = session.tokens.expiresAt ? Date.parse(session.tokens.expiresAt) : Number.POSITIVE_INFINITY;
  if (expires - REFRESH_MARGIN_MS > now) return false;
  const refreshEnds = session.tokens.refreshTokenExpiresAt ? Date.parse(session.tokens.refreshTokenExpiresAt) : Number.POSITIVE_INFINITY;
  return Boolean(session.tokens.refreshToken) && refreshEnds > now;
}

/** When the access token is due for a refresh (ms since the epoch; Infinity when it never ends). */
export function renewAt(session: SignIn): number {
  const expires = session.tokens.expiresAt ? Date.parse(session.tokens.expiresAt) : Number.POSITIVE_INFINITY;
  return Math.min(expires - REFRESH_MARGIN_MS, session.endsAt);
}

/** Whether the access token can still be used as it is. */
export function accessTokenValid(session: SignIn, now = Date.now()): boolean {
  const expires = session.tokens.expiresAt ? Date.parse(session.tokens.expiresAt) : Number.POSITIVE_INFINITY;
  return expires > now;
}

/** Whether the access token has ended and cannot be refreshed: the editor must sign in again. */
export function tokenEnded(session: SignIn, now = Date.now()): boolean {
  const expires = session.tokens.expiresAt ? Date.parse(session.tokens.expiresAt) : Number.POSITIVE_INFINITY;
  return expires <= now && !needsRefresh(session, now);
}

/** A new `state` for the Git host's sign-in page, and the cookie that remembers it. */
export async function startSignIn(req: Request, now = Date.now()): Promise<{ state: string; cookie: string }> {
  const state = randomBytes(32).toString('base64url');
  const value = await seal(STATE_COOKIE, { state, endsAt: now + STATE_SECONDS * 1000 } satisfies SignInState);
  return { state, cookie: setCookie(req, STATE_COOKIE, value, { maxAge: STATE_SECONDS, sameSite: 'Lax' }) };
}

export function clearStateCookie(req: Request): string {
  return setCookie(req, STATE_COOKIE, '', { maxAge: 0, sameSite: 'Lax' });
}

/** Whether `state` is the one this browser's sign-in sent (and the sign-in has not taken too long). */
export async function stateMatches(req: Request, state: string | null, now = Date.now()): Promise<boolean> {
  if (!state) return false;
  const b = createHash('sha256').update(state).digest();
  for (const value of cookieValues(req, STATE_COOKIE)) {
    const saved = await unseal<SignInState>(STATE_COOKIE, value);
    if (!saved || saved.endsAt <= now) continue;
    if (timingSafeEqual(createHash('sha256').update(saved.state).digest(), b)) return true;
  }
  return false;
}
