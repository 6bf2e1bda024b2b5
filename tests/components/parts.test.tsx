/**
 * The forms' shared parts (src/components/islands/parts/): the accessible wiring of a field and of
 * a submit button, tested once here. Each form's own tests cover what it does with them.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Field, requiredMark } from '~/components/islands/parts/Field';
import { SubmitButton } from '~/components/islands/parts/SubmitButton';

describe('<Field>', () => {
  it('labels its control and marks a required one with an asterisk screen readers skip', () => {
    render(
      <Field id="name" label="Name" mark="required">
        {(control) => <input {...control} name="name" />}
      </Field>,
    );
    // The asterisk is aria-hidden: the name is the label alone, and the control says it is required.
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).toHaveClass('field-input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it("says '(optional)' in the label of an optional control, which is not required", () => {
    render(
      <Field id="company" label="Company" mark="optional">
        {(control) => <input {...control} name="company" />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).not.toBeRequired();
  });

  it('labels a select and a textarea the same way', () => {
    render(
      <>
        <Field id="industry" label="Industry" mark="optional">
          {(control) => (
            <select {...control} name="industry">
              <option value="">Not listed</option>
            </select>
          )}
        </Field>
        <Field id="message" label="Message">
          {(control) => <textarea {...control} name="message" />}
        </Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Industry (optional)' })).toHaveClass('field-input');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveClass('field-input');
  });

  it('has its hint read with the control', () => {
    render(
      <Field id="email" label="Email" mark="required" hint="We send you a copy of the analysis.">
        {(control) => <input {...control} type="email" />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We send you a copy of the analysis.');
  });

  it('marks the control invalid when the form says so, and valid again after', () => {
    const field = (invalid: boolean) => (
      <Field id="url" label="Website URL" mark="required" invalid={invalid}>
        {(control) => <input {...control} type="url" />}
      </Field>
    );
    const { rerender } = render(field(true));
    expect(screen.getByRole('textbox', { name: 'Website URL' })).toHaveAttribute('aria-invalid', 'true');
    rerender(field(false));
    expect(screen.getByRole('textbox', { name: 'Website URL' })).not.toHaveAttribute('aria-invalid');
  });

  it('renders the label text and its mark without a text separator in the server HTML', () => {
    const html = renderToString(
      <Field id="name" label="Name" mark="required">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(html).toContain('<label for="name" class="field-label">Name <span aria-hidden="true" class="text-danger">*</span></label>');
  });

  it('lets a control replace field-input with classes of its own', () => {
    render(
      <Field id="guide-email" label="Email address" hint="No spam." className="grid gap-3" hintClassName="text-xs text-muted">
        {(control) => <input {...control} type="email" className="field-input mt-0" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.className).toBe('field-input mt-0');
    expect(input).toHaveAccessibleDescription('No spam.');
    expect(screen.getByText('No spam.')).toHaveClass('text-xs', 'text-muted');
    expect(input.closest('div')).toHaveClass('grid', 'gap-3');
  });

  it('exports the asterisk for a form\'s "* Required" legend', () => {
    render(<p>{requiredMark} Required</p>);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('<SubmitButton>', () => {
  it('is disabled in the server HTML, so a click before hydration cannot submit the form as a GET', () => {
    const html = renderToString(<SubmitButton label="Send Inquiry" busyLabel="Sending..." busy={false} />);
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]* aria-busy="false">Send Inquiry<\/button>/);
  });

  it('submits its form once hydrated', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton label="Send Inquiry" busyLabel="Sending..." busy={false} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send Inquiry' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says it is busy, with the busy label, and is disabled meanwhile', () => {
    const { rerender } = render(<SubmitButton label="Send Inquiry" busyLabel="Sending..." busy />);
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    rerender(<SubmitButton label="Send Inquiry" busyLabel="Sending..." busy={false} />);
    expect(screen.getByRole('button', { name: 'Send Inquiry' })).toBeEnabled();
  });

  it('adds layout classes between btn-primary and its disabled look', () => {
    render(<SubmitButton label="Go" busyLabel="Going..." busy={false} className="shrink-0" />);
    expect(screen.getByRole('button', { name: 'Go' }).className).toBe(
      'btn-primary shrink-0 disabled:cursor-not-allowed disabled:opacity-60',
    );
  });

  it('leaves when it is disabled to a form whose own submit is harmless (enabled in the server HTML)', () => {
    const html = renderToString(<SubmitButton label="Send Me the Guide" busyLabel="Sending..." busy={false} disabled={false} />);
    expect(html).not.toMatch(/disabled=""/);
    const busy = renderToString(<SubmitButton label="Send Me the Guide" busyLabel="Sending..." busy disabled />);
    expect(busy).toMatch(/disabled=""/);
    expect(busy).toContain('Sending...');
  });

  it('passes its ref to the button (a form returns focus to it)', () => {
    let button: HTMLButtonElement | null = null;
    render(<SubmitButton ref={(node) => void (button = node)} label="Go" busyLabel="Going..." busy={false} />);
    expect(button).toBe(screen.getByRole('button', { name: 'Go' }));
  });
});
