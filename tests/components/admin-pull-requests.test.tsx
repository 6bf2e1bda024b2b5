/**
 * /admin's list of pull requests: what each of the editor's own changes, by the form's labels,
 * and a warning on one whose page another editor's open pull request changes too.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullRequests } from '~/editor/app/admin/PullRequests';
import { ADMIN_API, type AdminSignIn, type OtherPullRequest, type PullRequestSummary } from '~/editor/core/admin-api';
import { jsonResponse, mockFetch } from './helpers';

afterEach(() => vi.unstubAllGlobals());

const signIn = { user: { login: 'editor', name: 'Eddie Editor' }, repository: 'studio/site', baseBranch: 'main', host: 'GitHub' } as AdminSignIn;
const mine: PullRequestSummary = {
  number: 2,
  title: 'Edit /lawyers: Top of the page (hero) › Headline',
  url: 'https://github.example/studio/site/pull/2',
  file: 'lawyers.mdx',
  updatedAt: '2026-11-28T10:00:00Z',
  previewUrl: null,
  changes: ['src/content/industries/lawyers.mdx', 'Top of the page (hero) › Headline'],
};
const hers: OtherPullRequest = { number: 1, title: 'Edit /lawyers: Questions and answers', url: 'https://github.example/studio/site/pull/1', file: 'lawyers.mdx', author: 'writer', updatedAt: '2026-11-28T09:00:00Z' };
const elsewhere: OtherPullRequest = { ...hers, number: 3, title: 'Edit /accountants', file: 'accountants.mdx' };

describe('<PullRequests>', () => {
  it("lists each pull request's changes and warns of another editor's on the same page only", async () => {
    mockFetch(jsonResponse({ pullRequests: [mine], others: [hers, elsewhere] }));
    render(<PullRequests signIn={signIn} writes={0} onSignedOut={() => {}} />);
    const own = within(await screen.findByRole('list', { name: 'Open pull requests' }));
    expect(within(own.getByRole('list', { name: 'What #2 changes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(mine.changes);
    const warnings = own.getAllByRole('note');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toHaveTextContent('writer’s pull request #1 changes this page too');
    const others = within(screen.getByRole('list', { name: "Other editors' open pull requests" }));
    expect(others.getAllByRole('listitem')).toHaveLength(2);
    expect(others.getByText(/accountants\.mdx · by writer/)).toBeInTheDocument();
    // Scheduling is off on this site: no control for it.
    expect(screen.queryByLabelText('Publish at')).toBeNull();
  });

  it('schedules a pull request at the local time chosen, then shows the time with a way to cancel it', async () => {
    const publishAt = '2026-12-01T09:30:00.000Z';
    const fetch = mockFetch(
      jsonResponse({ pullRequests: [mine], others: [], scheduling: true }),
      jsonResponse({ number: 2, publishAt, message: 'Pull request #2 will be published at 2026-12-01 09:30 UTC if its checks have passed.' }),
      jsonResponse({ pullRequests: [{ ...mine, publishAt }], others: [], scheduling: true }),
    );
    render(<PullRequests signIn={signIn} writes={0} onSignedOut={() => {}} />);
    const local = '2026-12-01T10:30';
    fireEvent.change(await screen.findByLabelText('Publish at'), { target: { value: local } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await screen.findByText(/will be published at/);
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe(ADMIN_API.schedule);
    expect(JSON.parse(String(init!.body))).toEqual({ number: 2, at: new Date(local).toISOString() });
    await waitFor(() => expect(screen.getByText(new Date(publishAt).toLocaleString())).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cancel the schedule' })).toBeInTheDocument();
  });
});
