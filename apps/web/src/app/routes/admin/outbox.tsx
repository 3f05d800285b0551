import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { FailedEmailsView } from '@/features/admin-outbox/components/failed-emails-view';

export default function AdminOutboxPage() {
  return (
    <>
      <PageMeta title="Failed Emails" description="Emails that could not be delivered." noIndex />
      <PageHeader
        eyebrow="Admin"
        title="Failed Emails"
        lead="Emails the site gave up on after every retry, with the mail server’s last answer. Retry once the cause is fixed, or discard."
        actions={
          <ButtonLink to="/admin" variant="secondary" size="sm">
            Back to Dashboard
          </ButtonLink>
        }
      />
      <Section>
        <FailedEmailsView />
      </Section>
    </>
  );
}
