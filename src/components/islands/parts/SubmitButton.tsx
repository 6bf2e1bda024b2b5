/**
 * A form's submit button. Disabled in the server HTML until the island hydrates (a click before
 * then would submit the form as a GET, the visitor's e-mail in the URL), and while the form is
 * busy, when it says so with aria-busy and the busy label.
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
  ref?: Ref<HTMLButtonElement>;
}

export function SubmitButton({ label, busyLabel, busy, className, ref }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type="submit"
      className={`btn-primary ${className ? `${className} ` : ''}disabled:cursor-not-allowed disabled:opacity-60`}
      disabled={!hydrated || busy}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
