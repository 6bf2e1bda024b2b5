/**
 * Free AI website review on /ai-feedback. The form validates itself (noValidate) so the missing
 * URL and e-mail toasts appear. The industry is a choice of the site's industries (the server
 * tailors the review to the slug it receives), pre-selected on the client from ?industry= and
 * changeable. While analyzing, the button reads 'Analyzing Website...' and is disabled. The analysis is rendered as safe Markdown in a 500 px scrolling
 * region; a badge shows the free analyses left today unless usage is whitelisted.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { AI_RESULT_HEIGHT } from '~/lib/config';
import { industryFromSearch } from '~/lib/industry-query';
import {
  AI_FEEDBACK_MESSAGES,
  aiFeedbackFailure,
  aiFeedbackPayload,
  aiFeedbackValidation,
  remainingAnalysesLabel,
} from '~/lib/ai-feedback';
import { API_PATHS } from '~/lib/api-paths';
import { plainTextHtml } from '~/lib/html-text';
import type { AiFeedbackResponse } from '~/lib/schemas/api';
import { notifyError, notifyMessage } from '~/stores/toasts';
import { useHydrated } from './parts/hooks';
import { postJson } from './parts/http';

interface Result {
  html: string;
  remaining: number | null;
}

function isAnalysis(data: unknown): data is AiFeedbackResponse {
  return !!data && typeof data === 'object' && typeof (data as AiFeedbackResponse).analysis === 'string';
}

export interface IndustryOption {
  slug: string;
  name: string;
}

export interface AiFeedbackFormProps {
  /** The industries a visitor can choose, in menu order (from the industry files). */
  industries: readonly IndustryOption[];
  /** Heading above the result. */
  resultHeading?: string;
}

export default function AiFeedbackForm({ industries, resultHeading = 'Your Website Analysis' }: AiFeedbackFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [websiteUrl, setWebsiteUrl] = useState('');
  const [focusArea, setFocusArea] = useState('');
  const [industry, setIndustry] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<'website_url' | 'email' | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // ?industry= is read in the browser: the page itself is static.
  useEffect(() => {
    const slug = industryFromSearch(window.location.search, industries.map((option) => option.slug));
    if (slug) setIndustry((current) => current || slug);
  }, [industries]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = aiFeedbackValidation({ website_url: websiteUrl, email });
    if (problem) {
      const field = problem === AI_FEEDBACK_MESSAGES.urlRequired ? 'website_url' : 'email';
      setInvalid(field);
      notifyError(problem.title, problem.description);
      (field === 'website_url' ? urlRef : emailRef).current?.focus();
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      const payload = aiFeedbackPayload({ website_url: websiteUrl, focus_area: focusArea, industry, email });
      const { ok, status, data } = await postJson<AiFeedbackResponse>(API_PATHS.aiFeedback, payload);
      if (!ok || !isAnalysis(data)) {
        const failure = aiFeedbackFailure(status, data);
        notifyError(failure.title, failure.description);
        return;
      }
      const usage = data.usage;
      setResult({
        // The server renders the Markdown safely; should it not, the text is shown as escaped paragraphs.
        html: typeof data.analysisHtml === 'string' ? data.analysisHtml : plainTextHtml(data.analysis),
        remaining: usage && !usage.whitelisted && typeof usage.remaining === 'number' ? usage.remaining : null,
      });
      notifyMessage(AI_FEEDBACK_MESSAGES.complete, 'success');
    } catch {
      notifyError(AI_FEEDBACK_MESSAGES.failed.title, AI_FEEDBACK_MESSAGES.failed.description);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-10">
      <form noValidate onSubmit={onSubmit} className="card grid gap-5" aria-busy={busy}>
        <div>
          <label htmlFor={`${id}-url`} className="field-label">
            Website URL <span aria-hidden="true" className="text-danger">*</span>
          </label>
          <input
            ref={urlRef}
            id={`${id}-url`}
            name="website_url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourfirm.com"
            required
            aria-invalid={invalid === 'website_url' || undefined}
            value={websiteUrl}
            onChange={(e) => setWebsiteUrl(e.target.value)}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-focus`} className="field-label">
            Focus area <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            id={`${id}-focus`}
            name="focus_area"
            type="text"
            placeholder="e.g. more bookings, mobile speed"
            value={focusArea}
            onChange={(e) => setFocusArea(e.target.value)}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${id}-industry`} className="field-label">
            Industry <span className="font-normal text-muted">(optional)</span>
          </label>
          <select
            id={`${id}-industry`}
            name="industry"
            value={industry}
            onChange={(e) => setIndustry(e.target.value)}
            className="field-input"
          >
            <option value="">Not listed</option>
            {industries.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            Email <span aria-hidden="true" className="text-danger">*</span>
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            aria-invalid={invalid === 'email' || undefined}
            aria-describedby={`${id}-email-hint`}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="field-input"
          />
          <p id={`${id}-email-hint`} className="mt-1 text-sm text-muted">
            We send you a copy of the analysis.
          </p>
        </div>
        <div>
          <button
            type="submit"
            className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
            disabled={!hydrated || busy}
            aria-busy={busy}
          >
            {busy ? AI_FEEDBACK_MESSAGES.busy : AI_FEEDBACK_MESSAGES.submit}
          </button>
        </div>
      </form>

      {result ? (
        <div className="grid gap-4" data-ai-result-block>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-result-title`} className="text-2xl font-bold">
              {resultHeading}
            </h2>
            {result.remaining !== null ? (
              <p className="rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-ink" data-remaining>
                {remainingAnalysesLabel(result.remaining)}
              </p>
            ) : null}
          </div>
          <div
            ref={resultRef}
            tabIndex={0}
            role="region"
            aria-labelledby={`${id}-result-title`}
            data-ai-result
            style={{ height: AI_RESULT_HEIGHT }}
            className="card overflow-y-auto leading-relaxed text-ink-soft [&_a]:text-brand [&_a]:underline [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-ink [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0"
            dangerouslySetInnerHTML={{ __html: result.html }}
          />
        </div>
      ) : null}
    </div>
  );
}
