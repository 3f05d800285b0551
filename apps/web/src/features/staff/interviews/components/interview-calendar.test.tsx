import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INTERVIEW_MESSAGES,
  type CalendarInterview,
  type InterviewCalendar as Calendar,
} from '@staffing/shared/interview-schemas';
import { jsonResponse } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderWithProviders } from '@/testing/test-utils';
import { InterviewCalendar } from './interview-calendar';

const RITA = '0190a000-0000-7000-8000-00000000000a';
const ORDER_NURSE = '0190a000-0000-7000-8000-0000000000b1';
const ORDER_WELDER = '0190a000-0000-7000-8000-0000000000b2';
const LAKESIDE = '0190a000-0000-7000-8000-0000000000c1';
const BAYSIDE = '0190a000-0000-7000-8000-0000000000c2';

const interview = (overrides: Partial<CalendarInterview> = {}): CalendarInterview => ({
  _id: 'interview-1',
  shortlistEntryId: 'entry-1',
  candidate: { _id: 'cand-1', name: 'Casey Candidate' },
  order: { _id: ORDER_NURSE, position: 'Night Nurse' },
  company: { _id: LAKESIDE, name: 'Lakeside Clinic' },
  owner: { _id: RITA, name: 'Rita Recruiter' },
  date: '2026-12-01',
  time: '09:30',
  timeZone: 'America/Chicago',
  startsAt: '2026-12-01T15:30:00.000Z',
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

// This week (Monday, November 30 to Sunday, December 6, 2026): two on Tuesday, the later one
// at 11:30 PM in Los Angeles (Wednesday in UTC), and a cancelled one on Wednesday.
const WEEK = [
  interview(),
  interview({
    _id: 'interview-2',
    candidate: { _id: 'cand-2', name: 'Pat Person' },
    order: { _id: ORDER_WELDER, position: 'Welder' },
    company: { _id: BAYSIDE, name: 'Bayside Yards' },
    owner: null,
    time: '23:30',
    timeZone: 'America/Los_Angeles',
    startsAt: '2026-12-02T07:30:00.000Z',
    location: null,
    videoUrl: 'https://meet.example.com/welder',
  }),
  interview({
    _id: 'interview-3',
    candidate: { _id: 'cand-3', name: 'Sam Sample' },
    date: '2026-12-02',
    time: '14:00',
    startsAt: '2026-12-02T20:00:00.000Z',
    status: 'cancelled',
    cancelReason: 'Filled elsewhere',
  }),
];

const calendar = (search: string, interviews: CalendarInterview[]): Calendar => {
  const params = new URLSearchParams(search);
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    interviews,
    truncated: false,
  };
};

// The list's answers: this week's three, filtered by order when asked; nothing on other days.
function stubCalendar(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/admin/interviews': () => {
      const search = api.calls.at(-1)?.search ?? '';
      const params = new URLSearchParams(search);
      let rows = params.get('from') === '2026-11-30' ? WEEK : [];
      const orderId = params.get('orderId');
      if (orderId) rows = rows.filter((row) => row.order._id === orderId);
      if (params.get('recruiterId') === 'none') rows = rows.filter((row) => row.owner === null);
      return jsonResponse(calendar(search, rows));
    },
    'GET /api/admin/orders/owners': () =>
      jsonResponse([
        { _id: RITA, name: 'Rita Recruiter' },
        { _id: '0190a000-0000-7000-8000-00000000000d', name: 'Dan Admin' },
      ]),
    ...extra,
  });
  return api;
}

const listCalls = (api: ReturnType<typeof stubApi>) =>
  api.callsTo('GET /api/admin/interviews').map((call) => call.search);

describe('InterviewCalendar', () => {
  beforeEach(() => {
    // Wednesday, December 2, 2026, 10:00 on the reader's computer.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 2, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows this week by day, each interview on its own date at the time agreed in its zone', async () => {
    const api = stubCalendar();
    renderWithProviders(<InterviewCalendar />, { path: '/admin/interviews' });

    const tuesday = await screen.findByRole('region', { name: 'Tuesday, December 1' });
    expect(listCalls(api)).toContain('?from=2026-11-30&to=2026-12-06');
    expect(
      screen.getByRole('heading', { level: 2, name: 'This week: Mon, Nov 30 – Sun, Dec 6' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'This week' })).toHaveAttribute('aria-current', 'page');
    const [nurse, welder] = within(tuesday).getAllByRole('listitem');
    if (!nurse || !welder) throw new Error('two interviews on Tuesday expected');
    expect(nurse).toHaveTextContent('9:30 AM');
    expect(nurse).toHaveTextContent('Chicago time');
    expect(nurse).toHaveTextContent('45 min');
    expect(within(nurse).getByRole('link', { name: 'Casey Candidate' })).toHaveAttribute(
      'href',
      '/admin/candidates/cand-1',
    );
    expect(within(nurse).getByRole('link', { name: 'Night Nurse' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_NURSE}`,
    );
    expect(nurse).toHaveTextContent('Lakeside Clinic');
    expect(nurse).toHaveTextContent('In person: 100 Lake St, Chicago');
    expect(nurse).toHaveTextContent('Owner: Rita Recruiter');
    expect(within(nurse).getByText('Scheduled')).toBeVisible();
    // 11:30 PM in Los Angeles on Tuesday is Wednesday in UTC: still Tuesday's.
    expect(welder).toHaveTextContent('11:30 PM');
    expect(welder).toHaveTextContent('Los Angeles time');
    expect(welder).toHaveTextContent('Video call: meet.example.com');
    expect(welder).toHaveTextContent('Owner: nobody yet');

    const wednesday = screen.getByRole('region', { name: 'Wednesday, December 2' });
    expect(within(wednesday).getByText('Today')).toBeVisible();
    const cancelled = within(wednesday).getByRole('listitem');
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(cancelled).toHaveTextContent('Why cancelled: Filled elsewhere');
    expect(within(cancelled).queryByRole('button')).toBeNull();
    // Only the days that have interviews.
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('goes to next week and to a date through the address, with an empty state for each', async () => {
    const api = stubCalendar();
    const { user, router } = renderWithProviders(<InterviewCalendar />, {
      path: '/admin/interviews',
    });
    await screen.findByRole('region', { name: 'Tuesday, December 1' });

    await user.click(screen.getByRole('link', { name: 'Next week' }));
    expect(router.state.location.search).toBe('?week=next');
    expect(await screen.findByText('No interviews next week')).toBeVisible();
    expect(listCalls(api)).toContain('?from=2026-12-07&to=2026-12-13');

    await user.click(screen.getByRole('link', { name: 'A date' }));
    expect(router.state.location.search).toBe('?date=2026-12-02');
    const form = screen.getByRole('form', { name: 'Choose a date' });
    const date = within(form).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-12-24');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?date=2026-12-24');
    expect(await screen.findByText('No interviews on Thursday, December 24')).toBeVisible();
    expect(listCalls(api)).toContain('?from=2026-12-24&to=2026-12-24');
    await user.click(screen.getByRole('link', { name: 'Next day' }));
    expect(router.state.location.search).toBe('?date=2026-12-25');
  });

  it('filters by recruiter, order, client and state in the address, and clears them', async () => {
    const api = stubCalendar();
    const { user, router } = renderWithProviders(<InterviewCalendar />, {
      path: '/admin/interviews',
    });
    const filters = await screen.findByRole('search', { name: 'Filter interviews' });
    await screen.findByRole('region', { name: 'Tuesday, December 1' });
    // The recruiters are the order owners; the orders and clients those of the days shown.
    const recruiter = within(filters).getByLabelText(/Recruiter/);
    await within(recruiter).findByRole('option', { name: 'Rita Recruiter' });
    expect(
      within(within(filters).getByLabelText(/Order/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any order', 'Night Nurse — Lakeside Clinic', 'Welder — Bayside Yards']);
    expect(
      within(within(filters).getByLabelText(/Client/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any client', 'Bayside Yards', 'Lakeside Clinic']);

    await user.selectOptions(within(filters).getByLabelText(/Order/), 'Welder — Bayside Yards');
    await user.selectOptions(within(filters).getByLabelText(/State/), 'Scheduled only');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe(`?order=${ORDER_WELDER}&status=scheduled`);
    expect(listCalls(api)).toContain(
      `?from=2026-11-30&to=2026-12-06&orderId=${ORDER_WELDER}&status=scheduled`,
    );
    await screen.findByText('1 interview matching the filters');
    expect(screen.getByRole('region', { name: 'Tuesday, December 1' })).toHaveTextContent(
      'Pat Person',
    );
    expect(screen.queryByText('Casey Candidate')).toBeNull();
    // A new form for the new address shows what the list shows.
    const applied = screen.getByRole('search', { name: 'Filter interviews' });
    expect(within(applied).getByLabelText(/Order/)).toHaveValue(ORDER_WELDER);
    expect(within(applied).getByLabelText(/State/)).toHaveValue('scheduled');

    // No interviews of an order nobody owns... on a day with none: the filtered empty state.
    await user.selectOptions(within(applied).getByLabelText(/Recruiter/), 'Nobody yet');
    await user.selectOptions(
      within(applied).getByLabelText(/Order/),
      'Night Nurse — Lakeside Clinic',
    );
    await user.click(within(applied).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No interviews this week match the filters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Wednesday, December 2' })).toBeVisible();
  });

  it('names a client chosen in the address that has no interview on the days shown', async () => {
    const OTHER = '0190a000-0000-7000-8000-0000000000c9';
    stubCalendar({
      [`GET /api/admin/clients/${OTHER}`]: () =>
        jsonResponse({
          _id: OTHER,
          name: 'Harbor Care',
          industry: 'Healthcare',
          locations: ['Chicago, IL'],
          emailDomain: null,
          contactCount: 0,
          orderCount: 0,
          notes: null,
          createdAt: '2026-11-01T08:00:00.000Z',
          contacts: [],
          orders: [],
        }),
    });
    renderWithProviders(<InterviewCalendar />, {
      path: `/admin/interviews?week=next&client=${OTHER}`,
    });
    expect(await screen.findByText('No interviews next week match the filters')).toBeVisible();
    const client = screen.getByLabelText(/Client/);
    expect(client).toHaveValue(OTHER);
    expect(await within(client).findByRole('option', { name: 'Harbor Care' })).toBeInTheDocument();
  });

  it('moves an interview from the list with the existing dialog and endpoint', async () => {
    const api = stubCalendar({
      'PATCH /api/admin/interviews/interview-1': () =>
        jsonResponse(interview({ time: '11:00', sequence: 1 })),
    });
    const { user } = renderWithProviders(<InterviewCalendar />, { path: '/admin/interviews' });
    const tuesday = await screen.findByRole('region', { name: 'Tuesday, December 1' });
    await user.click(
      within(tuesday).getByRole('button', {
        name: 'Reschedule the interview with Casey Candidate',
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Move the interview with Casey Candidate',
    });
    const time = within(dialog).getByLabelText(/^Time(?! zone)/);
    await user.clear(time);
    await user.type(time, '11:00');
    const before = listCalls(api).length;
    await user.click(within(dialog).getByRole('button', { name: 'Move interview' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.rescheduled)).toBeVisible();
    expect(jsonOf(api.callsTo('PATCH /api/admin/interviews/interview-1')[0])).toMatchObject({
      date: '2026-12-01',
      time: '11:00',
      timeZone: 'America/Chicago',
    });
    // The list is read again, so the interview shows where it now is.
    await vi.waitFor(() => {
      expect(listCalls(api).length).toBeGreaterThan(before);
    });
    expect(screen.getByRole('heading', { level: 2, name: /This week/ })).toHaveFocus();
  });

  it('cancels an interview from the list after asking', async () => {
    const api = stubCalendar({
      'POST /api/admin/interviews/interview-2/cancel': () =>
        jsonResponse(interview({ _id: 'interview-2', status: 'cancelled', sequence: 1 })),
    });
    const { user } = renderWithProviders(<InterviewCalendar />, { path: '/admin/interviews' });
    const tuesday = await screen.findByRole('region', { name: 'Tuesday, December 1' });
    await user.click(
      within(tuesday).getByRole('button', { name: 'Cancel the interview with Pat Person' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel the interview with Pat Person?' });
    expect(api.callsTo('POST /api/admin/interviews/interview-2/cancel')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Role filled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.cancelledNotice)).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/admin/interviews/interview-2/cancel')[0])).toEqual({
      reason: 'Role filled',
    });
  });

  it('says when the list could not be loaded', async () => {
    stubCalendar({
      'GET /api/admin/interviews': () => jsonResponse({ error: 'Database down' }, 503),
    });
    renderWithProviders(<InterviewCalendar />, { path: '/admin/interviews' });
    expect(await screen.findByText('We could not load the interviews')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
