import { StaffPageHeader } from '@/features/staff/shell/components/staff-page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { FailedEmailsView } from '@/features/staff/outbox/components/failed-emails-view';
import { FailedNotificationsView } from '@/features/staff/outbox/components/failed-notifications-view';

export default function AdminOutboxPage() {
  return (
    <>
      <PageMeta title="Failed Emails" description="Emails that could not be delivered." noIndex />
      <StaffPageHeader
        title="Failed Emails"
        lead="Emails and search engine notifications the site gave up on, with the last answer it got. Retry once the cause is fixed."
      />
      <Section>
        <FailedEmailsView />
      </Section>
      <Section aria-labelledby="failed-notifications-title">
        <h2 id="failed-notifications-title">Search engine notifications</h2>
        <FailedNotificationsView />
      </Section>
    </>
  );
}
