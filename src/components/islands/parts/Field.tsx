/**
 * One form field: the label (with the required or optional mark), the control and an optional
 * hint, wired together. The control comes from a render prop, so it can be an input, a select or a
 * textarea, or stand in a row beside a button: it receives the id the label points at, the hint's
 * id (aria-describedby), aria-invalid, required and the field-input class, and spreads them first
 * (a class of its own replaces field-input).
 *
 * No error text: the forms say what is wrong in a toast (AI review) or by the browser's own
 * validation (contact, guides), so the field only marks its control invalid.
 */
import type { ReactNode } from 'react';

/** The asterisk of a required field: hidden from screen readers, which hear the control's `required`. */
export const requiredMark = (
  <span aria-hidden="true" className="text-danger">
    *
  </span>
);

const MARKS = {
  required: requiredMark,
  optional: <span className="font-normal text-muted">(optional)</span>,
};

/** What a field's control carries (spread it on the input, select or textarea). */
export interface FieldControlProps {
  id: string;
  required: true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldProps {
  /** The control's id, unique on the page (from useId); the hint's id is made from it. */
  id: string;
  label: string;
  /**
   * 'required': the control is required and the label shows the asterisk; 'optional': the label
   * says '(optional)'. None: a lone field whose form needs no legend (its control may still be required).
   */
  mark?: 'required' | 'optional';
  /** Text that describes the control, read with it. */
  hint?: string;
  /** Marks the control invalid (the form says why: a toast). */
  invalid?: boolean;
  /** Classes of the field's box. */
  className?: string;
  /** The hint's classes, for a compact form's fine print. */
  hintClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({
  id,
  label,
  mark,
  hint,
  invalid,
  className,
  hintClassName = 'mt-1 text-sm text-muted',
  children,
}: FieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {/* One text node before the mark: server-rendered adjacent strings would get a <!-- --> between them. */}
        {mark ? `${label} ` : label}
        {mark && MARKS[mark]}
      </label>
      {children({
        id,
        required: mark === 'required' || undefined,
        'aria-invalid': invalid || undefined,
        'aria-describedby': hint ? hintId : undefined,
        className: 'field-input',
      })}
      {hint ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
