import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  INTERVIEW_CALENDAR_LIMIT,
  type CalendarInterview,
} from '@staffing/shared/interview-schemas';
import { formatInteger } from '@staffing/shared/number-format';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { useInterviewCalendar } from '../api/get-interview-calendar';
import {
  describeView,
  formatShortDay,
  isFiltered,
  localToday,
  rangeOf,
  readCalendarSearch,
  writeCalendarSearch,
  type CalendarSearch,
} from '../utils/calendar-search';
import { CalendarDateForm, CalendarFilters, CalendarViews, calendarHref } from './calendar-filters';
import { CancelInterviewDialog, RescheduleInterviewDialog } from './interview-dialogs';
import { InterviewDayList, type InterviewAction } from './interview-day-list';
import styles from './interview-calendar.module.css';

type Open = { kind: InterviewAction; interview: CalendarInterview } | null;

function rangeTitle(search: CalendarSearch, range: { from: string; to: string }, today: string) {
  if (search.view.kind === 'date') return formatShortDay(range.from, today);
  const label = search.view.kind === 'this-week' ? 'This week' : 'Next week';
  return `${label}: ${formatShortDay(range.from, today)} – ${formatShortDay(range.to, today)}`;
}

// /admin/interviews: the agency's interviews by day, this week, next week or on one date,
// filtered by the order's owner, the order, the client or the state (all in the address);
// each is moved or cancelled here as on its order's page, with the same calendar updates.
export function InterviewCalendar() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readCalendarSearch(searchParams);
  const [today] = useState(() => localToday());
  const range = rangeOf(search.view, today);
  const calendar = useInterviewCalendar({
    ...range,
    recruiterId: search.recruiter,
    orderId: search.order,
    clientId: search.client,
    status: search.status,
  });
  // The same days unfiltered: the orders and clients the filters offer (one request when
  // nothing is filtered).
  const unfiltered = useInterviewCalendar(range);
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<string | undefined>();
  // Focus goes back to the button that opened a dialog; after a change, to the days' title,
  // since the interview may have moved to another day or out of the days shown.
  const opener = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const go = (next: Partial<CalendarSearch>) => {
    setMessage(undefined);
    setSearchParams(writeCalendarSearch({ ...search, ...next }));
  };
  const filtered = isFiltered(search);
  const when = describeView(search.view, today);

  function done(text: string) {
    opener.current = titleRef.current;
    setOpen(null);
    setMessage(text);
  }

  return (
    <div className={styles.page}>
      <div className={styles.controls}>
        <CalendarViews search={search} today={today} />
        {search.view.kind === 'date' && (
          <CalendarDateForm
            key={search.view.date}
            search={search}
            date={search.view.date}
            onGo={(date) => {
              go({ view: { kind: 'date', date } });
            }}
          />
        )}
        <CalendarFilters
          key={writeCalendarSearch({ ...search, view: { kind: 'this-week' } }).toString()}
          search={search}
          unfiltered={unfiltered.data?.interviews ?? []}
          onApply={(filters) => {
            go(filters);
          }}
        />
      </div>

      <div className={styles.results} aria-busy={calendar.isPlaceholderData || undefined}>
        <div className={styles.resultsHead}>
          <h2 ref={titleRef} tabIndex={-1} className={styles.rangeTitle}>
            {rangeTitle(search, range, today)}
          </h2>
          {calendar.data && calendar.data.interviews.length > 0 && (
            <p className={styles.summary}>
              {formatInteger(calendar.data.interviews.length)}{' '}
              {calendar.data.interviews.length === 1 ? 'interview' : 'interviews'}
              {filtered ? ' matching the filters' : ''}
            </p>
          )}
        </div>
        <div role="status" className={styles.status}>
          {message}
        </div>
        <QueryStates
          query={calendar}
          errorTitle="We could not load the interviews"
          loading={<p className={styles.summary}>Loading…</p>}
          isEmpty={(data) => data.interviews.length === 0}
          empty={
            <EmptyState
              title={filtered ? `No interviews ${when} match the filters` : `No interviews ${when}`}
              action={
                filtered ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      go({
                        recruiter: undefined,
                        order: undefined,
                        client: undefined,
                        status: undefined,
                      });
                    }}
                  >
                    Clear the filters
                  </Button>
                ) : search.view.kind === 'this-week' ? (
                  <ButtonLink
                    variant="secondary"
                    to={calendarHref({ ...search, view: { kind: 'next-week' } })}
                  >
                    See next week
                  </ButtonLink>
                ) : undefined
              }
            >
              <p>
                {filtered
                  ? 'Try another recruiter, order, client or state.'
                  : 'Interviews are scheduled from an order’s page, for candidates who agreed to be shared with the client.'}
              </p>
            </EmptyState>
          }
        >
          {(data) => (
            <>
              {data.truncated && (
                <p className={styles.summary}>
                  Showing the first {formatInteger(INTERVIEW_CALENDAR_LIMIT)}. Choose a recruiter,
                  an order or a client to see the rest.
                </p>
              )}
              <InterviewDayList
                interviews={data.interviews}
                today={today}
                onAction={(kind, interview, button) => {
                  opener.current = button;
                  setMessage(undefined);
                  setOpen({ kind, interview });
                }}
              />
            </>
          )}
        </QueryStates>
      </div>

      <RescheduleInterviewDialog
        interview={open?.kind === 'reschedule' ? open.interview : null}
        open={open?.kind === 'reschedule'}
        onClose={() => {
          setOpen(null);
        }}
        onDone={done}
        returnFocusRef={opener}
      />
      <CancelInterviewDialog
        interview={open?.kind === 'cancel' ? open.interview : null}
        open={open?.kind === 'cancel'}
        onClose={() => {
          setOpen(null);
        }}
        onDone={done}
        returnFocusRef={opener}
      />
    </div>
  );
}
