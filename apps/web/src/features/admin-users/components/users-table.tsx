import type { AdminUser } from '@staffing/shared/application-schemas';
import { Button } from '@/components/ui/button';
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
  const roleKind: UserChangeKind = user.role === 'admin' ? 'demote' : 'promote';
  const accessKind: UserChangeKind = user.disabled ? 'enable' : 'disable';
  return (
    <div className={styles.actions}>
      {/* The names say whom: a screen reader's list of buttons would otherwise be a column
          of identical "Disable". Each starts with the visible words, for voice control. */}
      <Button
        variant="secondary"
        size="sm"
        aria-label={
          roleKind === 'promote' ? `Make admin: ${name}` : `Remove admin role from ${name}`
        }
        onClick={(event) => {
          onChange(user, roleKind, event.currentTarget);
        }}
      >
        {roleKind === 'promote' ? 'Make admin' : 'Remove admin'}
      </Button>
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
  return (
    <div className={styles.tableWrap}>
      <table className={cx(styles.table, busy && styles.busy)} aria-busy={busy || undefined}>
        <caption className="visually-hidden">User accounts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Last login</th>
            <th scope="col">Resume</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user._id === currentUserId;
            const highlighted = user._id === highlightedId;
            return (
              <tr
                key={user._id}
                id={`user-${user._id}`}
                className={cx(user.disabled && styles.disabledRow, highlighted && styles.highlight)}
                aria-current={highlighted || undefined}
              >
                <th scope="row" data-label="Name" className={styles.nameCell}>
                  <div>
                    <span className={styles.name}>
                      {fullName(user)}
                      {isSelf && <span className={styles.you}>You</span>}
                    </span>
                    <a href={`mailto:${user.email}`} className={styles.email}>
                      {user.email}
                    </a>
                  </div>
                </th>
                <td data-label="Role">
                  <span className={cx(styles.badge, user.role === 'admin' && styles.adminBadge)}>
                    {user.role === 'admin' ? 'Admin' : 'User'}
                  </span>
                </td>
                <td data-label="Status">
                  <span
                    className={cx(
                      styles.badge,
                      user.disabled ? styles.disabledBadge : styles.activeBadge,
                    )}
                  >
                    {user.disabled ? 'Disabled' : 'Active'}
                  </span>
                </td>
                <td data-label="Created" className={styles.date}>
                  <RelativeTime iso={user.createdAt} />
                </td>
                <td data-label="Last login" className={styles.date}>
                  {user.lastLoginAt ? (
                    <RelativeTime iso={user.lastLoginAt} />
                  ) : (
                    <span className={styles.muted}>Never</span>
                  )}
                </td>
                <td data-label="Resume">
                  <ResumeCell user={user} />
                </td>
                <td data-label="Actions">
                  {isSelf ? (
                    <span className={styles.muted}>Your own account</span>
                  ) : (
                    <UserActions user={user} onChange={onChange} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
