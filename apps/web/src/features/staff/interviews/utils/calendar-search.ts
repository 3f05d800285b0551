import type { InterviewStatus } from '@staffing/shared/interview-schemas';

// The Interviews page's URL: which days (this week, the next, or one date) and the filters.
//   /admin/interviews                      this week, Monday to Sunday
//   /admin/interviews?week=next            next week
//   /admin/interviews?date=2026-12-03      that day
//   &recruiter=<id>|me|none  &order=<id>  &client=<id>  &status=scheduled|cancelled
// "This week" is the reader's: the week of today's date on their computer. Each interview is
// on its own date (the one its invitation names, in its own zone), which the API filters by.

export type CalendarView =
  { kind: 'this-week' } | { kind: 'next-week' } | { kind: 'date'; date: string };

export type CalendarSearch = {
  view: CalendarView;
  recruiter?: string | undefined;
  order?: string | undefined;
  client?: string | undefined;
  status?: InterviewStatus | undefined;
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parts(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

// Calendar arithmetic in UTC, so no daylight-saving change moves a date.
function utcDate(date: string): Date {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  return DATE.test(value) && isoOf(utcDate(value)) === value;
}

// Today's date on the reader's computer.
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function addDays(date: string, days: number): string {
  const next = utcDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return isoOf(next);
}

// The Monday of the week the date is in (weeks run Monday to Sunday).
export function mondayOf(date: string): string {
  const weekday = utcDate(date).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function rangeOf(view: CalendarView, today: string): { from: string; to: string } {
  if (view.kind === 'date') return { from: view.date, to: view.date };
  const monday = addDays(mondayOf(today), view.kind === 'next-week' ? 7 : 0);
  return { from: monday, to: addDays(monday, 6) };
}

// "Monday, December 1", with the year when it is not this year's ("Friday, January 1, 2027").
export function formatDayHeading(date: string, today: string): string {
  const [year, month, day] = parts(date);
  const text = `${WEEKDAYS[utcDate(date).getUTCDay()]}, ${MONTHS[month - 1]} ${day}`;
  return year === parts(today)[0] ? text : `${text}, ${year}`;
}

// "Mon, Dec 1" (with the year when it is not this year's).
export function formatShortDay(date: string, today: string): string {
  const [year, month, day] = parts(date);
  const text = `${WEEKDAYS[utcDate(date).getUTCDay()]?.slice(0, 3)}, ${MONTHS[month - 1]?.slice(0, 3)} ${day}`;
  return year === parts(today)[0] ? text : `${text}, ${year}`;
}

// What the page says it shows: "this week", "next week" or "on Monday, December 1".
export function describeView(view: CalendarView, today: string): string {
  if (view.kind === 'this-week') return 'this week';
  if (view.kind === 'next-week') return 'next week';
  return `on ${formatDayHeading(view.date, today)}`;
}

const text = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
};

// An address typed or kept from long ago may hold anything: what is not a date, an id or a
// state is left out rather than sent to the API to be refused.
export function readCalendarSearch(params: URLSearchParams): CalendarSearch {
  const date = text(params, 'date');
  let view: CalendarView = { kind: 'this-week' };
  if (date !== undefined && isCalendarDate(date)) view = { kind: 'date', date };
  else if (text(params, 'week') === 'next') view = { kind: 'next-week' };
  const recruiter = text(params, 'recruiter');
  const order = text(params, 'order');
  const client = text(params, 'client');
  const status = text(params, 'status');
  return {
    view,
    recruiter:
      recruiter === 'me' || recruiter === 'none' || (recruiter && ID.test(recruiter))
        ? recruiter
        : undefined,
    order: order && ID.test(order) ? order : undefined,
    client: client && ID.test(client) ? client : undefined,
    status: status === 'scheduled' || status === 'cancelled' ? status : undefined,
  };
}

export function writeCalendarSearch(search: CalendarSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.view.kind === 'next-week') params.set('week', 'next');
  if (search.view.kind === 'date') params.set('date', search.view.date);
  if (search.recruiter) params.set('recruiter', search.recruiter);
  if (search.order) params.set('order', search.order);
  if (search.client) params.set('client', search.client);
  if (search.status) params.set('status', search.status);
  return params;
}

export function isFiltered(search: CalendarSearch): boolean {
  return Boolean(search.recruiter ?? search.order ?? search.client ?? search.status);
}
