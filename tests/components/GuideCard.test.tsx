import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GuideCard, { type GuideCardProps } from '~/components/islands/GuideCard';
import { startDownload } from '~/components/islands/parts/download';
import { ROI_GUIDE } from '~/lib/config';
import { guideDownloadUrl, guideFileName } from '~/lib/industry-registry';
import { captureLeadSchema, sendGuideSchema } from '~/lib/schemas/api';
import { $pendingToasts } from '~/components/toasts/store';
import { jsonResponse, mockFetch, sentBody } from './helpers';

vi.mock('~/components/islands/parts/download', () => ({ startDownload: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(startDownload).mockReset();
});

const props: GuideCardProps = {
  industrySlug: 'lawyers',
  title: 'Five quick wins for law-firm websites',
  description: 'A printable checklist you can finish in an afternoon.',
  benefits: ['Win more consultations', 'Fix mobile speed'],
  downloadUrl: guideDownloadUrl('lawyers'),
  fileName: guideFileName('lawyers'),
  page: '/lawyers',
};

async function submit(user: ReturnType<typeof userEvent.setup>, email = 'pat@example.com') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send Me the Guide' }));
}

describe('<GuideCard>', () => {
  it('shows the guide with its benefits and an email form', () => {
    render(<GuideCard {...props} />);
    expect(screen.getByRole('heading', { name: props.title })).toBeInTheDocument();
    expect(screen.getByText(props.description)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What you get' })).toHaveTextContent('Win more consultations');
    const email = screen.getByLabelText('Email address');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription('We e-mail you the guide. No spam; unsubscribe any time.');
  });

  it('works before hydration: an enabled button, a form that leads to the guide, no named field to put the address in a URL', () => {
    const html = renderToString(<GuideCard {...props} />);
    const button = /<button[^>]*type="submit"[^>]*>/.exec(html)![0];
    expect(button).not.toMatch(/\sdisabled=""/);
    expect(/<form[^>]*>/.exec(html)![0]).toContain(`action="${props.downloadUrl}"`);
    const input = /<input[^>]*type="email"[^>]*>/.exec(html)![0];
    expect(input).not.toMatch(/\sname=/);
    expect(input).toMatch(/\srequired/);
  });

  it('captures the lead, sends the guide, then shows the success view and starts the download', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse({ ok: true }), jsonResponse({ ok: true }));
    render(<GuideCard {...props} />);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toHaveFocus();
    expect(screen.getByText('Download starts automatically')).toBeInTheDocument();
    expect(startDownload).toHaveBeenCalledWith('/downloads/lawyers-quick-wins.pdf', 'lawyers-quick-wins.pdf');
    expect(screen.getByRole('link', { name: `Download ${props.title}` })).toHaveAttribute(
      'download',
      'lawyers-quick-wins.pdf',
    );

    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/api/capture-lead', '/api/send-guide']);
    const lead = sentBody(fetch, 0);
    const guide = sentBody(fetch, 1);
    expect(lead).toEqual({
      email: 'pat@example.com',
      source: 'lead_magnet',
      industry: 'lawyers',
      page: '/lawyers',
      metadata: { fileName: 'lawyers-quick-wins.pdf', downloadUrl: '/downloads/lawyers-quick-wins.pdf' },
    });
    expect(guide).toEqual({
      email: 'pat@example.com',
      title: props.title,
      fileName: 'lawyers-quick-wins.pdf',
      downloadUrl: '/downloads/lawyers-quick-wins.pdf',
      industry: 'lawyers',
      page: '/lawyers',
    });
    expect(captureLeadSchema.safeParse(lead).success).toBe(true);
    expect(sendGuideSchema.safeParse(guide).success).toBe(true);
  });

  it("shows 'Sending...' with the button busy meanwhile", async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)), jsonResponse({ ok: true }));
    render(<GuideCard {...props} />);
    await submit(user);
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse({ ok: true }));
    await waitFor(() => expect(screen.getByText('Check Your Email!')).toBeInTheDocument());
  });

  it('only logs a failure and leaves the form as it was', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = mockFetch(jsonResponse({ error: 'Blob store down' }, 500));
    render(<GuideCard {...props} />);
    await submit(user);

    await waitFor(() => expect(error).toHaveBeenCalledWith('Lead capture/email failed', expect.any(Error)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Email address')).toHaveValue('pat@example.com');
    expect(screen.getByRole('button', { name: 'Send Me the Guide' })).toBeEnabled();
    expect(screen.queryByText('Check Your Email!')).toBeNull();
    expect(startDownload).not.toHaveBeenCalled();
    expect($pendingToasts.get(), 'guide cards never raise a toast').toEqual([]);
  });

  it('fails the same way when send-guide fails after the lead was captured', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(jsonResponse({ ok: true }), new TypeError('Failed to fetch'));
    render(<GuideCard {...props} />);
    await submit(user);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Lead capture/email failed', expect.any(TypeError)));
    expect(screen.getByLabelText('Email address')).toHaveValue('pat@example.com');
  });

  it('sends nothing for an invalid address', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse({ ok: true }));
    render(<GuideCard {...props} />);
    await submit(user, 'not-an-email');
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Email address'));
    await user.click(screen.getByRole('button', { name: 'Send Me the Guide' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders the website ROI guide variant without repeating the title', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(jsonResponse({ ok: true }));
    render(
      <GuideCard
        variant="roi"
        industrySlug=""
        title={ROI_GUIDE.title}
        description="A short workbook."
        benefits={['Calculate your ROI']}
        downloadUrl={ROI_GUIDE.downloadUrl}
        page="/resources"
      />,
    );
    expect(screen.queryByRole('heading', { name: ROI_GUIDE.title })).toBeNull();
    expect(screen.getByText('Calculate your ROI')).toBeInTheDocument();
    await submit(user);
    await screen.findByText('Check Your Email!');
    expect(sendGuideSchema.safeParse(sentBody(fetch, 1)).success).toBe(true);
    expect(sentBody(fetch, 1)).toMatchObject({ fileName: 'website-roi-guide.pdf', page: '/resources', industry: '' });
    expect(startDownload).toHaveBeenCalledWith('/downloads/website-roi-guide.pdf', 'website-roi-guide.pdf');
  });

  it('renders the form alone in the form variant', () => {
    render(<GuideCard {...props} variant="form" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Win more consultations')).toBeNull();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });
});
