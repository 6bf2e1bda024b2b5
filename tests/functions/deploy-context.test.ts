/**
 * What only local development may do is decided from the request's own deploy context, never
 * from the CONTEXT variable alone: Netlify sets CONTEXT at build time only, so a function in
 * production does not see it, and a check that falls back to it treats production as "not
 * production".
 */
import { afterEach, describe, expect, it } from 'vitest';
import handler from '../../netlify/functions/ai-feedback.mts';
import { deployContext, isLocalDevelopment, isProduction } from '../../netlify/lib/platform/env.ts';
import { startFixtureSite } from './helpers/fixture-site.ts';
import { call } from './helpers/request.ts';
import { useReviewBackend } from './helpers/review-backend.ts';

const backend = useReviewBackend({ site: startFixtureSite });
afterEach(() => {
  delete (globalThis as { Netlify?: unknown }).Netlify;
});

let n = 0;
const review = (deployContext: string) =>
  call(handler, '/api/ai-feedback', {
    ip: `203.0.${++n}.7`,
    deployContext,
    body: { website_url: `${backend.site.origin}/law-firm`, focus_area: '', industry: 'lawyers', email: `ctx${n}@example.com` },
  });

describe('AI_REVIEW_ALLOW_HOSTS and the deploy context', () => {
  it('is ignored in production when only the request says so (CONTEXT unset, as on Netlify)', async () => {
    delete process.env.CONTEXT;
    const r = await review('production');
    expect(r.status).toBe(400);
    expect(r.json.issues).toEqual([{ path: 'website_url', message: r.json.error }]);
    expect(backend.site.hits).toEqual([]);
  });

  it('is ignored on a deploy preview, and when the deploy context is unknown (fail closed)', async () => {
    delete process.env.CONTEXT;
    expect((await review('deploy-preview')).status).toBe(400);
    expect((await review('')).status).toBe(400);
    expect(backend.site.hits).toEqual([]);
  });

  it('is ignored when Netlify.context says production and the request context is empty', async () => {
    process.env.CONTEXT = 'dev';
    (globalThis as { Netlify?: unknown }).Netlify = { context: { deploy: { context: 'production' } } };
    expect((await review('')).status).toBe(400);
  });

  it('is honoured in local development', async () => {
    delete process.env.CONTEXT;
    const r = await review('dev');
    expect(r.status).toBe(200);
    expect(backend.site.hits).toContain('/law-firm');
  });
});

describe('deployContext', () => {
  it('prefers the request, then Netlify.context, then CONTEXT, else unknown', () => {
    delete process.env.CONTEXT;
    expect(deployContext(null)).toBeNull();
    expect(isProduction(null)).toBe(false);
    expect(isLocalDevelopment(null)).toBe(false);
    process.env.CONTEXT = 'dev';
    expect(deployContext({ deploy: { context: 'production' } })).toBe('production');
    expect(deployContext({ deploy: { context: '' } })).toBe('dev');
    (globalThis as { Netlify?: unknown }).Netlify = { context: { deploy: { context: 'deploy-preview' } } };
    expect(deployContext({ deploy: { context: '' } })).toBe('deploy-preview');
    expect(deployContext({ deploy: { context: 'production' } })).toBe('production');
  });
});
