import type { AdminUser } from '@staffing/shared/application-schemas';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { StatusTag } from '@/components/ui/status-tag';
import { cx } from '@/lib/cx';
import { adminUserResumeUrl } from '../api/get-admin-users';
import { fullName, type UserChangeKind } from '../utils/user-changes';
import { RelativeTime } from '@/components/ui/relative-time';
import styles from './users-table.module.css';

type UsersTableProps = {
  users: readonly AdminUser[];
  // The signed-in admin: their own row has no actions (the API refuses them anyway).
  currentUserId: string | undefined;
  // An account the page was linked to (?id=), marked in the list.
  highlightedId: string | undefined;
  busy: boolean;
  onChange: (user: AdminUser, kind: UserChangeKind, trigger: HTMLElement) => void;
};

function ResumeCell({ user }: { user: AdminUser }) {
  if (!user.resume) return <span className={styles.muted}>None</span>;
  const { name } = user.resume;
  // PDFs open in the browser (served inline); Word files download.
  if (name.toLowerCase().endsWith('.pdf')) {
    return (
      <a
        href={adminUserResumeUrl(user._id)}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.resume}
      >
        {name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={adminUserResumeUrl(user._id)} download={name} className={styles.resume}>
      {name}
      <span className="visually-hidden"> (download)</span>
    </a>
  );
}

function UserActions({
  user,
  onChange,
}: {
  user: AdminUser;
  onChange: UsersTableProps['onChange'];
}) {
  const name = fullName(user);
  const accessKind: UserChangeKind = user.disabled ? 'enable' : 'disable';
  // The two roles the account does not have, each one button. The names say whom: a screen
  // reader's list of buttons would otherwise be a column of identical "Make admin". Each
  // starts with the visible words, for voice control.
  // A client contact's account belongs to its company: it is never made staff.
  const roleActions: { kind: UserChangeKind; label: string; accessibleName: string }[] =
    user.role === 'client'
      ? []
      : [
          ...(user.role !== 'admin'
            ? [
                {
                  kind: 'promote' as const,
                  label: 'Make admin',
                  accessibleName: `Make admin: ${name}`,
                },
              ]
            : []),
          ...(user.role !== 'recruiter'
            ? [
                {
                  kind: 'recruit' as const,
                  label: 'Make recruiter',
                  accessibleName: `Make recruiter: ${name}`,
                },
              ]
            : []),
          ...(user.role !== 'user'
            ? [
                {
                  kind: 'demote' as const,
                  label: `Remove ${user.role}`,
                  accessibleName: `Remove ${user.role} role from ${name}`,
                },
              ]
            : []),
        ];
  return (
    <div className={styles.actions}>
      {roleActions.map((action) => (
        <Button
          key={action.kind}
          variant="secondary"
          size="sm"
          aria-label={action.accessibleName}
          onClick={(event) => {
            onChange(user, action.kind, event.currentTarget);
          }}
        >
          {action.label}
        </Button>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className={cx(accessKind === 'disable' && styles.dangerButton)}
        aria-label={`${accessKind === 'disable' ? 'Disable' : 'Enable'} ${name}'s account`}
        onClick={(event) => {
          onChange(user, accessKind, event.currentTarget);
        }}
      >
        {accessKind === 'disable' ? 'Disable' : 'Enable'}
      </Button>
    </div>
  );
}

export function UsersTable({
  users,
  currentUserId,
  highlightedId,
  busy,
  onChange,
}: UsersTableProps) {
  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      stacked: 'heading',
      className: styles.nameCell,
      cell: (user) => (
        <>
          <span className={styles.name}>
            {fullName(user)}
            {user._id === currentUserId && (
              <StatusTag tone="strong" className={styles.you}>
                You
              </StatusTag>
            )}
          </span>
          <a href={`mailto:${user.email}`} className={styles.email}>
            {user.email}
          </a>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (user) =>
        user.role === 'user' || user.role === 'client' ? (
          <StatusTag caps={false}>{user.role === 'client' ? 'Client' : 'User'}</StatusTag>
        ) : (
          <StatusTag tone="accent" caps={false} className={styles.adminTag}>
            {user.role === 'admin' ? 'Admin' : 'Recruiter'}
          </StatusTag>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => (
        <StatusTag tone={user.disabled ? 'danger' : 'success'} caps={false}>
          {user.disabled ? 'Disabled' : 'Active'}
        </StatusTag>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      className: styles.date,
      cell: (user) => <RelativeTime iso={user.createdAt} />,
    },
    {
      key: 'lastLogin',
      header: 'Last login',
      className: styles.date,
      cell: (user) =>
        user.lastLoginAt ? (
          <RelativeTime iso={user.lastLoginAt} />
        ) : (
          <span className={styles.muted}>Never</span>
        ),
    },
    { key: 'resume', header: 'Resume', cell: (user) => <ResumeCell user={user} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) =>
        user._id === currentUserId ? (
          <span className={styles.muted}>Your own account</span>
        ) : (
          <UserActions user={user} onChange={onChange} />
        ),
    },
  ];
  return (
    <DataTable
      caption="User accounts, newest first"
      captionHidden
      columns={columns}
      rows={users}
      rowKey={(user) => user._id}
      rowProps={(user) => {
        const highlighted = user._id === highlightedId;
        return {
          id: `user-${user._id}`,
          className: cx(user.disabled && styles.disabledRow, highlighted && styles.highlight),
          'aria-current': highlighted || undefined,
        };
      }}
      busy={busy}
      align="middle"
      className={styles.users}
    />
  );
}
