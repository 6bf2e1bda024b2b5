/**
 * Guide download card: an e-mail address (required) gets the guide.
 * Submit shows 'Sending...', POSTs /api/capture-lead then /api/send-guide, then shows
 * 'Check Your Email!' / 'Download starts automatically' and starts the download. On failure the
 * error is only logged ('Lead capture/email failed') and the form stays as it was.
 *
 * The button is enabled from the server HTML on and the address is checked when it is pressed
 * (the browser's own message for an empty or malformed one), before and after hydration: the
 * island hydrates when the visitor reaches for the card or scrolls near it (client:intent), and
 * until its JavaScript arrives a disabled,
 * faded button looked out of order. Before then the form's own submit leads to the guide's PDF:
 * its field has no name, so the address never leaves the page that way; the island reads it
 * from the field itself.
 *
 * Variants: 'card' (title, description, benefits and form), 'roi' (the website ROI guide beside
 * a section heading the page already shows: benefits and form, no title), 'form' (the form
 * alone, for a static section that shows the rest).
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { API_PATHS } from '~/lib/api-paths';
import { GUIDE_MESSAGES, fileNameFromUrl, guidePayloads } from '~/lib/guide-request';
import { Field } from './parts/Field';
import { apiErrorMessage, postJson } from './parts/http';
import { startDownload } from './parts/download';
import { SubmitButton } from './parts/SubmitButton';

export interface GuideCardProps {
  /** The slug of the industry the guide is for ('' for the general ROI guide), sent as the lead's `industry`. */
  industrySlug: string;
  title: string;
  description: string;
  benefits: readonly string[];
  /** One of the site's guide files: the server sends only the files of its guide catalogue. */
  downloadUrl: string;
  /** Defaults to the last segment of downloadUrl. */
  fileName?: string | undefined;
  /** Path of the page the card is on, sent with the lead. */
  page: string;
  variant?: 'card' | 'roi' | 'form';
  /** Level of the card's title (variant 'card'). */
  headingLevel?: 2 | 3;
}

type Status = 'idle' | 'sending' | 'sent';

async function post(url: string, body: unknown): Promise<void> {
  const { ok, status, data } = await postJson(url, body);
  if (!ok) throw new Error(`${url} answered ${status}${apiErrorMessage(data) ? `: ${apiErrorMessage(data)}` : ''}`);
}

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export default function GuideCard({
  industrySlug,
  title,
  description,
  benefits,
  downloadUrl,
  fileName,
  page,
  variant = 'card',
  headingLevel = 3,
}: GuideCardProps) {
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const successRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const file = fileName || fileNameFromUrl(downloadUrl);
  const Title = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    setStatus('sending');
    try {
      const email = emailRef.current!.value;
      const { lead, guide } = guidePayloads({ email, industry: industrySlug, page, title, fileName: file, downloadUrl });
      await post(API_PATHS.captureLead, lead);
      await post(API_PATHS.sendGuide, guide);
      setStatus('sent');
      startDownload(downloadUrl, file);
    } catch (err) {
      console.error(GUIDE_MESSAGES.failureLog, err);
      setStatus('idle');
    }
  }

  const sending = status === 'sending';

  const body =
    status === 'sent' ? (
      <div className="rounded-xl bg-brand-soft p-5 text-center" data-guide-success>
        <h3 ref={successRef} tabIndex={-1} className="text-xl font-bold text-brand-strong">
          {GUIDE_MESSAGES.successTitle}
        </h3>
        <p className="mt-2 text-ink-soft">{GUIDE_MESSAGES.successText}</p>
        <p className="mt-3 text-sm text-ink-soft">
          Nothing yet?{' '}
          <a href={downloadUrl} download={file} className="font-medium text-brand underline underline-offset-4">
            Download {title}
          </a>
        </p>
      </div>
    ) : (
      // A container: the field and button sit side by side only where the card is wide enough (in the
      // three-column grid of /resources a row left the field too narrow for an address).
      <form action={downloadUrl} onSubmit={onSubmit} aria-busy={sending} className="@container" data-guide-form>
        <Field
          id={`${id}-email`}
          label={GUIDE_MESSAGES.emailLabel}
          hint={GUIDE_MESSAGES.emailHint}
          className="grid gap-3"
          hintClassName="text-xs text-muted"
        >
          {(control) => (
            <div className="flex flex-col gap-3 @sm:flex-row">
              <input
                {...control}
                ref={emailRef}
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                placeholder={GUIDE_MESSAGES.emailPlaceholder}
                className="field-input mt-0 @sm:flex-1"
              />
              <SubmitButton label={GUIDE_MESSAGES.submit} busyLabel={GUIDE_MESSAGES.busy} busy={sending} className="shrink-0" disabled={sending} />
            </div>
          )}
        </Field>
      </form>
    );

  if (variant === 'form') return <div data-guide-card={industrySlug || 'general'}>{body}</div>;

  return (
    <div className="card flex h-full flex-col gap-5" data-guide-card={industrySlug || 'general'}>
      {variant === 'card' ? (
        <div>
          <p className="eyebrow">{GUIDE_MESSAGES.eyebrow}</p>
          <Title className="mt-2 text-xl font-bold">{title}</Title>
          <p className="mt-2 text-ink-soft">{description}</p>
        </div>
      ) : (
        <p className="font-semibold text-ink">{description}</p>
      )}
      {benefits.length ? (
        <ul className="grid gap-2 text-sm text-ink-soft" aria-label={GUIDE_MESSAGES.benefitsLabel}>
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto">{body}</div>
    </div>
  );
}
