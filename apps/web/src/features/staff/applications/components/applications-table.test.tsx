import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { testAdmin } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { ApplicationsTable } from './applications-table';

const application: AdminApplication = {
  _id: 'a1',
  createdAt: '2026-11-20T12:00:00.000Z',
  kind: 'job',
  jobId: 'job-1',
  jobTitle: 'Forklift Operator',
  firstName: 'Frank',
  lastName: 'Lifter',
  email: 'frank@example.com',
  resume: { name: 'frank.pdf', size: 20_480 },
  status: 'new',
  candidateId: 'cand-1',
};

describe('applications table', () => {
  it("links the applicant's name to their candidate page", () => {
    renderWithProviders(
      <ApplicationsTable
        applications={[
          application,
          { ...application, _id: 'a2', firstName: 'Anna', candidateId: null },
        ]}
      />,
      { user: testAdmin },
    );
    const [frank, anna] = screen.getAllByRole('rowheader');
    expect(within(frank!).getByRole('link', { name: 'Frank Lifter' })).toHaveAttribute(
      'href',
      '/admin/candidates/cand-1',
    );
    // Anonymised: no candidate to go to.
    expect(anna).toHaveTextContent('Anna Lifter');
    expect(within(anna!).queryByRole('link')).toBeNull();
  });
});
