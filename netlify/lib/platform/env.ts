/**
 * Environment access for the functions. Every variable read here is documented in .env.example
 * and docs/backend.md. Values are read on each call (not cached at import) so tests and the
 * local emulation can change them between requests.
 */
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

/** What the code reads of a Netlify function context: its deploy. */
type DeployLike = { deploy?: { context?: string | null } | null } | null | undefined;

/**
 * The deploy context of the running function ('production', 'deploy-preview', 'branch-deploy',
 * 'dev'…), or null when it is unknown. Netlify gives a function its deploy context with each
 * request (`context.deploy.context`, also `Netlify.context` inside the invocation); the CONTEXT
 * variable exists only at build time on Netlify, so it is read last, for local development
 * (scripts/serve.mjs and the tests set it to 'dev'). The local emulation passes an empty
 * deploy context, which counts as unknown.
 */
export function deployContext(context?: DeployLike): string | null {
  const fromRequest = context?.deploy?.context;
  if (fromRequest) return fromRequest;
  const runtime = (globalThis as { Netlify?: { context?: DeployLike } }).Netlify?.context;
  const fromRuntime = runtime?.deploy?.context;
  if (fromRuntime) return fromRuntime;
  return env('CONTEXT') ?? null;
}

/** The production deploy (only when the deploy context says so). */
export function isProduction(context?: DeployLike): boolean {
  return deployContext(context) === 'production';
}

/**
 * Local development (`npm start`, `netlify dev`, the tests): the deploy context is 'dev'.
 * What only local development may do (reach the hosts of AI_REVIEW_ALLOW_HOSTS, the local test
 * checkout) asks this, so it stays off in production, on deploy previews and branch deploys, and
 * whenever the context is unknown (fail closed).
 */
export function isLocalDevelopment(context?: DeployLike): boolean {
  return deployContext(context) === 'dev';
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
