import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERVIEW_MESSAGES, type Interview } from '@staffing/shared/interview-schemas';
import { jsonResponse } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderWithProviders } from '@/testing/test-utils';
import { OrderInterviewsPanel } from './order-interviews-panel';

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  _id: 'interview-1',
  shortlistEntryId: 'entry-1',
  candidate: { _id: 'cand-1', name: 'Casey Candidate' },
  order: { _id: 'order-1', position: 'Night Nurse' },
  company: { _id: 'company-1', name: 'Lakeside Clinic' },
  date: '2026-12-15',
  time: '14:30',
  timeZone: 'America/Chicago',
  startsAt: '2026-12-15T20:30:00.000Z',
  durationMinutes: 45,
  location: '100 Lake St, Chicago',
  videoUrl: null,
  interviewer: 'Dr. Mae Jemison',
  notes: null,
  status: 'scheduled',
  sequence: 0,
  cancelReason: null,
  reminderSentAt: null,
  scheduledBy: 'Rita Recruiter',
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

const casey = { entryId: 'entry-1', candidateId: 'cand-1', name: 'Casey Candidate' };

function renderPanel(candidates = [casey], closed = false) {
  return renderWithProviders(
    <OrderInterviewsPanel orderId="order-1" candidates={candidates} closed={closed} />,
  );
}

describe('OrderInterviewsPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the interviews with their time in their zone, place, link and state; a cancelled one has no actions', async () => {
    stubApi({
      'GET /api/admin/orders/order-1/interviews': () =>
        jsonResponse([
          interview(),
          interview({
            _id: 'interview-2',
            candidate: { _id: 'cand-2', name: 'Pat Person' },
            location: null,
            videoUrl: 'https://meet.example.com/abc',
            status: 'cancelled',
            cancelReason: 'The client filled the role',
          }),
        ]),
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Interviews' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two interviews expected');
    expect(first).toHaveTextContent('Tue, Dec 15, 2026, 2:30 PM Chicago time');
    expect(first).toHaveTextContent('45 min');
    expect(first).toHaveTextContent('100 Lake St, Chicago');
    expect(first).toHaveTextContent('Dr. Mae Jemison');
    expect(within(first).getByText('Scheduled')).toBeVisible();
    expect(
      within(first).getByRole('button', { name: 'Reschedule the interview with Casey Candidate' }),
    ).toBeVisible();
    expect(within(second).getByText('Cancelled')).toBeVisible();
    expect(second).toHaveTextContent('The client filled the role');
    // A cancelled call's link is no longer a link to follow.
    expect(within(second).queryByRole('link', { name: /meet\.example/ })).toBeNull();
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('checks the form with the shared schema before anything is sent', async () => {
    const api = stubApi({ 'GET /api/admin/orders/order-1/interviews': () => jsonResponse([]) });
    const { user } = renderPanel();
    expect(await screen.findByText('No interviews scheduled yet.')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Schedule interview with Casey Candidate' }),
    );
    const form = screen.getByRole('form', { name: 'Schedule an interview with Casey Candidate' });
    // The time zone starts at the browser's own.
    expect(within(form).getByRole('combobox', { name: /Time zone/ })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await user.click(within(form).getByRole('button', { name: 'Schedule interview' }));
    expect(await within(form).findByText('Date is required')).toBeVisible();
    expect(within(form).getByText('Time is required')).toBeVisible();
    expect(within(form).getByText(INTERVIEW_MESSAGES.placeRequired)).toBeVisible();
    expect(within(form).getByText('Interviewer is required')).toBeVisible();
    expect(within(form).getByLabelText(/^Date/)).toHaveFocus();

    await user.type(within(form).getByLabelText(/Video link/), 'meet.example.com/abc');
    await user.click(within(form).getByRole('button', { name: 'Schedule interview' }));
    expect(
      await within(form).findByText('Video link: a web address starting with https://'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/admin/orders/order-1/shortlist/entry-1/interviews')).toEqual([]);
  });

  it('schedules an interview for a shared candidate and announces it', async () => {
    let interviews: Interview[] = [];
    const api = stubApi({
      'GET /api/admin/orders/order-1/interviews': () => jsonResponse(interviews),
      'POST /api/admin/orders/order-1/shortlist/entry-1/interviews': () => {
        interviews = [interview()];
        return jsonResponse(interview(), 201);
      },
    });
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Schedule interview with Casey Candidate' }),
    );
    const form = screen.getByRole('form', { name: 'Schedule an interview with Casey Candidate' });
    await user.type(within(form).getByLabelText(/^Date/), '2026-12-15');
    await user.type(within(form).getByLabelText(/^Time(?! zone)/), '14:30');
    await user.selectOptions(within(form).getByLabelText(/Time zone/), 'America/Chicago');
    await user.selectOptions(within(form).getByLabelText(/Duration/), '45');
    await user.type(within(form).getByLabelText(/^Place/), '100 Lake St, Chicago');
    await user.type(within(form).getByLabelText(/Interviewer/), 'Dr. Mae Jemison');
    await user.click(within(form).getByRole('button', { name: 'Schedule interview' }));

    expect(await screen.findByText(INTERVIEW_MESSAGES.scheduled)).toBeVisible();
    expect(screen.queryByRole('form', { name: /Schedule an interview/ })).toBeNull();
    expect(
      jsonOf(api.callsTo('POST /api/admin/orders/order-1/shortlist/entry-1/interviews')[0]),
    ).toEqual({
      date: '2026-12-15',
      time: '14:30',
      timeZone: 'America/Chicago',
      durationMinutes: '45',
      location: '100 Lake St, Chicago',
      videoUrl: '',
      interviewer: 'Dr. Mae Jemison',
      notes: '',
    });
    const list = await screen.findByRole('list', { name: 'Interviews' });
    expect(list).toHaveTextContent('Casey Candidate');
  });

  it('puts the API’s field errors next to their fields and its message under the form', async () => {
    stubApi({
      'GET /api/admin/orders/order-1/interviews': () => jsonResponse([]),
      'POST /api/admin/orders/order-1/shortlist/entry-1/interviews': () =>
        jsonResponse(
          {
            error: 'Check the highlighted fields',
            fieldErrors: { time: INTERVIEW_MESSAGES.inThePast },
          },
          400,
        ),
    });
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Schedule interview with Casey Candidate' }),
    );
    const form = screen.getByRole('form', { name: 'Schedule an interview with Casey Candidate' });
    await user.type(within(form).getByLabelText(/^Date/), '2026-01-05');
    await user.type(within(form).getByLabelText(/^Time(?! zone)/), '09:00');
    await user.type(within(form).getByLabelText(/Video link/), 'https://meet.example.com/abc');
    await user.type(within(form).getByLabelText(/Interviewer/), 'Dr. Mae Jemison');
    await user.click(within(form).getByRole('button', { name: 'Schedule interview' }));
    expect(await within(form).findByText(INTERVIEW_MESSAGES.inThePast)).toBeVisible();
    expect(within(form).getByLabelText(/^Time(?! zone)/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the highlighted fields');
  });

  it('moves an interview with the form filled in from it, and cancels one after a confirmation', async () => {
    const api = stubApi({
      'GET /api/admin/orders/order-1/interviews': () => jsonResponse([interview()]),
      'PATCH /api/admin/interviews/interview-1': () =>
        jsonResponse(interview({ time: '16:00', sequence: 1 })),
      'POST /api/admin/interviews/interview-1/cancel': () =>
        jsonResponse(interview({ status: 'cancelled', cancelReason: 'Filled' })),
    });
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', {
        name: 'Reschedule the interview with Casey Candidate',
      }),
    );
    const form = screen.getByRole('form', { name: 'Move the interview with Casey Candidate' });
    expect(within(form).getByLabelText(/^Date/)).toHaveValue('2026-12-15');
    expect(within(form).getByLabelText(/Time zone/)).toHaveValue('America/Chicago');
    expect(within(form).getByLabelText(/^Place/)).toHaveValue('100 Lake St, Chicago');
    const time = within(form).getByLabelText(/^Time(?! zone)/);
    await user.clear(time);
    await user.type(time, '16:00');
    await user.click(within(form).getByRole('button', { name: 'Move interview' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.rescheduled)).toBeVisible();
    expect(jsonOf(api.callsTo('PATCH /api/admin/interviews/interview-1')[0])).toMatchObject({
      date: '2026-12-15',
      time: '16:00',
      timeZone: 'America/Chicago',
      durationMinutes: '45',
    });

    await user.click(
      screen.getByRole('button', { name: 'Cancel the interview with Casey Candidate' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Cancel the interview with Casey Candidate?',
    });
    // Nothing is sent until it is confirmed.
    expect(api.callsTo('POST /api/admin/interviews/interview-1/cancel')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Filled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.cancelledNotice)).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/admin/interviews/interview-1/cancel')[0])).toEqual({
      reason: 'Filled',
    });
  });

  it('says who can be interviewed, and offers nothing on a closed order', async () => {
    stubApi({ 'GET /api/admin/orders/order-1/interviews': () => jsonResponse([]) });
    const { unmount } = renderPanel([]);
    expect(
      await screen.findByText(
        'Candidates can be interviewed once they agree to be shared with the client.',
      ),
    ).toBeVisible();
    unmount();
    renderPanel([casey], true);
    expect(await screen.findByText('No interviews scheduled yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Schedule interview/ })).toBeNull();
  });
});
