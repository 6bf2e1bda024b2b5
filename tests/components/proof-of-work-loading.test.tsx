/**
 * When AiFeedbackForm loads its proof-of-work script (the ALTCHA widget and its worker): not at
 * render, but when the visitor starts the form (first focus or input), or at the latest on
 * submit, once per page. A fresh module registry per test, so each starts with nothing loaded.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { addProofOfWorkTemplate, jsonResponse, mockFetch, proofOfWorkDouble, sentBody } from './helpers';
import { filledContentFile } from '../fixtures/content-files';

const industries = INDUSTRIES.map(({ slug, name }) => ({ slug, name }));

async function freshForm() {
  vi.resetModules();
  const { default: AiFeedbackForm } = await import('~/components/islands/AiFeedbackForm');
  render(<AiFeedbackForm industries={industries} texts={filledContentFile('pages/ai-feedback.yaml').form} />);
  return proofOfWorkDouble.loads;
}

beforeEach(() => {
  addProofOfWorkTemplate();
  proofOfWorkDouble.hold = null;
});

describe('the proof-of-work script of <AiFeedbackForm>', () => {
  it('is not loaded at render, and is loaded once by the first focus in the form', async () => {
    const before = await freshForm();
    await new Promise((r) => setTimeout(r, 20));
    expect(proofOfWorkDouble.loads).toBe(before);
    fireEvent.focus(screen.getByLabelText(/^Website URL/));
    await waitFor(() => expect(proofOfWorkDouble.loads).toBe(before + 1));
    fireEvent.focus(screen.getByLabelText(/^Email/));
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'a@example.com' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(proofOfWorkDouble.loads).toBe(before + 1);
  });

  it('is loaded by the first input (autofill without focus)', async () => {
    const before = await freshForm();
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'a@example.com' } });
    await waitFor(() => expect(proofOfWorkDouble.loads).toBe(before + 1));
  });

  it('is loaded on submit at the latest, and the first submit still gets its review', async () => {
    const fetch = mockFetch(jsonResponse({ analysis: 'Fine.', analysisHtml: '<p>Fine.</p>', usage: { whitelisted: true, remaining: null } }));
    const before = await freshForm();
    // Values set without any event, then the form submitted (a click that does not focus the button).
    (screen.getByLabelText(/^Website URL/) as HTMLInputElement).value = 'example.com';
    (screen.getByLabelText(/^Email/) as HTMLInputElement).value = 'owner@example.com';
    expect(proofOfWorkDouble.loads).toBe(before);
    fireEvent.submit(screen.getByRole('button', { name: 'Analyze My Website' }).closest('form')!);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(proofOfWorkDouble.loads).toBe(before + 1);
    expect((sentBody(fetch) as { altcha: string }).altcha).toMatch(/^altcha-payload-\d+$/);
  });

  it('is tried again by the next submit when loading it failed', async () => {
    const fetch = mockFetch(jsonResponse({ analysis: 'Fine.', analysisHtml: '<p>Fine.</p>', usage: { whitelisted: true, remaining: null } }));
    const script = document.querySelector<HTMLTemplateElement>('template[data-proof-of-work]')!.content.querySelector('script')!;
    const src = script.getAttribute('src')!;
    script.setAttribute('src', '/tests/components/fixtures/no-such-script.ts');
    await freshForm();
    fireEvent.input(screen.getByLabelText(/^Website URL/), { target: { value: 'example.com' } });
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'owner@example.com' } });
    const button = screen.getByRole('button', { name: 'Analyze My Website' });
    fireEvent.submit(button.closest('form')!);
    // Not sent without a proof; the form is usable again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Analyze My Website' })).toBeEnabled());
    expect(fetch).not.toHaveBeenCalled();
    script.setAttribute('src', src);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((sentBody(fetch) as { altcha: string }).altcha).toMatch(/^altcha-payload-\d+$/);
  });
});
