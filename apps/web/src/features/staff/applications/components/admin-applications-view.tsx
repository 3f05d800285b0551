import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@staffing/shared/messages';
import { EmptyState } from '@/components/ui/empty-state';
import { useApplications } from '../api/get-applications';
import { useContactMessages } from '../api/get-contact-messages';
import { useJobOptions } from '../api/get-job-options';
import { useStatusCounts } from '../api/get-status-counts';
import {
  readListState,
  writeListState,
  type AdminListState,
  type AdminListTab,
} from '../utils/list-search-params';
import { ApplicationFilters } from './application-filters';
import { ApplicationsTable } from './applications-table';
import { ContactMessageList } from './contact-message-list';
import { ListPager } from './pager';
import { StatusFilter } from './status-filter';
import styles from './admin-lists.module.css';

export const ADMIN_LIST_PAGE_SIZE = 20;

const TABS: readonly { tab: AdminListTab; label: string }[] = [
  { tab: 'applications', label: 'Applications' },
  { tab: 'messages', label: 'Contact messages' },
];

function ListStatus({ children, tone }: { children: ReactNode; tone?: 'error' }) {
  return (
    <EmptyState tone={tone ?? 'neutral'} role={tone ? 'alert' : 'status'}>
      <p>{children}</p>
    </EmptyState>
  );
}

export function AdminApplicationsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams);
  const id = useId();
  const tabRefs = useRef<Partial<Record<AdminListTab, HTMLButtonElement | null>>>({});
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);

  const applications = useApplications({
    jobId: state.jobId,
    kind: state.kind,
    status: state.status,
    knockedOut: state.knockedOut,
    page: state.tab === 'applications' ? state.page : 1,
    limit: ADMIN_LIST_PAGE_SIZE,
  });
  const messages = useContactMessages({
    page: state.tab === 'messages' ? state.page : 1,
    limit: ADMIN_LIST_PAGE_SIZE,
  });
  const jobs = useJobOptions();
  const statusCounts = useStatusCounts({
    jobId: state.jobId,
    kind: state.kind,
    knockedOut: state.knockedOut,
  });

  const navigate = (next: AdminListState) => {
    setSearchParams(writeListState(next));
  };

  const changePage = (page: number) => {
    navigate({ ...state, page });
    // Paging from the bottom of a long list: bring the reader back to its start.
    panelHeadingRef.current?.focus();
  };

  const selectTab = (tab: AdminListTab, moveFocus = false) => {
    if (tab !== state.tab) navigate({ ...state, tab, page: 1 });
    if (moveFocus) tabRefs.current[tab]?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((entry) => entry.tab === state.tab);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    const target = next === undefined ? undefined : TABS[next];
    if (!target) return;
    event.preventDefault();
    selectTab(target.tab, true);
  };

  const counts: Record<AdminListTab, number | undefined> = {
    applications: applications.data?.total,
    messages: messages.data?.total,
  };

  const tabId = (tab: AdminListTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  const filtered =
    state.jobId !== undefined ||
    state.kind !== undefined ||
    state.status !== undefined ||
    state.knockedOut !== undefined;

  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label="Inbox">
        {TABS.map(({ tab, label }) => {
          const selected = state.tab === tab;
          const count = counts[tab];
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => {
                selectTab(tab);
              }}
              onKeyDown={onTabKeyDown}
            >
              {label}
              {count !== undefined && (
                <span className={styles.count}>
                  <span className="visually-hidden">(</span>
                  {count}
                  <span className="visually-hidden">)</span>
                </span>
              )}
            </button>
          );
        })}
      </div>

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(state.tab)} className={styles.panel}>
        {state.tab === 'applications' ? (
          <>
            <h2 ref={panelHeadingRef} tabIndex={-1} className={styles.panelTitle}>
              {filtered ? 'Matching applications' : 'All applications'}
            </h2>
            <ApplicationFilters
              jobId={state.jobId}
              kind={state.kind}
              knockedOut={state.knockedOut}
              jobs={jobs.data}
              selectedJobTitle={
                applications.isPlaceholderData ? undefined : applications.data?.items[0]?.jobTitle
              }
              onChange={(filters) => {
                navigate({ ...state, ...filters, page: 1 });
              }}
            />
            <StatusFilter
              status={state.status}
              counts={statusCounts.data}
              onChange={(status) => {
                navigate({ ...state, status, page: 1 });
              }}
            />
            {applications.isPending ? (
              <ListStatus>{MESSAGES.loading}</ListStatus>
            ) : applications.isError ? (
              <ListStatus tone="error">
                The applications could not be loaded. {applications.error.message}
              </ListStatus>
            ) : applications.data.items.length === 0 ? (
              <ListStatus>
                {filtered ? 'No applications match these filters.' : 'No applications yet.'}
              </ListStatus>
            ) : (
              <div aria-busy={applications.isPlaceholderData}>
                <ApplicationsTable applications={applications.data.items} />
              </div>
            )}
            {applications.data && (
              <ListPager
                page={state.page}
                pageSize={ADMIN_LIST_PAGE_SIZE}
                total={applications.data.total}
                noun="applications"
                onPageChange={changePage}
              />
            )}
          </>
        ) : (
          <>
            <h2 ref={panelHeadingRef} tabIndex={-1} className={styles.panelTitle}>
              Messages from the contact form
            </h2>
            {messages.isPending ? (
              <ListStatus>{MESSAGES.loading}</ListStatus>
            ) : messages.isError ? (
              <ListStatus tone="error">
                The messages could not be loaded. {messages.error.message}
              </ListStatus>
            ) : messages.data.items.length === 0 ? (
              <ListStatus>No contact messages yet.</ListStatus>
            ) : (
              <div aria-busy={messages.isPlaceholderData}>
                <ContactMessageList messages={messages.data.items} />
              </div>
            )}
            {messages.data && (
              <ListPager
                page={state.page}
                pageSize={ADMIN_LIST_PAGE_SIZE}
                total={messages.data.total}
                noun="messages"
                onPageChange={changePage}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
