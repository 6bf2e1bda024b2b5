import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from '~/components/islands/ContactForm';
import { contactSchema } from '~/lib/schemas/api';
import { STUDIO } from '../../netlify/generated/studio.ts';
import { $pendingToasts } from '~/components/toasts/store';
import { jsonResponse, mockFetch, sentBody, Toasts } from './helpers';

beforeEach(() => {
  window.history.replaceState(null, '', '/contact?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
});
afterEach(() => {
  vi.unstubAllGlobals();
  $pendingToasts.set([]);
  window.history.replaceState(null, '', '/');
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
}

describe('<ContactForm>', () => {
  it('labels every field and marks Name and Email required', () => {
    render(<ContactForm studioEmail={STUDIO.email} />);
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    for (const label of [/^Company \(optional\)/, /^Website/, /^Message/]) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = render(<ContactForm studioEmail={STUDIO.email} />);
    const honeypot = container.querySelector('input[name="company_website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Company website' })).toBeNull();
  });

  it('posts to /api/contact with the utm parameters and confirms in a modal dialog', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse({ ok: true }));
    render(<ContactForm studioEmail={STUDIO.email} />);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Company \(optional\)/), 'Analytical Engines');
    await user.type(screen.getByLabelText(/^Message/), 'We need a new site.');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thanks — we received your inquiry' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription("We'll get back to you within one business day.");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/contact');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
    const body = sentBody(fetch);
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      website: '',
      message: 'We need a new site.',
      company_website: '',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
    expect(contactSchema.safeParse(body).success).toBe(true);
  });

  it('closes the dialog with Close and returns focus to the submit button', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ ok: true }));
    render(<ContactForm studioEmail={STUDIO.email} />);
    await fillRequired(user);
    const submit = screen.getByRole('button', { name: 'Send Inquiry' });
    await user.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    await waitFor(() => expect(submit).toHaveFocus());
  });

  it('returns focus to the submit button however the dialog closes (Esc)', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ ok: true }));
    render(<ContactForm studioEmail={STUDIO.email} />);
    await fillRequired(user);
    const submit = screen.getByRole('button', { name: 'Send Inquiry' });
    await user.click(submit);
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    // What a browser does on Esc for a modal dialog: cancel, then close.
    fireEvent(dialog, new Event('cancel'));
    dialog.close();
    await waitFor(() => expect(submit).toHaveFocus());
  });

  it('does nothing and sends nothing when the honeypot is filled', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse({ ok: true }));
    const { container } = render(<ContactForm studioEmail={STUDIO.email} />);
    await fillRequired(user);
    fireEvent.change(container.querySelector('input[name="company_website"]')!, {
      target: { value: 'http://spam.example' },
    });
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($pendingToasts.get()).toEqual([]);
  });

  it('shows an error toast on failure and keeps what the visitor typed', async () => {
    const user = userEvent.setup();
    mockFetch(jsonResponse({ error: 'Mail service unavailable' }, 503));
    render(
      <>
        <ContactForm studioEmail={STUDIO.email} />
        <Toasts />
      </>,
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByText('Mail service unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses a fallback message when the network fails', async () => {
    const user = userEvent.setup();
    mockFetch(new TypeError(''));
    render(
      <>
        <ContactForm studioEmail={STUDIO.email} />
        <Toasts />
      </>,
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText(`Please try again, or email us at ${STUDIO.email}.`)).toBeInTheDocument();
  });

  it('shows it is busy while sending', async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<ContactForm studioEmail={STUDIO.email} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse({ ok: true }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
