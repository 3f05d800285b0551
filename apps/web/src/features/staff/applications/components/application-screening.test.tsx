import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';

const base = {
  createdAt: '2026-11-20T12:00:00.000Z',
  kind: 'job',
  jobId: '3f1c2b7e-8a4d-4c1e-9b2f-5d6e7f8a9b0c',
  jobTitle: 'Truck Driver',
  resume: { name: 'cv.pdf', size: 2048 },
  status: 'new',
} as const;

const applications: AdminApplication[] = [
  {
    ...base,
    _id: 'a1',
    firstName: 'Kim',
    lastName: 'Out',
    email: 'kim@example.com',
    knockedOut: true,
    answers: [
      {
        questionId: 'cdl',
        label: 'Do you hold a CDL-A licence?',
        kind: 'yes-no',
        answer: 'no',
        knocksOut: true,
      },
      {
        questionId: 'years',
        label: 'Years of driving',
        kind: 'number',
        answer: 7,
        knocksOut: false,
      },
      {
        questionId: 'notes',
        label: 'Anything else?',
        kind: 'text',
        answer: null,
        knocksOut: false,
      },
    ],
  },
  {
    ...base,
    _id: 'a2',
    firstName: 'Pat',
    lastName: 'Pass',
    email: 'pat@example.com',
    knockedOut: false,
    answers: [
      {
        questionId: 'cdl',
        label: 'Do you hold a CDL-A licence?',
        kind: 'yes-no',
        answer: 'yes',
        knocksOut: false,
      },
    ],
  },
  {
    ...base,
    _id: 'a3',
    firstName: 'Nell',
    lastName: 'None',
    email: 'nell@example.com',
    knockedOut: false,
    answers: [],
  },
];

function json(body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      urls.push(url);
      const params = new URL(url, 'http://localhost').searchParams;
      if (url.startsWith('/api/admin/applications/status-counts')) {
        return Promise.resolve(
          json({ new: 1, reviewing: 0, interview: 0, offer: 0, hired: 0, 'not-selected': 0 }),
        );
      }
      if (url.startsWith('/api/admin/applications')) {
        const knockedOut = params.get('knockedOut');
        const rows = applications.filter(
          (row) => knockedOut === null || String(row.knockedOut) === knockedOut,
        );
        return Promise.resolve(json(rows, { 'x-total-count': String(rows.length) }));
      }
      if (url.startsWith('/api/jobs/jobs'))
        return Promise.resolve(json([], { 'x-total-count': '0' }));
      if (url.startsWith('/api/admin/contact-messages')) {
        return Promise.resolve(json([], { 'x-total-count': '0' }));
      }
      return Promise.resolve(new Response('{"error":"unexpected"}', { status: 500 }));
    }),
  );
  return urls;
}

describe('admin applications: screening answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks knock-outs and shows the answers under the questions as asked', async () => {
    stubApi();
    const { user } = renderApp('/admin/applications', { user: testAdmin });
    const table = await screen.findByRole('table');
    const [kim, pat, nell] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));

    expect(kim?.getByText('Knocked out')).toBeVisible();
    await user.click(kim!.getByText(/Answers \(3\)/));
    const answers = kim!.getByRole('group');
    expect(answers).toHaveTextContent('Do you hold a CDL-A licence?');
    const terms = kim!.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Do you hold a CDL-A licence?', 'Years of driving', 'Anything else?']);
    const values = kim!.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['No Knock-out', '7', 'Not answered']);

    expect(pat?.getByText('Meets knock-outs')).toBeVisible();
    expect(pat?.queryByText('Knocked out')).not.toBeInTheDocument();
    expect(nell?.getByText('No questions asked')).toBeVisible();
  });

  it('filters by "meets every knock-out" through the URL', async () => {
    const urls = stubApi();
    const { router, user } = renderApp('/admin/applications', { user: testAdmin });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Screening'), 'Meets every knock-out');

    expect(router.state.location.search).toBe('?knockedOut=false');
    await screen.findByText('Matching applications');
    expect(urls.some((url) => url.includes('/api/admin/applications?knockedOut=false'))).toBe(true);
    expect(
      urls.some((url) => url.startsWith('/api/admin/applications/status-counts?knockedOut=false')),
    ).toBe(true);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Pat Pass',
      'Nell None',
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });
});
