import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Interview } from '@staffing/shared/interview-schemas';
import type { SharedCandidate } from '@staffing/shared/shortlist-schemas';
import { jsonResponse } from '@/testing/test-data';
import { stubApi } from '@/testing/stub-api';
import { renderWithProviders } from '@/testing/test-utils';
import { SharedCandidates } from './shared-candidates';

const candidate = (overrides: Partial<SharedCandidate> = {}): SharedCandidate => ({
  _id: 'entry-1',
  name: 'Casey Candidate',
  pitch: 'Five years on a cardiac ward.',
  sharedAt: '2026-11-27T09:00:00.000Z',
  hasResume: false,
  answers: [],
  decision: null,
  ...overrides,
});

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  _id: 'interview-1',
  shortlistEntryId: 'entry-1',
  candidate: { _id: 'entry-1', name: 'Casey Candidate' },
  order: { _id: 'order-1', position: 'Night Nurse' },
  company: { _id: 'company-1', name: 'Lakeside Clinic' },
  date: '2026-12-15',
  time: '09:05',
  timeZone: 'America/New_York',
  startsAt: '2026-12-15T14:05:00.000Z',
  durationMinutes: 90,
  location: null,
  videoUrl: 'https://meet.example.com/abc',
  interviewer: 'Dr. Mae Jemison',
  notes: 'Bring your licence.',
  status: 'scheduled',
  sequence: 0,
  cancelReason: null,
  reminderSentAt: null,
  scheduledBy: 'Rita Recruiter',
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

describe('a shared candidate’s interviews on the client portal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each interview on its candidate’s card, in its zone, with the call’s link; a cancelled one is marked with its reason', async () => {
    stubApi({
      'GET /api/client/orders/order-1/candidates': () =>
        jsonResponse([
          candidate(),
          candidate({ _id: 'entry-2', name: 'Pat Person', pitch: 'Ten years in the ER.' }),
        ]),
      'GET /api/client/orders/order-1/interviews': () =>
        jsonResponse([
          interview(),
          interview({
            _id: 'interview-2',
            time: '16:00',
            startsAt: '2026-12-15T21:00:00.000Z',
            location: '100 Lake St, Chicago',
            videoUrl: null,
            notes: null,
            status: 'cancelled',
            cancelReason: 'The interviewer is ill',
          }),
        ]),
    });
    renderWithProviders(<SharedCandidates orderId="order-1" />);
    const card = await screen.findByRole('article', { name: 'Casey Candidate' });
    const list = await within(card).findByRole('list');
    const [scheduled, cancelled] = within(list).getAllByRole('listitem');
    if (!scheduled || !cancelled) throw new Error('two interviews expected');
    expect(within(card).getByRole('heading', { name: 'Interviews' })).toBeVisible();
    expect(scheduled).toHaveTextContent('Tue, Dec 15, 2026, 9:05 AM New York time');
    expect(scheduled).toHaveTextContent('1 h 30 min with Dr. Mae Jemison');
    expect(within(scheduled).getByText('Scheduled')).toBeVisible();
    expect(within(scheduled).getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(scheduled).toHaveTextContent('Bring your licence.');
    expect(cancelled).toHaveTextContent('4:00 PM New York time');
    expect(cancelled).toHaveTextContent('100 Lake St, Chicago');
    expect(cancelled).toHaveTextContent('Cancelled: The interviewer is ill');

    // The other candidate has none, and no empty heading.
    const other = screen.getByRole('article', { name: 'Pat Person' });
    expect(within(other).queryByRole('heading', { name: /Interview/ })).toBeNull();
  });

  it('still shows the candidates when the interviews cannot be loaded', async () => {
    stubApi({
      'GET /api/client/orders/order-1/candidates': () => jsonResponse([candidate()]),
      'GET /api/client/orders/order-1/interviews': () => jsonResponse({ error: 'Down' }, 500),
    });
    renderWithProviders(<SharedCandidates orderId="order-1" />);
    const card = await screen.findByRole('article', { name: 'Casey Candidate' });
    expect(
      within(card).getByRole('form', { name: 'Your answer on Casey Candidate' }),
    ).toBeVisible();
  });
});
