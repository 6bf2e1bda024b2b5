/**
 * Environment access for the functions. Every variable read here is documented in .env.example
 * and docs/backend.md. Values are read on each call (not cached at import) so tests and the
 * local emulation can change them between requests.
 */
import type { Context } from '@netlify/functions';

export function env(name: string): string | undefined {
  const value = process.env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function intEnv(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

export function boolEnv(name: string, fallback: boolean): boolean {
  const raw = env(name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  return fallback;
}

/**
 * Production is the production deploy context on Netlify: `context.deploy.context` in a
 * function, or the CONTEXT variable (build time, and set by hand in tests).
 */
export function isProduction(context?: Partial<Context> | null): boolean {
  const fromContext = context?.deploy?.context;
  if (fromContext) return fromContext === 'production';
  return process.env.CONTEXT === 'production';
}

/**
 * The site's own origin for links in e-mails and Stripe return URLs: `URL` (set by Netlify to
 * the site's public URL), else the request's own origin (local development).
 */
export function siteOrigin(req: Request): string {
  const configured = env('URL');
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      /* fall through to the request origin */
    }
  }
  return new URL(req.url).origin;
}
