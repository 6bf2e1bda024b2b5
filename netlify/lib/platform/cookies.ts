/**
 * Cookies, read and written one way for every function (the editor's sign-in and the staff's
 * review access).
 *
 * A browser sends every cookie of a name it holds for the request's path, most specific path
 * first, so a cookie planted for a narrower path (by a sibling subdomain, or over plain HTTP)
 * comes before ours: `cookieValues` gives them all, and the caller takes the first that checks
 * out. Over HTTPS a cookie's name carries the `__Host-` prefix, which a browser accepts only
 * from this very host, Secure, with Path=/ and no Domain: nobody else can plant one of that
 * name. Plain-HTTP local development (npm start, the tests) uses the bare name, since a
 * `__Host-` cookie must be Secure.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether cookies for this request are Secure (and `__Host-`): everywhere but plain-HTTP
 * loopback, where a browser would keep a Secure cookie but other clients (the tests' fetch)
 * would not send it back.
 */
export function secureCookies(req: Request): boolean {
  const url = new URL(req.url);
  return url.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https' || !LOOPBACK_HOSTS.has(url.hostname);
}

/** The name a cookie has for this request: `__Host-<name>` where cookies are Secure. */
export function cookieName(req: Request, name: string): string {
  return secureCookies(req) ? `__Host-${name}` : name;
}

/**
 * Every value the request's Cookie header gives `name`, in the order the browser sent them: the
 * `__Host-` cookie's, and where cookies are not Secure the bare name's too. Over HTTPS a bare
 * name is never read: anyone who can plant a cookie for the domain could have set it.
 */
export function cookieValues(req: Request, name: string): string[] {
  const header = req.headers.get('cookie');
  if (!header) return [];
  const wanted = new Set([`__Host-${name}`, ...(secureCookies(req) ? [] : [name])]);
  const values: string[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || !wanted.has(part.slice(0, at).trim())) continue;
    values.push(part.slice(at + 1).trim());
  }
  return values;
}

export interface CookieOptions {
  maxAge: number;
  sameSite: 'Strict' | 'Lax';
}

/** A Set-Cookie line: HttpOnly, Path=/, Secure and `__Host-` where cookies are Secure. */
export function setCookie(req: Request, name: string, value: string, options: CookieOptions): string {
  return [
    `${cookieName(req, name)}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    ...(secureCookies(req) ? ['Secure'] : []),
  ].join('; ');
}
