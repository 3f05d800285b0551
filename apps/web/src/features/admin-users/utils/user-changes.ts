import type { AdminUser, AdminUserChange } from '@staffing/shared/application-schemas';

export type UserChangeKind = 'promote' | 'demote' | 'disable' | 'enable';

export type PendingUserChange = { user: AdminUser; kind: UserChangeKind };

type ChangeTexts = {
  // The dialog's heading and the sentence under it say exactly what will happen.
  question: string;
  consequence: string;
  confirmLabel: string;
  savingLabel: string;
  done: string;
};

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}

export function changeRequest(kind: UserChangeKind): AdminUserChange {
  switch (kind) {
    case 'promote':
      return { role: 'admin' };
    case 'demote':
      return { role: 'user' };
    case 'disable':
      return { disabled: true };
    case 'enable':
      return { disabled: false };
  }
}

export function changeTexts(kind: UserChangeKind, user: AdminUser): ChangeTexts {
  const name = fullName(user);
  switch (kind) {
    case 'promote':
      return {
        question: `Make ${name} an admin?`,
        consequence:
          'They will be able to post, edit and delete jobs, read every application and manage user accounts.',
        confirmLabel: 'Make admin',
        savingLabel: 'Saving...',
        done: `${name} is now an admin.`,
      };
    case 'demote':
      return {
        question: `Remove ${name}'s admin role?`,
        consequence:
          'They keep their account but can no longer open the admin area, from their next page on.',
        confirmLabel: 'Remove admin role',
        savingLabel: 'Saving...',
        done: `${name} is now a regular user.`,
      };
    case 'disable':
      return {
        question: `Disable ${name}'s account?`,
        consequence: 'They will be logged out everywhere and cannot log in until enabled again.',
        confirmLabel: 'Disable account',
        savingLabel: 'Disabling...',
        done: `${name}'s account is disabled. They have been logged out everywhere.`,
      };
    case 'enable':
      return {
        question: `Enable ${name}'s account?`,
        consequence: 'They will be able to log in again with their email and password.',
        confirmLabel: 'Enable account',
        savingLabel: 'Enabling...',
        done: `${name}'s account is enabled. They can log in again.`,
      };
  }
}
