import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApplication } from '@staffing/shared/application-schemas';
import { testAdmin } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { ApplicationStatusControl } from './application-status-control';

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

describe('application status control', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps focus on the select while a move is saved, and takes no second move meanwhile', async () => {
    const patches: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method !== 'PATCH') {
          return Promise.resolve(new Response('null', { status: 200 }));
        }
        patches.push(typeof init.body === 'string' ? init.body : '');
        // The save never answers within the test: the control stays busy.
        return new Promise<Response>(() => undefined);
      }),
    );
    const { user } = renderWithProviders(<ApplicationStatusControl application={application} />, {
      user: testAdmin,
    });
    const select = screen.getByRole('combobox', { name: 'Status of Frank Lifter’s application' });
    select.focus();
    await user.selectOptions(select, 'reviewing');

    await waitFor(() => {
      expect(select).toHaveAttribute('aria-disabled', 'true');
    });
    // A disabled select would lose focus in a browser.
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    expect(select).toHaveValue('reviewing');
    await waitFor(() => {
      expect(patches).toEqual([JSON.stringify({ status: 'reviewing' })]);
    });

    await user.selectOptions(select, 'interview');
    expect(patches).toHaveLength(1);
    expect(select).toHaveValue('reviewing');
  });
});
