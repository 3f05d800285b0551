import { CANDIDATE_DATABASE_CLAIM, PHONE_HOURS } from '@staffing/shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { CallToAction } from '@/components/ui/call-to-action';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { IndustryGrid } from '@/features/industries/components/industry-grid';
import { ReasonGrid } from '@/features/marketing/components/reason-grid';
import styles from './find-talent.module.css';
import { REQUEST_STAFF_ID, RequestStaffSection } from './request-staff-section';

const REASONS = [
  {
    title: `A candidate database of ${CANDIDATE_DATABASE_CLAIM}`,
    text: 'We reach qualified people quickly, including those who are not actively looking.',
  },
  {
    title: 'Specialists in five industries',
    text: 'Healthcare, construction, IT and tech, drivers, and business and executive roles.',
  },
  {
    title: 'The arrangement you need',
    text: 'Temporary, contract, temp-to-hire and direct-hire placements, for one role or a team.',
  },
];

const STEPS = [
  {
    title: 'Tell us about the role',
    text: 'Send us a message or call us. We ask about the skills, schedule and culture that matter to you.',
  },
  {
    title: 'Meet screened candidates',
    text: 'We search, interview and check experience, then introduce the people who fit.',
  },
  {
    title: 'Hire with confidence',
    text: 'You choose who joins your team. We stay in touch to make sure the placement works.',
  },
];

export default function FindTalentPage() {
  return (
    <>
      <PageMeta
        title="Find Talent"
        description={`Hire staff for healthcare, construction, IT and tech, driving, and business and executive roles from a candidate database of ${CANDIDATE_DATABASE_CLAIM}.`}
      />
      <PageHeader
        eyebrow="For employers"
        title="Find Talent"
        lead="Tell us which roles you need to fill and we will find the people for them: one specialist, a full crew or a new leader."
        actions={
          <>
            <ButtonLink to="/contact-us" variant="primary" size="lg">
              Contact Us
            </ButtonLink>
            <ButtonLink to={`#${REQUEST_STAFF_ID}`} variant="secondary" size="lg">
              Request staff
            </ButtonLink>
          </>
        }
      />

      <Section
        title="Industries we staff"
        titleId="find-talent-industries"
        lead="Choose an industry to see the roles we fill and how we work."
      >
        <IndustryGrid basePath="/find-talent" headingLevel="h3" />
      </Section>

      <RequestStaffSection industry={null} />

      <Section tone="muted" title="Why employers work with us" titleId="find-talent-why">
        <ReasonGrid reasons={REASONS} />
      </Section>

      <Section aria-labelledby="find-talent-steps">
        <h2 id="find-talent-steps">How it works</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
        <CallToAction
          tone="inverse"
          headingLevel="h3"
          title="Ready to hire?"
          className={styles.cta}
          actions={
            <ButtonLink to="/contact-us" variant="accent" size="lg">
              Contact Us
            </ButtonLink>
          }
        >
          Send us your requirements, or call us {PHONE_HOURS}.
        </CallToAction>
      </Section>
    </>
  );
}
