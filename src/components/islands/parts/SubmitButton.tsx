/**
 * A form's submit button. Disabled in the server HTML until the island hydrates (a click before
 * then would submit the form as a GET, the visitor's e-mail in the URL) and while the form is
 * busy, when it says so with aria-busy and the busy label; a form whose own submit is harmless
 * says when it is disabled itself (`disabled`).
 */
import type { Ref } from 'react';
import { useHydrated } from './hooks';

export interface SubmitButtonProps {
  label: string;
  /** The label while busy, e.g. 'Sending...'. */
  busyLabel: string;
  busy: boolean;
  /** Layout classes, added to btn-primary. */
  className?: string;
  /**
   * Disabled when this is true, instead of while busy and until the island hydrates: for a form
   * whose native submit serves the visitor without the island (ContactForm: it posts to its
   * endpoint, which answers with a page; GuideCard: it opens the guide itself, sending no named
   * field), so its button never looks out of order while the page's JavaScript arrives (both pass
   * their busy state).
   */
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function SubmitButton({ label, busyLabel, busy, className, ref, disabled }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type="submit"
      className={`btn-primary ${className ? `${className} ` : ''}disabled:cursor-not-allowed disabled:opacity-60`}
      disabled={disabled ?? (busy || !hydrated)}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
