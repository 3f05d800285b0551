import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { AdminApplicationsView } from '@/features/staff/applications/components/admin-applications-view';
import { useMarkSeenOnOpen } from '@/features/staff/today/api/mark-seen';

export default function AdminApplicationsPage() {
  // Opening the list is looking at what came in: Today stops counting it as new.
  useMarkSeenOnOpen('applications');
  return (
    <>
      <PageMeta title="Applications" description="Applications and contact messages." />
      <StaffPageHeader
        title="Applications"
        lead="Every application received, newest first, with the applicant’s resume, and the messages sent through the contact form."
      />
      <Section>
        <AdminApplicationsView />
      </Section>
    </>
  );
}
