import type { TodayCounts } from '@staffing/shared/today-schemas';

// The staff workspace's sections, in the navigation's order. `paths` are the pages that belong
// to a section (its link is marked current on them); `adminOnly` sections are not offered to a
// recruiter (the server refuses their APIs to one too).
export type StaffSectionKey =
  | 'today'
  | 'orders'
  | 'jobs'
  | 'applications'
  | 'candidates'
  | 'clients'
  | 'interviews'
  | 'users'
  | 'activity'
  | 'failedEmails';

export type StaffSection = {
  key: StaffSectionKey;
  label: string;
  to: string;
  paths: string[];
  adminOnly?: boolean;
};

export const STAFF_SECTIONS: StaffSection[] = [
  {
    key: 'today',
    label: 'Today',
    to: '/admin',
    paths: ['/admin', '/admin/dashboard', '/admin/insights'],
  },
  { key: 'orders', label: 'Orders', to: '/admin/orders', paths: ['/admin/orders'] },
  {
    key: 'jobs',
    label: 'Jobs',
    to: '/admin/all-jobs',
    paths: ['/admin/all-jobs', '/admin/post-job', '/admin/opening-questions', '/edit-job'],
  },
  {
    key: 'applications',
    label: 'Applications',
    to: '/admin/applications',
    paths: ['/admin/applications'],
  },
  { key: 'candidates', label: 'Candidates', to: '/admin/candidates', paths: ['/admin/candidates'] },
  { key: 'clients', label: 'Clients', to: '/admin/clients', paths: ['/admin/clients'] },
  { key: 'interviews', label: 'Interviews', to: '/admin/interviews', paths: ['/admin/interviews'] },
  { key: 'users', label: 'Users', to: '/admin/users', paths: ['/admin/users'], adminOnly: true },
  {
    key: 'activity',
    label: 'Activity',
    to: '/admin/activity',
    paths: ['/admin/activity'],
    adminOnly: true,
  },
  {
    key: 'failedEmails',
    label: 'Failed emails',
    to: '/admin/outbox',
    paths: ['/admin/outbox'],
    adminOnly: true,
  },
];

export function staffSectionsFor(role: string | undefined): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => !section.adminOnly || role === 'admin');
}

// The section a path belongs to: the longest of the sections' paths that is the path itself or
// a folder above it (/admin/orders/7 is Orders', /admin itself Today's).
export function currentStaffSection(pathname: string): StaffSectionKey | undefined {
  let best: { key: StaffSectionKey; length: number } | undefined;
  for (const section of STAFF_SECTIONS) {
    for (const path of section.paths) {
      const matches = pathname === path || pathname.startsWith(`${path}/`);
      if (matches && (best === undefined || path.length > best.length)) {
        best = { key: section.key, length: path.length };
      }
    }
  }
  // Any other /admin/* path shows Today (spec: /admin/* is the dashboard).
  return best?.key;
}

// What needs action in each section, from Today's counts: the badges beside the links.
// Client answers are handled on their order, consent requests on the order's shortlist but
// found from the candidate; Today's own badge is the sum of everything.
export function staffBadges(
  counts: TodayCounts | undefined,
): Partial<Record<StaffSectionKey, number>> {
  if (!counts) return {};
  const failedEmails = counts.failedEmails ?? 0;
  return {
    today:
      counts.clientAnswers +
      counts.interviews +
      counts.applications +
      counts.orders +
      counts.consents +
      failedEmails,
    orders: counts.orders + counts.clientAnswers,
    applications: counts.applications,
    candidates: counts.consents,
    interviews: counts.interviews,
    failedEmails,
  };
}
