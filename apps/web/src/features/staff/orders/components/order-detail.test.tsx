import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';
import { stubOrdersApi } from '../testing/fake-orders-api';
import { makeOrder, ORDER_ID, RECRUITER } from '../testing/order-fixtures';

describe('/admin/orders/:id (an order)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the order as sent, its employer and history, and moves it to qualified', async () => {
    const api = stubOrdersApi([makeOrder()]);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`, { user: testAdmin });
    expect(await screen.findByRole('heading', { name: 'Night Nurse', level: 1 })).toBeVisible();
    const order = screen.getByRole('region', { name: 'The order' });
    expect(within(order).getByText('$42 – $55.50 per hour')).toBeVisible();
    expect(within(order).getByText('Chicago, IL 60601')).toBeVisible();
    expect(within(order).getByText('Ongoing')).toBeVisible();
    expect(within(order).getByText('Cardiac ward.')).toBeVisible();
    const employer = screen.getByRole('region', { name: 'Employer' });
    expect(within(employer).getByRole('link', { name: 'grace@lakeside.example' })).toHaveAttribute(
      'href',
      'mailto:grace@lakeside.example',
    );
    expect(screen.getByRole('link', { name: 'Post as a job' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}/post-job`,
    );

    const status = screen.getByRole('region', { name: 'Status' });
    const next = within(status).getByRole('combobox', { name: 'Move to' });
    expect(
      within(next)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Qualified', 'Cancelled', 'Lost']);
    await user.selectOptions(next, 'qualified');
    await user.click(within(status).getByRole('button', { name: 'Change status' }));

    expect(await within(status).findByText('Moved to Qualified.')).toBeVisible();
    expect(api.callsTo('PATCH', `/api/admin/orders/${ORDER_ID}`)[0]?.body).toEqual({
      status: 'qualified',
      fromStatus: 'new',
    });
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('New → Qualified')).toBeVisible();
    expect(within(order).getByText('Qualified')).toBeVisible();
  });

  it('asks for a reason before cancelling, and keeps it', async () => {
    const api = stubOrdersApi([makeOrder()]);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`, { user: testAdmin });
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.selectOptions(
      within(status).getByRole('combobox', { name: 'Move to' }),
      'cancelled',
    );
    await user.click(within(status).getByRole('button', { name: 'Change status' }));
    const reason = within(status).getByRole('textbox', { name: /reason/i });
    expect(reason).toHaveAccessibleDescription('Give a reason');
    expect(api.callsTo('PATCH', `/api/admin/orders/${ORDER_ID}`)).toHaveLength(0);

    await user.type(reason, 'Budget frozen');
    await user.click(within(status).getByRole('button', { name: 'Change status' }));
    await waitFor(() => {
      expect(api.callsTo('PATCH', `/api/admin/orders/${ORDER_ID}`)[0]?.body).toEqual({
        status: 'cancelled',
        fromStatus: 'new',
        reason: 'Budget frozen',
      });
    });
    expect(
      await screen.findByText('This order is cancelled: it does not move any further.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Post as a job' })).toBeNull();
  });

  it('gives the order an owner and counts the filled places', async () => {
    const api = stubOrdersApi([
      makeOrder({ status: 'open', nextStatuses: ['filled', 'cancelled', 'lost'] }),
    ]);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`, { user: testAdmin });
    const work = await screen.findByRole('region', { name: 'Owner and filled' });
    await waitFor(() => {
      expect(within(work).getByRole('option', { name: RECRUITER.name })).toBeInTheDocument();
    });
    await user.selectOptions(within(work).getByRole('combobox', { name: 'Owner' }), RECRUITER._id);
    const filled = within(work).getByRole('spinbutton', { name: 'Filled' });
    await user.clear(filled);
    await user.type(filled, '2');
    await user.click(within(work).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(api.callsTo('PATCH', `/api/admin/orders/${ORDER_ID}`)[0]?.body).toEqual({
        ownerId: RECRUITER._id,
        filledCount: 2,
      });
    });
    expect(await within(work).findByText('Saved.')).toBeVisible();
  });

  it("lists the linked job's applications on the order", async () => {
    stubOrdersApi([
      makeOrder({
        status: 'open',
        jobId: 'job-9',
        job: { _id: 'job-9', title: 'Night Nurse (Chicago)', status: 'open' },
        applications: [
          {
            _id: 'a1',
            createdAt: new Date().toISOString(),
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            status: 'interview',
            candidateId: 'cand-1',
          },
        ],
      }),
    ]);
    renderApp(`/admin/orders/${ORDER_ID}`, { user: testAdmin });
    const posting = await screen.findByRole('region', { name: 'Job posting' });
    expect(within(posting).getByRole('link', { name: 'Night Nurse (Chicago)' })).toHaveAttribute(
      'href',
      '/jobs/job-9',
    );
    expect(within(posting).getByRole('link', { name: 'Edit the job' })).toHaveAttribute(
      'href',
      '/edit-job/job-9',
    );
    expect(within(posting).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/candidates/cand-1',
    );
    expect(within(posting).getByText('Interview')).toBeVisible();
    expect(within(posting).queryByRole('link', { name: 'Post as a job' })).toBeNull();
  });

  it('"Post as a job" opens the job form filled in from the order and links the new job', async () => {
    const api = stubOrdersApi([makeOrder()]);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}/post-job`, { user: testAdmin });
    const title = await screen.findByRole('textbox', { name: /job title/i });
    expect(title).toHaveValue('Night Nurse');
    expect(screen.getByRole('textbox', { name: /^location/i })).toHaveValue('Chicago, IL');
    expect(screen.getByRole('combobox', { name: /industry/i })).toHaveValue('Healthcare');
    expect(screen.getByRole('textbox', { name: /^salary/i })).toHaveValue('$42 – $55.50 per hour');
    expect(screen.getByRole('textbox', { name: /skills/i })).toHaveValue(
      'Licences: Illinois RN licence\nCertifications: BLS',
    );
    // The order does not say what the job involves: staff write it.
    const responsibilities = screen.getByRole('textbox', { name: /responsibilities/i });
    expect(responsibilities).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(api.callsTo('POST', '/api/jobs/create-job')).toHaveLength(0);

    await user.type(responsibilities, 'Care for cardiac patients at night.');
    await user.clear(title);
    await user.type(title, 'Night Nurse (Cardiac)');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(
      await screen.findByRole('heading', { name: 'The job is posted and linked to its order.' }),
    ).toBeVisible();
    const [call] = api.callsTo('POST', '/api/jobs/create-job');
    expect(call?.body).toMatchObject({
      jobOrderId: ORDER_ID,
      title: 'Night Nurse (Cardiac)',
      industry: 'Healthcare',
      city: 'Chicago',
      region: 'IL',
      postalCode: '60601',
      salaryMin: 42,
      salaryMax: 55.5,
      salaryPeriod: 'hour',
      type: 'Temporary',
    });
    for (const link of screen.getAllByRole('link', { name: 'Back to the order' })) {
      expect(link).toHaveAttribute('href', `/admin/orders/${ORDER_ID}`);
    }
  });

  it('says so when the order does not exist', async () => {
    stubOrdersApi([]);
    renderApp(`/admin/orders/${ORDER_ID}`, { user: testAdmin });
    expect(await screen.findByRole('heading', { name: 'Job order not found.' })).toBeVisible();
  });
});
