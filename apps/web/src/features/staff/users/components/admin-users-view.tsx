import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { AdminUser } from '@staffing/shared/application-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { useReauthentication } from '@/components/reauthentication';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from '../api/get-admin-users';
import { useUpdateAdminUser } from '../api/update-admin-user';
import {
  readUsersListState,
  writeUsersListState,
  type UsersListState,
} from '../utils/users-search-params';
import {
  changeRequest,
  changeTexts,
  type PendingUserChange,
  type UserChangeKind,
} from '../utils/user-changes';
import { ConfirmUserChangeDialog } from './confirm-user-change-dialog';
import { UserSearch } from './user-search';
import { UsersTable } from './users-table';
import styles from './admin-users-view.module.css';

function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'user' : 'users'}`;
}

// "Showing 1–25 of 40 users", or for a search "3 users match “ann”".
function summaryText(q: string, total: number, first: number, last: number): string {
  if (total === 0) return '';
  const range = last - first + 1 < total ? `${first}–${last}` : undefined;
  if (q) {
    const matches = `${countLabel(total)} ${total === 1 ? 'matches' : 'match'} “${q}”`;
    return range ? `${matches}, showing ${range}` : matches;
  }
  return range ? `Showing ${range} of ${countLabel(total)}` : countLabel(total);
}

type AdminUsersViewProps = {
  // The signed-in admin, whose own row gets no actions.
  currentUserId: string | undefined;
};

// /admin/users: every account, newest first, searchable (?q=) and paged (?page=), with
// promote/demote and disable/enable behind a confirmation.
export function AdminUsersView({ currentUserId }: AdminUsersViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readUsersListState(searchParams);
  const usersQuery = useAdminUsers({
    q: state.q,
    page: state.page,
    limit: ADMIN_USERS_PAGE_SIZE,
  });
  const reauthentication = useReauthentication();
  const update = useUpdateAdminUser({ guard: reauthentication.run });
  const [pending, setPending] = useState<PendingUserChange | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const navigate = useCallback(
    (next: UsersListState, options?: { replace?: boolean }) => {
      setSearchParams(writeUsersListState(next), options);
    },
    [setSearchParams],
  );

  const search = useCallback(
    (q: string) => {
      // A new search starts at page 1; typing refines one search, so it replaces the history
      // entry instead of adding one per pause.
      navigate({ q, page: 1, id: undefined }, { replace: true });
    },
    [navigate],
  );

  const highlightedId = state.id;
  const users = usersQuery.data?.users;
  useEffect(() => {
    if (!highlightedId || !users?.some((user) => user._id === highlightedId)) return;
    document
      .getElementById(`user-${highlightedId}`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlightedId, users]);

  function askToChange(user: AdminUser, kind: UserChangeKind, trigger: HTMLElement) {
    returnFocusRef.current = trigger;
    update.reset();
    setAnnouncement('');
    setPending({ user, kind });
  }

  function confirmChange() {
    if (!pending) return;
    const { user, kind } = pending;
    update.mutate(
      { userId: user._id, change: changeRequest(kind) },
      {
        onSuccess: (updated) => {
          setAnnouncement(changeTexts(kind, updated).done);
          setPending(null);
        },
      },
    );
  }

  const changeError =
    update.isError && update.variables.userId === pending?.user._id
      ? update.error.message
      : undefined;

  let content;
  if (usersQuery.isPending) {
    content = (
      <EmptyState role="status">
        <p>{MESSAGES.loading}</p>
      </EmptyState>
    );
  } else if (usersQuery.isError) {
    content = (
      <EmptyState tone="error" onRetry={() => void usersQuery.refetch()}>
        <p>The user list could not be loaded. {usersQuery.error.message}</p>
      </EmptyState>
    );
  } else {
    const { users: rows, total } = usersQuery.data;
    const pageCount = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
    // A page past the end (an old link, or a search with fewer results) shows the last page
    // that exists instead of an empty one.
    if (state.page > pageCount && !usersQuery.isPlaceholderData) {
      const lastPage = writeUsersListState({ ...state, page: pageCount }).toString();
      return <Navigate to={{ search: lastPage ? `?${lastPage}` : '' }} replace />;
    }
    const first = (state.page - 1) * ADMIN_USERS_PAGE_SIZE + 1;
    const last = first + rows.length - 1;
    const linkedMissing =
      highlightedId !== undefined &&
      !usersQuery.isPlaceholderData &&
      !rows.some((user) => user._id === highlightedId);

    content = (
      <>
        <p className={styles.summary} role="status">
          {summaryText(state.q, total, first, last)}
        </p>
        {linkedMissing && (
          <p className={styles.note}>
            The account you followed a link to is not on this page. Search for it by name or email.
          </p>
        )}
        {total === 0 ? (
          <EmptyState
            action={
              state.q && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    search('');
                  }}
                >
                  Show all users
                </Button>
              )
            }
          >
            <p>{state.q ? `No users match “${state.q}”.` : 'No one has signed up yet.'}</p>
          </EmptyState>
        ) : (
          <UsersTable
            users={rows}
            currentUserId={currentUserId}
            highlightedId={highlightedId}
            busy={usersQuery.isPlaceholderData}
            onChange={askToChange}
          />
        )}
        <Pager
          page={state.page}
          pageCount={pageCount}
          label="Pages of users"
          onPageChange={(page) => {
            navigate({ ...state, page, id: undefined });
            // Paging from the bottom of a long list: bring the reader back to its start.
            headingRef.current?.focus();
          }}
        />
      </>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          Accounts
        </h2>
        <UserSearch query={state.q} onSearch={search} />
      </div>

      <p className={announcement ? styles.announcement : styles.announcementEmpty} role="status">
        {announcement}
      </p>

      {content}

      {reauthentication.dialog}
      <ConfirmUserChangeDialog
        pending={pending}
        isSaving={update.isPending}
        errorMessage={changeError}
        returnFocusRef={returnFocusRef}
        onConfirm={confirmChange}
        onCancel={() => {
          setPending(null);
        }}
      />
    </>
  );
}
