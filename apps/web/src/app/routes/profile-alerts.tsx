import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { MyAlerts } from '@/features/job-alerts/components/my-alerts';

export default function ProfileAlertsPage() {
  return (
    <>
      <PageMeta title="Job Alerts" description="Your saved job searches by email." noIndex />
      <PageHeader
        title="Job Alerts"
        lead="Saved searches we email you daily or weekly when new jobs match."
        actions={
          <ButtonLink to="/profile" variant="secondary" size="sm">
            Back to Profile
          </ButtonLink>
        }
      />
      <Section narrow>
        <MyAlerts />
      </Section>
    </>
  );
}
