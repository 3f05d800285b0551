import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { FailedEmailsView } from '@/features/staff/outbox/components/failed-emails-view';
import { FailedNotificationsView } from '@/features/staff/outbox/components/failed-notifications-view';

export default function AdminOutboxPage() {
  return (
    <>
      <PageMeta title="Failed Emails" description="Emails that could not be delivered." noIndex />
      <PageHeader
        eyebrow="Admin"
        title="Failed Emails"
        lead="Emails and search engine notifications the site gave up on, with the last answer it got. Retry once the cause is fixed."
        actions={
          <ButtonLink to="/admin" variant="secondary" size="sm">
            Back to Dashboard
          </ButtonLink>
        }
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
