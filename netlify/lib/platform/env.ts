/**
 * The deploy the function runs in, and the site's own origin. The settings themselves are read
 * through settings.ts.
 */
import { setting } from './settings.ts';

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
  return setting('CONTEXT') ?? null;
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
  const configured = setting('URL');
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
