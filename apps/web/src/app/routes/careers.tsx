import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { OpeningList } from '@/features/careers/components/opening-list';
import { OPENINGS } from '@/features/careers/data/openings';
import styles from './careers.module.css';

const REASONS = [
  {
    title: 'Work that matters',
    text: 'Every day our team helps someone start a new job and helps a business get the people it needs to grow.',
  },
  {
    title: 'Learn from experienced people',
    text: 'You work next to recruiters, sales staff and project managers who know staffing across five industries.',
  },
  {
    title: 'Time to recharge',
    text: 'Our sales team works 9:00am–9:00pm CST on weekdays, with weekends and 11 federal holidays off.',
  },
];

export default function CareersPage() {
  return (
    <>
      <PageMeta
        title="Careers"
        description="Join our staffing agency: open positions for a Sales Representative and a Project Manager Internship."
      />
      <PageHeader
        eyebrow="Work with us"
        title="Careers"
        lead="We spend our days putting people to work. If you enjoy building relationships, solving problems and seeing your effort turn into someone’s new job, there is a place for you on our team."
      />
      <Section aria-labelledby="careers-openings">
        <h2 id="careers-openings">Open positions</h2>
        <p className={styles.sectionLead}>
          We are hiring for two roles on our own team. Read the details and apply in a few minutes
          with your resume.
        </p>
        <OpeningList openings={OPENINGS} />
      </Section>
      <Section tone="muted" aria-labelledby="careers-why">
        <h2 id="careers-why">Why join us</h2>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title} className={styles.reason}>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="careers-clients">
        <div className={styles.clients}>
          <div>
            <h2 id="careers-clients">Looking for a job with one of our clients?</h2>
            <p className={styles.sectionLead}>
              These openings are on our own team. For positions with the employers we staff, browse
              the job board.
            </p>
          </div>
          <ButtonLink to="/find-job" variant="secondary" size="lg">
            Find a Job
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
