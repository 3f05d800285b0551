import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JOB_SCHEDULE } from '@staffing/shared/constants';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';
import { installDialogPolyfill } from '@/testing/dialog-polyfill';
import { makeJob, stubJobsApi } from './testing/fake-jobs-api';

// The admin job pages through the whole app (route table, guards, layout), with the session
// seeded as an admin and the API faked at fetch.

let removeDialogPolyfill: () => void;
beforeAll(() => {
  removeDialogPolyfill = installDialogPolyfill();
});
afterAll(() => {
  removeDialogPolyfill();
});

function statFigure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

// The spec's dashboard lives on in Today, the staff home at /admin.
describe('admin dashboard', () => {
  it('welcomes the admin by first name and shows the totals as labelled figures', async () => {
    stubJobsApi({ stats: { totalJobs: 15, totalApplications: 1234, totalUsers: 7 } });
    renderApp('/admin', { user: testAdmin });

    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
    await screen.findByText('Total jobs');
    expect(statFigure('Total jobs')).toBe('15');
    expect(statFigure('Total applications')).toBe('1,234');
    expect(statFigure('Total users')).toBe('7');
  });

  it("says 'Welcome, Admin' when the admin has no first name", async () => {
    stubJobsApi();
    renderApp('/admin/dashboard', { user: { ...testAdmin, firstName: '' } });
    expect(await screen.findByText('Welcome, Admin')).toBeInTheDocument();
  });

  it('links to posting and the job list; the staff navigation to applications, candidates and users', async () => {
    stubJobsApi();
    renderApp('/admin', { user: testAdmin });
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Today' });

    expect(main.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/admin/post-job',
    );
    expect(main.getByRole('link', { name: 'View Jobs' })).toHaveAttribute(
      'href',
      '/admin/all-jobs',
    );
    const nav = within(screen.getByRole('navigation', { name: 'Staff' }));
    expect(nav.getByRole('link', { name: /^Applications/ })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
    expect(nav.getByRole('link', { name: /^Candidates/ })).toHaveAttribute(
      'href',
      '/admin/candidates',
    );
    expect(nav.getByRole('link', { name: /^Users/ })).toHaveAttribute('href', '/admin/users');
  });
});

describe('post a job', () => {
  async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.type(screen.getByLabelText('Job title'), 'Forklift Operator');
    await user.type(screen.getByLabelText('Location'), 'Joliet, IL');
    await user.selectOptions(screen.getByLabelText('Industry'), 'ItTech');
    await user.type(screen.getByLabelText('Salary'), '$21 per hour');
    await user.selectOptions(screen.getByLabelText('Job type'), 'Part-Time');
    await user.type(screen.getByLabelText('Description'), 'Move pallets.');
    await user.type(screen.getByLabelText('Responsibilities'), 'Load trucks.');
    await user.type(screen.getByLabelText('Skills'), 'Forklift certificate.');
    await user.type(screen.getByLabelText('What we offer (optional)'), 'Weekly pay.');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
  }

  it("sends the flat payload and confirms with 'Back to Dashboard'", async () => {
    const api = stubJobsApi();
    const { user, router } = renderApp('/admin/post-job', { user: testAdmin });
    await fillAndSubmit(user);

    const heading = await screen.findByRole('heading', { name: 'Job posted successfully!' });
    expect(heading).toHaveFocus();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Forklift Operator',
      location: 'Joliet, IL',
      industry: 'ItTech',
      salary: '$21 per hour',
      type: 'Part-Time',
      schedule: DEFAULT_JOB_SCHEDULE,
      description: 'Move pallets.',
      responsibilities: 'Load trucks.',
      skills: 'Forklift certificate.',
      whatWeOffer: 'Weekly pay.',
      status: 'open',
      // The pay-and-place section's defaults; the empty optional boxes are left out.
      salaryCurrency: 'USD',
      workplace: 'on-site',
    });

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await screen.findByText('Welcome, Ada');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('posts a filled job with a closing date and says it is not on the job board', async () => {
    const api = stubJobsApi();
    const { user } = renderApp('/admin/post-job', { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Post a Job' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Filled');
    await user.type(screen.getByLabelText('Closing date (optional)'), '2999-12-31');
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Job posted successfully!' })).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Forklift Operator',
      status: 'filled',
      validThrough: '2999-12-31',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Forklift Operator was saved as filled: its page is up, but it is not listed on the job board.',
    );
  });

  it("alerts exactly 'Error posting job' when the server fails", async () => {
    stubJobsApi({
      override: {
        'POST /api/jobs/create-job': () => jsonResponse({ error: 'Something went wrong' }, 500),
      },
    });
    const { user } = renderApp('/admin/post-job', { user: testAdmin });
    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error posting job');
    expect(screen.queryByText('Job posted successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Forklift Operator');
  });

  it("shows the server's field errors next to their fields as well", async () => {
    stubJobsApi({
      override: {
        'POST /api/jobs/create-job': () =>
          jsonResponse(
            {
              error: 'Some fields are missing or invalid.',
              fieldErrors: { location: 'Location must be at most 200 characters' },
            },
            400,
          ),
      },
    });
    const { user } = renderApp('/admin/post-job', { user: testAdmin });
    await fillAndSubmit(user);

    expect((await screen.findByRole('alert')).textContent).toBe('Error posting job');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      expect.stringContaining('Location must be at most 200 characters'),
    );
  });
});

describe('all jobs', () => {
  it('lists each job with its overview and Edit and Delete', async () => {
    const job = makeJob(1, {
      overview: { ...makeJob(1).overview, industry: 'ItTech', type: 'Contract' },
    });
    const api = stubJobsApi({ jobs: [job, makeJob(2)] });
    renderApp('/admin/all-jobs', { user: testAdmin });

    const item = (await screen.findByRole('heading', { level: 3, name: 'Job number 1' })).closest(
      'li',
    )!;
    const card = within(item);
    for (const text of [
      'Chicago, IL',
      '$25 per hour',
      'Contract',
      'Monday - Friday, 8am - 4pm',
      'IT and Tech',
    ]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getByRole('link', { name: 'Edit Job number 1' })).toHaveAttribute(
      'href',
      '/edit-job/job-1',
    );
    expect(card.getByRole('button', { name: 'Delete Job number 1' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.startsWith('/api/jobs/'))?.path).toBe(
      '/api/jobs/jobs?page=1&limit=20&status=all',
    );
  });

  it('filters by status through the URL and shows each job’s closing date', async () => {
    const api = stubJobsApi({
      jobs: [
        makeJob(1, { status: 'open', validThrough: '2999-12-31T23:59:59.999Z' }),
        makeJob(2, { status: 'filled' }),
        makeJob(3, { status: 'closed', validThrough: '2020-01-31T23:59:59.999Z' }),
        makeJob(4, { status: 'open', validThrough: '2020-02-29T23:59:59.999Z' }),
      ],
    });
    const { user, router } = renderApp('/admin/all-jobs', { user: testAdmin });

    const filter = await screen.findByLabelText('Status');
    expect(filter).toHaveValue('all');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Open', 'Filled', 'Closed']);
    expect(screen.getByText('4 jobs')).toBeInTheDocument();

    const itemOf = (title: string) =>
      within(screen.getByRole('heading', { level: 3, name: title }).closest('li')!);
    const closingOf = (title: string) => itemOf(title).getByText(/^Clos(es|ing date)$/);
    expect(closingOf('Job number 1')).toHaveTextContent(/^Closes Dec 31, 2999$/);
    expect(itemOf('Job number 1').queryByText('Open')).not.toBeInTheDocument();
    expect(itemOf('Job number 2').getByText('Filled')).toBeInTheDocument();
    expect(itemOf('Job number 2').queryByText(/^Clos(es|ing date)$/)).not.toBeInTheDocument();
    expect(itemOf('Job number 3').getByText('Closed')).toBeInTheDocument();
    expect(closingOf('Job number 3')).toHaveTextContent(/^Closing date Jan 31, 2020$/);
    // Open but past its closing date: off the public board, and the list says why.
    expect(itemOf('Job number 4').getByText('Expired')).toBeInTheDocument();

    await user.selectOptions(filter, 'Filled');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=filled');
    });
    expect(await screen.findByText('1 filled job')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Job number 2',
    ]);
    expect(api.calls.at(-1)?.path).toBe('/api/jobs/jobs?page=1&limit=20&status=filled');
    expect(screen.getByLabelText('Status')).toHaveValue('filled');

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(await screen.findByText('4 jobs')).toBeInTheDocument();
  });

  it('keeps the status filter while paging and says when no job has that status', async () => {
    const jobs = Array.from({ length: 22 }, (_, index) =>
      makeJob(index + 1, { status: index < 21 ? 'closed' : 'open' }),
    );
    const api = stubJobsApi({ jobs });
    const { user, router } = renderApp('/admin/all-jobs?status=closed', { user: testAdmin });

    expect(await screen.findByText('Showing 1–20 of 21 closed jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–21 of 21 closed jobs')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed&page=2');
    expect(api.calls.at(-1)?.path).toBe('/api/jobs/jobs?page=2&limit=20&status=closed');

    await user.selectOptions(screen.getByLabelText('Status'), 'Filled');
    expect(await screen.findByText('No filled jobs.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=filled');
    await user.click(screen.getByRole('link', { name: 'Show all jobs' }));
    expect(await screen.findByText('Showing 1–20 of 22 jobs')).toBeInTheDocument();
  });

  it('asks before deleting: Cancel (or Esc) keeps the job, Confirm Delete removes it', async () => {
    const api = stubJobsApi({ jobs: [makeJob(1), makeJob(2)] });
    const { user } = renderApp('/admin/all-jobs', { user: testAdmin });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Job number 1' });

    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this job?',
    });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByText('Job number 1')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(deleteButton).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Job number 1' })).toBeInTheDocument();

    // Esc: the browser fires `cancel` and then closes the dialog.
    await user.click(deleteButton);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog).not.toHaveAttribute('open');
    expect(deleteButton).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(deleteButton);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));

    await waitFor(() => {
      expect(
        screen.queryByRole('heading', { level: 3, name: 'Job number 1' }),
      ).not.toBeInTheDocument();
    });
    expect(dialog).not.toHaveAttribute('open');
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/jobs/job/job-1');
    expect(screen.getByRole('status')).toHaveTextContent('“Job number 1” was deleted.');
    expect(screen.getByRole('heading', { level: 2, name: 'Job listings' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Job number 2' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    stubJobsApi({
      jobs: [makeJob(1)],
      override: {
        'DELETE /api/jobs/job/job-1': () =>
          jsonResponse({ error: 'Only administrators can do that.' }, 403),
      },
    });
    const { user } = renderApp('/admin/all-jobs', { user: testAdmin });
    await user.click(await screen.findByRole('button', { name: 'Delete Job number 1' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The job could not be deleted. Only administrators can do that.',
    );
    expect(dialog).toHaveAttribute('open');
  });

  it('pages through 20 jobs at a time and steps back a page when its last job is deleted', async () => {
    const jobs = Array.from({ length: 21 }, (_, index) => makeJob(index + 1));
    const api = stubJobsApi({ jobs });
    const { user, router } = renderApp('/admin/all-jobs', { user: testAdmin });

    expect(await screen.findByText('Showing 1–20 of 21 jobs')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Showing 21–21 of 21 jobs')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.calls.at(-1)?.path).toBe('/api/jobs/jobs?page=2&limit=20&status=all');

    await user.click(screen.getByRole('button', { name: 'Delete Job number 21' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Delete' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(await screen.findByText('20 jobs')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Job list pages' })).not.toBeInTheDocument();
  });
});

describe('edit a job', () => {
  it('starts from the job, offers Drivers, PUTs the nested object and goes to the list', async () => {
    const job = makeJob(3, {
      whatWeOffer: 'Benefits.',
      status: 'open',
      validThrough: '2999-06-30T23:59:59.999Z',
    });
    const api = stubJobsApi({ jobs: [job] });
    const { user, router } = renderApp('/edit-job/job-3', { user: testAdmin });

    const title = await screen.findByLabelText('Job title');
    expect(title).toHaveValue('Job number 3');
    expect(screen.getByLabelText('Industry')).toHaveValue('Healthcare');
    expect(screen.getByLabelText('What we offer (optional)')).toHaveValue('Benefits.');
    expect(screen.getByLabelText('Status')).toHaveValue('open');
    expect(screen.getByLabelText('Closing date (optional)')).toHaveValue('2999-06-30');

    await user.selectOptions(screen.getByLabelText('Industry'), 'Drivers');
    await user.clear(screen.getByLabelText('What we offer (optional)'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Closed');
    await user.clear(screen.getByLabelText('Closing date (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/all-jobs');
    });
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/jobs/job/job-3',
      body: {
        // The form states the structured facts too: the workplace and currency defaults.
        overview: {
          ...job.overview,
          industry: 'Drivers',
          salaryCurrency: 'USD',
          workplace: 'on-site',
        },
        details: job.details,
        // Always stated on an edit: an emptied list removes the job's questions.
        screeningQuestions: [],
        // The form's Spanish version, empty: none.
        spanish: null,
        status: 'closed',
        // An emptied closing date is sent as null, which clears it.
        validThrough: null,
      },
    });
  });

  it('keeps a closing date the admin leaves alone', async () => {
    const job = makeJob(5, { status: 'filled', validThrough: '2999-06-30T23:59:59.999Z' });
    const api = stubJobsApi({ jobs: [job] });
    const { user } = renderApp('/edit-job/job-5', { user: testAdmin });
    await screen.findByLabelText('Job title');
    expect(screen.getByLabelText('Status')).toHaveValue('filled');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => {
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        status: 'filled',
        validThrough: '2999-06-30',
      });
    });
  });

  it("says 'Job not found' for an unknown job", async () => {
    stubJobsApi();
    renderApp('/edit-job/no-such-job', { user: testAdmin });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Job not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Jobs' })).toHaveAttribute(
      'href',
      '/admin/all-jobs',
    );
  });
});
