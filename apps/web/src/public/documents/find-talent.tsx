import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button';
import { CallToAction } from '@/components/ui/call-to-action';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { IndustryGrid } from '@/features/public/industries/components/industry-grid';
import { ReasonGrid } from '@/features/public/marketing/components/reason-grid';
import { SHARED_PHRASES } from '@/lib/i18n/shared-messages';
import styles from './find-talent.module.css';
import { REQUEST_STAFF_ID, RequestStaffSection } from './request-staff-section';

type Point = { title: MessageDescriptor; text: MessageDescriptor };

const REASONS: readonly Point[] = [
  {
    title: msg`A candidate database of over 200 million`,
    text: msg`We reach qualified people quickly, including those who are not actively looking.`,
  },
  {
    title: msg`Specialists in five industries`,
    text: msg`Healthcare, construction, IT and tech, drivers, and business and executive roles.`,
  },
  {
    title: msg`The arrangement you need`,
    text: msg`Temporary, contract, temp-to-hire and direct-hire placements, for one role or a team.`,
  },
];

const STEPS: readonly Point[] = [
  {
    title: msg`Tell us about the role`,
    text: msg`Send us a message or call us. We ask about the skills, schedule and culture that matter to you.`,
  },
  {
    title: msg`Meet screened candidates`,
    text: msg`We search, interview and check experience, then introduce the people who fit.`,
  },
  {
    title: msg`Hire with confidence`,
    text: msg`You choose who joins your team. We stay in touch to make sure the placement works.`,
  },
];

export default function FindTalentPage() {
  const { t, i18n } = useLingui();
  const phoneHours = i18n._(SHARED_PHRASES.PHONE_HOURS);
  return (
    <>
      <PageMeta
        title={t`Find Talent`}
        description={t`Hire staff for healthcare, construction, IT and tech, driving, and business and executive roles from a candidate database of over 200 million.`}
      />
      <PageHeader
        eyebrow={t`For employers`}
        title={t`Find Talent`}
        lead={t`Tell us which roles you need to fill and we will find the people for them: one specialist, a full crew or a new leader.`}
        actions={
          <>
            <ButtonLink to="/contact-us" variant="primary" size="lg">
              <Trans>Contact Us</Trans>
            </ButtonLink>
            <ButtonLink to={`#${REQUEST_STAFF_ID}`} variant="secondary" size="lg">
              <Trans>Request staff</Trans>
            </ButtonLink>
          </>
        }
      />

      <Section
        title={t`Industries we staff`}
        titleId="find-talent-industries"
        lead={t`Choose an industry to see the roles we fill and how we work.`}
      >
        <IndustryGrid basePath="/find-talent" headingLevel="h3" />
      </Section>

      <RequestStaffSection industry={null} />

      <Section tone="muted" title={t`Why employers work with us`} titleId="find-talent-why">
        <ReasonGrid
          reasons={REASONS.map(({ title, text }) => ({ title: i18n._(title), text: i18n._(text) }))}
        />
      </Section>

      <Section aria-labelledby="find-talent-steps">
        <h2 id="find-talent-steps">
          <Trans>How it works</Trans>
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title.id} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{i18n._(step.title)}</h3>
              <p className={styles.stepText}>{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
        <CallToAction
          tone="inverse"
          headingLevel="h3"
          title={t`Ready to hire?`}
          className={styles.cta}
          actions={
            <ButtonLink to="/contact-us" variant="accent" size="lg">
              <Trans>Contact Us</Trans>
            </ButtonLink>
          }
        >
          <Trans>Send us your requirements, or call us {phoneHours}.</Trans>
        </CallToAction>
      </Section>
    </>
  );
}
