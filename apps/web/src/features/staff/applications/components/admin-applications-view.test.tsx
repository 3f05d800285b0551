import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApplication, AdminContactMessage } from '@staffing/shared/application-schemas';
import type { Job } from '@staffing/shared/job-schemas';
import { testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';

const JOB_ID = '3f1c2b7e-8a4d-4c1e-9b2f-5d6e7f8a9b0c';

const jobs: Job[] = [
  {
    _id: JOB_ID,
    createdAt: '2026-11-01T10:00:00.000Z',
    status: 'open',
    overview: {
      title: 'Registered Nurse',
      location: 'Chicago, IL',
      salary: '$40/hr',
      type: 'Full-Time',
      schedule: 'Days',
      industry: 'Healthcare',
    },
    details: { description: 'd', responsibilities: 'r', skills: 's' },
  },
];

const applications: AdminApplication[] = [
  {
    _id: 'a1',
    createdAt: '2026-11-20T12:00:00.000Z',
    kind: 'sales-rep',
    jobId: null,
    jobTitle: 'Sales Representative',
    firstName: 'Sam',
    lastName: 'Seller',
    email: 'sam@example.com',
    resume: { name: 'sam-resume.pdf', size: 20_480 },
    status: 'new',
  },
  {
    _id: 'a2',
    createdAt: '2026-11-19T09:00:00.000Z',
    kind: 'job',
    jobId: JOB_ID,
    jobTitle: 'Registered Nurse',
    firstName: 'Nora',
    lastName: 'Nurse',
    email: 'nora@example.com',
    resume: { name: 'nora.docx', size: 2_000_000 },
    status: 'new',
  },
];

const messages: AdminContactMessage[] = [
  {
    _id: 'm1',
    createdAt: '2026-11-18T12:00:00.000Z',
    email: 'boss@example.com',
    country: 'United States of America',
    purpose: "Interested in the company's Services",
    positions: 'Three welders',
    comments: 'Starting in January.',
  },
];

function listResponse(body: unknown[], total: number): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });
}

function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      urls.push(url);
      if (url.startsWith('/api/admin/applications/status-counts')) {
        const counts = {
          new: 2,
          reviewing: 0,
          interview: 0,
          offer: 0,
          hired: 0,
          'not-selected': 0,
        };
        return Promise.resolve(
          new Response(JSON.stringify(counts), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      if (url.startsWith('/api/admin/applications')) {
        const params = new URL(url, 'http://localhost').searchParams;
        const kind = params.get('kind');
        const jobId = params.get('jobId');
        const rows = applications.filter(
          (row) => (!kind || row.kind === kind) && (!jobId || row.jobId === jobId),
        );
        // Claims more rows than one page so the pager shows.
        return Promise.resolve(listResponse(rows, kind || jobId ? rows.length : 45));
      }
      if (url.startsWith('/api/admin/contact-messages')) {
        return Promise.resolve(listResponse(messages, 1));
      }
      if (url.startsWith('/api/jobs/jobs')) return Promise.resolve(listResponse(jobs, 1));
      return Promise.resolve(new Response('{"error":"unexpected"}', { status: 500 }));
    }),
  );
  return urls;
}

describe('admin applications page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists applications with name, email, job, date and a resume link', async () => {
    stubApi();
    renderApp('/admin/applications', { user: testAdmin });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByRole('rowheader')).toHaveTextContent('Sam Seller');
    expect(first.getByRole('link', { name: 'sam@example.com' })).toHaveAttribute(
      'href',
      'mailto:sam@example.com',
    );
    expect(first.getByText('Sales Representative')).toBeVisible();
    expect(first.getByText('Careers page')).toBeVisible();
    expect(first.getByText(/Nov 20, 2026/)).toBeVisible();
    const pdfLink = first.getByRole('link', { name: /sam-resume\.pdf/ });
    expect(pdfLink).toHaveAttribute('href', '/api/admin/applications/a1/resume');
    expect(pdfLink).toHaveAttribute('target', '_blank');

    const second = within(rows[1]!);
    expect(second.getByRole('link', { name: 'Registered Nurse' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
    const wordLink = second.getByRole('link', { name: /nora\.docx/ });
    expect(wordLink).toHaveAttribute('href', '/api/admin/applications/a2/resume');
    expect(wordLink).toHaveAttribute('download', 'nora.docx');

    expect(screen.getByText('Showing 1–20 of 45 applications')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Applications/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('keeps the job and type filters and the page in the URL', async () => {
    const urls = stubApi();
    const { router, user } = renderApp('/admin/applications', { user: testAdmin });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?page=2');
    });
    expect(urls).toContainEqual('/api/admin/applications?page=2&limit=20');

    const jobSelect = screen.getByRole('combobox', { name: 'Job' });
    await within(jobSelect).findByRole('option', { name: 'Registered Nurse — Chicago, IL' });
    await user.selectOptions(jobSelect, JOB_ID);
    // A filter change starts again at page 1.
    expect(router.state.location.search).toBe(`?jobId=${JOB_ID}`);
    await waitFor(() => {
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    });
    expect(screen.getByText('Nora Nurse')).toBeVisible();
    expect(urls).toContainEqual(`/api/admin/applications?jobId=${JOB_ID}&page=1&limit=20`);

    // A standing opening is not a job on the board: choosing it drops the job filter.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Application type' }),
      'sales-rep',
    );
    expect(router.state.location.search).toBe('?kind=sales-rep');
    await waitFor(() => {
      expect(screen.queryByText('Nora Nurse')).toBeNull();
    });
    expect(screen.getByText('Sam Seller')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads the filters from a link such as ?jobId=...', async () => {
    const urls = stubApi();
    renderApp(`/admin/applications?jobId=${JOB_ID}&kind=job`, { user: testAdmin });
    await screen.findByText('Nora Nurse');
    expect(screen.queryByText('Sam Seller')).toBeNull();
    expect(urls).toContainEqual(`/api/admin/applications?jobId=${JOB_ID}&kind=job&page=1&limit=20`);
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Job' })).toHaveValue(JOB_ID);
    });
    expect(screen.getByRole('combobox', { name: 'Application type' })).toHaveValue('job');
  });

  it('lists contact messages in their own tab', async () => {
    stubApi();
    const { router, user } = renderApp('/admin/applications', { user: testAdmin });
    await screen.findByRole('table');

    await user.click(screen.getByRole('tab', { name: /Contact messages/ }));
    expect(router.state.location.search).toBe('?tab=messages');
    const message = await screen.findByRole('article', { name: 'Message from boss@example.com' });
    expect(message).toHaveTextContent("Interested in the company's Services");
    expect(message).toHaveTextContent('United States of America');
    expect(message).toHaveTextContent('Three welders');
    expect(message).toHaveTextContent('Starting in January.');

    // Arrow keys move between the tabs.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /Applications/ })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });
});
