/**
 * Free AI website review on /ai-feedback. The form validates itself (noValidate) so the missing
 * URL and e-mail toasts appear. The industry is a choice of the site's industries (the server
 * tailors the review to the slug it receives), pre-selected on the client from ?industry= and
 * changeable. When the page offers only the first of many industries, one named by ?industry=
 * among the others is looked up in the list of all (`moreIndustries`) and added to the choice. While analyzing, the button reads 'Analyzing Website...' and is disabled. The analysis is rendered as safe Markdown in a 500 px scrolling
 * region; a badge shows the free analyses left today unless usage is whitelisted.
 *
 * Each request carries a solved proof-of-work challenge (`altcha`, parts/proof-of-work.ts),
 * which the server requires. Its script loads when the visitor starts the form, so solving
 * overlaps the typing; a submit before it is done waits for it, busy like the request itself.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { AI_RESULT_HEIGHT } from '~/lib/config';
import { industryFromSearch } from '~/lib/industry-query';
import {
  AI_FEEDBACK_MESSAGES,
  aiFeedbackFailure,
  aiFeedbackPayload,
  aiFeedbackValidation,
  type AiFeedbackFields,
  remainingAnalysesLabel,
} from '~/lib/ai-feedback';
import { API_PATHS } from '~/lib/api-paths';
import type { AiFeedbackResponse, ApiError } from '~/lib/schemas/api';
import { notifyError, notifyMessage } from '~/components/toasts/store';
import { Field } from './parts/Field';
import { postJson } from './parts/http';
import type { ProofOfWorkElement } from './parts/proof-of-work';
import { SubmitButton } from './parts/SubmitButton';

interface Result {
  html: string;
  remaining: number | null;
}

/** A review as the server answers it: its Markdown rendered and sanitised there (netlify/lib/mail/markdown.ts), so the page needs no parser. */
function isAnalysis(data: unknown): data is AiFeedbackResponse {
  return !!data && typeof data === 'object' && typeof (data as AiFeedbackResponse).analysisHtml === 'string';
}

let proofOfWorkScript: Promise<unknown> | undefined;

/**
 * Loads the proof-of-work script once, when the visitor starts the form: it waits inert in the
 * page (ProofOfWork.astro's <template>), and importing its URL runs it and resolves once
 * it has defined <proof-of-work>.
 */
function loadProofOfWork(): Promise<unknown> {
  return (proofOfWorkScript ??= (async () => {
    const template = document.querySelector<HTMLTemplateElement>('template[data-proof-of-work]');
    await import(/* @vite-ignore */ template!.content.querySelector('script')!.getAttribute('src')!);
  })().catch((error: unknown) => {
    // A failed load (the network, say) is tried again by the next focus or submit.
    proofOfWorkScript = undefined;
    throw error;
  }));
}

export interface IndustryOption {
  slug: string;
  name: string;
}

export interface AiFeedbackFormProps {
  /** The industries a visitor can choose, in menu order (from the industry files). */
  industries: readonly IndustryOption[];
  /** Where every industry is listed (JSON, IndustryOption[]), when `industries` are only the first of them. */
  moreIndustries?: string;
  /** Heading above the result. */
  /** The form's sentences: the focus field's example, the e-mail's hint and the result's heading (the page's content). */
  texts: { focusPlaceholder: string; emailHint: string; resultHeading: string };
}

export default function AiFeedbackForm({ industries, moreIndustries, texts }: AiFeedbackFormProps) {
  const id = useId();
  const [invalid, setInvalid] = useState<'website_url' | 'email' | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const industryRef = useRef<HTMLSelectElement>(null);
  const [options, setOptions] = useState(industries);
  const resultRef = useRef<HTMLDivElement>(null);
  const proofRef = useRef<ProofOfWorkElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The island hydrates on the visitor's first intent (client:intent): when that was focusing a
  // field, the form has been started before its focus listener existed.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) void loadProofOfWork();
  }, []);

  // ?industry= is read in the browser: the page itself is static. A choice made before stays. An
  // industry not among those offered is looked up in the list of all, once (a failed lookup
  // leaves the choice as it is).
  useEffect(() => {
    const search = window.location.search;
    const slug = industryFromSearch(search, options.map((option) => option.slug));
    const select = industryRef.current;
    if (slug && select && !select.value) select.value = slug;
    if (slug || options !== industries || !moreIndustries || !search.includes('industry=')) return;
    void fetch(moreIndustries)
      .then((response) => response.json())
      .then((all: IndustryOption[]) => {
        const found = all.find((option) => option.slug === industryFromSearch(search, [option.slug]));
        if (found) setOptions([...industries, found]);
      }, () => {});
  }, [options, industries, moreIndustries]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as unknown as AiFeedbackFields;
    const problem = aiFeedbackValidation(fields);
    /** Marks a field invalid and puts the visitor in it, to correct what the message says. */
    const correct = (field: 'website_url' | 'email') => {
      setInvalid(field);
      (form.elements.namedItem(field) as HTMLInputElement).focus();
    };
    if (problem) {
      notifyError(problem.title, problem.description);
      correct(problem === AI_FEEDBACK_MESSAGES.urlRequired ? 'website_url' : 'email');
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      await loadProofOfWork();
      const altcha = await proofRef.current!.take();
      const { ok, status, data } = await postJson<AiFeedbackResponse>(API_PATHS.aiFeedback, { ...aiFeedbackPayload(fields), altcha });
      if (!ok || !isAnalysis(data)) {
        const failure = aiFeedbackFailure(status, data);
        notifyError(failure.title, failure.description);
        // An address the server refuses: the field it names is the one to correct.
        if ((data as ApiError | null)?.issues?.[0]?.path === 'website_url') correct('website_url');
        return;
      }
      const usage = data.usage;
      setResult({
        html: data.analysisHtml,
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
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onFocus={loadProofOfWork}
        onInput={loadProofOfWork}
        className="card grid gap-5"
        aria-busy={busy}
      >
        <Field id={`${id}-url`} label="Website URL" mark="required" invalid={invalid === 'website_url'}>
          {(control) => (
            <input {...control} name="website_url" type="url" inputMode="url" autoComplete="url" placeholder="https://yourfirm.com" />
          )}
        </Field>
        <Field id={`${id}-focus`} label="Focus area" mark="optional">
          {(control) => <input {...control} name="focus_area" type="text" placeholder={texts.focusPlaceholder} />}
        </Field>
        <Field id={`${id}-industry`} label="Industry" mark="optional">
          {(control) => (
            <select {...control} ref={industryRef} name="industry">
              <option value="">Not listed</option>
              {options.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-email`}
          label="Email"
          mark="required"
          invalid={invalid === 'email'}
          hint={texts.emailHint}
        >
          {(control) => <input {...control} name="email" type="email" inputMode="email" autoComplete="email" />}
        </Field>
        <div>
          <SubmitButton
            label={AI_FEEDBACK_MESSAGES.submit}
            busyLabel={AI_FEEDBACK_MESSAGES.busy}
            busy={busy}
            className="w-full sm:w-auto"
          />
        </div>
        <proof-of-work ref={proofRef} hidden />
      </form>

      {result ? (
        <div className="grid gap-4" data-ai-result-block>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-result-title`} className="text-2xl font-bold">
              {texts.resultHeading}
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
            className="card overflow-y-auto prose-review"
            dangerouslySetInnerHTML={{ __html: result.html }}
          />
        </div>
      ) : null}
    </div>
  );
}
