/**
 * The AI website review: fetch the page safely, measure its facts, have the review written
 * (Claude when ANTHROPIC_API_KEY is set and the daily cost ceiling is not reached, else the
 * deterministic writer; a failed model call also falls back), then keep it.
 */
import { AI_REVIEW_DAILY_LIMIT } from '../../src/lib/config.ts';
import { env, intEnv, boolEnv } from './env.ts';
import { reviewEmail } from './email-templates.ts';
import { HttpError } from './http.ts';
import { captureLead } from './leads.ts';
import { windowOf } from './limiter.ts';
import { errorMessage, type Logger } from './log.ts';
import { sendMail } from './mail.ts';
import { markdownRenderer } from './markdown.ts';
import { extractFacts, type PageFacts } from './page-facts.ts';
import { fallbackReview, modelReview } from './review.ts';
import { PageFetchError, parseTargetUrl, safeFetchPage, UrlRefusedError, allowedHosts } from './safe-fetch.ts';
import { randomId, store, updateJSON } from './stores.ts';
import { isProduction } from './env.ts';

export const RATE_LIMIT_BODY = { error: 'Rate limit exceeded', limit: AI_REVIEW_DAILY_LIMIT } as const;

/** Static URL checks before any quota is spent: 400 on refusal. */
export function checkTargetUrl(raw: string): URL {
  try {
    return parseTargetUrl(raw, allowedHosts(isProduction()));
  } catch (error) {
    if (error instanceof UrlRefusedError) throw new HttpError(400, error.message, { issues: [{ path: 'website_url', message: error.message }] });
    throw error;
  }
}

/**
 * Claims one model call of today's budget (AI_REVIEW_DAILY_CAP, default 200). False when the
 * ceiling is reached: the deterministic writer is used instead.
 */
export async function claimModelCall(now = new Date()): Promise<boolean> {
  const cap = intEnv('AI_REVIEW_DAILY_CAP', 200, 0, 1_000_000);
  if (cap === 0) return false;
  const key = `${windowOf('day', now)}/model-calls/count`;
  const result = await updateJSON<{ count: number }>(store('quota'), 'quota', key, (current) => {
    const count = current?.count ?? 0;
    if (count >= cap) return undefined;
    return { count: count + 1 };
  });
  return result.changed;
}

export interface Analysis {
  markdown: string;
  writer: 'model' | 'fallback';
  model: string | null;
  facts: PageFacts;
}

export async function analyseWebsite(
  input: { url: string; focus: string; industry: string; origin: string },
  log: Logger,
): Promise<Analysis> {
  let page;
  try {
    page = await safeFetchPage(input.url);
  } catch (error) {
    if (error instanceof UrlRefusedError) throw new HttpError(400, error.message, { issues: [{ path: 'website_url', message: error.message }] });
    if (error instanceof PageFetchError) throw new HttpError(422, error.message);
    throw error;
  }
  let facts: PageFacts;
  try {
    facts = extractFacts(page);
  } catch (error) {
    // Only the page's content differs between requests here: its fault, answered as such.
    log.error('review.facts_failed', { error: errorMessage(error) });
    throw new HttpError(422, 'We could not analyse that page. Please try another address.');
  }
  const reviewInput = { facts, focus: input.focus, industry: input.industry, origin: input.origin };
  const apiKey = env('ANTHROPIC_API_KEY');
  if (apiKey) {
    if (await claimModelCall()) {
      try {
        const result = await modelReview(reviewInput, apiKey);
        return { markdown: result.markdown, writer: 'model', model: result.model, facts };
      } catch (error) {
        log.warn('review.model_failed', { error: errorMessage(error) });
      }
    } else {
      log.warn('review.daily_cap_reached', {});
    }
  }
  return { markdown: fallbackReview(reviewInput), writer: 'fallback', model: null, facts };
}

export interface ReviewRecord {
  id: string;
  createdAt: string;
  email: string;
  requestedUrl: string;
  finalUrl: string;
  focus: string;
  industry: string;
  writer: Analysis['writer'];
  model: string | null;
  whitelisted: boolean;
  visitor: string;
  analysis: string;
  facts: Omit<PageFacts, 'text'>;
}

/** Stores the review, captures the lead and mails the report (outbox when mail is off). */
export async function keepReview(
  analysis: Analysis,
  meta: { email: string; focus: string; industry: string; whitelisted: boolean; visitor: string; origin: string },
  log: Logger,
  now = new Date(),
): Promise<ReviewRecord> {
  const { text: _text, ...facts } = analysis.facts;
  const record: ReviewRecord = {
    id: `${now.toISOString().replace(/[-:.]/g, '')}-${randomId(5)}`,
    createdAt: now.toISOString(),
    email: meta.email,
    requestedUrl: analysis.facts.requestedUrl,
    finalUrl: analysis.facts.finalUrl,
    focus: meta.focus,
    industry: meta.industry,
    writer: analysis.writer,
    model: analysis.model,
    whitelisted: meta.whitelisted,
    visitor: meta.visitor.slice(0, 12),
    analysis: analysis.markdown,
    facts,
  };
  await store('reviews').setJSON(`${windowOf('day', now)}/${record.id}`, record);
  await captureLead({ email: meta.email, source: 'ai_feedback', industry: meta.industry, page: '/ai-feedback' }, now);
  if (boolEnv('AI_REVIEW_SEND_EMAIL', true)) {
    await sendMail(
      reviewEmail({
        to: meta.email,
        host: analysis.facts.host,
        markdown: analysis.markdown,
        html: markdownRenderer({ target: 'email', origin: meta.origin }).html(analysis.markdown),
      }),
      log,
    );
  }
  return record;
}
