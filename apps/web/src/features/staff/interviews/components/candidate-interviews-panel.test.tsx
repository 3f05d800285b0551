import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Interview } from '@staffing/shared/interview-schemas';
import { jsonResponse } from '@/testing/test-data';
import { stubApi } from '@/testing/stub-api';
import { renderWithProviders } from '@/testing/test-utils';
import { CandidateInterviewsPanel } from './candidate-interviews-panel';

const interview: Interview = {
  _id: 'interview-1',
  shortlistEntryId: 'entry-1',
  candidate: { _id: 'cand-1', name: 'Casey Candidate' },
  order: { _id: 'order-1', position: 'Night Nurse' },
  company: { _id: 'company-1', name: 'Lakeside Clinic' },
  date: '2026-12-15',
  time: '14:30',
  timeZone: 'America/Chicago',
  startsAt: '2026-12-15T20:30:00.000Z',
  durationMinutes: 60,
  location: null,
  videoUrl: 'https://meet.example.com/abc',
  interviewer: 'Dr. Mae Jemison',
  notes: null,
  status: 'cancelled',
  sequence: 1,
  cancelReason: 'The client filled the role',
  reminderSentAt: null,
  scheduledBy: 'Rita Recruiter',
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
};

describe('CandidateInterviewsPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the candidate’s interviews with the order each is for', async () => {
    stubApi({ 'GET /api/admin/candidates/cand-1/interviews': () => jsonResponse([interview]) });
    renderWithProviders(<CandidateInterviewsPanel candidateId="cand-1" />);
    const list = await screen.findByRole('list', { name: 'Interviews' });
    expect(
      within(list).getByRole('link', { name: 'Night Nurse — Lakeside Clinic' }),
    ).toHaveAttribute('href', '/admin/orders/order-1');
    expect(list).toHaveTextContent('Tue, Dec 15, 2026, 2:30 PM Chicago time');
    expect(list).toHaveTextContent('1 h');
    expect(within(list).getByText('Cancelled')).toBeVisible();
    expect(list).toHaveTextContent('The client filled the role');
  });

  it('says when there are none', async () => {
    stubApi({ 'GET /api/admin/candidates/cand-1/interviews': () => jsonResponse([]) });
    renderWithProviders(<CandidateInterviewsPanel candidateId="cand-1" />);
    expect(await screen.findByText('No interviews yet.')).toBeVisible();
  });
});
