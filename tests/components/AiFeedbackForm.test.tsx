import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AiFeedbackForm from '~/components/islands/AiFeedbackForm';
import { filledContentFile } from '../fixtures/content-files';

/** The form's sentences as /ai-feedback hands them over (src/content/pages/ai-feedback.yaml). */
const formTexts = filledContentFile('pages/ai-feedback.yaml').form;
import { aiFeedbackSchema } from '~/lib/schemas/api';
import { AI_REVIEW_REFUSAL_TITLES } from '~/lib/ai-feedback';
import { markdownRenderer } from '../../netlify/lib/mail/markdown.ts';
import { $pendingToasts } from '~/components/toasts/store';
import { INDUSTRIES } from '../../netlify/generated/industries.ts';
import { addProofOfWorkTemplate, jsonResponse, mockFetch, proofOfWorkDouble, sentBody, Toasts } from './helpers';

/** The choices the page passes: every industry file, in menu order. */
const industries = INDUSTRIES.map(({ slug, name }) => ({ slug, name }));
const [first, second] = industries as [(typeof industries)[number], (typeof industries)[number]];

beforeEach(() => {
  window.history.replaceState(null, '', '/ai-feedback');
  addProofOfWorkTemplate();
  proofOfWorkDouble.hold = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
  $pendingToasts.set([]);
  window.history.replaceState(null, '', '/');
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <AiFeedbackForm texts={formTexts} industries={industries} />
      <Toasts />
    </>,
  );
  return user;
}

const markdown = '## Summary\n\nYour site is **slow**.\n\n<script>alert(1)</script>\n\n[Fix](javascript:alert(2))';
/** What the function answers: the Markdown and its server-side rendering by the same safe renderer. */
const analysis = {
  analysis: markdown,
  analysisHtml: markdownRenderer({ target: 'page', origin: 'https://northlight.example' }).html(markdown),
  usage: { whitelisted: false, remaining: 2 },
};

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Website URL/), 'example.com');
  await user.type(screen.getByLabelText(/^Email/), 'owner@example.com');
  await user.click(screen.getByRole('button', { name: 'Analyze My Website' }));
}

describe('<AiFeedbackForm>', () => {
  it('is a self-validating form with labelled fields', () => {
    const { container } = render(<AiFeedbackForm texts={formTexts} industries={industries} />);
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    for (const label of [/^Website URL/, /^Focus area/, /^Industry/, /^Email/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('offers every industry by name, pre-selects the one in ?industry= and lets the visitor change it', async () => {
    window.history.replaceState(null, '', `/ai-feedback?industry=${second.slug}`);
    const user = userEvent.setup();
    render(<AiFeedbackForm texts={formTexts} industries={industries} />);
    const field = screen.getByLabelText(/^Industry/);
    expect([...field.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Not listed', ...industries.map((i) => i.name)]);
    await waitFor(() => expect(field).toHaveValue(second.slug));
    expect(screen.getByRole('option', { name: second.name, selected: true })).toBeInTheDocument();
    await user.selectOptions(field, first.name);
    expect(field).toHaveValue(first.slug);
    await user.selectOptions(field, 'Not listed');
    expect(field).toHaveValue('');
  });

  it('ignores an ?industry= value that is not one of the industries', async () => {
    window.history.replaceState(null, '', '/ai-feedback?industry=%3Cscript%3E');
    render(<AiFeedbackForm texts={formTexts} industries={industries} />);
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.getByLabelText(/^Industry/)).toHaveValue('');
  });

  describe('offering only the first of many industries', () => {
    const [offered, rest] = [industries.slice(0, 2), industries.slice(2)];
    const third = rest[0]!;

    it('looks up an ?industry= among the others in the list of all, adds it to the choice and selects it', async () => {
      window.history.replaceState(null, '', `/ai-feedback?industry=${third.slug}`);
      const fetch = mockFetch(jsonResponse(industries));
      render(<AiFeedbackForm texts={formTexts} industries={offered} moreIndustries="/who-we-serve.json" />);
      const field = screen.getByLabelText(/^Industry/);
      await waitFor(() => expect(field).toHaveValue(third.slug));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe('/who-we-serve.json');
      expect([...field.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Not listed', ...offered.map((i) => i.name), third.name]);
    });

    it('asks for the list only when ?industry= names one it does not offer, and leaves the choice alone when the lookup fails or finds nothing', async () => {
      const fetch = mockFetch(new TypeError('Failed to fetch'));
      window.history.replaceState(null, '', `/ai-feedback?industry=${offered[1]!.slug}`);
      const { unmount } = render(<AiFeedbackForm texts={formTexts} industries={offered} moreIndustries="/who-we-serve.json" />);
      await waitFor(() => expect(screen.getByLabelText(/^Industry/)).toHaveValue(offered[1]!.slug));
      unmount();
      window.history.replaceState(null, '', '/ai-feedback');
      render(<AiFeedbackForm texts={formTexts} industries={offered} moreIndustries="/who-we-serve.json" />).unmount();
      expect(fetch).not.toHaveBeenCalled();

      window.history.replaceState(null, '', `/ai-feedback?industry=${third.slug}`);
      render(<AiFeedbackForm texts={formTexts} industries={offered} moreIndustries="/who-we-serve.json" />).unmount();
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      mockFetch(jsonResponse(industries));
      window.history.replaceState(null, '', '/ai-feedback?industry=not-an-industry');
      render(<AiFeedbackForm texts={formTexts} industries={offered} moreIndustries="/who-we-serve.json" />);
      await new Promise((r) => setTimeout(r, 10));
      const field = screen.getByLabelText(/^Industry/);
      expect(field).toHaveValue('');
      expect(field.querySelectorAll('option')).toHaveLength(offered.length + 1);
    });
  });

  it("toasts 'Website URL Required' and sends nothing without a URL", async () => {
    const fetch = mockFetch(jsonResponse(analysis));
    const user = setup();
    await user.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Analyze My Website' }));
    expect(await screen.findByText('Website URL Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your website URL to analyze')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Website URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Website URL/)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("toasts 'Email Required' and sends nothing without an email", async () => {
    const fetch = mockFetch(jsonResponse(analysis));
    const user = setup();
    await user.type(screen.getByLabelText(/^Website URL/), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Analyze My Website' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email to receive the analysis')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Analyzing Website...' with the button disabled while waiting", async () => {
    let answer: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    await fillAndSubmit(user);
    const button = screen.getByRole('button', { name: 'Analyzing Website...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(analysis));
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze My Website' })).toBeEnabled();
  });

  it('posts the review request and renders the analysis safely in a 500 px scrolling region', async () => {
    window.history.replaceState(null, '', `/ai-feedback?industry=${first.slug}`);
    const fetch = mockFetch(jsonResponse(analysis));
    const user = setup();
    await waitFor(() => expect(screen.getByLabelText(/^Industry/)).toHaveValue(first.slug));
    await user.type(screen.getByLabelText(/^Focus area/), 'more calls');
    await fillAndSubmit(user);

    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(screen.getByText('Your website analysis is ready!')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe('/api/ai-feedback');
    const body = sentBody(fetch);
    expect(body).toEqual({
      website_url: 'https://example.com',
      focus_area: 'more calls',
      industry: first.slug,
      email: 'owner@example.com',
      altcha: `altcha-payload-${proofOfWorkDouble.taken}`,
    });
    expect(aiFeedbackSchema.safeParse(body).success).toBe(true);

    const region = screen.getByRole('region', { name: 'Your Website Analysis' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ height: '500px' });
    expect(region.className).toContain('overflow-y-auto');
    expect(region.querySelector('strong')).toHaveTextContent('slow');
    expect(region.querySelector('script')).toBeNull();
    expect(region.querySelector('a')).toBeNull();
    expect(region).toHaveTextContent('<script>alert(1)</script>');
    expect(region).toHaveFocus();
  });

  it('shows the free analyses left today when not whitelisted', async () => {
    mockFetch(jsonResponse(analysis));
    const user = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('2 free analyses left today')).toBeInTheDocument();
  });

  it('shows no badge for whitelisted usage', async () => {
    mockFetch(jsonResponse({ analysis: 'Fine.', analysisHtml: '<p>Fine.</p>', usage: { whitelisted: true, remaining: null } }));
    const user = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(screen.queryByText(/free analys[ie]s left today/)).toBeNull();
  });

  it("turns a 429 with a limit into 'Daily Limit Reached'", async () => {
    mockFetch(jsonResponse({ error: 'Rate limit exceeded', limit: 3 }, 429));
    const user = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('Daily Limit Reached')).toBeInTheDocument();
    expect(
      screen.getByText("You've used all 3 free analyses today. Try again tomorrow or contact us for more."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Website Analysis' })).toBeNull();
  });

  it('shows a refusal the server explains: its heading, its reason and what to try', async () => {
    const error = 'We could not find that website. Please check the address, or try your home page.';
    mockFetch(jsonResponse({ error, title: AI_REVIEW_REFUSAL_TITLES.page }, 422));
    const user = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText(AI_REVIEW_REFUSAL_TITLES.page)).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(screen.queryByText('Analysis Failed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Analyze My Website' })).toBeEnabled();
    expect(screen.getByLabelText(/^Website URL/)).not.toHaveAttribute('aria-invalid');
  });

  it('marks the address and puts the visitor in it when the server refuses the address', async () => {
    const error = 'That is not a public website address. Please enter the public address of your website, e.g. https://yourfirm.com.';
    mockFetch(jsonResponse({ error, title: AI_REVIEW_REFUSAL_TITLES.address, issues: [{ path: 'website_url', message: error }] }, 400));
    const user = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText(AI_REVIEW_REFUSAL_TITLES.address)).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    const url = screen.getByLabelText(/^Website URL/);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
  });

  it.each([
    ['a server error', () => jsonResponse({ error: 'Upstream timeout' }, 502)],
    ['a validation error', () => jsonResponse({ error: 'Invalid request', issues: [] }, 400)],
    ['a body without analysis', () => jsonResponse({ usage: { whitelisted: false, remaining: 1 } })],
    // The server renders every review it answers; the page has no renderer of its own.
    ['an analysis without its rendered HTML', () => jsonResponse({ analysis: 'Fine.', usage: { whitelisted: true, remaining: null } })],
    ['a non-JSON body', () => new Response('<html>oops</html>', { status: 500 })],
  ])("shows 'Analysis Failed' for %s", async (_name, response) => {
    mockFetch(response);
    const user = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error analyzing your website. Please try again.')).toBeInTheDocument();
  });

  it('waits for the proof of work on submit, busy, and sends one solution per request', async () => {
    const fetch = mockFetch(jsonResponse(analysis));
    let release: () => void = () => {};
    proofOfWorkDouble.hold = new Promise<void>((resolve) => (release = resolve));
    const user = setup();
    await fillAndSubmit(user);
    // Solving is not done: the form is busy and nothing is sent yet.
    const button = screen.getByRole('button', { name: 'Analyzing Website...' });
    expect(button).toBeDisabled();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    release();
    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    const firstProof = (sentBody(fetch) as { altcha: string }).altcha;
    expect(firstProof).toMatch(/^altcha-payload-\d+$/);
    // The next submit takes a new solution.
    await user.click(screen.getByRole('button', { name: 'Analyze My Website' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect((sentBody(fetch, 1) as { altcha: string }).altcha).not.toBe(firstProof);
  });

  it('renders the <proof-of-work> element inside the form, hidden', () => {
    const { container } = render(<AiFeedbackForm texts={formTexts} industries={industries} />);
    const element = container.querySelector('form proof-of-work');
    expect(element).not.toBeNull();
    expect(element).toHaveAttribute('hidden');
  });

  it("shows 'Analysis Failed' when the network fails", async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const user = setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Website URL/)).toHaveValue('example.com');
  });
});
