import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { OpeningList } from '@/features/public/careers/components/opening-list';
import { OPENINGS } from '@/features/public/careers/data/openings';
import { ReasonGrid } from '@/features/public/marketing/components/reason-grid';

const REASONS: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Work that matters`,
    text: msg`Every day our team helps someone start a new job and helps a business get the people it needs to grow.`,
  },
  {
    title: msg`Learn from experienced people`,
    text: msg`You work next to recruiters, sales staff and project managers who know staffing across five industries.`,
  },
  {
    title: msg`Time to recharge`,
    text: msg`Our sales team works 9:00am–9:00pm CST on weekdays, with weekends and 11 federal holidays off.`,
  },
];

export default function CareersPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Careers`}
        description={t`Join our staffing agency: open positions for a Sales Representative and a Project Manager Internship.`}
      />
      <PageHeader
        eyebrow={t`Work with us`}
        title={t`Careers`}
        lead={t`We spend our days putting people to work. If you enjoy building relationships, solving problems and seeing your effort turn into someone’s new job, there is a place for you on our team.`}
      />
      <Section
        title={t`Open positions`}
        titleId="careers-openings"
        lead={t`We are hiring for two roles on our own team. Read the details and apply in a few minutes with your resume.`}
      >
        <OpeningList openings={OPENINGS} />
      </Section>
      <Section tone="muted" title={t`Why join us`} titleId="careers-why">
        <ReasonGrid
          reasons={REASONS.map(({ title, text }) => ({ title: i18n._(title), text: i18n._(text) }))}
        />
      </Section>
      <Section
        title={t`Looking for a job with one of our clients?`}
        titleId="careers-clients"
        lead={t`These openings are on our own team. For positions with the employers we staff, browse the job board.`}
        actions={
          <ButtonLink to="/find-job" variant="secondary" size="lg">
            <Trans>Find a Job</Trans>
          </ButtonLink>
        }
      />
    </>
  );
}
