/**
 * The AI website review: fetch the page safely, measure its facts, have the review written
 * (Claude when ANTHROPIC_API_KEY is set and the daily cost ceiling is not reached, else the
 * deterministic writer; a failed model call also falls back), then keep it.
 */
import { AI_REVIEW_REFUSAL_TITLES } from '../../../src/lib/ai-feedback.ts';
import { isLocalDevelopment } from '../platform/env.ts';
import { reviewEmail } from './mails.ts';
import { HttpError } from '../platform/http.ts';
import { captureLead } from '../leads/capture.ts';
import { indexItem, mailNote } from '../leads/inbox-index.ts';
import { windowOf } from '../limits/limiter.ts';
import { modelCallsPerNetwork } from './limits.ts';
import { errorMessage, type Logger } from '../platform/log.ts';
import { sendMail } from '../mail/send.ts';
import { extractFacts, PageTooComplexError, type PageFacts } from './page-facts.ts';
import { fallbackReview, modelReview } from './writers.ts';
import { PageFetchError, parseTargetUrl, safeFetchPage, UrlRefusedError, allowedHosts } from './safe-fetch.ts';
import { randomId, store, updateJSON } from '../platform/stores.ts';
import { setting } from '../platform/settings.ts';
import { reviewEntry, type ReviewRecord } from './record.ts';


/**
 * The refusals a visitor can act on: `error` says why and what to try, `title` heads it in the
 * form's notice (the address, 400, with the field it concerns; the page, 422).
 */
function addressRefused(error: UrlRefusedError): HttpError {
  return new HttpError(400, error.message, { title: AI_REVIEW_REFUSAL_TITLES.address, issues: [{ path: 'website_url', message: error.message }] });
}
function pageRefused(message: string): HttpError {
  return new HttpError(422, message, { title: AI_REVIEW_REFUSAL_TITLES.page });
}
/** The 422 for a page whose markup builds far more elements than its size (page-facts.ts). */
export const PAGE_TOO_COMPLEX = 'That page is too complex for us to analyse: its markup builds far more elements than a page of its size should. Please try your home page or another page of the site.';

/** The deploy context of the request, as far as the review needs it. */
type RequestDeploy = Parameters<typeof isLocalDevelopment>[0];

/**
 * AI_REVIEW_ALLOW_HOSTS (hosts on this machine the fetch may reach) is honoured only in local
 * development, decided from the request's own deploy context: in production, on previews and
 * when the context is unknown the list is ignored (see isLocalDevelopment).
 */
function ignoreAllowHosts(context: RequestDeploy): boolean {
  return !isLocalDevelopment(context);
}

/** Static URL checks before any quota is spent: 400 on refusal. */
export function checkTargetUrl(raw: string, context: RequestDeploy): URL {
  try {
    return parseTargetUrl(raw, allowedHosts(ignoreAllowHosts(context)));
  } catch (error) {
    if (error instanceof UrlRefusedError) throw addressRefused(error);
    throw error;
  }
}

/**
 * Claims one model call of today's budget (AI_REVIEW_DAILY_CAP, default 200) for a network,
 * which may use at most its share of it (modelCallsPerNetwork); `network` null (a whitelisted
 * visitor) counts against the budget only. Refused (with the reason) when the network's share or
 * the budget is used up: the deterministic writer is used instead, so one network cannot leave
 * everyone else with the fallback review.
 */
export async function claimModelCall(network: string | null, now = new Date()): Promise<{ ok: boolean; refusedBy?: 'daily-cap' | 'network-share' }> {
  const cap = setting('AI_REVIEW_DAILY_CAP');
  if (cap === 0) return { ok: false, refusedBy: 'daily-cap' };
  const day = windowOf('day', now);
  const counter = (key: string, limit: number, step: 1 | -1) =>
    updateJSON<{ count: number }>(store('quota'), 'quota', key, (current) => {
      const count = current?.count ?? 0;
      if (step === 1 && count >= limit) return undefined;
      if (step === -1 && count <= 0) return undefined;
      return { count: count + step };
    });
  const networkKey = network ? `${day}/model-network/${network}/count` : null;
  if (networkKey && !(await counter(networkKey, modelCallsPerNetwork(cap), 1)).changed) {
    return { ok: false, refusedBy: 'network-share' };
  }
  if (!(await counter(`${day}/model-calls/count`, cap, 1)).changed) {
    if (networkKey) await counter(networkKey, 0, -1);
    return { ok: false, refusedBy: 'daily-cap' };
  }
  return { ok: true };
}

export interface Analysis {
  markdown: string;
  writer: 'model' | 'fallback';
  model: string | null;
  facts: PageFacts;
}

export async function analyseWebsite(
  input: {
    url: string;
    focus: string;
    industry: string;
    origin: string;
    context: RequestDeploy;
    /** The visitor's network (its share of the model budget), or null when whitelisted. */
    network: string | null;
  },
  log: Logger,
): Promise<Analysis> {
  let page;
  try {
    page = await safeFetchPage(input.url, { production: ignoreAllowHosts(input.context) });
  } catch (error) {
    if (error instanceof UrlRefusedError) throw addressRefused(error);
    if (error instanceof PageFetchError) throw pageRefused(error.message);
    throw error;
  }
  let facts: PageFacts;
  try {
    facts = extractFacts(page);
  } catch (error) {
    if (error instanceof PageTooComplexError) {
      log.info('review.page_too_complex', { budget: error.budget });
      throw pageRefused(PAGE_TOO_COMPLEX);
    }
    // Only the page's content differs between requests here: its fault, answered as such.
    log.error('review.facts_failed', { error: errorMessage(error) });
    throw pageRefused('We could not analyse that page. Please try your home page or another page of the site.');
  }
  const reviewInput = { facts, focus: input.focus, industry: input.industry, origin: input.origin };
  const apiKey = setting('ANTHROPIC_API_KEY');
  if (apiKey) {
    const claim = await claimModelCall(input.network);
    if (claim.ok) {
      try {
        const result = await modelReview(reviewInput, apiKey);
        return { markdown: result.markdown, writer: 'model', model: result.model, facts };
      } catch (error) {
        log.warn('review.model_failed', { error: errorMessage(error) });
      }
    } else if (claim.refusedBy === 'network-share') {
      log.info('review.network_share_reached', { network: input.network?.slice(0, 12) });
    } else {
      log.warn('review.daily_cap_reached', {});
    }
  }
  return { markdown: fallbackReview(reviewInput), writer: 'fallback', model: null, facts };
}

/** Stores the review, captures the lead, mails the report (outbox when mail is off) and lists the review in the staff's inbox. */
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
  const key = `${windowOf('day', now)}/${record.id}`;
  await store('reviews').setJSON(key, record);
  await captureLead({ email: meta.email, source: 'ai_feedback', industry: meta.industry, page: '/ai-feedback' }, now);
  const mails = [];
  if (setting('AI_REVIEW_SEND_EMAIL')) {
    const mail = reviewEmail({ to: meta.email, host: analysis.facts.host, markdown: analysis.markdown, origin: meta.origin });
    mails.push(mailNote(mail.tag, 'person', await sendMail(mail, log)));
  }
  await indexItem({ ...reviewEntry(key, record), mails }, log);
  return record;
}
