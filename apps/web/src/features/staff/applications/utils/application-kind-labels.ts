import type { ApplicationKind } from '@staffing/shared/constants';

export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  job: 'Job posting',
  'sales-rep': 'Sales Representative',
  internship: 'Project Manager Internship',
};
