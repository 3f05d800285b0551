import { isStaffRole } from '@staffing/shared/constants';
import type { User } from '@staffing/shared/user-schemas';

// Spec section 4: admins land on the dashboard, client contacts on their portal, everyone
// else on the job board, unless the login was asked for on the way somewhere (a "Save job"
// click): then back there.
export function pathAfterLogin(user: User, next?: string): string {
  // A staff account that must set up two-step sign-in can do nothing else first.
  if (user.mustEnrolSecondFactor) return '/profile/security';
  if (next) return next;
  if (user.role === 'client') return '/client';
  return isStaffRole(user.role) ? '/admin' : '/find-job';
}

// Only a path inside this site: `//evil.example` or `https://…` would make the login page an
// open redirect.
export function safeNextPath(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : undefined;
}
