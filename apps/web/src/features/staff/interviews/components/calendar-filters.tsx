import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { CalendarInterview, InterviewStatus } from '@staffing/shared/interview-schemas';
import { INTERVIEW_STATUS_LABELS, INTERVIEW_STATUSES } from '@staffing/shared/interview-schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { cx } from '@/lib/cx';
import { getClient } from '@/features/staff/clients/api/get-client';
import { clientQueryKey } from '@/features/staff/clients/api/client-query-keys';
import { getOrder } from '@/features/staff/orders/api/get-order';
import { useOrderOwners } from '@/features/staff/orders/api/get-order-owners';
import { orderQueryKey } from '@/features/staff/orders/api/order-query-keys';
import {
  addDays,
  isCalendarDate,
  writeCalendarSearch,
  type CalendarSearch,
  type CalendarView,
} from '../utils/calendar-search';
import styles from './interview-calendar.module.css';

export function calendarHref(search: CalendarSearch): string {
  const query = writeCalendarSearch(search).toString();
  return query ? `?${query}` : '?';
}

// This week, next week or one date: links, so each is an address to keep or share; the
// filters stay as they are.
export function CalendarViews({ search, today }: { search: CalendarSearch; today: string }) {
  const views: { view: CalendarView; label: string }[] = [
    { view: { kind: 'this-week' }, label: 'This week' },
    { view: { kind: 'next-week' }, label: 'Next week' },
    {
      view: { kind: 'date', date: search.view.kind === 'date' ? search.view.date : today },
      label: 'A date',
    },
  ];
  return (
    <nav className={styles.views} aria-label="Days shown">
      {views.map(({ view, label }) => {
        const current = view.kind === search.view.kind;
        return (
          <Link
            key={view.kind}
            to={calendarHref({ ...search, view })}
            className={cx(styles.view, current && styles.viewCurrent)}
            aria-current={current ? 'page' : undefined}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

// In the one-date view: the date, and the day before and after.
export function CalendarDateForm({
  search,
  date,
  onGo,
}: {
  search: CalendarSearch;
  date: string;
  onGo: (date: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(date);
  const [error, setError] = useState<string | undefined>();
  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCalendarDate(value)) {
      setError('Choose a date like 2026-12-31');
      return;
    }
    setError(undefined);
    onGo(value);
  }
  return (
    <div className={styles.dateBar}>
      <form className={styles.dateForm} aria-label="Choose a date" onSubmit={onSubmit} noValidate>
        <Field label="Date" id={`${id}-date`} error={error}>
          <input
            type="date"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
            }}
          />
        </Field>
        <Button type="submit" variant="primary">
          Show
        </Button>
      </form>
      <div className={styles.dayLinks}>
        <Link
          className={styles.dayLink}
          to={calendarHref({ ...search, view: { kind: 'date', date: addDays(date, -1) } })}
        >
          Previous day
        </Link>
        <Link
          className={styles.dayLink}
          to={calendarHref({ ...search, view: { kind: 'date', date: addDays(date, 1) } })}
        >
          Next day
        </Link>
      </div>
    </div>
  );
}

type Choice = { value: string; label: string };

// The orders and client companies of the days shown (with no filter), for the filters'
// lists; the one chosen stays listed even when it has no interview on these days.
function choicesOf(interviews: readonly CalendarInterview[]) {
  const orders = new Map<string, string>();
  const clients = new Map<string, string>();
  for (const interview of interviews) {
    orders.set(interview.order._id, `${interview.order.position} — ${interview.company.name}`);
    if (interview.company._id) clients.set(interview.company._id, interview.company.name);
  }
  const sorted = (map: Map<string, string>): Choice[] =>
    [...map]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  return { orders: sorted(orders), clients: sorted(clients) };
}

function withChosen(choices: Choice[], chosen: string | undefined, label: string): Choice[] {
  if (!chosen || choices.some((choice) => choice.value === chosen)) return choices;
  return [{ value: chosen, label }, ...choices];
}

// The name of an order or client chosen in the address that has no interview on the days
// shown (so is not among the choices): read from its own page's query, only then.
function useChosenLabels(search: CalendarSearch, choices: ReturnType<typeof choicesOf>) {
  const orderId = search.order ?? '';
  const clientId = search.client ?? '';
  const order = useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: orderId !== '' && !choices.orders.some((choice) => choice.value === orderId),
    staleTime: 60_000,
  });
  const client = useQuery({
    queryKey: clientQueryKey(clientId),
    queryFn: ({ signal }) => getClient(clientId, signal),
    enabled: clientId !== '' && !choices.clients.some((choice) => choice.value === clientId),
    staleTime: 60_000,
  });
  return {
    order: order.data ? `${order.data.position} — ${order.data.company}` : 'The order chosen',
    client: client.data?.name ?? 'The client chosen',
  };
}

type FilterValues = { recruiter: string; order: string; client: string; status: string };

// Recruiter (the order's owner), order, client and state; the orders and clients offered are
// those with interviews on the days shown. Applied with the button, like the
// order board's filters; the form is made anew for each address (the caller keys it), so it
// shows what the list shows.
export function CalendarFilters({
  search,
  unfiltered,
  onApply,
}: {
  search: CalendarSearch;
  // The days' interviews without filters, for the order and client lists.
  unfiltered: readonly CalendarInterview[];
  onApply: (filters: Pick<CalendarSearch, 'recruiter' | 'order' | 'client' | 'status'>) => void;
}) {
  const id = useId();
  const owners = useOrderOwners();
  const [values, setValues] = useState<FilterValues>({
    recruiter: search.recruiter ?? '',
    order: search.order ?? '',
    client: search.client ?? '',
    status: search.status ?? '',
  });
  const choices = choicesOf(unfiltered);
  const chosen = useChosenLabels(search, choices);
  const orders = withChosen(choices.orders, search.order, chosen.order);
  const clients = withChosen(choices.clients, search.client, chosen.client);
  const recruiters = withChosen(
    (owners.data ?? []).map((owner) => ({ value: owner._id, label: owner.name })),
    search.recruiter === 'me' || search.recruiter === 'none' ? undefined : search.recruiter,
    'The recruiter chosen',
  );

  const set = (name: keyof FilterValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
  };
  const given = (value: string) => (value === '' ? undefined : value);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filter interviews"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          recruiter: given(values.recruiter),
          order: given(values.order),
          client: given(values.client),
          status: given(values.status) as InterviewStatus | undefined,
        });
      }}
    >
      <Field label="Recruiter" id={`${id}-recruiter`}>
        <select value={values.recruiter} onChange={set('recruiter')}>
          <option value="">Anyone</option>
          <option value="me">Mine</option>
          <option value="none">Nobody yet</option>
          {recruiters.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Order" id={`${id}-order`}>
        <select value={values.order} onChange={set('order')}>
          <option value="">Any order</option>
          {orders.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Client" id={`${id}-client`}>
        <select value={values.client} onChange={set('client')}>
          <option value="">Any client</option>
          {clients.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="State" id={`${id}-status`}>
        <select value={values.status} onChange={set('status')}>
          <option value="">Any state</option>
          {INTERVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INTERVIEW_STATUS_LABELS[status]} only
            </option>
          ))}
        </select>
      </Field>
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary">
          Apply
        </Button>
      </div>
    </form>
  );
}
