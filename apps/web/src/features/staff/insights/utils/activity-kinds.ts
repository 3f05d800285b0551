export type ActivityKind = 'job' | 'order' | 'application' | 'contact' | 'account' | 'other';

// The action's subject: 'job.created' -> job, 'user.role_changed' -> account.
export function activityKind(action: string): ActivityKind {
  const subject = action.split('.')[0];
  switch (subject) {
    case 'job':
      return 'job';
    case 'job_order':
      return 'order';
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
  order: 'Job order',
  application: 'Application',
  contact: 'Contact message',
  account: 'Account',
  other: 'Activity',
};
