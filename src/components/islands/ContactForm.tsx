/**
 * Contact page inquiry form. Name and Email required; Company, Website
 * and Message optional; a honeypot `company_website` that people never see. The utm_* query
 * parameters of the page go along. A filled honeypot means a bot: nothing happens, nothing is
 * sent. Otherwise POST /api/contact, then a modal <dialog> confirms; Esc or Close closes it and
 * focus returns to the submit button. A failed request shows an error toast and keeps the fields.
 *
 * The server HTML is a working form on its own: it posts natively to the same endpoint, which
 * answers with the contact page's confirmation (or a page saying what it refused). So the island
 * hydrates only when the visitor starts using the form (client:intent), its button is enabled from
 * the first paint, and a press before hydration still sends the inquiry.
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { API_PATHS } from '~/lib/api-paths';
import { CONTACT_MESSAGES, contactPayload, isHoneypotFilled } from '~/lib/contact-form';
import { notifyError } from '~/components/toasts/store';
import { Field, requiredMark } from './parts/Field';
import { apiErrorMessage, postJson, thrownMessage } from './parts/http';
import { SubmitButton } from './parts/SubmitButton';

export interface ContactFormProps {
  /** The studio's e-mail address (src/content/studio.yaml, passed in by the page), offered when a message cannot be sent. */
  studioEmail: string;
  /** Text of the submit button. */
  submitLabel?: string;
}

export default function ContactForm({ studioEmail, submitLabel = CONTACT_MESSAGES.submit }: ContactFormProps) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(data.entries());
    if (isHoneypotFilled(fields)) return;

    setSending(true);
    try {
      const { ok, data: body } = await postJson(API_PATHS.contact, contactPayload(fields, window.location.search));
      if (!ok) throw new Error(apiErrorMessage(body) ?? CONTACT_MESSAGES.failed.description(studioEmail));
      form.reset();
      const dialog = dialogRef.current;
      if (dialog && typeof dialog.showModal === 'function') dialog.showModal();
      else dialog?.setAttribute('open', '');
      closeRef.current?.focus();
    } catch (error) {
      notifyError(CONTACT_MESSAGES.failed.title, thrownMessage(error) ?? CONTACT_MESSAGES.failed.description(studioEmail));
    } finally {
      setSending(false);
    }
  }

  function closeDialog() {
    const dialog = dialogRef.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else {
      dialog?.removeAttribute('open');
      submitRef.current?.focus();
    }
  }

  return (
    <>
      <form ref={formRef} method="post" action={API_PATHS.contact} onSubmit={onSubmit} className="grid gap-5" aria-busy={sending} data-contact-form>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-name`} label="Name" mark="required">
            {(control) => <input {...control} name="name" type="text" autoComplete="name" />}
          </Field>
          <Field id={`${id}-email`} label="Email" mark="required">
            {(control) => <input {...control} name="email" type="email" autoComplete="email" inputMode="email" />}
          </Field>
          <Field id={`${id}-company`} label="Company" mark="optional">
            {(control) => <input {...control} name="company" type="text" autoComplete="organization" />}
          </Field>
          <Field id={`${id}-website`} label="Website" mark="optional">
            {(control) => (
              <input {...control} name="website" type="text" inputMode="url" autoComplete="url" placeholder="example.com" />
            )}
          </Field>
        </div>
        <Field id={`${id}-message`} label="Message" mark="optional">
          {(control) => <textarea {...control} name="message" rows={5} />}
        </Field>

        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-company-website`}>Company website</label>
          <input id={`${id}-company-website`} name="company_website" type="text" tabIndex={-1} autoComplete="off" />
        </div>

        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton ref={submitRef} label={submitLabel} busyLabel={CONTACT_MESSAGES.busy} busy={sending} disabled={sending} />
          <p className="text-sm text-muted">
            {requiredMark} Required
          </p>
        </div>
      </form>

      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-text`}
        onClose={() => submitRef.current?.focus()}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-(--radius-card) border border-line bg-white p-6 text-ink shadow-(--shadow-card) backdrop:bg-ink/50"
      >
        <h2 id={`${id}-dialog-title`} className="text-xl font-bold">
          {CONTACT_MESSAGES.dialogTitle}
        </h2>
        <p id={`${id}-dialog-text`} className="mt-3 text-ink-soft">
          {CONTACT_MESSAGES.dialogText}
        </p>
        <div className="mt-6 flex justify-end">
          <button ref={closeRef} type="button" className="btn-primary" onClick={closeDialog}>
            {CONTACT_MESSAGES.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
