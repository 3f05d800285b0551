import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';
import { CANDIDATE_ID, forkliftDriver, nurse } from '../testing/candidate-fixtures';
import { stubCandidatesApi } from '../testing/fake-candidates-api';

const TAGS = [
  { tag: 'forklift', count: 3 },
  { tag: 'night shift', count: 1 },
];

const listCalls = (calls: { method: string; path: string }[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path.startsWith('/api/admin/candidates?'))
    .map((call) => call.path);

describe('candidates page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists candidates with their contact details, status, tags, activity and jobs', async () => {
    stubCandidatesApi([forkliftDriver, { ...nurse, locale: 'es' }], { tags: TAGS });
    renderApp('/admin/candidates', { user: testAdmin });

    const list = await screen.findByRole('list', { name: 'All candidates' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    expect(screen.getByText('2 candidates found.')).toBeVisible();

    const frank = within(items[0]!);
    expect(frank.getByRole('link', { name: 'Frank Lifter' })).toHaveAttribute(
      'href',
      `/admin/candidates/${CANDIDATE_ID}`,
    );
    expect(frank.getByText('frank@example.com')).toBeVisible();
    expect(frank.getByText('(312) 555-0148')).toBeVisible();
    expect(frank.getByText('Chicago, IL')).toBeVisible();
    expect(frank.getByText('Interview')).toBeVisible();
    expect(
      within(frank.getByRole('list', { name: 'Tags' })).getByText('night shift'),
    ).toBeVisible();
    expect(frank.getByText('3 days ago')).toBeVisible();
    expect(frank.getByText('Resume text readable')).toBeVisible();
    expect(frank.getByText(/Forklift Operator, Warehouse Associate/)).toBeVisible();

    const nora = within(items[1]!);
    expect(nora.getByText('Text could not be read')).toBeVisible();
    expect(nora.getByText('No applications')).toBeVisible();
    // Only the candidate who prefers Spanish is tagged so.
    expect(nora.getByText('Prefers Spanish')).toBeVisible();
    expect(frank.queryByText('Prefers Spanish')).toBeNull();
  });

  it("says of each candidate's newest resume whether its text reads, is being read, or not", async () => {
    stubCandidatesApi([
      forkliftDriver,
      { ...nurse, _id: 'c3', name: 'Petra Pending', resumeStatus: 'pending' },
      nurse,
      { ...nurse, _id: 'c4', name: 'Noel Noresume', resumeStatus: 'none' },
    ]);
    renderApp('/admin/candidates', { user: testAdmin });
    const list = await screen.findByRole('list', { name: 'All candidates' });
    const statuses = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
      .map((item) => {
        const name = within(item).getByRole('heading', { level: 3 }).textContent;
        const said = [
          'Resume text readable',
          'Text is being read',
          'Text could not be read',
          'No resume',
        ];
        return [name, said.filter((text) => within(item).queryByText(text) !== null)];
      });
    expect(statuses).toEqual([
      ['Frank Lifter', ['Resume text readable']],
      ['Petra Pending', ['Text is being read']],
      ['Nora Nurse', ['Text could not be read']],
      ['Noel Noresume', ['No resume']],
    ]);
  });

  it('keeps the search words, filters, sort and page in the URL and asks the API with them', async () => {
    const { calls } = stubCandidatesApi([forkliftDriver, nurse], { tags: TAGS });
    const { router, user } = renderApp('/admin/candidates', { user: testAdmin });
    await screen.findByRole('list', { name: 'All candidates' });
    expect(listCalls(calls)).toEqual(['/api/admin/candidates?sort=activity&page=1&limit=25']);

    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'frank{Enter}');
    expect(router.state.location.search).toBe('?q=frank');
    const results = await screen.findByRole('list', { name: 'Matching candidates' });
    await waitFor(() => {
      expect(within(results).queryByText('Nora Nurse')).toBeNull();
    });
    expect(listCalls(calls)).toContain(
      '/api/admin/candidates?q=frank&sort=relevance&page=1&limit=25',
    );
    // The search words travel to the candidate's page, to be marked in the resume.
    expect(within(results).getByRole('link', { name: 'Frank Lifter' })).toHaveAttribute(
      'href',
      `/admin/candidates/${CANDIDATE_ID}?q=frank`,
    );

    const filters = within(screen.getByRole('complementary', { name: 'Filter candidates' }));
    await user.selectOptions(
      filters.getByRole('combobox', { name: 'Industry applied to' }),
      'Drivers',
    );
    await user.selectOptions(filters.getByRole('combobox', { name: 'Latest status' }), 'interview');
    await user.selectOptions(filters.getByRole('combobox', { name: 'Active within' }), '30');
    await user.click(filters.getByRole('checkbox', { name: 'Readable resume only' }));
    await user.type(filters.getByRole('textbox', { name: /City or state/ }), 'IL{Enter}');
    await within(filters.getByRole('combobox', { name: 'Tag' })).findByRole('option', {
      name: 'night shift (1)',
    });
    await user.selectOptions(filters.getByRole('combobox', { name: 'Tag' }), 'night shift');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'activity');
    expect(router.state.location.search).toBe(
      '?q=frank&industry=Drivers&where=IL&status=interview&activeWithin=30&readable=true&tag=night+shift&sort=activity',
    );
    await waitFor(() => {
      expect(listCalls(calls)).toContain(
        '/api/admin/candidates?q=frank&industry=Drivers&where=IL&status=interview&activeWithin=30&readable=true&tag=night+shift&sort=activity&page=1&limit=25',
      );
    });
    expect(screen.getByRole('button', { name: 'Filters (6)' })).toBeVisible();

    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?q=frank&sort=activity');
  });

  it('reads a search from a link, with the filters shown as chosen', async () => {
    const { calls } = stubCandidatesApi([forkliftDriver], { tags: TAGS });
    renderApp('/admin/candidates?q=forklift&tag=forklift&activeWithin=7&page=2', {
      user: testAdmin,
    });
    await waitFor(() => {
      expect(listCalls(calls)).toContain(
        '/api/admin/candidates?q=forklift&activeWithin=7&tag=forklift&sort=relevance&page=2&limit=25',
      );
    });
    expect(screen.getByRole('searchbox', { name: 'Search candidates' })).toHaveValue('forklift');
    const filters = within(screen.getByRole('complementary', { name: 'Filter candidates' }));
    expect(filters.getByRole('combobox', { name: 'Active within' })).toHaveValue('7');
    await waitFor(() => {
      expect(filters.getByRole('combobox', { name: 'Tag' })).toHaveValue('forklift');
    });
  });

  it('pages through the results with links', async () => {
    stubCandidatesApi([forkliftDriver], {
      // One row, but a total of 60: three pages.
      list: () =>
        new Response(JSON.stringify([forkliftDriver]), {
          headers: { 'content-type': 'application/json', 'x-total-count': '60' },
        }),
    });
    const { router, user } = renderApp('/admin/candidates?q=frank', { user: testAdmin });
    expect(
      await screen.findByText('Showing 1–25 of 60 candidates matching “frank”.'),
    ).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pages of candidates' });
    await user.click(within(pager).getByRole('link', { name: /Next/ }));
    expect(router.state.location.search).toBe('?q=frank&page=2');
    expect(
      await screen.findByText('Showing 26–50 of 60 candidates matching “frank”.'),
    ).toBeVisible();
  });

  it('says when nothing matches, and offers to clear the search', async () => {
    stubCandidatesApi([]);
    const { router, user } = renderApp('/admin/candidates?q=astronaut', { user: testAdmin });
    expect(await screen.findByText('No candidates match this search')).toBeVisible();
    expect(screen.getByText('No candidates found matching “astronaut”.')).toBeVisible();
    await user.click(
      within(screen.getByText('No candidates match this search').parentElement!).getByRole('link', {
        name: 'Clear search',
      }),
    );
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('No candidates yet')).toBeVisible();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    stubCandidatesApi([forkliftDriver], {
      list: () =>
        fail
          ? new Response(JSON.stringify({ error: 'Active within is a number of days' }), {
              status: 400,
              headers: { 'content-type': 'application/json' },
            })
          : undefined,
    });
    const { user } = renderApp('/admin/candidates', { user: testAdmin });
    expect(await screen.findByText('We could not load the candidates')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Frank Lifter' })).toBeVisible();
  });

  it('is not open to job seekers', async () => {
    stubCandidatesApi([forkliftDriver]);
    const { router } = renderApp('/admin/candidates', {
      user: { ...testAdmin, role: 'user' },
    });
    await waitFor(() => {
      expect(router.state.location.pathname).not.toBe('/admin/candidates');
    });
    expect(screen.queryByText('Frank Lifter')).toBeNull();
  });
});
