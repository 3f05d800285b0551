import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { MyAlerts } from '@/features/account/job-alerts/components/my-alerts';

export default function ProfileAlertsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Job Alerts`} description={t`Your saved job searches by email.`} noIndex />
      <PageHeader
        title={t`Job Alerts`}
        lead={t`Saved searches we email you daily or weekly when new jobs match.`}
        actions={
          <ButtonLink to="/profile" variant="secondary" size="sm">
            <Trans>Back to Profile</Trans>
          </ButtonLink>
        }
      />
      <Section narrow>
        <MyAlerts />
      </Section>
    </>
  );
}
