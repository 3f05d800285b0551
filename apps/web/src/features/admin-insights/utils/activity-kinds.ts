export type ActivityKind = 'job' | 'application' | 'contact' | 'account' | 'other';

// The action's subject: 'job.created' -> job, 'user.role_changed' -> account.
export function activityKind(action: string): ActivityKind {
  const subject = action.split('.')[0];
  switch (subject) {
    case 'job':
      return 'job';
    case 'application':
      return 'application';
    case 'contact':
      return 'contact';
    case 'user':
      return 'account';
    default:
      return 'other';
  }
}

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  job: 'Job',
  application: 'Application',
  contact: 'Contact message',
  account: 'Account',
  other: 'Activity',
};
