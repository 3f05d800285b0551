import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/testing/job-fixtures';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { stubApi } from '@/testing/stub-api';
import { renderApp } from '@/testing/test-utils';
import { makeOrder, ORDER_ID } from '../testing/order-fixtures';

const JOB_ID = '019300bb-0000-7000-8000-000000000009';

describe("a job's edit page and its order", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links back to the order the job was posted from', async () => {
    const { _id: _ignored, ...job } = makeJob({ overview: { title: 'Night Nurse' } });
    const {
      job: _job,
      applications: _applications,
      history: _history,
      ...order
    } = makeOrder({ jobId: JOB_ID });
    const api = stubApi({
      [`GET /api/jobs/job/${JOB_ID}`]: () => jsonResponse({ ...job, _id: JOB_ID }),
      'GET /api/admin/orders': () =>
        jsonResponse({ orders: [order], total: 1, page: 1, limit: 20 }),
    });
    renderApp(`/edit-job/${JOB_ID}`, { user: testAdmin });
    expect(
      await screen.findByRole('link', { name: 'Night Nurse for Lakeside Clinic' }),
    ).toHaveAttribute('href', `/admin/orders/${ORDER_ID}`);
    expect(api.callsTo('GET /api/admin/orders')[0]?.search).toBe(`?jobId=${JOB_ID}`);
  });

  it('says nothing for a job posted on its own', async () => {
    const { _id: _ignored, ...job } = makeJob({ overview: { title: 'Welder' } });
    stubApi({
      [`GET /api/jobs/job/${JOB_ID}`]: () => jsonResponse({ ...job, _id: JOB_ID }),
      'GET /api/admin/orders': () => jsonResponse({ orders: [], total: 0, page: 1, limit: 20 }),
    });
    renderApp(`/edit-job/${JOB_ID}`, { user: testAdmin });
    expect(await screen.findByRole('heading', { name: 'Edit Job', level: 1 })).toBeVisible();
    expect(await screen.findByDisplayValue('Welder')).toBeVisible();
    expect(screen.queryByText(/Posted from the job order/)).toBeNull();
  });
});
