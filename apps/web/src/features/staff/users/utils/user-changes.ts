import type { AdminUser, AdminUserChange } from '@staffing/shared/application-schemas';

// promote: to admin; recruit: to recruiter; demote: back to a regular user.
export type UserChangeKind = 'promote' | 'recruit' | 'demote' | 'disable' | 'enable';

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
    case 'recruit':
      return { role: 'recruiter' };
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
    case 'recruit':
      return {
        question: `Make ${name} a recruiter?`,
        consequence:
          user.role === 'admin'
            ? 'They keep the jobs, applications and messages, but can no longer manage user accounts, download the exports or see failed emails.'
            : 'They will be able to post, edit and delete jobs and read every application and message, but not manage user accounts.',
        confirmLabel: 'Make recruiter',
        savingLabel: 'Saving...',
        done: `${name} is now a recruiter.`,
      };
    case 'demote':
      return {
        question: `Remove ${name}'s ${user.role === 'recruiter' ? 'recruiter' : 'admin'} role?`,
        consequence:
          'They keep their account but can no longer open the admin area, from their next page on.',
        confirmLabel: `Remove ${user.role === 'recruiter' ? 'recruiter' : 'admin'} role`,
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
