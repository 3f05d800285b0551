import { PageMeta } from '@/components/ui/page-meta';
import { RecentActivity } from '@/features/staff/insights/components/recent-activity';
import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';

// /admin/activity (admins): the activity log, who did what and when, newest first.
export default function AdminActivityPage() {
  return (
    <>
      <PageMeta title="Activity" description="The activity log." noIndex />
      <StaffPageHeader
        title="Activity"
        lead="Who did what and when: jobs, applications, orders, candidates, accounts and emails."
      />
      <RecentActivity />
    </>
  );
}
